import type { ServiceIdentifier } from 'inversify';
import type { Favourite, FavouritesResponse } from './favourites.schemas';

/** The favourites calls (issue 16). Methods reject with `ApiError`. */
export interface FavouritesApi {
  get(signal?: AbortSignal): Promise<FavouritesResponse>;
  set(favourite: Favourite, isFavourite: boolean): Promise<FavouritesResponse>;
  merge(favourites: readonly Favourite[]): Promise<FavouritesResponse>;
}

/** Container identifier of the `FavouritesApi`. */
export const FavouritesApi = Symbol.for('FavouritesApi') as ServiceIdentifier<FavouritesApi>;
