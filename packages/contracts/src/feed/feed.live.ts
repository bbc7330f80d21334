import { z } from 'zod';
import { INT32_MAX } from '../common/bounds';
import { defineCall } from '../common/call';
import { FeedGame, type FeedMarket } from './feed.schemas';

/**
 * Live updates as deltas (issue 20): the live list carries a version; a client that holds the list
 * at one version asks for what changed since it and gets only the games, states and coefficients
 * that changed (or the whole list when its version is too old or unknown). The same answers stream
 * over Server-Sent Events with the versions as event ids.
 */

const Id = z.number().int().min(0);
const Version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The state of a game in play that changes while it is played (every field absolute, not a step): the changing fields of `FeedGame`. */
export const LiveGameState = FeedGame.pick({
  id: true,
  statusId: true,
  isLive: true,
  isFinished: true,
  timeSec: true,
  period: true,
  score1: true,
  score2: true,
  scoreFormatted: true,
  fullScore: true,
  marketsCount: true,
  /** The main handicap and total with their prices (absent when the game offers none). */
  mainLines: true,
});
export type LiveGameState = z.infer<typeof LiveGameState>;

/** A main market's coefficient and blocks (absolute values). */
export const LiveMarketState = z.object({
  id: Id,
  gameId: Id,
  coef: z.number().finite().min(1),
  isBlocked: z.boolean(),
  isBannedExpress: z.boolean(),
});
export type LiveMarketState = z.infer<typeof LiveMarketState>;

/**
 * What changed in the live list between `since` and `version`; `since: null` is the whole list
 * (every game in `games`, `order` given). Applied in this order: `removed`, `games` (whole rows,
 * added or changed beyond state and coefficients), `states`, `markets`, then `order` when given
 * (the ids of the list in display order; null when membership and order did not change).
 */
export const LiveDelta = z.object({
  version: Version,
  since: Version.nullable(),
  games: z.array(FeedGame),
  states: z.array(LiveGameState),
  markets: z.array(LiveMarketState),
  removed: z.array(Id),
  order: z.array(Id).nullable(),
});
export type LiveDelta = z.infer<typeof LiveDelta>;

/** Query of the live delta: optionally one sport, and the version the client holds. */
export const LiveDeltaQuery = z.object({
  sportId: z.coerce.number().int().max(INT32_MAX).min(0).optional(),
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type LiveDeltaQuery = z.infer<typeof LiveDeltaQuery>;

/**
 * `GET /web-api/feed/v1/live/delta[?sportId=&since=]`: the live list's changes since a version (the
 * whole list without `since` or for a version the server no longer keeps). The ETag names the
 * version the answer brings the client to, so a client already there gets 304.
 */
export const getLiveDeltaCall = defineCall({
  name: 'feed.liveDelta',
  method: 'GET',
  path: '/web-api/feed/v1/live/delta',
  query: LiveDeltaQuery,
  response: LiveDelta,
  retryable: true,
});

/**
 * `GET /web-api/feed/v1/live/stream[?sportId=&lang=&since=]`: the same deltas as Server-Sent Events
 * (`text/event-stream`; event `delta`, id = version, data = a `LiveDelta`); `Last-Event-ID` (or
 * `since`) resumes; comment lines are heartbeats. EventSource cannot send headers, so the language
 * of the names travels as `lang`.
 */
export const LIVE_STREAM_PATH = '/web-api/feed/v1/live/stream';
export const LiveStreamQuery = LiveDeltaQuery.extend({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type LiveStreamQuery = z.infer<typeof LiveStreamQuery>;

/** The event name of a delta on the live stream. */
export const LIVE_STREAM_EVENT = 'delta';

/** A game with a state laid over it (the main lines replaced, or dropped when the state has none). */
export function withLiveState(game: FeedGame, state: LiveGameState): FeedGame {
  const { mainLines, ...rest } = state;
  const next: FeedGame = { ...game, ...rest };
  if (mainLines) next.mainLines = mainLines;
  else delete next.mainLines;
  return next;
}

function sameMarkets(game: FeedGame, markets: ReadonlyArray<FeedMarket>): FeedGame {
  return game.mainMarkets === markets ? game : { ...game, mainMarkets: [...markets] };
}

/**
 * The live list after a delta, as plain data (the reference the server's tests and the client's
 * observable rows are checked against). `games` is the list at `delta.since`; ignored for a full list.
 */
export function applyLiveDelta(games: ReadonlyArray<FeedGame>, delta: LiveDelta): FeedGame[] {
  const byId = new Map<number, FeedGame>(delta.since === null ? [] : games.map((game) => [game.id, game]));
  for (const id of delta.removed) byId.delete(id);
  for (const game of delta.games) byId.set(game.id, game);
  for (const state of delta.states) {
    const game = byId.get(state.id);
    if (game) byId.set(state.id, withLiveState(game, state));
  }
  for (const change of delta.markets) {
    const game = byId.get(change.gameId);
    if (!game) continue;
    const markets = game.mainMarkets.map((market) =>
      market.id === change.id
        ? {
            ...market,
            coef: change.coef,
            isBlocked: change.isBlocked,
            isBannedExpress: change.isBannedExpress,
          }
        : market,
    );
    byId.set(game.id, sameMarkets(game, markets));
  }
  const order =
    delta.order ??
    (delta.since === null
      ? delta.games.map((game) => game.id)
      : games.map((game) => game.id).filter((id) => byId.has(id)));
  return order.map((id) => byId.get(id)).filter((game): game is FeedGame => game !== undefined);
}

/** The live list at one version, by id and in order. */
export interface LiveListAt {
  version: number;
  games: ReadonlyMap<number, FeedGame>;
  order: readonly number[];
}

const STATE_KEYS = ['statusId', 'isLive', 'isFinished', 'timeSec', 'period', 'score1', 'score2', 'scoreFormatted', 'fullScore', 'marketsCount'] as const;

function stateOf(game: FeedGame): LiveGameState {
  const state = { id: game.id } as Record<string, unknown>;
  for (const key of STATE_KEYS) state[key] = game[key];
  if (game.mainLines) state.mainLines = game.mainLines;
  return state as LiveGameState;
}

function sameState(a: FeedGame, b: FeedGame): boolean {
  return STATE_KEYS.every((key) => a[key] === b[key]) && (a.mainLines === b.mainLines || JSON.stringify(a.mainLines) === JSON.stringify(b.mainLines));
}

/** A game's fields that a delta does not patch (names, start, market set), as one comparable string. */
function shapeOf(game: FeedGame): string {
  const rest: Record<string, unknown> = { ...game };
  for (const key of STATE_KEYS) delete rest[key];
  delete rest.mainLines;
  rest.mainMarkets = game.mainMarkets.map((market) => [market.id, market.groupId, market.kind, market.typeId, market.name, market.param]);
  return JSON.stringify(rest);
}

function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * The delta from the list `from` to the list `to`; the whole list when `from` is null. Games whose
 * names, start or market set changed come whole; otherwise only their state (with the main lines) when it changed
 * and each main market whose coefficient or blocks changed.
 */
export function liveDeltaBetween(from: LiveListAt | null, to: LiveListAt): LiveDelta {
  if (from === null) return { version: to.version, since: null, games: to.order.map((id) => to.games.get(id) as FeedGame), states: [], markets: [], removed: [], order: [...to.order] };
  const delta: LiveDelta = { version: to.version, since: from.version, games: [], states: [], markets: [], removed: [], order: sameOrder(from.order, to.order) ? null : [...to.order] };
  for (const id of from.order) if (!to.games.has(id)) delta.removed.push(id);
  for (const id of to.order) {
    const game = to.games.get(id) as FeedGame;
    const before = from.games.get(id);
    if (before === game) continue;
    if (!before || shapeOf(before) !== shapeOf(game)) {
      delta.games.push(game);
      continue;
    }
    if (!sameState(before, game)) delta.states.push(stateOf(game));
    game.mainMarkets.forEach((market, index) => {
      const old = before.mainMarkets[index] as FeedMarket;
      if (old.coef !== market.coef || old.isBlocked !== market.isBlocked || old.isBannedExpress !== market.isBannedExpress) {
        delta.markets.push({ id: market.id, gameId: market.gameId, coef: market.coef, isBlocked: market.isBlocked, isBannedExpress: market.isBannedExpress });
      }
    });
  }
  return delta;
}

/** A list as `liveDeltaBetween` takes it. */
export function liveListAt(version: number, games: ReadonlyArray<FeedGame>): LiveListAt {
  return { version, games: new Map(games.map((game) => [game.id, game])), order: games.map((game) => game.id) };
}
