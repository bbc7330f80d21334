import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aFeedGame, aFeedMarket } from '../testing/feed-fixtures';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { connectOddsFace, connectOddsLock, followOddsFace, peekOddsFace } from './odds-face.connect';
import { DefaultSportsCatalogService } from './sports-catalog.service';
import { MOVEMENT_HOLD_MS } from './sports.rules';

let platform: TestPlatform;
let api: InMemoryFeedApi;
let service: DefaultSportsCatalogService;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  platform = createTestPlatform(Date.UTC(2026, 0, 1, 12));
  api = new InMemoryFeedApi([aFeedGame({ id: 20_001, statusId: 2, timeSec: 600, period: 1 }), aFeedGame({ id: 20_002, statusId: 2, timeSec: 1_200, period: 1, opponent1Name: 'Bristol Town' })]);
  api.streamsAvailable = true;
  service = new DefaultSportsCatalogService(api, platform.clock, platform.visibility, platform.logger);
});
afterEach(() => {
  service.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

describe('a coefficient on a live list (issue 20: one live update under a frame)', () => {
  it('a delta that moves one coefficient re-runs that coefficient only: not its neighbours, its row, or the list', async () => {
    const list = service.observeSection({ section: 'live', sportId: null, champId: null });
    await settle();
    const listed = (list.rowGames ?? []).flatMap((game) => game.mainMarkets);
    expect(listed.map((market) => market.id)).toEqual([2_000_101, 2_000_102, 2_000_103, 2_000_201, 2_000_202, 2_000_203]);
    // What a list draws: its rows (the layout) and, inside each button's own observer, that button's face.
    const runs = new Map<string, number>();
    const count = (key: string) => runs.set(key, (runs.get(key) ?? 0) + 1);
    const stops = [
      autorun(() => {
        count('rows');
        void list.rowGames;
      }),
      autorun(() => {
        count('status');
        void list.status;
      }),
      ...listed.map((market) =>
        autorun(() => {
          count(`face ${market.id}`);
          void connectOddsFace(market, list);
        }),
      ),
      // A button's structure (lock or price) and the one subscription that shows its price.
      ...listed.map((market) =>
        autorun(() => {
          count(`lock ${market.id}`);
          void connectOddsLock(market, list);
        }),
      ),
      ...listed.map((market) => followOddsFace(market, list, null, () => count(`shown ${market.id}`))),
    ];
    api.setCoef(2_000_102, 3.75);
    api.pushLive();
    const once = Object.fromEntries([
      ['rows', 1],
      ['status', 1],
      ...listed.flatMap((market) => [
        [`face ${market.id}`, market.id === 2_000_102 ? 2 : 1],
        [`lock ${market.id}`, 1],
        [`shown ${market.id}`, market.id === 2_000_102 ? 2 : 1],
      ]),
    ]);
    expect(Object.fromEntries(runs)).toEqual(once);
    const moved = connectOddsFace(listed[1] as (typeof listed)[number], list);
    // The fixture's X is 3.40: 3.75 is a move up (document 001: odds movements), announced by its key.
    expect([moved.coef, moved.movement, moved.movementKey, moved.isLocked]).toEqual([3.75, 'up', 'betting_odds_up', false]);
    // The movement is shown for its hold time; then that coefficient alone re-runs once more.
    platform.clock.advanceBy(MOVEMENT_HOLD_MS);
    expect(Object.fromEntries(runs)).toEqual({ ...once, 'face 2000102': 3, 'shown 2000102': 3 });
    expect(connectOddsFace(listed[1] as (typeof listed)[number], list).movement).toBeNull();
    // Blocking a market re-renders that button's structure (a lock instead of the price), and only it.
    api.setBlocked(2_000_203, true);
    api.pushLive();
    expect([runs.get('lock 2000203'), runs.get('lock 2000202'), runs.get('rows')]).toEqual([2, 1, 1]);
    expect(connectOddsLock(listed[5] as (typeof listed)[number], list)).toEqual({ isLocked: true, lockedKey: 'betting_odds_suspended' });
    expect(peekOddsFace(listed[5] as (typeof listed)[number], list).isLocked).toBe(true);
    for (const stop of stops) stop();
    list.dispose();
  });

  it('the one subscription per coefficient shows its face at once and on each change, in one face object updated in place (a live update allocates none)', async () => {
    const list = service.observeSection({ section: 'live', sportId: null, champId: null });
    await settle();
    const [home, draw] = (list.rowGames ?? []).flatMap((game) => game.mainMarkets);
    const shown: Array<{ face: object; coef: number; movement: string | null; movementKey: string | null; isLocked: boolean }> = [];
    const stop = followOddsFace(draw as NonNullable<typeof draw>, list, null, (face) => shown.push({ face, coef: face.coef, movement: face.movement, movementKey: face.movementKey, isLocked: face.isLocked }));
    // At once: the fixture's X at 3.40, no movement.
    expect(shown.map(({ face: _face, ...values }) => values)).toEqual([{ coef: 3.4, movement: null, movementKey: null, isLocked: false }]);
    // Another coefficient's move and a delta of nothing new call nothing.
    api.setCoef((home as NonNullable<typeof home>).id, 1.5);
    api.pushLive();
    api.pushLive();
    expect(shown).toHaveLength(1);
    // Its own move down (document 001: odds movements), then the hold's end, then a block: the same face object each time.
    api.setCoef(2_000_102, 3.1);
    api.pushLive();
    platform.clock.advanceBy(MOVEMENT_HOLD_MS);
    api.setBlocked(2_000_102, true);
    api.pushLive();
    expect(shown.slice(1).map(({ face: _face, ...values }) => values)).toEqual([
      { coef: 3.1, movement: 'down', movementKey: 'betting_odds_down', isLocked: false },
      { coef: 3.1, movement: null, movementKey: null, isLocked: false },
      { coef: 3.1, movement: null, movementKey: null, isLocked: true },
    ]);
    expect(new Set(shown.map(({ face }) => face)).size).toBe(1);
    // Disposed: a move calls nothing more.
    stop();
    api.setCoef(2_000_102, 3.6);
    api.pushLive();
    expect(shown).toHaveLength(4);
    list.dispose();
  });

  it('a blocked market shows a lock and its announcement; the same market and movement answer the same view (an update allocates little)', () => {
    const open = aFeedMarket({ id: 7, gameId: 1, coef: 2.1 });
    const blocked = { ...open, isBlocked: true };
    const source = { marketOf: (id: number) => (id === 7 ? blocked : null), movementOf: () => 'down' as const };
    const view = connectOddsFace(open, source);
    expect([view.market, view.coef, view.isLocked, view.lockedKey, view.movement, view.movementKey]).toEqual([blocked, 2.1, true, 'betting_odds_suspended', 'down', 'betting_odds_down']);
    expect(connectOddsFace(open, source)).toBe(view);
    // Off a live list (a game page): the listed market and the movement the page passes.
    const plain = connectOddsFace(open, null, 'up');
    expect([plain.market, plain.isLocked, plain.lockedKey, plain.movementKey]).toEqual([open, false, null, 'betting_odds_up']);
    expect(connectOddsFace(open, null)).not.toBe(plain);
    expect(connectOddsFace(open, null).movement).toBeNull();
  });
});
