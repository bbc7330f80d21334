import {
  addCasinoFavouriteCall,
  getCasinoCategoriesCall,
  getCasinoFavouritesCall,
  getCasinoGameCall,
  getCasinoGamesCall,
  getCasinoProvidersCall,
  getCasinoRecentGamesCall,
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
  type CasinoRecentGames,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `CasinoApi` over HTTP. */
@injectable()
export class HttpCasinoApi implements CasinoApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async getCategories(signal?: AbortSignal): Promise<CasinoCategory[]> {
    return (await this.transport.call(getCasinoCategoriesCall, withSignal(signal))).categories;
  }
  async getProviders(signal?: AbortSignal): Promise<CasinoProvider[]> {
    return (await this.transport.call(getCasinoProvidersCall, withSignal(signal))).providers;
  }
  getGames(query: CasinoGamesQuery, signal?: AbortSignal): Promise<CasinoGamesPage> {
    return this.transport.call(getCasinoGamesCall, { query, ...withSignal(signal) });
  }
  getGame(gameId: number, signal?: AbortSignal): Promise<CasinoGame> {
    return this.transport.call(getCasinoGameCall, { params: { gameId }, ...withSignal(signal) });
  }
  getRecentGames(signal?: AbortSignal): Promise<CasinoRecentGames> {
    return this.transport.call(getCasinoRecentGamesCall, withSignal(signal));
  }
  getFavourites(signal?: AbortSignal): Promise<CasinoFavourites> {
    return this.transport.call(getCasinoFavouritesCall, withSignal(signal));
  }
  addFavourite(gameId: number): Promise<CasinoFavourites> {
    return this.transport.call(addCasinoFavouriteCall, { params: { gameId } });
  }
  removeFavourite(gameId: number): Promise<CasinoFavourites> {
    return this.transport.call(removeCasinoFavouriteCall, { params: { gameId } });
  }
  launchGame(gameId: number): Promise<CasinoLaunch> {
    return this.transport.call(launchCasinoGameCall, { params: { gameId } });
  }
}
