import { applyLiveDelta, type FeedGame } from '@kickoff/contracts';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import fc from 'fast-check';
import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { LiveBoard } from './live-board';
import { DefaultSportsCatalogService } from './sports-catalog.service';
import { HIDDEN_PAUSE_AFTER_MS, LIVE_LIST_REFRESH_MS } from './sports.rules';

let platform: TestPlatform;
let api: InMemoryFeedApi;
let service: DefaultSportsCatalogService;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    platform.clock.advanceBy(Math.min(1_000, left));
    await settle();
  }
}

/** Four live games (two football, one tennis, one paused), each with a 1X2 group. */
function liveGames() {
  return [
    aFeedGame({ id: 20_001, statusId: 2, timeSec: 600, period: 1 }),
    aFeedGame({ id: 20_002, statusId: 2, timeSec: 1_200, period: 1, opponent1Name: 'Bristol Town', mainLines: { handicap: [2_000_211, 2_000_212, -0.5, 1.9, 1.9, 0], total: [2_000_221, 2_000_222, 2.5, 1.8, 2.0, 0] } }),
    aFeedGame({ id: 20_003, statusId: 3, sportId: 3, sportName: 'Tennis', champId: 3001, champName: 'Open' }),
    aFeedGame({ id: 20_004, statusId: 0 }),
  ];
}

beforeEach(() => {
  platform = createTestPlatform(Date.UTC(2026, 0, 1, 12));
  api = new InMemoryFeedApi(liveGames());
  service = new DefaultSportsCatalogService(api, platform.clock, platform.visibility, platform.logger);
});
afterEach(() => {
  service.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
  expect(platform.visibility.listenerCount()).toBe(0);
});

/** A change of the feed the simulator could make. */
type Change =
  | { kind: 'coef'; game: number; market: number; coef: number }
  | { kind: 'block'; game: number; market: number; blocked: boolean }
  | { kind: 'score'; game: number; score1: number; score2: number }
  | { kind: 'clock'; game: number; timeSec: number }
  | { kind: 'lines'; game: number; param: number; coef: number; flags: number; total: boolean }
  | { kind: 'finish' | 'start'; game: number };

const ids = [20_001, 20_002, 20_003, 20_004];
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('coef' as const), game: fc.constantFrom(...ids), market: fc.integer({ min: 1, max: 3 }), coef: fc.integer({ min: 101, max: 2_000 }).map((value) => value / 100) }),
  fc.record({ kind: fc.constant('block' as const), game: fc.constantFrom(...ids), market: fc.integer({ min: 1, max: 3 }), blocked: fc.boolean() }),
  fc.record({ kind: fc.constant('score' as const), game: fc.constantFrom(...ids), score1: fc.nat(5), score2: fc.nat(5) }),
  fc.record({ kind: fc.constant('clock' as const), game: fc.constantFrom(...ids), timeSec: fc.nat(5_400) }),
  fc.record({ kind: fc.constant('lines' as const), game: fc.constantFrom(...ids), param: fc.constantFrom(-1.5, -0.5, 0.5), coef: fc.constantFrom(1.7, 1.9, 2.1), flags: fc.constantFrom(0, 1, 2), total: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('finish' as const, 'start' as const), game: fc.constantFrom(...ids) }),
);

function make(feed: InMemoryFeedApi, next: Change): void {
  if (next.kind === 'coef') feed.setCoef(next.game * 100 + next.market, next.coef);
  else if (next.kind === 'block') feed.setBlocked(next.game * 100 + next.market, next.blocked);
  else if (next.kind === 'score') feed.setScore(next.game, next.score1, next.score2);
  else if (next.kind === 'clock') feed.setClock(next.game, next.timeSec);
  else if (next.kind === 'lines') {
    // A new line moves the handicap's ids with it (as the feed names a line's markets); a price or lock keeps them.
    const base = next.game * 100 + 10 + Math.round(next.param * 2 + 4) * 2;
    feed.setMainLines(next.game, { handicap: [base, base + 1, next.param, next.coef, 1.9, next.flags], ...(next.total ? { total: [next.game * 100 + 21, next.game * 100 + 22, 2.5, next.coef, 2.0, 0] } : {}) });
  }
  else if (next.kind === 'finish') feed.finish(next.game);
  else feed.start(next.game);
}

async function deltaOf(feed: InMemoryFeedApi, sportId: number | null, since: number | null) {
  const answer = await feed.getLiveDelta(sportId, since);
  if (answer.status !== 'fresh') throw new Error('expected a fresh answer');
  return answer.data;
}

describe('the live board (issue 20)', () => {
  it('deltas applied to the board equal the snapshot, whatever the feed does between reads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(null, 1), fc.array(fc.array(change, { maxLength: 4 }), { minLength: 1, maxLength: 6 }), async (sportId, rounds) => {
        const feed = new InMemoryFeedApi(liveGames());
        const board = new LiveBoard();
        let plain: FeedGame[] = [];
        for (const round of rounds) {
          const delta = await deltaOf(feed, sportId, board.version);
          plain = applyLiveDelta(plain, delta);
          expect(board.apply(delta)).not.toBeNull();
          expect(board.games).toEqual(feed.liveList(sportId));
          expect(plain).toEqual(feed.liveList(sportId));
          for (const next of round) make(feed, next);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('applies a delta in one action: one reaction per delta, however many rows and coefficients it changes', async () => {
    const board = new LiveBoard();
    board.apply(await deltaOf(api, null, null));
    let runs = 0;
    const stop = autorun(() => {
      runs++;
      void board.games;
    });
    api.setCoef(2_000_101, 2.5);
    api.setCoef(2_000_202, 3.9);
    api.setScore(20_001, 1, 0);
    api.finish(20_003);
    const delta = await deltaOf(api, null, board.version);
    expect([delta.markets.length, delta.states.length, delta.removed]).toEqual([2, 1, [20_003]]);
    board.apply(delta);
    expect(runs).toBe(2);
    stop();
  });

  it('a moved coefficient changes its own market only: rows, the list and the other coefficients do not react', async () => {
    const board = new LiveBoard();
    board.apply(await deltaOf(api, null, null));
    const reactions = { rows: 0, moved: 0, other: 0 };
    const stops = [
      autorun(() => {
        reactions.rows++;
        void board.rowGames;
      }),
      autorun(() => {
        reactions.moved++;
        void board.marketOf(2_000_101)?.coef;
      }),
      autorun(() => {
        reactions.other++;
        void board.marketOf(2_000_201)?.coef;
      }),
    ];
    const rowsBefore = board.rowGames;
    api.setCoef(2_000_101, 2.5);
    board.apply(await deltaOf(api, null, board.version));
    expect(reactions).toEqual({ rows: 1, moved: 2, other: 1 });
    expect(board.marketOf(2_000_101)?.coef).toBe(2.5);
    expect(board.rowGames).toBe(rowsBefore);
    // A finished game goes from the list: a new list of rows, the other rows the same objects (React skips them).
    api.finish(20_001);
    board.apply(await deltaOf(api, null, board.version));
    expect(reactions.rows).toBe(2);
    expect(board.rowGames.map((game) => game.id)).toEqual([20_002, 20_003]);
    expect(board.rowGames[0]).toBe(rowsBefore[1]);
    for (const stop of stops) stop();
  });

  it('a moved clock or score changes that game\'s live state only: the rows, the list and the other games\' states do not react', async () => {
    const board = new LiveBoard();
    board.apply(await deltaOf(api, null, null));
    const reactions = { rows: 0, state: 0, other: 0 };
    const stops = [
      autorun(() => {
        reactions.rows++;
        void board.rowGames;
      }),
      autorun(() => {
        reactions.state++;
        void board.liveStateOf(20_002);
      }),
      autorun(() => {
        reactions.other++;
        void board.liveStateOf(20_001);
      }),
    ];
    const rowsBefore = board.rowGames;
    api.setClock(20_002, 1_260);
    board.apply(await deltaOf(api, null, board.version));
    expect(reactions).toEqual({ rows: 1, state: 2, other: 1 });
    expect(board.rowGames).toBe(rowsBefore);
    expect(board.rowGames[1]).toBe(rowsBefore[1]);
    expect(board.liveStateOf(20_002)?.timeSec).toBe(1_260);
    // The row keeps what it was made with; a reader of whole games gets the game as it is now.
    expect(board.rowGames[1]?.timeSec).toBe(1_200);
    expect(board.gameOf(20_002)?.timeSec).toBe(1_260);
    api.setScore(20_002, 2, 1);
    board.apply(await deltaOf(api, null, board.version));
    expect(reactions).toEqual({ rows: 1, state: 3, other: 1 });
    expect(board.rowGames[1]).toBe(rowsBefore[1]);
    expect(board.liveStateOf(20_002)?.scoreFormatted).toBe('2:1');
    expect(board.games[1]?.scoreFormatted).toBe('2:1');
    for (const stop of stops) stop();
  });

  it('a main line\'s moved price or lock is its market on the board; a new line or a game that stops being live is a new row', async () => {
    const board = new LiveBoard();
    board.apply(await deltaOf(api, null, null));
    const rowBefore = board.rowGames[1];
    const calls: number[] = [];
    const stops = [2_000_211, 2_000_212, 2_000_221].map((id) => board.signals.follow(id, () => calls.push(id)));
    // Until a delta moves them, the lines are the row's (the board makes no markets for a first fill).
    expect(board.marketOf(2_000_211)).toBeUndefined();
    // The handicap's home price moves and its away side is locked: the same line, the same row.
    api.setMainLines(20_002, { handicap: [2_000_211, 2_000_212, -0.5, 2.05, 1.9, 2], total: [2_000_221, 2_000_222, 2.5, 1.8, 2.0, 0] });
    const change = board.apply(await deltaOf(api, null, board.version));
    board.signals.flush();
    expect(board.rowGames[1]).toBe(rowBefore);
    expect(change?.markets.map((market) => [market.id, market.coef, market.isBlocked])).toEqual([
      [2_000_211, 2.05, false],
      [2_000_212, 1.9, true],
    ]);
    expect(board.marketOf(2_000_211)).toMatchObject({ gameId: 20_002, name: 'H1(-0.5)', param: -0.5, coef: 2.05, isBlocked: false });
    expect(board.isBlockedOf(2_000_212)).toBe(true);
    expect(calls).toEqual([2_000_211, 2_000_212]);
    // A new handicap line (other markets): the row draws other cells, so it is a new row; the old line's markets go.
    api.setMainLines(20_002, { handicap: [2_000_213, 2_000_214, -1.5, 2.4, 1.6, 0], total: [2_000_221, 2_000_222, 2.5, 1.8, 2.0, 0] });
    board.apply(await deltaOf(api, null, board.version));
    expect(board.rowGames[1]).not.toBe(rowBefore);
    expect(board.rowGames[1]?.mainLines?.handicap).toEqual([2_000_213, 2_000_214, -1.5, 2.4, 1.6, 0]);
    expect([board.marketOf(2_000_211), board.marketOf(2_000_213)?.coef]).toEqual([undefined, 2.4]);
    // A game that stops being live is drawn otherwise (its start time, not a clock): a new row.
    const rowNow = board.rowGames[0];
    const state = board.liveStateOf(20_001);
    if (!state) throw new Error('expected the state of 20001');
    board.apply({ version: (board.version ?? 0) + 1, since: board.version, games: [], states: [{ ...state, isLive: false, statusId: 0 }], markets: [], removed: [], order: null });
    expect(board.rowGames[0]).not.toBe(rowNow);
    expect(board.rowGames[0]?.isLive).toBe(false);
    for (const stop of stops) stop();
  });

  it('a whole list replaces the states, the rows whose teams, markets or lines changed, and drops the games it does not bring', async () => {
    const board = new LiveBoard();
    board.apply(await deltaOf(api, null, null));
    const rowsBefore = board.rowGames;
    const orderBefore = board.order;
    // The same games, one clock moved: every row and the order are kept, the state is the list's.
    api.setClock(20_001, 660);
    api.setCoef(2_000_201, 1.5);
    board.apply(await deltaOf(api, null, null));
    expect(board.rowGames.map((row, index) => row === rowsBefore[index])).toEqual([true, true, true]);
    expect(board.order).toBe(orderBefore);
    expect([board.liveStateOf(20_001)?.timeSec, board.marketOf(2_000_201)?.coef]).toEqual([660, 1.5]);
    expect(board.games).toEqual(api.liveList(null));
    // A renamed team is a new row; a finished game goes with its state and markets.
    api.games = api.games.map((game) => (game.id === 20_001 ? { ...game, opponent1Name: 'London Athletic' } : game));
    api.setScore(20_002, 0, 1);
    api.finish(20_003);
    board.apply(await deltaOf(api, null, null));
    expect(board.rowGames.map((game) => game.id)).toEqual([20_001, 20_002]);
    expect(board.rowGames[0]).not.toBe(rowsBefore[0]);
    expect(board.rowGames[0]?.opponent1Name).toBe('London Athletic');
    expect(board.rowGames[1]).toBe(rowsBefore[1]);
    expect(board.liveStateOf(20_002)?.scoreFormatted).toBe('0:1');
    expect([board.liveStateOf(20_003), board.marketOf(2_000_301)]).toEqual([undefined, undefined]);
    expect(board.games).toEqual(api.liveList(null));
  });

  it('answers what a delta changed without copies: the moved markets as it now holds them, and the rows set or changed in state', async () => {
    const board = new LiveBoard();
    const first = board.apply(await deltaOf(api, null, null));
    expect(first?.rows.map((game) => game.id)).toEqual([20_001, 20_002, 20_003]);
    api.setCoef(2_000_101, 2.5);
    api.setCoef(2_000_202, 3.9);
    api.setScore(20_003, 1, 0);
    const change = board.apply(await deltaOf(api, null, board.version));
    expect(change?.markets.map((market) => [market.id, market.coef])).toEqual([
      [2_000_101, 2.5],
      [2_000_202, 3.9],
    ]);
    expect(change?.markets[0]).toBe(board.marketOf(2_000_101));
    expect(change?.rows).toEqual([]);
    expect(change?.states.map((state) => [state.id, state.scoreFormatted])).toEqual([[20_003, '1:0']]);
    // A delta that repeats a price it already holds moves nothing.
    const again = board.apply({ version: (board.version ?? 0) + 1, since: board.version, games: [], states: [], removed: [], order: null, markets: [{ id: 2_000_101, gameId: 20_001, coef: 2.5, isBlocked: false, isBannedExpress: false }] });
    expect(again).toEqual({ rows: [], states: [], markets: [] });
  });

  it('signals each market it moves, blocks or removes once, at the flush, and no other', async () => {
    const board = new LiveBoard();
    board.apply(await deltaOf(api, null, null));
    const calls: number[] = [];
    const stops = [2_000_101, 2_000_102, 2_000_301].map((id) => board.signals.follow(id, () => calls.push(id)));
    api.setCoef(2_000_101, 2.5);
    api.setBlocked(2_000_101, true);
    api.finish(20_003);
    board.apply(await deltaOf(api, null, board.version));
    expect(calls).toEqual([]);
    board.signals.flush();
    // In the delta's order: the finished game's market first (removed), then the moved and blocked one, once.
    expect(calls).toEqual([2_000_301, 2_000_101]);
    board.signals.flush();
    expect(calls).toHaveLength(2);
    for (const stop of stops) stop();
    expect(board.signals.followedCount).toBe(0);
  });

  it('refuses a delta from another version (the caller reads a whole list)', async () => {
    const board = new LiveBoard();
    const first = await deltaOf(api, null, null);
    board.apply(first);
    api.setCoef(2_000_101, 2.5);
    const next = await deltaOf(api, null, first.version);
    expect(board.apply({ ...next, since: first.version - 1 })).toBeNull();
    expect(board.version).toBe(first.version);
  });
});

describe('the live list over the stream, with the poll as fallback (issue 20)', () => {
  it('follows the live stream where there is one: no polls, each change in one delta', async () => {
    api.streamsAvailable = true;
    service.watchLive(null);
    await settle();
    expect(service.liveGamesOf(null)?.games.map((game) => game.id)).toEqual([20_001, 20_002, 20_003]);
    api.setCoef(2_000_101, 2.5);
    api.pushLive();
    expect(service.liveBoardOf(null)?.marketOf(2_000_101)?.coef).toBe(2.5);
    expect(service.movementOf(2_000_101)).toBe('up');
    await advance(60_000);
    expect([api.calls.openLiveStream, api.calls.getLiveDelta]).toEqual([1, 0]);
  });

  it('hands a listener only the games it wants, and a followed coefficient its own moves once each (issue 20)', async () => {
    api.streamsAvailable = true;
    const seen: number[][] = [];
    const all: number[][] = [];
    service.onGames((games) => seen.push(games.map((game) => game.id)), (gameId) => gameId === 20_002);
    service.onGames((games) => all.push(games.map((game) => game.id)));
    service.watchLive(null);
    await settle();
    const shown: Array<[number, number | undefined, string | null]> = [];
    const board = service.liveBoardOf(null);
    const follow = (id: number) => service.followMarket(id, () => shown.push([id, board?.marketOf(id)?.coef, service.movementOf(id)]));
    const stops = [follow(2_000_101), follow(2_000_201)];
    expect(seen).toEqual([[20_002]]);
    // Another game's price: the filtered listener hears nothing; 20 001's coefficient shows its move up once.
    api.setCoef(2_000_101, 2.5);
    api.pushLive();
    expect(seen).toEqual([[20_002]]);
    expect(all.at(-1)).toEqual([20_001]);
    expect(shown).toEqual([[2_000_101, 2.5, 'up']]);
    // Its own game's price: the listener gets that game with the fresh price.
    api.setCoef(2_000_201, 1.2);
    api.pushLive();
    expect(seen).toEqual([[20_002], [20_002]]);
    expect(service.liveGamesOf(null)?.games[1]?.mainMarkets[0]?.coef).toBe(1.2);
    expect(shown.at(-1)).toEqual([2_000_201, 1.2, 'down']);
    // The marks' end shows each once more, without its movement; one expiry timer for both.
    expect(platform.clock.pendingTimerCount()).toBe(1);
    await advance(3_000);
    expect(shown.slice(2)).toEqual([
      [2_000_101, 2.5, null],
      [2_000_201, 1.2, null],
    ]);
    for (const stop of stops) stop();
  });

  it('calls a followed game once after each delta that set its state, and not after another game\'s (issue 20: a row\'s clock and score follow it)', async () => {
    api.streamsAvailable = true;
    service.watchLive(null);
    await settle();
    const board = service.liveBoardOf(null);
    const seen: number[] = [];
    const stop = service.followGame(20_002, () => seen.push(board?.liveStateOf(20_002)?.timeSec ?? -1));
    api.setClock(20_002, 1_260);
    api.setCoef(2_000_201, 1.2);
    api.pushLive();
    expect(seen).toEqual([1_260]);
    api.setClock(20_001, 700);
    api.pushLive();
    expect(seen).toEqual([1_260]);
    api.setScore(20_002, 1, 0);
    api.pushLive();
    expect(seen).toEqual([1_260, 1_260]);
    expect(board?.liveStateOf(20_002)?.scoreFormatted).toBe('1:0');
    stop();
  });

  it('polls the delta since its version every 5 s with the ETag where there are no streams (document 001 §9)', async () => {
    service.watchLive(null);
    await settle();
    expect(api.calls.getLiveDelta).toBe(1);
    await advance(LIVE_LIST_REFRESH_MS);
    expect([api.calls.getLiveDelta, api.freshAnswers]).toEqual([2, 1]);
    api.setScore(20_001, 2, 0);
    await advance(LIVE_LIST_REFRESH_MS);
    expect([api.calls.getLiveDelta, api.freshAnswers]).toEqual([3, 2]);
    expect(service.liveGamesOf(null)?.games[0]?.scoreFormatted).toBe('2:0');
  });

  it('falls back to the poll when the stream gives up, and keeps the stream while it reconnects', async () => {
    api.streamsAvailable = true;
    service.watchLive(null);
    await settle();
    api.failStreams(false);
    await advance(LIVE_LIST_REFRESH_MS);
    expect(api.calls.getLiveDelta).toBe(0);
    api.failStreams(true);
    await settle();
    expect(api.calls.getLiveDelta).toBe(1);
    api.setCoef(2_000_102, 1.2);
    await advance(LIVE_LIST_REFRESH_MS);
    expect(service.liveBoardOf(null)?.marketOf(2_000_102)?.coef).toBe(1.2);
  });

  it('closes the stream 30 s after the page hides and opens it again from its version when it shows', async () => {
    api.streamsAvailable = true;
    service.watchLive(null);
    await settle();
    const version = service.liveBoardOf(null)?.version;
    platform.visibility.setVisible(false);
    await advance(HIDDEN_PAUSE_AFTER_MS);
    expect(api.streams.size).toBe(0);
    api.setScore(20_002, 0, 1);
    platform.visibility.setVisible(true);
    expect([...api.streams].map((stream) => stream.version)).toEqual([version]);
    await settle();
    expect(service.liveGamesOf(null)?.games[1]?.scoreFormatted).toBe('0:1');
  });

  it('reads a whole list again after a language switch (every name changes)', async () => {
    api.streamsAvailable = true;
    service.setLanguage('en');
    service.watchLive(null);
    await settle();
    api.language = 'de';
    api.games = api.games.map((game) => ({ ...game, sportName: game.sportId === 1 ? 'Fußball' : game.sportName }));
    service.setLanguage('de');
    await settle();
    expect(api.calls.openLiveStream).toBe(2);
    expect(service.liveGamesOf(null)?.games[0]?.sportName).toBe('Fußball');
  });
});
