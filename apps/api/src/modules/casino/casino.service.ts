import type { CasinoCategoriesResponse, CasinoFavourites, CasinoGame, CasinoGamesPage, CasinoProvidersResponse } from '@kickoff/contracts';
import { declaredRtpPercent, titleSetup } from '@kickoff/casino-games';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';

/** The casino catalogue and favourites (the games' rounds are in casino.play.ts). */

export interface GameRow {
  id: number;
  slug: string;
  name: string;
  category_slug: string;
  category_name: string;
  provider_id: number;
  provider_name: string;
  color1: string;
  color2: string;
  rtp: number;
  is_new: boolean;
  popularity: number;
}

const GAME_SELECT = `select g.id, g.slug, g.name, c.slug as category_slug, c.name as category_name, g.provider_id, p.name as provider_name,
  g.color1, g.color2, g.rtp, g.is_new, g.popularity
  from casino_games g join casino_categories c on c.id = g.category_id join casino_providers p on p.id = g.provider_id`;

/** A game is "popular" in the top fifth of popularity (800 of 1000). */
const POPULAR_FROM = 800;

/** The app's page of a game (without a language prefix: the app adds the player's, document 000 §2). */
export const gameAppPath = (row: Pick<GameRow, 'id' | 'slug' | 'category_slug'>) => `/${row.category_slug === 'live-casino' ? 'live-casino' : 'slots'}/game/${row.id}/${row.slug}`;

/** Path of a game's generated tile. */
export const gameImagePath = (gameId: number) => `/casino-api/v1/games/${gameId}/image.svg`;

export function toGame(row: GameRow): CasinoGame {
  const setup = titleSetup({ id: row.id, name: row.name, categorySlug: row.category_slug });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    categorySlug: row.category_slug,
    providerId: row.provider_id,
    providerName: row.provider_name,
    imageUrl: gameImagePath(row.id),
    isNew: row.is_new,
    isPopular: row.popularity >= POPULAR_FROM,
    // issue 17: the RTP shown is the declared RTP of the maths the title plays (not the stored column)
    rtp: declaredRtpPercent(setup),
    volatility: setup.kind === 'slot' ? setup.model.volatility : null,
  };
}

export async function findGame(db: Queryable, gameId: number): Promise<GameRow> {
  const [row] = await db.query<GameRow>(`${GAME_SELECT} where g.id = $1`, [gameId]);
  if (!row) throw notFound({ message: `casino game ${gameId}` });
  return row;
}

export async function favourites(db: Queryable, userId: number): Promise<CasinoFavourites> {
  const rows = await db.query<GameRow>(`${GAME_SELECT} join casino_favourites f on f.game_id = g.id where f.user_id = $1 order by f.created_at desc, g.id`, [userId]);
  return { gameIds: rows.map((row) => row.id), games: rows.map(toGame) };
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Stake choices of the games in minor units. */
export const DEMO_STAKES_MINOR = [10, 50, 100, 200, 500, 1000] as const;

/** Categories with their game counts, in their order. */
export async function casinoCategories(db: Queryable): Promise<CasinoCategoriesResponse> {
  const rows = await db.query<{ id: number; slug: string; name: string; games: number }>(
    'select c.id, c.slug, c.name, count(g.id)::int as games from casino_categories c left join casino_games g on g.category_id = c.id group by c.id order by c.position',
  );
  return { categories: rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, gamesCount: row.games })) };
}

/** Providers with their game counts, by name. */
export async function casinoProviders(db: Queryable): Promise<CasinoProvidersResponse> {
  const rows = await db.query<{ id: number; slug: string; name: string; games: number }>(
    'select p.id, p.slug, p.name, count(g.id)::int as games from casino_providers p left join casino_games g on g.provider_id = p.id group by p.id order by p.name',
  );
  return { providers: rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, gamesCount: row.games })) };
}

/** A page of games filtered by category, provider, name and tag, most popular first. */
export async function casinoGames(
  db: Queryable,
  query: { category?: string | undefined; provider?: string | undefined; search?: string | undefined; tag?: string | undefined; page?: number | undefined; pageSize?: number | undefined },
): Promise<CasinoGamesPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 24;
  const where = `where ($1::text is null or c.slug = $1) and ($2::text is null or p.slug = $2) and ($3::text is null or lower(g.name) like $3 escape '\\')
    and ($4::text is null or ($4 = 'new' and g.is_new) or ($4 = 'popular' and g.popularity >= ${POPULAR_FROM}))`;
  const params = [query.category ?? null, query.provider ?? null, query.search ? likePattern(query.search) : null, query.tag ?? null];
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from casino_games g join casino_categories c on c.id = g.category_id join casino_providers p on p.id = g.provider_id ${where}`,
    params,
  );
  const rows = await db.query<GameRow>(`${GAME_SELECT} ${where} order by g.popularity desc, g.name, g.id limit $5 offset $6`, [...params, pageSize, (page - 1) * pageSize]);
  return { games: rows.map(toGame), total: count?.total ?? 0, page, pageSize };
}

/** Adds a known game to the player's favourites (once). */
export async function addFavourite(context: AppContext, userId: number, gameId: number): Promise<CasinoFavourites> {
  await findGame(context.db, gameId);
  await context.db.query('insert into casino_favourites (user_id, game_id, created_at) values ($1, $2, $3) on conflict do nothing', [userId, gameId, context.clock.now()]);
  return favourites(context.db, userId);
}

export async function removeFavourite(db: Queryable, userId: number, gameId: number): Promise<CasinoFavourites> {
  await db.query('delete from casino_favourites where user_id = $1 and game_id = $2', [userId, gameId]);
  return favourites(db, userId);
}

/** The active account a game table shows, or null. */
export async function playAccount(db: Queryable, userId: number): Promise<{ balanceMinor: number; currency: string; minorDigits: number } | null> {
  const [row] = await db.query<{ balance_minor: number; iso: string; minor_digits: number }>(
    'select a.balance_minor, c.iso, c.minor_digits from accounts a join currencies c on c.id = a.currency_id where a.user_id = $1 and a.is_active and a.closed_at is null',
    [userId],
  );
  return row ? { balanceMinor: row.balance_minor, currency: row.iso, minorDigits: row.minor_digits } : null;
}

/** The last twelve games the player played for real, the last played first (issue 17, the lobby's "recently played" row). */
export async function recentGames(db: Queryable, userId: number): Promise<{ games: CasinoGame[] }> {
  const rows = await db.query<GameRow>(
    `${GAME_SELECT} join (select game_id, max(id) as last_id from casino_plays where user_id = $1 and mode = 'real' group by game_id order by last_id desc limit 12) r on r.game_id = g.id order by r.last_id desc`,
    [userId],
  );
  return { games: rows.map(toGame) };
}
