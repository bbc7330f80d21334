import { searchFeedCall, type SearchApi, type SearchResults } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `SearchApi` over HTTP (issue 16): the header's feed search, a read the transport may retry. */
@injectable()
export class HttpSearchApi implements SearchApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  search(query: string, signal?: AbortSignal): Promise<SearchResults> {
    return this.transport.call(searchFeedCall, { query: { q: query }, ...(signal ? { signal } : {}) });
  }
}
