import { INT32_MAX } from '../common/bounds';
import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Casino catalogue wire contracts (document 000 §1: casino, slots, bingo, virtual sports, TV games,
 * poker; §2 "Casino layout routes": bingo, poker, scratchcards, keno, slots, live-casino, tvgames,
 * virtualsports, fast-games, card-games, crash-games, ..., my-casino/favorites, providers,
 * casino-search). The spec shows no casino calls: the paths below are this project's, under the
 * `/casino-api/` prefix.
 */

/** A category slug: the path segment of its casino route (`slots`, `live-casino`, `crash-games`, ...). */
export const CasinoCategorySlug = z.string().regex(/^[a-z][a-z-]{1,40}$/);

/** A category of the casino layout with the number of its games. */
export const CasinoCategory = z.object({ id: z.number().int(), slug: CasinoCategorySlug, name: z.string(), gamesCount: z.number().int().min(0) });
export type CasinoCategory = z.infer<typeof CasinoCategory>;

/** A game provider with the number of its games. */
export const CasinoProvider = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), gamesCount: z.number().int().min(0) });
export type CasinoProvider = z.infer<typeof CasinoProvider>;

/** A casino game as tiles show it; `imageUrl` is a same-origin path. */
export const CasinoGame = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  categorySlug: CasinoCategorySlug,
  providerId: z.number().int(),
  providerName: z.string(),
  imageUrl: z.string().startsWith('/'),
  isNew: z.boolean(),
  isPopular: z.boolean(),
  /** Return to player in percent. */
  rtp: z.number().min(0).max(100),
  /** A slot's volatility (its pay table's); null for table games, whose spread depends on the bet chosen. */
  volatility: z.enum(['low', 'medium', 'high']).nullable(),
});
export type CasinoGame = z.infer<typeof CasinoGame>;

/** Answer of the categories call. */
export const CasinoCategoriesResponse = z.object({ categories: z.array(CasinoCategory) });
export type CasinoCategoriesResponse = z.infer<typeof CasinoCategoriesResponse>;

/** `GET /casino-api/v1/categories`. */
export const getCasinoCategoriesCall = defineCall({ name: 'casino.categories', method: 'GET', path: '/casino-api/v1/categories', response: CasinoCategoriesResponse, retryable: true });

/** Answer of the providers call. */
export const CasinoProvidersResponse = z.object({ providers: z.array(CasinoProvider) });
export type CasinoProvidersResponse = z.infer<typeof CasinoProvidersResponse>;

/** `GET /casino-api/v1/providers`. */
export const getCasinoProvidersCall = defineCall({ name: 'casino.providers', method: 'GET', path: '/casino-api/v1/providers', response: CasinoProvidersResponse, retryable: true });

/** Largest page of games. */
export const MAX_CASINO_PAGE_SIZE = 100;

/** Subcategories of the slots and live-casino routes (`slots/{subcategory?}`, document 000 §2). */
export const CasinoGameTag = z.enum(['new', 'popular']);
export type CasinoGameTag = z.infer<typeof CasinoGameTag>;

/** Query of the games list: filters, a search text (2 to 60 characters) and paging (pages from 1). */
export const CasinoGamesQuery = z.object({
  category: CasinoCategorySlug.optional(),
  tag: CasinoGameTag.optional(),
  provider: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
  search: z.string().trim().min(2).max(60).optional(),
  page: z.coerce.number().int().max(INT32_MAX).min(1).default(1),
  pageSize: z.coerce.number().int().max(INT32_MAX).min(1).max(MAX_CASINO_PAGE_SIZE).default(24),
});
export type CasinoGamesQuery = z.input<typeof CasinoGamesQuery>;

/** A page of games with the total count of the filter. */
export const CasinoGamesPage = z.object({ games: z.array(CasinoGame), total: z.number().int().min(0), page: z.number().int().min(1), pageSize: z.number().int().min(1) });
export type CasinoGamesPage = z.infer<typeof CasinoGamesPage>;

/** `GET /casino-api/v1/games?category=&tag=&provider=&search=&page=&pageSize=` (popular first, then by name). */
export const getCasinoGamesCall = defineCall({ name: 'casino.games', method: 'GET', path: '/casino-api/v1/games', query: CasinoGamesQuery, response: CasinoGamesPage, retryable: true });

/** Path parameters with a casino game id. */
export const CasinoGameParams = z.object({ gameId: z.coerce.number().int().max(INT32_MAX).min(1) });
export type CasinoGameParams = z.infer<typeof CasinoGameParams>;

/** `GET /casino-api/v1/games/:gameId`; unknown games answer 404 `not_found`. */
export const getCasinoGameCall = defineCall({ name: 'casino.game', method: 'GET', path: '/casino-api/v1/games/:gameId', response: CasinoGame, retryable: true });

/** The player's favourite games, most recent first. */
export const CasinoFavourites = z.object({ gameIds: z.array(z.number().int()), games: z.array(CasinoGame) });
export type CasinoFavourites = z.infer<typeof CasinoFavourites>;

/** `GET /casino-api/v1/favourites` (route my-casino/favorites). */
export const getCasinoFavouritesCall = defineCall({ name: 'casino.favourites', method: 'GET', path: '/casino-api/v1/favourites', response: CasinoFavourites, auth: true, retryable: true });

/** `PUT /casino-api/v1/favourites/:gameId`: idempotent; answers the favourites after the change. */
export const addCasinoFavouriteCall = defineCall({ name: 'casino.favourites.add', method: 'PUT', path: '/casino-api/v1/favourites/:gameId', response: CasinoFavourites, auth: true, retryable: true });

/** `DELETE /casino-api/v1/favourites/:gameId`: idempotent; answers the favourites after the change. */
export const removeCasinoFavouriteCall = defineCall({ name: 'casino.favourites.remove', method: 'DELETE', path: '/casino-api/v1/favourites/:gameId', response: CasinoFavourites, auth: true, retryable: true });

/** Where a launched game runs: a same-origin page the app opens (in a frame or a window). */
export const CasinoLaunch = z.object({ gameId: z.number().int(), url: z.string().startsWith('/') });
export type CasinoLaunch = z.infer<typeof CasinoLaunch>;

/** `POST /casino-api/v1/games/:gameId/launch`: a signed-in player's game page (real money, the active account). */
export const launchCasinoGameCall = defineCall({ name: 'casino.launch', method: 'POST', path: '/casino-api/v1/games/:gameId/launch', response: CasinoLaunch, auth: true });

/** One round of a demo game: a stake in minor units and an idempotency id made by the page. */
export const CasinoRoundRequest = z.object({ requestId: z.string().min(8).max(80).regex(/^[A-Za-z0-9_:.-]+$/), stakeMinor: z.number().int().min(1).max(100_000_000) });
export type CasinoRoundRequest = z.infer<typeof CasinoRoundRequest>;

/** The result of a round: the reels (symbol indexes), the win and the balance after it, in minor units. */
export const CasinoRoundResult = z.object({
  roundId: z.number().int(),
  gameId: z.number().int(),
  stakeMinor: z.number().int(),
  winMinor: z.number().int().min(0),
  balanceMinor: z.number().int().min(0),
  currency: z.string(),
  reels: z.array(z.number().int().min(0)),
});
export type CasinoRoundResult = z.infer<typeof CasinoRoundResult>;

/**
 * `POST /casino-api/v1/games/:gameId/round`: stake and win in one transaction against the active
 * account; a repeated `requestId` answers the first round. 402 `insufficient_funds`, 403 with the
 * limit codes (self-exclusion, time-out, wagering and loss limits).
 */
export const playCasinoRoundCall = defineCall({ name: 'casino.round', method: 'POST', path: '/casino-api/v1/games/:gameId/round', body: CasinoRoundRequest, response: CasinoRoundResult, auth: true, retryable: true });

/** The games the player played for real lately, the last played first. */
export const CasinoRecentGames = z.object({ games: z.array(CasinoGame) });
export type CasinoRecentGames = z.infer<typeof CasinoRecentGames>;

/** `GET /casino-api/v1/recent-games` (signed in): the last twelve games the player played for real. */
export const getCasinoRecentGamesCall = defineCall({ name: 'casino.recentGames', method: 'GET', path: '/casino-api/v1/recent-games', response: CasinoRecentGames, auth: true, retryable: true });
