import { MAX_FAVOURITES, type Favourite, type FavouritesResponse } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';

/**
 * A signed-in player's favourites (issue 16): starred events and leagues, a set per player. Only
 * events and leagues the feed knows can be starred; at most `MAX_FAVOURITES`. Every change answers
 * the whole set, so the client shows what the server keeps.
 */

async function list(db: Queryable, userId: number): Promise<FavouritesResponse> {
  const rows = await db.query<{ kind: Favourite['kind']; entity_id: number }>('select kind, entity_id from user_favourites where user_id = $1 order by created_at, kind, entity_id', [userId]);
  return { favourites: rows.map((row) => ({ kind: row.kind, id: Number(row.entity_id) })) };
}

/** The favourites among `favourites` the feed knows (unknown ids are dropped). */
async function known(db: Queryable, favourites: readonly Favourite[]): Promise<Favourite[]> {
  const gameIds = favourites.filter((favourite) => favourite.kind === 'game').map((favourite) => favourite.id);
  const champIds = favourites.filter((favourite) => favourite.kind === 'champ').map((favourite) => favourite.id);
  const games = new Set((await db.query<{ id: number }>('select id from feed_games where id = any($1::int[])', [gameIds])).map((row) => Number(row.id)));
  const champs = new Set((await db.query<{ id: number }>('select id from feed_champs where id = any($1::int[])', [champIds])).map((row) => Number(row.id)));
  return favourites.filter((favourite) => (favourite.kind === 'game' ? games : champs).has(favourite.id));
}

async function add(tx: Queryable, userId: number, favourites: readonly Favourite[], nowMs: number): Promise<void> {
  if (favourites.length === 0) return;
  await tx.query(
    `insert into user_favourites (user_id, kind, entity_id, created_at)
     select $1, k, i, $4 from unnest($2::text[], $3::int[]) as v(k, i) on conflict do nothing`,
    [userId, favourites.map((favourite) => favourite.kind), favourites.map((favourite) => favourite.id), nowMs],
  );
  const [count] = await tx.query<{ total: number }>('select count(*)::int as total from user_favourites where user_id = $1', [userId]);
  if ((count?.total ?? 0) > MAX_FAVOURITES) throw new DomainError(DomainErrorKind.invalid, 'favourites_full', 'favourites_full');
}

export function favourites(context: AppContext, userId: number): Promise<FavouritesResponse> {
  return list(context.db, userId);
}

/** Stars or unstars one event or league; an unknown one is not found. */
export async function setFavourite(context: AppContext, userId: number, favourite: Favourite, isFavourite: boolean): Promise<FavouritesResponse> {
  return context.db.transaction(async (tx) => {
    if (isFavourite) {
      if ((await known(tx, [favourite])).length === 0) throw new DomainError(DomainErrorKind.notFound, 'not_found', 'main_not_found');
      await add(tx, userId, [favourite], context.clock.now());
    } else {
      await tx.query('delete from user_favourites where user_id = $1 and kind = $2 and entity_id = $3', [userId, favourite.kind, favourite.id]);
    }
    return list(tx, userId);
  });
}

/** Joins a guest's favourites to the account's (unknown ones are dropped). */
export async function mergeFavourites(context: AppContext, userId: number, favourites: readonly Favourite[]): Promise<FavouritesResponse> {
  return context.db.transaction(async (tx) => {
    await add(tx, userId, await known(tx, favourites), context.clock.now());
    return list(tx, userId);
  });
}
