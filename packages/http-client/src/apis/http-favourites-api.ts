import { getFavouritesCall, mergeFavouritesCall, setFavouriteCall, type Favourite, type FavouritesApi, type FavouritesResponse } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `FavouritesApi` over HTTP (issue 16); every call is idempotent. */
@injectable()
export class HttpFavouritesApi implements FavouritesApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  get(signal?: AbortSignal): Promise<FavouritesResponse> {
    return this.transport.call(getFavouritesCall, signal ? { signal } : {});
  }

  set(favourite: Favourite, isFavourite: boolean): Promise<FavouritesResponse> {
    return this.transport.call(setFavouriteCall, { body: { ...favourite, isFavourite } });
  }

  merge(favourites: readonly Favourite[]): Promise<FavouritesResponse> {
    return this.transport.call(mergeFavouritesCall, { body: { favourites: [...favourites] } });
  }
}
