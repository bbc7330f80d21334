import type { Queryable } from '../../db/database';

/** Toto's reads and writes (issue 16); the decisions are in `toto.service.ts` and catalog-core's toto rules. */

export interface DrawRow {
  id: number;
  created_at: number;
  closes_at: number;
  settled_at: number | null;
  /** Whether a game of the draw has left the line (started or finished). */
  started: boolean;
  /** Whether every game of the draw has finished. */
  finished: boolean;
}

const DRAW_SELECT = `select d.id, d.created_at, d.closes_at, d.settled_at,
    exists (select 1 from toto_draw_games g join feed_games f on f.id = g.game_id where g.draw_id = d.id and f.status <> 0) as started,
    not exists (select 1 from toto_draw_games g join feed_games f on f.id = g.game_id where g.draw_id = d.id and f.status <> 4) as finished
  from toto_draws d`;

/** The draws not settled yet, oldest first. */
export function unsettledDraws(db: Queryable): Promise<DrawRow[]> {
  return db.query<DrawRow>(`${DRAW_SELECT} where d.settled_at is null order by d.id`);
}

/** One draw, or undefined. */
export async function drawById(db: Queryable, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await db.query<DrawRow>(`${DRAW_SELECT} where d.id = $1`, [drawId]);
  return row;
}

/** The last settled draws, newest first. */
export function settledDraws(db: Queryable, limit: number): Promise<DrawRow[]> {
  return db.query<DrawRow>(`${DRAW_SELECT} where d.settled_at is not null order by d.id desc limit $1`, [limit]);
}

export interface DrawGameRow {
  draw_id: number;
  position: number;
  game_id: number;
  result: '1' | 'X' | '2' | 'void' | null;
  sport_id: number;
  sport_name: string;
  champ_id: number;
  champ_name: string;
  opponent1: string;
  opponent2: string;
  start_at: number;
  status: number;
  score1: number;
  score2: number;
}

/** The events of the draws, in draw and position order. */
export function drawGames(db: Queryable, drawIds: readonly number[]): Promise<DrawGameRow[]> {
  return db.query<DrawGameRow>(
    `select g.draw_id, g.position, g.game_id, g.result, f.sport_id, s.name as sport_name, f.champ_id, c.name as champ_name, f.opponent1, f.opponent2, f.start_at, f.status, f.score1, f.score2
       from toto_draw_games g join feed_games f on f.id = g.game_id join feed_champs c on c.id = f.champ_id join feed_sports s on s.id = f.sport_id
      where g.draw_id = any($1::int[])
      order by g.draw_id, g.position`,
    [drawIds],
  );
}

/** Line games of the draw sports not in any draw yet, starting at `fromMs` or later, earliest first. */
export function candidateGames(db: Queryable, sportIds: readonly number[], fromMs: number, count: number): Promise<Array<{ id: number; start_at: number }>> {
  return db.query<{ id: number; start_at: number }>(
    `select f.id, f.start_at from feed_games f
      where f.status = 0 and not f.dev_hold and f.sport_id = any($1::int[]) and f.start_at >= $2
        and not exists (select 1 from toto_draw_games g where g.game_id = f.id)
      order by f.start_at, f.id limit $3`,
    [sportIds, fromMs, count],
  );
}

/** Writes a draw of these games (in start order) with the next number; returns the number. */
export async function insertDraw(db: Queryable, games: ReadonlyArray<{ id: number; start_at: number }>, nowMs: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into toto_draws (id, created_at, closes_at) select coalesce(max(id), 0) + 1, $1, $2 from toto_draws returning id',
    [nowMs, Math.min(...games.map((game) => game.start_at))],
  );
  const drawId = (row as { id: number }).id;
  await db.query('insert into toto_draw_games (draw_id, position, game_id) select $1, p, g from unnest($2::int[], $3::int[]) as v(p, g)', [
    drawId,
    games.map((_game, index) => index + 1),
    games.map((game) => game.id),
  ]);
  return drawId;
}

export interface PoolRow {
  draw_id: number;
  currency: string;
  minor_digits: number;
  coupons: number;
  lines: number;
  pool_minor: number;
}

/** The stakes of the draws by currency. */
export function poolsOf(db: Queryable, drawIds: readonly number[]): Promise<PoolRow[]> {
  return db.query<PoolRow>(
    `select t.draw_id, t.currency, c.minor_digits, count(*)::int as coupons, sum(t.lines)::int as lines, sum(t.amount_minor)::bigint as pool_minor
       from toto_coupons t join currencies c on c.iso = t.currency
      where t.draw_id = any($1::int[])
      group by t.draw_id, t.currency, c.minor_digits
      order by t.draw_id, t.currency`,
    [drawIds],
  );
}

export interface SettledPoolRow {
  draw_id: number;
  currency: string;
  pool_minor: number;
  cut_minor: number;
  fund_minor: number;
  winning_lines: Record<string, number>;
  per_line_minor: Record<string, number>;
  kept_minor: number;
}

/** What the settled pools of the draws paid. */
export function settledPoolsOf(db: Queryable, drawIds: readonly number[]): Promise<SettledPoolRow[]> {
  return db.query<SettledPoolRow>('select draw_id, currency, pool_minor, cut_minor, fund_minor, winning_lines, per_line_minor, kept_minor from toto_pools where draw_id = any($1::int[])', [drawIds]);
}

/** The minor digits of the currencies, by ISO code. */
export async function currencyDigits(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ iso: string; minor_digits: number }>('select iso, minor_digits from currencies');
  return new Map(rows.map((row) => [row.iso, row.minor_digits]));
}

export interface CouponRow {
  id: number;
  request_id: string;
  draw_id: number;
  user_id: number;
  account_id: number;
  currency: string;
  minor_digits: number;
  picks: string[][];
  lines: number;
  line_price_minor: number;
  amount_minor: number;
  status: 'open' | 'won' | 'lost';
  winning_lines: Record<string, number> | null;
  win_minor: number | null;
  placed_at: number;
  settled_at: number | null;
}

const COUPON_SELECT = `select t.id, t.request_id, t.draw_id, t.user_id, t.account_id, t.currency, c.minor_digits, t.picks, t.lines, t.line_price_minor, t.amount_minor,
    t.status, t.winning_lines, t.win_minor, t.placed_at, t.settled_at
  from toto_coupons t join currencies c on c.iso = t.currency`;

/** A coupon by its placing request id. */
export async function couponByRequest(db: Queryable, requestId: string): Promise<CouponRow | undefined> {
  const [row] = await db.query<CouponRow>(`${COUPON_SELECT} where t.request_id = $1`, [requestId]);
  return row;
}

/** A player's coupons, newest first. */
export function couponsOfUser(db: Queryable, userId: number, limit: number): Promise<CouponRow[]> {
  return db.query<CouponRow>(`${COUPON_SELECT} where t.user_id = $1 order by t.id desc limit $2`, [userId, limit]);
}

/** The open coupons of a draw. */
export function openCouponsOfDraw(db: Queryable, drawId: number): Promise<CouponRow[]> {
  return db.query<CouponRow>(`${COUPON_SELECT} where t.draw_id = $1 and t.status = 'open' order by t.id`, [drawId]);
}
