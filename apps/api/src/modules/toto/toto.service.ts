import type { PlaceTotoCouponRequest, TotoCoupon, TotoDraw, TotoDraws, TotoEvent, TotoPool, TotoResults, TotoRules } from '@kickoff/contracts';
import {
  TOTO_EVENTS,
  TOTO_LINE_PRICE_MINOR,
  TOTO_MAX_LINES,
  TOTO_OPERATOR_CUT_PERCENT,
  TOTO_PRIZE_CLASSES,
  totoCouponWinMinor,
  totoLinePriceMinor,
  totoLinesByCorrect,
  totoOutcomeOfScore,
  totoPayouts,
  totoPrizeFund,
  validateTotoPicks,
  type TotoOutcome,
  type TotoPayouts,
} from '@kickoff/catalog-core/toto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { credit, debit, LedgerReason, lockAccount, lockActiveAccount } from '../accounts/accounts.money';
import { SPORTS } from '../feed/feed.model';
import { type FeedNames, NO_NAMES, readFeedNames } from '../feed/feed.names';
import { assertMayWager } from '../limits/limits.enforce';
import { assertNotBanned } from '../user/ban.enforce';
import {
  candidateGames,
  couponByRequest,
  couponsOfUser,
  currencyDigits,
  drawById,
  drawGames,
  insertDraw,
  openCouponsOfDraw,
  poolsOf,
  settledDraws,
  settledPoolsOf,
  unsettledDraws,
  type CouponRow,
  type DrawGameRow,
  type DrawRow,
} from './toto.queries';

/**
 * Toto (issue 16; document 000 §2 `toto/{totoSection?}`): a draw is 15 line games of the simulator
 * with a draw outcome, chosen when the draw is made; it takes coupons until its first game starts,
 * and the next draw (made beside it) opens then. A coupon's picks are priced by catalog-core's toto
 * rules; the stake is debited through the betting ledger in the same transaction as the coupon row.
 * When every game of a draw has finished, each currency's pool is split by the rules (the operator's
 * cut, the classes 15/14/13, equal shares between a class's winning lines rounded down) and the wins
 * are credited once.
 */

/**
 * The sports whose games a draw takes: the low-scoring ones where a draw is a common result
 * (football, ice hockey, futsal, EA Sports FC), each with the 1/X/2 result market in the feed.
 */
const TOTO_SPORTS_LOW_SCORING = new Set([1, 2, 14, 43]);
export const TOTO_SPORT_IDS: readonly number[] = SPORTS.filter((sport) => TOTO_SPORTS_LOW_SCORING.has(sport.id) && sport.model.kind === 'goals' && sport.model.hasDraw).map((sport) => sport.id);
/** A new draw's first game starts at least this long after the draw is made (time to fill a coupon). */
export const TOTO_MIN_LEAD_MS = 30 * 60_000;
/** Draws kept ahead: the current one and the next. */
export const TOTO_DRAWS_AHEAD = 2;
/** Settled draws listed in the results. */
export const TOTO_RESULTS_SHOWN = 10;
/** Coupons listed for a player. */
export const TOTO_COUPONS_SHOWN = 50;
/** Lock key serialising draw making and settlement between processes. */
const TOTO_LOCK_KEY = 160_016;

const CURRENCY_DEFAULT = 'EUR';

/** Whether a draw still takes coupons by time and by its games (the first game's start closes it). */
const isAhead = (draw: DrawRow, nowMs: number) => draw.settled_at === null && !draw.started && nowMs < draw.closes_at;

/**
 * Keeps the current and the next draw made: when fewer than two draws are ahead, a new one takes
 * the earliest 15 line games of the draw sports that start after the last draw ahead closes and at
 * least `TOTO_MIN_LEAD_MS` from now. Without 15 such games no draw is made (the page says so).
 */
export async function ensureTotoDraws(context: AppContext): Promise<void> {
  const now = context.clock.now();
  const ahead = (await unsettledDraws(context.db)).filter((draw) => isAhead(draw, now));
  if (ahead.length >= TOTO_DRAWS_AHEAD) return;
  await context.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [TOTO_LOCK_KEY]);
    const current = (await unsettledDraws(tx)).filter((draw) => isAhead(draw, now));
    while (current.length < TOTO_DRAWS_AHEAD) {
      const last = current.at(-1);
      const from = Math.max(now + TOTO_MIN_LEAD_MS, last ? last.closes_at + 1 : 0);
      const games = await candidateGames(tx, TOTO_SPORT_IDS, from, TOTO_EVENTS);
      if (games.length < TOTO_EVENTS) return;
      const id = await insertDraw(tx, games, now);
      current.push({ id, created_at: now, closes_at: Math.min(...games.map((game) => game.start_at)), settled_at: null, started: false, finished: false });
    }
  });
}

/** A draw's status: settled, closed (its games play), open (the first draw ahead) or upcoming. */
function statusOf(draw: DrawRow, nowMs: number, firstAheadId: number | null): TotoDraw['status'] {
  if (draw.settled_at !== null) return 'settled';
  if (!isAhead(draw, nowMs)) return 'closed';
  return draw.id === firstAheadId ? 'open' : 'upcoming';
}

/**
 * An event of a draw, named in the request's language as the feed names it (issue 18: the feed
 * carries names per language, `X-Language`); a name the feed has not in that language stays English.
 */
function toEvent(row: DrawGameRow, names: FeedNames): TotoEvent {
  return {
    position: row.position,
    gameId: row.game_id,
    sportName: names.get(`sport:${row.sport_id}`) ?? row.sport_name,
    champName: names.get(`champ:${row.champ_id}`) ?? row.champ_name,
    opponent1: names.get(`team:${row.opponent1}`) ?? row.opponent1,
    opponent2: names.get(`team:${row.opponent2}`) ?? row.opponent2,
    startAt: row.start_at,
    status: row.status,
    score: row.status === 0 ? null : `${row.score1}:${row.score2}`,
    result: row.result,
  };
}

const classesOf = (fundMinor: number, settled: { winningLines: Record<string, number>; perLineMinor: Record<string, number> } | null) =>
  TOTO_PRIZE_CLASSES.map((prize) => ({
    correct: prize.correct,
    sharePercent: prize.sharePercent,
    fundMinor: Math.floor((fundMinor * prize.sharePercent) / 100),
    winningLines: settled ? (settled.winningLines[String(prize.correct)] ?? 0) : null,
    perLineMinor: settled ? (settled.perLineMinor[String(prize.correct)] ?? 0) : null,
  }));

/** The draws as the wire shows them, with their events and pools (the preferred currency first, shown even without stakes). */
async function toDraws(db: Queryable, draws: readonly DrawRow[], nowMs: number, firstAheadId: number | null, preferred: string, names: FeedNames): Promise<TotoDraw[]> {
  const ids = draws.map((draw) => draw.id);
  if (ids.length === 0) return [];
  const [games, pools, settled, digits] = await Promise.all([drawGames(db, ids), poolsOf(db, ids), settledPoolsOf(db, ids), currencyDigits(db)]);
  return draws.map((draw) => {
    const drawPools: TotoPool[] = pools
      .filter((pool) => pool.draw_id === draw.id)
      .map((pool) => {
        const paid = settled.find((row) => row.draw_id === draw.id && row.currency === pool.currency);
        const { cutMinor, fundMinor } = totoPrizeFund(pool.pool_minor);
        return {
          currency: pool.currency,
          minorDigits: pool.minor_digits,
          linePriceMinor: TOTO_LINE_PRICE_MINOR[pool.currency] ?? 1,
          coupons: pool.coupons,
          lines: pool.lines,
          poolMinor: pool.pool_minor,
          cutMinor,
          fundMinor,
          classes: classesOf(fundMinor, paid ? { winningLines: paid.winning_lines, perLineMinor: paid.per_line_minor } : null),
          keptMinor: paid ? paid.kept_minor : null,
        };
      });
    const price = totoLinePriceMinor(preferred);
    if (price !== null && !drawPools.some((pool) => pool.currency === preferred)) {
      drawPools.push({ currency: preferred, minorDigits: digits.get(preferred) ?? 2, linePriceMinor: price, coupons: 0, lines: 0, poolMinor: 0, cutMinor: 0, fundMinor: 0, classes: classesOf(0, draw.settled_at === null ? null : { winningLines: {}, perLineMinor: {} }), keptMinor: draw.settled_at === null ? null : 0 });
    }
    drawPools.sort((a, b) => Number(b.currency === preferred) - Number(a.currency === preferred) || a.currency.localeCompare(b.currency));
    return {
      id: draw.id,
      status: statusOf(draw, nowMs, firstAheadId),
      closesAt: draw.closes_at,
      settledAt: draw.settled_at,
      events: games.filter((game) => game.draw_id === draw.id).map((game) => toEvent(game, names)),
      pools: drawPools,
    };
  });
}

/** The currency a pool is shown in first: the player's active account's, else the one asked for, else euros. */
async function preferredCurrency(db: Queryable, userId: number | null, asked: string | undefined): Promise<string> {
  if (userId !== null) {
    const [row] = await db.query<{ iso: string }>('select c.iso from accounts a join currencies c on c.id = a.currency_id where a.user_id = $1 and a.is_active and a.closed_at is null', [userId]);
    if (row) return row.iso;
  }
  return asked ?? CURRENCY_DEFAULT;
}

/** The stated rules (document: the toto page states them; catalog-core's toto rules give them). */
export async function totoRules(db: Queryable): Promise<TotoRules> {
  const digits = await currencyDigits(db);
  return {
    events: TOTO_EVENTS,
    cutPercent: TOTO_OPERATOR_CUT_PERCENT,
    classes: TOTO_PRIZE_CLASSES.map((prize) => ({ correct: prize.correct, sharePercent: prize.sharePercent })),
    linePrices: Object.entries(TOTO_LINE_PRICE_MINOR).map(([currency, linePriceMinor]) => ({ currency, minorDigits: digits.get(currency) ?? 2, linePriceMinor })),
    maxLines: TOTO_MAX_LINES,
  };
}

/** The current (open) and the next draw, the rules; draws are made first when fewer than two are ahead. */
export async function totoDraws(context: AppContext, userId: number | null, asked: string | undefined, language = 'en'): Promise<TotoDraws> {
  await ensureTotoDraws(context);
  const now = context.clock.now();
  const ahead = (await unsettledDraws(context.db)).filter((draw) => isAhead(draw, now));
  const firstId = ahead[0]?.id ?? null;
  const preferred = await preferredCurrency(context.db, userId, asked);
  const [current, next] = await toDraws(context.db, ahead.slice(0, 2), now, firstId, preferred, await readFeedNames(context.db, language));
  return { current: current ?? null, next: next ?? null, rules: await totoRules(context.db) };
}

/** The last settled draws with their results and what each class paid, and the draws whose games are playing. */
export async function totoResults(context: AppContext, userId: number | null, asked: string | undefined, language = 'en'): Promise<TotoResults> {
  const now = context.clock.now();
  const playing = (await unsettledDraws(context.db)).filter((draw) => !isAhead(draw, now));
  const settled = await settledDraws(context.db, TOTO_RESULTS_SHOWN);
  const preferred = await preferredCurrency(context.db, userId, asked);
  return { draws: await toDraws(context.db, [...playing.reverse(), ...settled], now, null, preferred, await readFeedNames(context.db, language)) };
}

function toCoupon(row: CouponRow): TotoCoupon {
  return {
    id: row.id,
    requestId: row.request_id,
    drawId: row.draw_id,
    picks: row.picks as TotoCoupon['picks'],
    lines: row.lines,
    linePriceMinor: row.line_price_minor,
    amountMinor: row.amount_minor,
    currency: row.currency,
    minorDigits: row.minor_digits,
    status: row.status,
    winningLines: row.winning_lines ? { 15: row.winning_lines['15'] ?? 0, 14: row.winning_lines['14'] ?? 0, 13: row.winning_lines['13'] ?? 0 } : null,
    winMinor: row.win_minor,
    placedAt: row.placed_at,
    settledAt: row.settled_at,
  };
}

/** The player's coupons, newest first. */
export async function totoCoupons(context: AppContext, userId: number): Promise<TotoCoupon[]> {
  return (await couponsOfUser(context.db, userId, TOTO_COUPONS_SHOWN)).map(toCoupon);
}

/** The first answer of a request id, for its owner; another player's id is a conflict. */
async function replay(db: Queryable, requestId: string, userId: number): Promise<TotoCoupon | null> {
  const stored = await couponByRequest(db, requestId);
  if (!stored) return null;
  if (stored.user_id !== userId) throw new DomainError(DomainErrorKind.conflict, 'request_id_conflict', 'main_error');
  return toCoupon(stored);
}

/** Raised inside the placing transaction when a parallel request with the same id wrote its coupon first. */
class AlreadyPlaced extends Error {}

/**
 * Places a toto coupon once per request id: the picks checked by the rules, the draw open, the
 * account's currency priced, the player's limits and bans, then in one transaction the coupon row
 * and the debit of its cost through the ledger (`bet`). A repeated or parallel id answers the
 * first coupon; a refusal changes nothing.
 */
export async function placeTotoCoupon(context: AppContext, userId: number, request: PlaceTotoCouponRequest): Promise<TotoCoupon> {
  const first = await replay(context.db, request.requestId, userId);
  if (first) return first;
  const checked = validateTotoPicks(request.picks);
  if (!checked.ok) throw new DomainError(DomainErrorKind.invalid, checked.code, 'toto_error_picks', { fields: { picks: 'toto_error_picks' } });
  const now = context.clock.now();
  const nowSeconds = Math.floor(now / 1000);
  try {
    const id = await context.db.transaction(async (tx) => {
      const account = await lockActiveAccount(tx, userId);
      const price = totoLinePriceMinor(account.currencyIso);
      if (price === null) throw new DomainError(DomainErrorKind.invalid, 'toto_currency_not_offered', 'toto_error_currency');
      const draw = await drawById(tx, request.drawId);
      if (!draw) throw new DomainError(DomainErrorKind.notFound, 'toto_draw_not_found', 'toto_error_closed');
      const ahead = (await unsettledDraws(tx)).filter((row) => isAhead(row, now));
      if (ahead[0]?.id !== draw.id) throw new DomainError(DomainErrorKind.conflict, 'toto_draw_closed', 'toto_error_closed');
      const amount = checked.lines * price;
      await assertNotBanned(tx, userId, 'bet');
      await assertMayWager(tx, userId, amount, nowSeconds);
      const [row] = await tx.query<{ id: number }>(
        `insert into toto_coupons (request_id, draw_id, user_id, account_id, currency, picks, lines, line_price_minor, amount_minor, placed_at)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10) on conflict (request_id) do nothing returning id`,
        [request.requestId, draw.id, userId, account.id, account.currencyIso, JSON.stringify(checked.picks), checked.lines, price, amount, now],
      );
      if (!row) throw new AlreadyPlaced();
      await debit(tx, account, amount, LedgerReason.bet, `toto-coupon:${row.id}`, nowSeconds);
      return row.id;
    });
    const placed = await replay(context.db, request.requestId, userId);
    if (!placed || placed.id !== id) throw new DomainError(DomainErrorKind.conflict, 'placing_in_progress', 'main_error');
    return placed;
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const placed = await replay(context.db, request.requestId, userId);
    if (!placed) throw new DomainError(DomainErrorKind.conflict, 'placing_in_progress', 'main_error');
    return placed;
  }
}

/** What one currency's pool of a draw pays: the fund, the winning lines by class and the pay per line. */
export function settlePool(coupons: ReadonlyArray<{ picks: readonly (readonly TotoOutcome[])[]; amountMinor: number }>, results: ReadonlyArray<TotoOutcome | null>) {
  const poolMinor = coupons.reduce((sum, coupon) => sum + coupon.amountMinor, 0);
  const { cutMinor, fundMinor } = totoPrizeFund(poolMinor);
  const byCoupon = coupons.map((coupon) => totoLinesByCorrect(coupon.picks, results));
  const winningLines: Record<number, number> = {};
  for (const prize of TOTO_PRIZE_CLASSES) winningLines[prize.correct] = byCoupon.reduce((sum, counts) => sum + (counts[prize.correct] ?? 0), 0);
  const payouts: TotoPayouts = totoPayouts(fundMinor, winningLines);
  return { poolMinor, cutMinor, fundMinor, winningLines, payouts, byCoupon, wins: byCoupon.map((counts) => totoCouponWinMinor(counts, payouts)) };
}

/**
 * Settles the draws whose games have all finished: results from the final scores (a game marked
 * void counts every pick as correct), each currency's pool split by the rules, the coupons marked
 * won or lost and the wins credited, all in one transaction per draw that only runs while the draw
 * is unsettled, so a second or parallel run pays nothing. Returns the draws settled here.
 */
export async function settleTotoDraws(context: AppContext): Promise<number[]> {
  const ready = (await unsettledDraws(context.db)).filter((draw) => draw.finished);
  const settledIds: number[] = [];
  for (const draw of ready) {
    const now = context.clock.now();
    const done = await context.db
      .transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [TOTO_LOCK_KEY]);
        const [claimed] = await tx.query<{ id: number }>('update toto_draws set settled_at = $2 where id = $1 and settled_at is null returning id', [draw.id, now]);
        if (!claimed) return false;
        const games = await drawGames(tx, [draw.id]);
        const results = games.map((game) => (game.result === 'void' ? null : totoOutcomeOfScore(game.score1, game.score2)));
        await tx.query(
          "update toto_draw_games g set result = v.result from unnest($2::int[], $3::text[]) as v(position, result) where g.draw_id = $1 and g.position = v.position and g.result is distinct from 'void'",
          [draw.id, games.map((game) => game.position), results.map((result) => result ?? 'void')],
        );
        const coupons = await openCouponsOfDraw(tx, draw.id);
        const currencies = [...new Set(coupons.map((coupon) => coupon.currency))];
        for (const currency of currencies) {
          const own = coupons.filter((coupon) => coupon.currency === currency);
          const pool = settlePool(
            own.map((coupon) => ({ picks: coupon.picks as TotoOutcome[][], amountMinor: coupon.amount_minor })),
            results,
          );
          await tx.query('insert into toto_pools (draw_id, currency, pool_minor, cut_minor, fund_minor, winning_lines, per_line_minor, kept_minor) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)', [
            draw.id,
            currency,
            pool.poolMinor,
            pool.cutMinor,
            pool.fundMinor,
            JSON.stringify(pool.winningLines),
            JSON.stringify(pool.payouts.perLineMinor),
            pool.payouts.keptMinor,
          ]);
          for (const [index, coupon] of own.entries()) {
            const win = pool.wins[index] ?? 0;
            const counts = pool.byCoupon[index] ?? [];
            await tx.query("update toto_coupons set status = $2, win_minor = $3, winning_lines = $4::jsonb, settled_at = $5 where id = $1 and status = 'open'", [
              coupon.id,
              win > 0 ? 'won' : 'lost',
              win,
              JSON.stringify({ 15: counts[15] ?? 0, 14: counts[14] ?? 0, 13: counts[13] ?? 0 }),
              now,
            ]);
            if (win > 0) {
              const account = await lockAccount(tx, coupon.account_id, coupon.user_id);
              await credit(tx, account, win, LedgerReason.betWin, `toto-coupon:${coupon.id}`, Math.floor(now / 1000));
            }
          }
        }
        return true;
      })
      .catch((error: unknown) => {
        context.logger.error('toto settlement failed', { drawId: draw.id, error: String(error) });
        return false;
      });
    if (done) settledIds.push(draw.id);
  }
  return settledIds;
}

/** After games finished (the simulator's settlement hook): settle the finished draws and keep two draws ahead. */
export async function totoAfterGames(context: AppContext): Promise<void> {
  await settleTotoDraws(context);
  await ensureTotoDraws(context);
}

/** Score of a dev-finished game for an outcome. */
const SCORE_OF: Readonly<Record<TotoOutcome, [number, number]>> = { '1': [1, 0], X: [0, 0], '2': [0, 1] };

/**
 * Development control: finishes every unfinished game of a draw with a score giving the result
 * asked for (`void`: finished 0:0 and counted void), then settles. The caller finishes each game
 * through the simulator's finish control.
 */
export async function finishTotoDraw(
  context: AppContext,
  drawId: number,
  results: ReadonlyArray<TotoOutcome | 'void'>,
  finishGame: (gameId: number, score1: number, score2: number) => Promise<unknown>,
): Promise<TotoResults> {
  const draw = await drawById(context.db, drawId);
  if (!draw) throw new DomainError(DomainErrorKind.notFound, 'toto_draw_not_found', 'main_not_found');
  if (draw.settled_at !== null) throw new DomainError(DomainErrorKind.conflict, 'toto_draw_settled', 'main_error');
  const games = await drawGames(context.db, [drawId]);
  for (const game of games) {
    const result = results[game.position - 1] ?? '1';
    if (result === 'void') await context.db.query("update toto_draw_games set result = 'void' where draw_id = $1 and position = $2", [drawId, game.position]);
    if (game.status === 4) continue;
    const [score1, score2] = result === 'void' ? [0, 0] : SCORE_OF[result];
    await finishGame(game.game_id, score1, score2);
  }
  await totoAfterGames(context);
  return { draws: await toDraws(context.db, [(await drawById(context.db, drawId)) as DrawRow], context.clock.now(), null, CURRENCY_DEFAULT, NO_NAMES) };
}
