import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Favourites (issue 16): events and leagues a player starred, kept on the server for a signed-in
 * player (a guest keeps them in the browser and they are merged in on sign-in). The spec shows no
 * such call: the paths are this project's, in the `/web-api/...` style.
 */

/** The most favourites a player keeps. */
export const MAX_FAVOURITES = 200;

export const FavouriteKind = z.enum(['game', 'champ']);
export type FavouriteKind = z.infer<typeof FavouriteKind>;

export const Favourite = z.object({ kind: FavouriteKind, id: z.number().int().min(1).max(2_147_483_647) });
export type Favourite = z.infer<typeof Favourite>;

/** The player's favourites, oldest first. */
export const FavouritesResponse = z.object({ favourites: z.array(Favourite) });
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;

/** Star or unstar one event or league. */
export const SetFavouriteRequest = Favourite.extend({ isFavourite: z.boolean() });
export type SetFavouriteRequest = z.infer<typeof SetFavouriteRequest>;

/** A guest's favourites joined to the account's on sign-in (a set union; repeating it changes nothing). */
export const MergeFavouritesRequest = z.object({ favourites: z.array(Favourite).max(MAX_FAVOURITES) });
export type MergeFavouritesRequest = z.infer<typeof MergeFavouritesRequest>;

/** `GET /web-api/favourites/v1`. */
export const getFavouritesCall = defineCall({ name: 'favourites.get', method: 'GET', path: '/web-api/favourites/v1', response: FavouritesResponse, auth: true, retryable: true });

/** `POST /web-api/favourites/v1`: idempotent (the same star twice is one favourite). */
export const setFavouriteCall = defineCall({ name: 'favourites.set', method: 'POST', path: '/web-api/favourites/v1', body: SetFavouriteRequest, response: FavouritesResponse, auth: true, retryable: true });

/** `POST /web-api/favourites/v1/merge`: idempotent set union. */
export const mergeFavouritesCall = defineCall({ name: 'favourites.merge', method: 'POST', path: '/web-api/favourites/v1/merge', body: MergeFavouritesRequest, response: FavouritesResponse, auth: true, retryable: true });
