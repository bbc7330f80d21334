import { performance } from 'node:perf_hooks';
import type { TimerHandle } from '@kickoff/platform';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { drawLeader, fightWinChance, FightMethod, outrightRatings } from '../feed/feed.events.model';
import {
  createRandom,
  eventFormat,
  fightRoundOf,
  finalDistribution,
  gameSelections,
  MARGIN_LINE,
  MARGIN_LIVE,
  mixSeed,
  poissonDraw,
  priceSelection,
  settleSelection,
  sportById,
} from '../feed/feed.model';
import { CONTROL_CHANGE, changeFeed, type FeedChange, type FeedScope } from '../feed/feed.changes';
import { bumpRevisions } from '../feed/feed.queries';
import { buildChamps, buildGames, currentPeriod, FEED_SEED, insertGames } from '../feed/feed.seed';
import { insertGameEvents, type GameEventDraft } from '../../statistics/statistics.repository';
import { KEY_EVENT_SPORTS } from '../../statistics/statistics.rules';
import { replenishEvents } from './event-sports.seed';

/**
 * The live simulator (issue 5): on every tick of `context.clock` it starts the games whose start
 * time has come (status 0 to 2, they leave the line and join live), runs the game clocks
 * (`settings.simulatorSpeed` game seconds per real second), draws goals and sets from the teams'
 * strengths, moves every live coefficient with score and time, blocks the markets of a game for a
 * few seconds after a score change or a dangerous moment, and finishes games (status 4), settling
 * their markets. Draws depend only on the seed, the game and its clock, so a replay with the same
 * ticks gives the same feed.
 */

/** What one tick did. */
export interface TickReport {
  started: number[];
  scored: number[];
  finished: number[];
  liveCount: number;
}

/** Options of the simulator. */
export interface SimulatorOptions {
  /** Real milliseconds between ticks (default 2000: the fastest live refresh, document 001 §9). */
  tickMs?: number;
  seed?: number;
  /** Runs after a tick's transaction committed (settlement of finished games). */
  afterTick?: (report: TickReport) => Promise<void>;
  /** Keeps at least this many games in the line by adding games days ahead (default 200; 0 turns it off). */
  minLineGames?: number;
  /** The most distribution cells priced between two pauses of a step's pricing (default: no bound, `SLICE_MS` only). */
  sliceCells?: number;
  /** The longest a slice of a step's pricing runs before a pause, in ms (default `SLICE_MS`). */
  sliceMs?: number;
  /** The pause between two slices of a step's pricing (default: the event loop's next turn, `setImmediate`). */
  pause?: () => Promise<void>;
}

/** Markets stay blocked this long after a goal or a set (real ms). */
export const SCORE_BLOCK_MS = 8_000;
/** A "dangerous moment" blocks the markets of a game this long (real ms). */
export const DANGER_BLOCK_MS = 4_000;
const DANGER_CHANCE_PER_TICK = 0.03;
/**
 * A game's markets are repriced when its score, status or block changed, or after this many game
 * seconds of play (odds drift with time); between those the stored prices stand, which keeps a tick
 * short (an embedded database runs on the API's thread).
 */
export const REPRICE_EVERY_GAME_SEC = 20;
/** Each tick about one pre-match game in this many has its odds drift a little (line odds move too). */
export const LINE_DRIFT_SHARE = 150;

/**
 * Issue 20: how long (ms of the API's thread) one slice of a step's pricing runs before it lets the
 * event loop run. Counted in time, not in work: a slice is about as long on a fast or a loaded machine,
 * and a tick takes only a few turns of the loop (in slices of 20,000 cells, about 0.6-1 ms each, a tick
 * under 200 closed-loop pollers took dozens of turns, each behind a whole batch of polls, and outlasted
 * its 2 s under load: a tick was skipped).
 */
export const SLICE_MS = 4;

/** The event loop's next turn: what waits (a poll's answer, a socket write) runs first. */
const pauseForEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Counts the work of a step's pricing and pauses once a slice's time (or its cells, when given) is spent. */
class Slicer {
  private spent = 0;
  private since = performance.now();
  /** Slices so far (1 for a step that never paused). */
  slices = 1;

  constructor(
    private readonly budgetCells: number,
    private readonly budgetMs: number,
    private readonly pause: () => Promise<void>,
  ) {}

  /** Pauses first when the slice's time is spent or `cells` more would pass its cells (never before a slice's first piece of work). */
  async spend(cells: number): Promise<void> {
    if (this.spent > 0 && (this.spent + cells > this.budgetCells || performance.now() - this.since >= this.budgetMs)) {
      this.spent = 0;
      this.slices++;
      await this.pause();
      this.since = performance.now();
    }
    this.spent += cells;
  }
}

/** A market's new price: its id, coefficient and whether it is blocked. */
type PlannedMarket = [id: number, coef: number, blocked: boolean];

/** What a step writes of one game it moves. */
interface PlannedGame {
  game: LiveGameState;
  /** The revision the plan read: the game is written only if it is still this one. */
  revision: number;
  starts: boolean;
  scored: boolean;
  events: GameEventDraft[];
  markets: PlannedMarket[];
  results: Array<[number, number]>;
  /** What the game is priced at once written (undefined: its stored prices stand). */
  priced: { timeSec: number; state: string } | undefined;
}

/** A pre-match game whose odds drift (`LINE_DRIFT_SHARE`). */
interface PlannedDrift {
  id: number;
  revision: number;
  drift: number;
  markets: PlannedMarket[];
}

/** A step computed before its transaction. */
interface StepPlan {
  now: number;
  games: PlannedGame[];
  drifts: PlannedDrift[];
  slices: number;
}

/** Writes new prices; `onlyChanged` skips the markets whose price and block stay the same. */
async function writeMarkets(tx: Queryable, markets: readonly PlannedMarket[], onlyChanged: boolean): Promise<void> {
  if (markets.length === 0) return;
  await tx.query(
    `update feed_markets m set coef = v.coef, is_blocked = v.blocked
     from unnest($1::bigint[], $2::numeric[], $3::bool[]) as v(id, coef, blocked)
     where m.id = v.id${onlyChanged ? ' and (m.coef <> v.coef or m.is_blocked <> v.blocked)' : ''}`,
    [markets.map(([id]) => id), markets.map(([, coef]) => coef), markets.map(([, , blocked]) => blocked)],
  );
}

/** The simulated state of a game in play, as stored in `feed_games`. */
export interface LiveGameState {
  id: number;
  sport_id: number;
  status: number;
  time_sec: number;
  period: number;
  score1: number;
  score2: number;
  period_scores: Array<[number, number]>;
  strength1: number;
  strength2: number;
  momentum: number;
  blocked_until: number;
  /** Game seconds of break left while the status is 3. */
  break_left_sec: number;
  /** Pre-match drift of the odds (1 = none), see `LINE_DRIFT_SHARE`. */
  drift: number;
  /** A fight's rounds, an outright's participants (0 for the other games). */
  format: number;
  /** How a fight ended (`FightMethod`), 0 before. */
  finish: number;
}

/** The live simulator; `start()` schedules ticks on the context's clock, `stop()` ends them. */
export class LiveSimulator {
  private readonly tickMs: number;
  private readonly seed: number;
  private readonly minLineGames: number;
  private timer: TimerHandle | undefined;
  private running: Promise<unknown> | null = null;
  private lastTickMs: number | null = null;
  /** Development control: while frozen the clock's ticks play nothing (only `advance` moves the feed). */
  private frozen = false;
  /** What each live game was last priced at (in memory: a restart simply reprices every game). */
  private readonly priced = new Map<number, { timeSec: number; state: string }>();

  constructor(
    private readonly context: AppContext,
    private readonly options: SimulatorOptions = {},
  ) {
    this.tickMs = options.tickMs ?? 2_000;
    this.seed = options.seed ?? FEED_SEED;
    this.minLineGames = options.minLineGames ?? 200;
  }

  /** Starts ticking; a tick that is still running when the next falls due is skipped. */
  start(): void {
    if (this.timer) return;
    this.timer = this.context.clock.setInterval(() => {
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.context.logger.error('simulator tick failed', { error: String(error) }))
        .finally(() => {
          this.running = null;
        });
    }, this.tickMs);
  }

  /** Stops ticking and waits for a running tick. */
  async stop(): Promise<void> {
    this.context.clock.clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Runs one tick at `clock.now()`: game time advances by the real time since the last tick × speed. */
  async tick(): Promise<TickReport> {
    const now = this.context.clock.now();
    const elapsedMs = this.lastTickMs === null ? 0 : Math.max(0, now - this.lastTickMs);
    this.lastTickMs = now;
    if (this.frozen) return { started: [], scored: [], finished: [], liveCount: 0 };
    const gameSeconds = (elapsedMs / 1000) * this.context.settings.simulatorSpeed;
    // the scopes whose revision the step bumped: the signal of its change (feed.changes)
    const changed = new Set<FeedScope>();
    // issue 20: the tick's pricing is computed before its transaction, in slices that let the API's
    // other work (the pollers) run between them; the transaction then only writes
    const plan = await this.plan(now, gameSeconds);
    // issue 20: the other API processes hear of the tick when it commits (its notice, sent in its
    // transaction), and the tick is the signal to build the next live answers now, before the pollers ask (feed.changes)
    // issue 20: the live revision it commits goes with the signal (the next answers are built with no read of it first)
    const revisions = new Map<FeedScope, number>();
    const report = await this.commit(plan, { tick: true, scopes: changed, revisions }, changed, revisions);
    if (this.options.afterTick) await this.options.afterTick(report);
    return report;
  }

  /** Whether the clock's ticks are paused (development control). */
  get isFrozen(): boolean {
    return this.frozen;
  }

  /**
   * Development control: pauses or resumes the clock's ticks, after any running tick. Time that
   * passes while frozen is not played later (the next tick counts from the last one).
   */
  async freeze(frozen: boolean): Promise<void> {
    while (this.running) await this.running;
    this.frozen = frozen;
  }

  /**
   * Development control: one extra tick that plays `gameSeconds` of game clock at once (games held
   * with `dev_hold` stand still), after any running tick, never beside one. Games whose start time has
   * come start as in a normal tick.
   */
  async advance(gameSeconds: number): Promise<TickReport> {
    while (this.running) await this.running;
    const run = (async () => {
      const now = this.context.clock.now();
      const plan = await this.plan(now, gameSeconds);
      // the feed is read as it is now, also by a request that read it just before (feed.changes)
      const report = await this.commit(plan, CONTROL_CHANGE, new Set());
      if (this.options.afterTick) await this.options.afterTick(report);
      return report;
    })();
    this.running = run.catch(() => undefined).finally(() => {
      this.running = null;
    });
    return run;
  }

  /**
   * Issue 20: what a step will write, computed outside any transaction. The games it moves (live,
   * or due to start) and the pre-match games whose odds drift are read with their revision; each is
   * moved and priced in slices of at most `SLICE_MS` of the API's thread, with a pause (`setImmediate`)
   * between slices, so the pollers' answers are not held behind a whole tick's pricing (20-50 ms at once
   * before). Nothing is written and no state of the simulator changes here.
   */
  private async plan(now: number, gameSeconds: number): Promise<StepPlan> {
    const speed = this.context.settings.simulatorSpeed;
    const rows = await this.context.db.query<LiveGameState & { start_at: number; revision: number }>(
      `select id, sport_id, status, time_sec, period, score1, score2, period_scores, strength1, strength2, momentum, blocked_until, break_left_sec,
         drift, format, finish, start_at, revision
       from feed_games where (status in (2, 3) or (status = 0 and start_at <= $1)) and not dev_hold order by id`,
      [now],
    );
    const second = Math.floor(now / 1000);
    const drifting = await this.context.db.query<{ id: number; sport_id: number; strength1: number; strength2: number; drift: number; format: number; revision: number }>(
      'select id, sport_id, strength1, strength2, drift, format, revision from feed_games where status = 0 and start_at > $3 and not dev_hold and mod(id * 7919 + $1::bigint, $2) = 0 order by id',
      [second, LINE_DRIFT_SHARE, now],
    );
    const slicer = new Slicer(this.options.sliceCells ?? Number.POSITIVE_INFINITY, this.options.sliceMs ?? SLICE_MS, this.options.pause ?? pauseForEventLoop);
    const games: PlannedGame[] = [];
    for (const row of rows) {
      const { start_at: startAt, revision, ...game } = row;
      const starts = game.status === 0;
      if (starts) {
        // a game whose start time has come starts (status 2 at 0:00) and only plays the time since its start
        game.status = 2;
        game.time_sec = 0;
        game.period = 1;
      }
      const report: TickReport = { started: [], scored: [], finished: [], liveCount: 0 };
      const events: GameEventDraft[] = [];
      advanceGame(game, now, starts ? Math.min(gameSeconds, ((now - startAt) / 1000) * speed) : gameSeconds, this.seed, report, events);
      const sport = sportById(game.sport_id);
      const selections = gameSelections(sport, game.strength1, game.strength2, game.format);
      const planned: PlannedGame = { game, revision, starts, scored: report.scored.length > 0, events, markets: [], results: [], priced: undefined };
      games.push(planned);
      if (game.status === 4) {
        const ending = { period: game.period, finish: game.finish };
        for (const selection of selections) planned.results.push([game.id * 100 + selection.index, settleSelection(selection.typeId, selection.param, game.score1, game.score2, ending)]);
        continue;
      }
      const isHeld = now < game.blocked_until;
      const state = `${game.status}:${game.score1}:${game.score2}:${isHeld}`;
      const last = this.priced.get(game.id);
      if (last && last.state === state && game.time_sec - last.timeSec < REPRICE_EVERY_GAME_SEC) continue;
      planned.priced = { timeSec: game.time_sec, state };
      const distribution = finalDistribution(sport, { score1: game.score1, score2: game.score2, timeSec: game.time_sec, momentum: game.momentum, strength1: game.strength1 * game.drift, strength2: game.strength2 / game.drift, format: game.format });
      for (const selection of selections) {
        await slicer.spend(distribution.length);
        const priced = priceSelection(selection, distribution, MARGIN_LIVE);
        planned.markets.push([game.id * 100 + selection.index, priced.coef, isHeld || priced.isDecided]);
      }
    }
    const drifts: PlannedDrift[] = [];
    for (const row of drifting) {
      const random = createRandom(mixSeed(this.seed, row.id, second));
      const drift = Math.min(1.5, Math.max(0.67, row.drift * (1 + (random() - 0.5) * 0.06)));
      const sport = sportById(row.sport_id);
      const distribution = finalDistribution(sport, { score1: 0, score2: 0, timeSec: 0, momentum: 0, strength1: row.strength1 * drift, strength2: row.strength2 / drift, format: row.format });
      const planned: PlannedDrift = { id: row.id, revision: row.revision, drift, markets: [] };
      for (const selection of gameSelections(sport, row.strength1, row.strength2, row.format)) {
        await slicer.spend(distribution.length);
        const priced = priceSelection(selection, distribution, MARGIN_LINE);
        planned.markets.push([row.id * 100 + selection.index, priced.coef, priced.isDecided]);
      }
      drifts.push(planned);
    }
    return { now, games, drifts, slices: slicer.slices };
  }

  /**
   * Writes a plan in one transaction with its notice (feed.changes), then says what it did. A game is
   * written only when its revision is still the one the plan read and no control holds it (issue 20: a
   * development control that changed or held it meanwhile wins, nothing of it is written twice or lost;
   * the next tick moves it from what it is then); its markets, results and key events go with it.
   * The prices remembered (`priced`) are those of the games written, once committed.
   */
  private async commit(plan: StepPlan, change: FeedChange, changed: Set<FeedScope>, revisions?: Map<FeedScope, number>): Promise<TickReport> {
    const { report, written } = await changeFeed(this.context, change, (tx) => this.write(tx, plan, changed, revisions));
    for (const planned of plan.games) {
      if (!written.has(planned.game.id)) continue;
      if (planned.game.status === 4) this.priced.delete(planned.game.id);
      else if (planned.priced) this.priced.set(planned.game.id, planned.priced);
    }
    this.lastSlices = plan.slices;
    return report;
  }

  /** How many slices the last step's pricing took (tests and diagnostics). */
  lastSlices = 0;

  /** The writes of a plan in `tx`; `changed` gets the scopes whose revision it bumped, `revisions` the live revision it commits. */
  private async write(tx: Queryable, plan: StepPlan, changed: Set<FeedScope>, revisions?: Map<FeedScope, number>): Promise<{ report: TickReport; written: Set<number> }> {
    const { now } = plan;
    const games = plan.games.map((planned) => planned.game);
    const written = new Set<number>();
    if (games.length > 0) {
      const rows = await tx.query<{ id: number }>(
        `update feed_games g set status = v.status, time_sec = v.time_sec, period = v.period, score1 = v.score1, score2 = v.score2,
           period_scores = v.period_scores::jsonb, momentum = v.momentum, blocked_until = v.blocked_until, break_left_sec = v.break_left_sec,
           finish = v.finish, finished_at = case when v.status = 4 then $10::bigint else g.finished_at end, revision = g.revision + 1
         from unnest($1::int[], $2::smallint[], $3::int[], $4::smallint[], $5::int[], $6::int[], $7::text[], $8::float8[], $9::bigint[], $11::int[], $12::smallint[], $13::bigint[])
           as v(id, status, time_sec, period, score1, score2, period_scores, momentum, blocked_until, break_left_sec, finish, revision)
         where g.id = v.id and g.revision = v.revision and not g.dev_hold
         returning g.id`,
        [
          games.map((g) => g.id),
          games.map((g) => g.status),
          games.map((g) => g.time_sec),
          games.map((g) => g.period),
          games.map((g) => g.score1),
          games.map((g) => g.score2),
          games.map((g) => JSON.stringify(g.period_scores ?? [])),
          games.map((g) => g.momentum),
          games.map((g) => g.blocked_until),
          now,
          games.map((g) => g.break_left_sec),
          games.map((g) => g.finish),
          plan.games.map((planned) => planned.revision),
        ],
      );
      for (const row of rows) written.add(Number(row.id));
    }
    const applied = plan.games.filter((planned) => written.has(planned.game.id));
    const report: TickReport = { started: [], scored: [], finished: [], liveCount: 0 };
    for (const planned of applied) {
      if (planned.starts) report.started.push(planned.game.id);
      if (planned.scored) report.scored.push(planned.game.id);
      if (planned.game.status === 4) report.finished.push(planned.game.id);
      else report.liveCount++;
    }
    await insertGameEvents(tx, applied.flatMap((planned) => planned.events));
    await writeMarkets(tx, applied.flatMap((planned) => planned.markets), true);
    const results = applied.flatMap((planned) => planned.results);
    if (results.length > 0) {
      await tx.query(
        `update feed_markets m set result = v.result, is_blocked = true from unnest($1::bigint[], $2::smallint[]) as v(id, result) where m.id = v.id`,
        [results.map(([id]) => id), results.map(([, result]) => result)],
      );
    }
    let drifted = 0;
    if (plan.drifts.length > 0) {
      const rows = await tx.query<{ id: number }>(
        `update feed_games g set drift = v.drift, revision = g.revision + 1 from unnest($1::int[], $2::float8[], $3::bigint[]) as v(id, drift, revision)
         where g.id = v.id and g.revision = v.revision and g.status = 0 and not g.dev_hold returning g.id`,
        [plan.drifts.map((planned) => planned.id), plan.drifts.map((planned) => planned.drift), plan.drifts.map((planned) => planned.revision)],
      );
      const moved = new Set(rows.map((row) => Number(row.id)));
      drifted = moved.size;
      await writeMarkets(tx, plan.drifts.filter((planned) => moved.has(planned.id)).flatMap((planned) => planned.markets), false);
    }
    const scopes: Array<'line' | 'live' | 'results'> = [];
    if (report.started.length > 0 || drifted > 0) scopes.push('line');
    if (applied.length > 0) scopes.push('live');
    if (report.finished.length > 0) scopes.push('results');
    const bumped = await bumpRevisions(tx, scopes);
    for (const scope of scopes) changed.add(scope);
    // the live revision is bumped once a step (the line's may be bumped again below)
    const live = bumped.get('live');
    if (revisions !== undefined && live !== undefined) revisions.set('live', live);
    if (this.minLineGames > 0) {
      if (await this.replenish(tx, now)) changed.add('line');
      if (await replenishEvents(tx, now, this.seed)) {
        await bumpRevisions(tx, ['line']);
        changed.add('line');
      }
    }
    return { report, written };
  }

  /** Keeps the line filled: new games a day or more ahead when fewer than `minLineGames` wait. */
  private async replenish(tx: Queryable, now: number): Promise<boolean> {
    const [row] = await tx.query<{ waiting: number; max_id: number; last_start: number }>(
      "select count(*) filter (where status = 0)::int as waiting, coalesce(max(id), 10000)::int as max_id, coalesce(max(start_at), 0)::bigint as last_start from feed_games",
    );
    if (!row || row.waiting >= this.minLineGames) return false;
    const base = Math.max(now + 86_400_000, row.last_start);
    await insertGames(tx, buildGames(buildChamps(), base, row.max_id + 1, this.minLineGames - row.waiting + 50, 0, this.seed));
    await bumpRevisions(tx, ['line']);
    return true;
  }
}

/**
 * Cards per team over a whole game, by sport (issue 16: the match centre's key events); sports not
 * listed show no cards. Football and futsal: about two yellow cards a team and a rare red one.
 */
export const CARDS_PER_TEAM: Readonly<Record<number, { yellow: number; red: number }>> = {
  1: { yellow: 1.9, red: 0.06 },
  14: { yellow: 1.5, red: 0.05 },
};

/**
 * The key events of a stretch of play from `from` to `end` game seconds: each goal of either team
 * and each card at a drawn second within it, in clock order, with the score after it (the score
 * before the stretch is `before`). Draws use their own generator, so the goals drawn stay the same.
 */
export function stretchEvents(
  game: Pick<LiveGameState, 'id' | 'sport_id'>,
  seed: number,
  from: number,
  end: number,
  period: number,
  before: readonly [number, number],
  goals: readonly [number, number],
  durationSec: number,
): GameEventDraft[] {
  const random = createRandom(mixSeed(seed, game.id, from, end, 16));
  const share = (end - from) / durationSec;
  const drafts: Array<{ kind: GameEventDraft['kind']; team: 1 | 2; timeSec: number }> = [];
  const at = () => Math.min(end - 1, from + Math.floor(random() * Math.max(1, end - from)));
  for (const team of [1, 2] as const) {
    for (let i = 0; i < (goals[team - 1] ?? 0); i++) drafts.push({ kind: 'goal', team, timeSec: at() });
    const cards = CARDS_PER_TEAM[game.sport_id];
    if (!cards) continue;
    for (let i = poissonDraw(cards.yellow * share, random); i > 0; i--) drafts.push({ kind: 'yellowCard', team, timeSec: at() });
    for (let i = poissonDraw(cards.red * share, random); i > 0; i--) drafts.push({ kind: 'redCard', team, timeSec: at() });
  }
  drafts.sort((a, b) => a.timeSec - b.timeSec || a.team - b.team);
  let [score1, score2] = before;
  return drafts.map((draft) => {
    if (draft.kind === 'goal' && draft.team === 1) score1 += 1;
    if (draft.kind === 'goal' && draft.team === 2) score2 += 1;
    return { gameId: game.id, kind: draft.kind, team: draft.team, timeSec: Math.max(0, draft.timeSec), period, score1, score2 };
  });
}

/**
 * Moves one game on by `gameSeconds` of game clock (pure apart from mutating `game` and adding to
 * `events`): clock, score, key events, momentum, blocks, finish. The draws depend only on `seed`,
 * the game id and its clock.
 */
export function advanceGame(game: LiveGameState, now: number, gameSeconds: number, seed: number, report: TickReport, events: GameEventDraft[] = []): void {
  const sport = sportById(game.sport_id);
  const model = sport.model;
  game.period_scores = Array.isArray(game.period_scores) ? game.period_scores : [];
  let budget = Math.floor(gameSeconds);
  if (budget <= 0) return;
  let scored = false;
  let random: () => number = createRandom(mixSeed(seed, game.id, game.time_sec, game.time_sec + budget));
  if (model.kind === 'goals') {
    // A break between periods (status 3) uses up game seconds while the clock stands.
    if (game.status === 3) {
      const used = Math.min(budget, game.break_left_sec);
      game.break_left_sec -= used;
      budget -= used;
      if (game.break_left_sec > 0) return;
      game.status = 2;
    }
    const from = game.time_sec;
    let end = Math.min(from + budget, model.durationSec);
    const periodSec = model.durationSec / model.periods;
    const boundary = (Math.floor(from / periodSec) + 1) * periodSec;
    let breakLeft = 0;
    if (model.breakSec > 0 && boundary < model.durationSec && end >= boundary) {
      breakLeft = Math.max(0, model.breakSec - (end - boundary));
      end = boundary;
    }
    random = createRandom(mixSeed(seed, game.id, from, end));
    const share = (end - from) / model.durationSec;
    const goals1 = poissonDraw(game.strength1 * share, random);
    const goals2 = poissonDraw(game.strength2 * share, random);
    // goals belong to the period being played (the one that ends at `end`)
    const playedPeriod = Math.min(model.periods, Math.floor(Math.max(from, end - 1) / periodSec) + 1);
    if (end > from && KEY_EVENT_SPORTS.has(game.sport_id)) events.push(...stretchEvents(game, seed, from, end, playedPeriod, [game.score1, game.score2], [goals1, goals2], model.durationSec));
    game.time_sec = end;
    game.period = currentPeriod(sport, end, 0);
    if (goals1 + goals2 > 0) {
      scored = true;
      game.score1 += goals1;
      game.score2 += goals2;
      while (game.period_scores.length < playedPeriod) game.period_scores.push([0, 0]);
      const current = game.period_scores[playedPeriod - 1] as [number, number];
      current[0] += goals1;
      current[1] += goals2;
    }
    if (breakLeft > 0) {
      game.status = 3;
      game.break_left_sec = breakLeft;
    }
    if (end >= model.durationSec) game.status = 4;
  } else if (model.kind === 'fight') {
    // issue 16: rounds of `roundSec` with a break between them; a finish can come at any second of a
    // round; after the last round the judges name a winner (no draw).
    const rounds = eventFormat(sport, game.format);
    const p1 = fightWinChance(game.strength1, game.strength2);
    let left = budget;
    while (left > 0 && game.status !== 4) {
      if (game.status === 3) {
        const used = Math.min(left, game.break_left_sec);
        game.break_left_sec -= used;
        left -= used;
        if (game.break_left_sec > 0) break;
        game.status = 2;
        game.period = fightRoundOf(sport, game.format, game.time_sec);
        continue;
      }
      const from = game.time_sec;
      const round = fightRoundOf(sport, game.format, from);
      const roundEnd = round * model.roundSec;
      const end = Math.min(from + left, roundEnd);
      left -= end - from;
      const draw = createRandom(mixSeed(seed, game.id, from, end, 56));
      game.period = round;
      if (draw() < 1 - Math.pow(1 - model.finishPerRound, (end - from) / model.roundSec)) {
        const winner = draw() < p1 ? 1 : 2;
        game.finish = draw() < model.koShare ? FightMethod.ko : FightMethod.submission;
        game.time_sec = Math.min(end, from + 1 + Math.floor(draw() * (end - from)));
        if (winner === 1) game.score1 = 1;
        else game.score2 = 1;
        game.status = 4;
        scored = true;
        break;
      }
      game.time_sec = end;
      if (end < roundEnd) break;
      if (round >= rounds) {
        if (draw() < p1) game.score1 = 1;
        else game.score2 = 1;
        game.finish = FightMethod.decision;
        game.status = 4;
        scored = true;
      } else {
        game.status = 3;
        game.break_left_sec = model.breakSec;
      }
    }
  } else if (model.kind === 'outright') {
    // issue 16: after each stage (a lap, a counting report) a leader is drawn; the leader after the last stage wins (score n:0).
    const ratings = outrightRatings(game.strength1 * game.strength2, eventFormat(sport, game.format), createRandom);
    const total = model.stages * model.stageSec;
    const from = game.time_sec;
    const to = Math.min(total, from + budget);
    for (let stage = Math.floor(from / model.stageSec) + 1; stage * model.stageSec <= to; stage++) {
      const leader = drawLeader(ratings, game.score1, model.stickiness, createRandom(mixSeed(seed, game.id, stage, 95))());
      if (leader !== game.score1) scored = true;
      game.score1 = leader;
    }
    game.time_sec = to;
    game.period = Math.min(model.stages, Math.floor(to / model.stageSec) + 1);
    if (to >= total) {
      game.status = 4;
      scored = true;
    }
  } else {
    // A set ends every `secondsPerSet` of game clock; the running set's odds drift meanwhile.
    const from = game.time_sec;
    const to = from + budget;
    game.momentum = Math.max(-0.9, Math.min(0.9, game.momentum + (random() - 0.5) * 0.5 * Math.sqrt((to - from) / 60)));
    game.time_sec = to;
    const setsPlayed = game.score1 + game.score2;
    const setsByClock = Math.floor(to / model.secondsPerSet);
    for (let set = setsPlayed; set < setsByClock && game.status !== 4; set++) {
      const base = game.strength1 / (game.strength1 + game.strength2);
      const p = Math.min(0.98, Math.max(0.02, base + (1 - base) * Math.max(0, game.momentum) + base * Math.min(0, game.momentum)));
      if (random() < p) game.score1++;
      else game.score2++;
      game.momentum = 0;
      scored = true;
      if (game.score1 >= model.setsToWin || game.score2 >= model.setsToWin) game.status = 4;
    }
    game.period = currentPeriod(sport, to, game.score1 + game.score2);
    // A set is never shorter than its clock: hold the clock at the end of the sets played.
    if (game.status !== 4) game.time_sec = Math.max(to, (game.score1 + game.score2) * model.secondsPerSet);
  }
  if (scored) {
    report.scored.push(game.id);
    game.blocked_until = now + SCORE_BLOCK_MS;
  } else if (random() < DANGER_CHANCE_PER_TICK) {
    game.blocked_until = Math.max(game.blocked_until, now + DANGER_BLOCK_MS);
  }
  if (game.status === 4) report.finished.push(game.id);
}
