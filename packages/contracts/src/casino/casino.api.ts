import type { ServiceIdentifier } from 'inversify';
import type { CasinoCategory, CasinoRecentGames, CasinoFavourites, CasinoGame, CasinoGamesPage, CasinoGamesQuery, CasinoLaunch, CasinoProvider } from './casino.schemas';

/** The casino catalogue calls as `catalog-core` depends on them. Methods reject with `ApiError`. */
export interface CasinoApi {
  /** `GET /casino-api/v1/categories`. */
  getCategories(signal?: AbortSignal): Promise<CasinoCategory[]>;
  /** `GET /casino-api/v1/providers`. */
  getProviders(signal?: AbortSignal): Promise<CasinoProvider[]>;
  /** `GET /casino-api/v1/games` with filters, search and paging. */
  getGames(query: CasinoGamesQuery, signal?: AbortSignal): Promise<CasinoGamesPage>;
  /** `GET /casino-api/v1/games/:gameId`. */
  getGame(gameId: number, signal?: AbortSignal): Promise<CasinoGame>;
  /** `GET /casino-api/v1/favourites` (signed in). */
  getFavourites(signal?: AbortSignal): Promise<CasinoFavourites>;
  /** `PUT /casino-api/v1/favourites/:gameId`. */
  addFavourite(gameId: number): Promise<CasinoFavourites>;
  /** `DELETE /casino-api/v1/favourites/:gameId`. */
  removeFavourite(gameId: number): Promise<CasinoFavourites>;
  /** `POST /casino-api/v1/games/:gameId/launch`. */
  launchGame(gameId: number): Promise<CasinoLaunch>;
  /** `GET /casino-api/v1/recent-games` (signed in). */
  getRecentGames(signal?: AbortSignal): Promise<CasinoRecentGames>;
}

/** Container identifier of the `CasinoApi`. */
export const CasinoApi = Symbol.for('CasinoApi') as ServiceIdentifier<CasinoApi>;
