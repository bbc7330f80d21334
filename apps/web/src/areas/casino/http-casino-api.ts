import {
  Headers,
  addCasinoFavouriteCall,
  getCasinoCategoriesCall,
  getCasinoFavouritesCall,
  getCasinoGameCall,
  getCasinoGamesCall,
  getCasinoProvidersCall,
  launchCasinoGameCall,
  removeCasinoFavouriteCall,
  type CasinoApi,
  type CasinoCategory,
  type CasinoFavourites,
  type CasinoGame,
  type CasinoGamesPage,
  type CasinoGamesQuery,
  type CasinoLaunch,
  type CasinoProvider,
} from '@kickoff/contracts';
import { HttpTransport } from '@kickoff/http-client';
import { inject, injectable } from 'inversify';

const XHR = { [Headers.requestedWith]: 'XMLHttpRequest' } as const;
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/**
 * catalog-core's `CasinoApi` over HTTP (`/casino-api/v1/...`). The app binds it when the HTTP
 * client does not provide one.
 */
@injectable()
export class HttpCasinoApi implements CasinoApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async getCategories(signal?: AbortSignal): Promise<CasinoCategory[]> {
    return (await this.transport.call(getCasinoCategoriesCall, { headers: XHR, ...withSignal(signal) })).categories;
  }

  async getProviders(signal?: AbortSignal): Promise<CasinoProvider[]> {
    return (await this.transport.call(getCasinoProvidersCall, { headers: XHR, ...withSignal(signal) })).providers;
  }

  getGames(query: CasinoGamesQuery, signal?: AbortSignal): Promise<CasinoGamesPage> {
    return this.transport.call(getCasinoGamesCall, { query, headers: XHR, ...withSignal(signal) });
  }

  getGame(gameId: number, signal?: AbortSignal): Promise<CasinoGame> {
    return this.transport.call(getCasinoGameCall, { params: { gameId }, headers: XHR, ...withSignal(signal) });
  }

  getFavourites(signal?: AbortSignal): Promise<CasinoFavourites> {
    return this.transport.call(getCasinoFavouritesCall, { headers: XHR, ...withSignal(signal) });
  }

  addFavourite(gameId: number): Promise<CasinoFavourites> {
    return this.transport.call(addCasinoFavouriteCall, { params: { gameId }, headers: XHR });
  }

  removeFavourite(gameId: number): Promise<CasinoFavourites> {
    return this.transport.call(removeCasinoFavouriteCall, { params: { gameId }, headers: XHR });
  }

  launchGame(gameId: number): Promise<CasinoLaunch> {
    return this.transport.call(launchCasinoGameCall, { params: { gameId }, headers: XHR });
  }
}
