import { GameStatus } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { settleOpenCoupons } from '../betting/betting.settlement';
import { gameSelections, settleSelection, sportById } from '../feed/feed.model';
import { bumpRevisions } from '../feed/feed.queries';
import type { TickReport } from './simulator';
import { simulatorFor } from './simulator.module';

/**
 * Development controls of the live simulator (issue 11: "Tests that wait on the live simulator
 * drive it through a development control instead of waiting for chance"). A game touched by a
 * control is held (`dev_hold`): the simulator's clock, odds drift and repricing leave it alone, so
 * what a test set stays set until the test moves it.
 */

/** The most game seconds one advance plays, and the most ticks one call runs. */
export const MAX_ADVANCE_SECONDS = 86_400;
export const MAX_ADVANCE_TICKS = 100;

interface GameRow {
  id: number;
  sport_id: number;
  status: number;
  strength1: number;
  strength2: number;
}

const gameNotFound = () => new DomainError(DomainErrorKind.notFound, 'game_not_found', 'main_not_found');

async function readGame(context: AppContext, gameId: number): Promise<GameRow> {
  const [game] = await context.db.query<GameRow>('select id, sport_id, status, strength1, strength2 from feed_games where id = $1', [gameId]);
  if (!game) throw gameNotFound();
  return game;
}

/** Runs `ticks` ticks that each play `seconds` of game clock; with the settlement after each, as the running simulator does. */
export async function advanceSimulator(context: AppContext, seconds: number, ticks: number): Promise<TickReport & { ticks: number }> {
  const simulator = simulatorFor(context);
  const total: TickReport = { started: [], scored: [], finished: [], liveCount: 0 };
  for (let i = 0; i < ticks; i++) {
    const report = await simulator.advance(seconds);
    total.started.push(...report.started);
    total.scored.push(...report.scored);
    total.finished.push(...report.finished);
    total.liveCount = report.liveCount;
  }
  return { ...total, ticks };
}

/** Pauses or resumes the clock's ticks of the simulator (`advance` still plays time while frozen). */
export async function freezeSimulator(context: AppContext, frozen: boolean): Promise<{ frozen: boolean }> {
  const simulator = simulatorFor(context);
  await simulator.freeze(frozen);
  return { frozen: simulator.isFrozen };
}

/** Sets a market's coefficient and/or block, and holds its game; settled markets and finished games cannot change. */
export async function setMarket(context: AppContext, marketId: number, change: { coef?: number | undefined; isBlocked?: boolean | undefined }): Promise<{ marketId: number; gameId: number; coef: number; isBlocked: boolean }> {
  return context.db.transaction(async (tx) => {
    const [market] = await tx.query<{ id: number; game_id: number; result: number | null; status: number }>(
      'select m.id, m.game_id, m.result, g.status from feed_markets m join feed_games g on g.id = m.game_id where m.id = $1 for update of m',
      [marketId],
    );
    if (!market) throw new DomainError(DomainErrorKind.notFound, 'market_not_found', 'main_not_found');
    if (market.result !== null || market.status === GameStatus.finished) throw new DomainError(DomainErrorKind.conflict, 'game_finished', 'main_error');
    const [row] = await tx.query<{ coef: number; is_blocked: boolean }>(
      'update feed_markets set coef = coalesce($2, coef), is_blocked = coalesce($3, is_blocked) where id = $1 returning coef, is_blocked',
      [marketId, change.coef ?? null, change.isBlocked ?? null],
    );
    await tx.query('update feed_games set dev_hold = true, blocked_until = 0, revision = revision + 1 where id = $1', [market.game_id]);
    await bumpRevisions(tx, [market.status === GameStatus.notStarted ? 'line' : 'live']);
    return { marketId, gameId: market.game_id, coef: row?.coef ?? 0, isBlocked: row?.is_blocked ?? false };
  });
}

/** Holds a game (the simulator leaves it alone) or lets the simulator move it again. */
export async function holdGame(context: AppContext, gameId: number, hold: boolean): Promise<{ gameId: number; status: number; hold: boolean }> {
  const [row] = await context.db.query<{ id: number; status: number }>('update feed_games set dev_hold = $2 where id = $1 returning id, status', [gameId, hold]);
  if (!row) throw gameNotFound();
  return { gameId, status: row.status, hold };
}

/** Starts a pre-match game now (status 2, clock 0, score 0:0) and holds it: it is live and stands still until advanced or finished. */
export async function startGame(context: AppContext, gameId: number): Promise<{ gameId: number; status: number; hold: boolean }> {
  const game = await readGame(context, gameId);
  if (game.status !== GameStatus.notStarted) throw new DomainError(DomainErrorKind.conflict, 'game_not_pre_match', 'main_error');
  await context.db.transaction(async (tx) => {
    await tx.query(
      'update feed_games set status = $3, time_sec = 0, period = 1, score1 = 0, score2 = 0, dev_hold = true, start_at = least(start_at, $2), revision = revision + 1 where id = $1',
      [gameId, context.clock.now(), GameStatus.inPlay],
    );
    await bumpRevisions(tx, ['line', 'live']);
  });
  return { gameId, status: GameStatus.inPlay, hold: true };
}

/**
 * Finishes a game with the given score (status 4), settles each of its markets from that score
 * with the feed's own rules (`settleSelection`), then runs the coupon settlement at once.
 */
export async function finishGame(context: AppContext, gameId: number, score1: number, score2: number): Promise<{ gameId: number; status: number; score: string; settledCoupons: number }> {
  const game = await readGame(context, gameId);
  if (game.status === GameStatus.finished) throw new DomainError(DomainErrorKind.conflict, 'game_finished', 'main_error');
  const selections = gameSelections(sportById(game.sport_id), game.strength1, game.strength2);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await tx.query(
      'update feed_games set status = $5, score1 = $2, score2 = $3, finished_at = $4, dev_hold = true, revision = revision + 1 where id = $1',
      [gameId, score1, score2, now, GameStatus.finished],
    );
    await tx.query(
      'update feed_markets m set result = v.result, is_blocked = true from unnest($1::bigint[], $2::smallint[]) as v(id, result) where m.id = v.id',
      [selections.map((selection) => gameId * 100 + selection.index), selections.map((selection) => settleSelection(selection.typeId, selection.param, score1, score2))],
    );
    await bumpRevisions(tx, ['line', 'live', 'results']);
  });
  const settledCoupons = await settleOpenCoupons(context);
  return { gameId, status: GameStatus.finished, score: `${score1}:${score2}`, settledCoupons };
}
