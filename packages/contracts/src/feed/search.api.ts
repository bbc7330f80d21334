import type { ServiceIdentifier } from 'inversify';
import type { SearchResults } from './search.schemas';

/** The feed search call (issue 16). Methods reject with `ApiError`. */
export interface SearchApi {
  /** `GET /web-api/feed/v1/search?q=`. */
  search(query: string, signal?: AbortSignal): Promise<SearchResults>;
}

/** Container identifier of the `SearchApi`. */
export const SearchApi = Symbol.for('SearchApi') as ServiceIdentifier<SearchApi>;
