import { GameStatus } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { settleOpenCoupons } from '../betting/betting.settlement';
import { FightMethod } from '../feed/feed.events.model';
import { eventFormat, finalDistribution, gameSelections, MARGIN_LIVE, priceSelection, settleSelection, sportById } from '../feed/feed.model';
import { insertGameEvents } from '../../statistics/statistics.repository';
import { KEY_EVENT_SPORTS } from '../../statistics/statistics.rules';
import { CONTROL_CHANGE, changeFeed } from '../feed/feed.changes';
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
  format: number;
}

const gameNotFound = () => new DomainError(DomainErrorKind.notFound, 'game_not_found', 'main_not_found');

/** Runs a control's change of the feed in one transaction; once committed, the feed's reads of this process see it (feed.changes). */
function changingFeed<T>(context: AppContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  // the other API processes hear of it when it commits (feed.changes: its notice, sent in its transaction)
  return changeFeed(context, CONTROL_CHANGE, work);
}

async function readGame(context: AppContext, gameId: number): Promise<GameRow> {
  const [game] = await context.db.query<GameRow>('select id, sport_id, status, strength1, strength2, format from feed_games where id = $1', [gameId]);
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
  return changingFeed(context, async (tx) => {
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
  await changingFeed(context, async (tx) => {
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
 * with the feed's own rules (`settleSelection`), then runs the coupon settlement at once. A fight's
 * score names its winner (1:0 or 0:1; it goes the distance: the judges' decision after the last
 * round); an outright's names the winning entrant (n:0, n from 1 to the number of entrants).
 */
export async function finishGame(context: AppContext, gameId: number, score1: number, score2: number): Promise<{ gameId: number; status: number; score: string; settledCoupons: number }> {
  const game = await readGame(context, gameId);
  if (game.status === GameStatus.finished) throw new DomainError(DomainErrorKind.conflict, 'game_finished', 'main_error');
  const sport = sportById(game.sport_id);
  const format = eventFormat(sport, game.format);
  const badScore = () => new DomainError(DomainErrorKind.invalid, 'score_not_possible', 'main_error');
  let ending = { period: 0, finish: 0 };
  if (sport.model.kind === 'fight') {
    if (!((score1 === 1 && score2 === 0) || (score1 === 0 && score2 === 1))) throw badScore();
    ending = { period: format, finish: FightMethod.decision };
  } else if (sport.model.kind === 'outright') {
    if (score1 < 1 || score1 > format || score2 !== 0) throw badScore();
    ending = { period: sport.model.stages, finish: 0 };
  }
  const selections = gameSelections(sport, game.strength1, game.strength2, game.format);
  const now = context.clock.now();
  await changingFeed(context, async (tx) => {
    await tx.query(
      'update feed_games set status = $5, score1 = $2, score2 = $3, finished_at = $4, period = greatest(period, $6), finish = $7, dev_hold = true, revision = revision + 1 where id = $1',
      [gameId, score1, score2, now, GameStatus.finished, ending.period, ending.finish],
    );
    await tx.query(
      'update feed_markets m set result = v.result, is_blocked = true from unnest($1::bigint[], $2::smallint[]) as v(id, result) where m.id = v.id',
      [selections.map((selection) => gameId * 100 + selection.index), selections.map((selection) => settleSelection(selection.typeId, selection.param, score1, score2, ending))],
    );
    await bumpRevisions(tx, ['line', 'live', 'results']);
  });
  const settledCoupons = await settleOpenCoupons(context);
  return { gameId, status: GameStatus.finished, score: `${score1}:${score2}`, settledCoupons };
}

/**
 * Makes a key event happen now in a live game (issue 16: the match centre's goals and cards on
 * demand): stored at the game's clock and period with the score after it; a goal adds to the score
 * and to the period's score and reprices the game's markets with the live margin. The game is held
 * from then on. Only live games of the sports with key events (`KEY_EVENT_SPORTS`) have them.
 */
export async function addGameEvent(context: AppContext, gameId: number, kind: 'goal' | 'yellowCard' | 'redCard', team: 1 | 2): Promise<{ gameId: number; score: string; timeSec: number }> {
  return changingFeed(context, async (tx) => {
    const [game] = await tx.query<{ id: number; sport_id: number; status: number; time_sec: number; period: number; score1: number; score2: number; period_scores: Array<[number, number]> | null; strength1: number; strength2: number }>(
      'select id, sport_id, status, time_sec, period, score1, score2, period_scores, strength1, strength2 from feed_games where id = $1 for update',
      [gameId],
    );
    if (!game) throw gameNotFound();
    if (game.status !== GameStatus.inPlay && game.status !== GameStatus.paused) throw new DomainError(DomainErrorKind.conflict, 'game_not_live', 'main_error');
    const sport = sportById(game.sport_id);
    if (sport.model.kind !== 'goals' || !KEY_EVENT_SPORTS.has(game.sport_id)) throw new DomainError(DomainErrorKind.conflict, 'events_not_offered', 'main_error');
    const period = Math.max(1, game.period);
    const periodScores = Array.isArray(game.period_scores) ? game.period_scores : [];
    if (kind === 'goal') {
      if (team === 1) game.score1 += 1;
      else game.score2 += 1;
      while (periodScores.length < period) periodScores.push([0, 0]);
      const current = periodScores[period - 1] as [number, number];
      if (team === 1) current[0] += 1;
      else current[1] += 1;
    }
    await insertGameEvents(tx, [{ gameId, kind, team, timeSec: game.time_sec, period, score1: game.score1, score2: game.score2 }]);
    await tx.query('update feed_games set score1 = $2, score2 = $3, period_scores = $4::jsonb, dev_hold = true, blocked_until = 0, revision = revision + 1 where id = $1', [
      gameId,
      game.score1,
      game.score2,
      JSON.stringify(periodScores),
    ]);
    if (kind === 'goal') {
      const distribution = finalDistribution(sport, { score1: game.score1, score2: game.score2, timeSec: game.time_sec, momentum: 0, strength1: game.strength1, strength2: game.strength2 });
      const selections = gameSelections(sport, game.strength1, game.strength2);
      const priced = selections.map((selection) => priceSelection(selection, distribution, MARGIN_LIVE));
      await tx.query('update feed_markets m set coef = v.coef, is_blocked = v.blocked from unnest($1::bigint[], $2::numeric[], $3::bool[]) as v(id, coef, blocked) where m.id = v.id', [
        selections.map((selection) => gameId * 100 + selection.index),
        priced.map((price) => price.coef),
        priced.map((price) => price.isDecided),
      ]);
    }
    await bumpRevisions(tx, ['live']);
    return { gameId, score: `${game.score1}:${game.score2}`, timeSec: game.time_sec };
  });
}
