import { ApiError } from '@kickoff/contracts';
import { createTestPlatform, MemoryBootData, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { DefaultSportsCatalogService } from './sports-catalog.service';

let platform: TestPlatform;
let api: InMemoryFeedApi;
let service: DefaultSportsCatalogService;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(ms: number): Promise<void> {
  // step a second at a time so reads resolve between timers
  for (let left = ms; left > 0; left -= 1_000) {
    platform.clock.advanceBy(Math.min(1_000, left));
    await settle();
  }
}

beforeEach(async () => {
  platform = createTestPlatform(Date.UTC(2026, 0, 1, 12));
  api = new InMemoryFeedApi();
  service = new DefaultSportsCatalogService(api, platform.clock, platform.visibility, platform.logger);
});
afterEach(() => {
  service.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
  expect(platform.visibility.listenerCount()).toBe(0);
});

describe('the sports catalogue service', () => {
  it('polls the line menu every 15 s with the ETag: an unchanged feed is a 304 (document 001 §9)', async () => {
    service.watchMenu('line');
    await settle();
    expect(service.menus.line?.sports[0]?.gamesCount).toBe(1);
    await advance(14_000);
    expect(api.calls.getSportsMenu).toBe(1);
    await advance(1_000);
    expect(api.calls.getSportsMenu).toBe(2);
    expect(api.freshAnswers).toBe(1);
    api.start(10_001);
    await advance(15_000);
    expect(api.freshAnswers).toBe(2);
    expect(service.menus.line?.sports).toEqual([]);
  });

  it('reads every watched list again at once after a language switch, not at the next poll (issue 18)', async () => {
    service.watchMenu('line');
    service.watchLive(null);
    service.setLanguage('en');
    await settle();
    expect(service.menus.line?.sports[0]?.name).toBe('Football');
    expect([api.calls.getSportsMenu, api.calls.getLiveDelta]).toEqual([1, 1]);
    // The same language again reads nothing.
    service.setLanguage('en');
    await settle();
    expect([api.calls.getSportsMenu, api.calls.getLiveDelta]).toEqual([1, 1]);
    // The transport now sends German; the feed names the sport in it.
    api.language = 'de';
    api.games = api.games.map((game) => ({ ...game, sportName: 'Fußball' }));
    service.setLanguage('de');
    await settle();
    expect([api.calls.getSportsMenu, api.calls.getLiveDelta]).toEqual([2, 2]);
    expect(service.menus.line?.sports[0]?.name).toBe('Fußball');
    expect(service.liveGamesOf(null)?.games[0]?.sportName).toBe('Fußball');
    // The polls go on at their interval from the new read (line menu 15 s).
    await advance(15_000);
    expect(api.calls.getSportsMenu).toBe(3);
  });

  it('polls a live game every 2 s and a game before its start every 15 s', async () => {
    service.watchGame(10_002);
    service.watchGame(10_001);
    await settle();
    await advance(10_000);
    expect(api.calls.getGame).toBe(2 + 5);
    expect(service.games.get(10_002)?.isLive).toBe(true);
  });

  it('marks a moved coefficient up or down for 3 s', async () => {
    service.watchLive(null);
    await settle();
    api.setCoef(1_000_201, 2.5);
    api.setCoef(1_000_203, 1.5);
    await advance(5_000);
    expect(service.movementOf(1_000_201)).toBe('up');
    expect(service.movementOf(1_000_203)).toBe('down');
    expect(service.movementOf(1_000_202)).toBeNull();
    await advance(3_000);
    expect(service.movementOf(1_000_201)).toBeNull();
    expect(service.movements.size).toBe(0);
  });

  it('keeps polling for 30 s on a hidden page, then pauses, and reads at once when it shows again', async () => {
    service.watchLive(null);
    await settle();
    platform.visibility.setVisible(false);
    await advance(30_000);
    const whileHidden = api.calls.getLiveDelta;
    expect(whileHidden).toBe(1 + 6);
    await advance(60_000);
    expect(api.calls.getLiveDelta).toBe(whileHidden);
    expect(platform.clock.pendingTimerCount()).toBe(0);
    platform.visibility.setVisible(true);
    await settle();
    expect(api.calls.getLiveDelta).toBe(whileHidden + 1);
    await advance(5_000);
    expect(api.calls.getLiveDelta).toBe(whileHidden + 2);
  });

  it('shares one poll between watchers of the same data and stops it with the last release', async () => {
    const first = service.watchChamp(1001, 'line');
    const second = service.watchChamp(1001, 'line');
    await settle();
    expect(service.activeWatchCount).toBe(1);
    expect(service.champGames.get('line:1001')?.games.map((game) => game.id)).toEqual([10_001]);
    first();
    first();
    expect(service.activeWatchCount).toBe(1);
    second();
    expect(service.activeWatchCount).toBe(0);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('keeps the last error code of a read and clears it on the next answer', async () => {
    api.failNext(new ApiError(503, { code: 'unavailable', messageKey: 'main_error' }));
    service.watchMenu('live');
    await settle();
    expect(service.errorCodes.get('menu:live')).toBe('unavailable');
    await advance(10_000);
    expect(service.errorCodes.has('menu:live')).toBe(false);
    expect(service.menus.live?.sports[0]?.id).toBe(1);
  });

  it('passes fresh games to listeners (the coupon link) and not 304s', async () => {
    const seen: number[][] = [];
    service.onGames((games) => seen.push(games.map((game) => game.id)));
    service.watchGame(10_002);
    await settle();
    await advance(4_000);
    expect(seen).toEqual([[10_002]]);
    api.setScore(10_002, 1, 0);
    await advance(2_000);
    expect(seen).toEqual([[10_002], [10_002]]);
    expect(service.games.get(10_002)?.scoreFormatted).toBe('1:0');
  });

  it('reads the results of a past day once: finished games only', async () => {
    api.finish(10_002);
    const release = service.watchResults('2026-01-01', null);
    await settle();
    expect(service.results.get('2026-01-01')?.games.map((game) => [game.id, game.statusId])).toEqual([[10_002, 4]]);
    await advance(60_000);
    expect(api.calls.getResults).toBe(1);
    expect(platform.clock.pendingTimerCount()).toBe(0);
    release();
  });

  it('keeps the error code of a failed results read', async () => {
    api.failNext(new ApiError(500, { code: 'internal_error', messageKey: 'main_error' }));
    service.watchResults('2026-01-02', null);
    await settle();
    expect(service.errorCodeOf('results:2026-01-02')).toBe('internal_error');
    expect(service.results.has('2026-01-02')).toBe(false);
  });
});

describe("the page's live list taken before the first render (issue 20)", () => {
  it("fills the live board from the page's whole list with no read; the list's watch then goes on from its version", async () => {
    const answer = await api.getLiveDelta(null, null);
    if (answer.status !== 'fresh') throw new Error('no list');
    const whole = answer.data;
    api.calls.getLiveDelta = 0;
    const booted = new DefaultSportsCatalogService(api, platform.clock, platform.visibility, platform.logger, new MemoryBootData({ 'feed:live:all': { etag: `"${whole.version}"`, data: whole, readAt: null } }));
    try {
      expect(booted.liveBoardOf(null)).toBeUndefined();
      expect(booted.takeServedLive(null)).toBe(true);
      expect([booted.liveBoardOf(null)?.isLoaded, booted.liveBoardOf(null)?.version, booted.liveGamesOf(null)?.games.map((game) => game.id)]).toEqual([true, whole.version, whole.games.map((game) => game.id)]);
      expect(api.calls.getLiveDelta).toBe(0);
      // taken once; a sport's list the page does not carry is not filled
      expect([booted.takeServedLive(null), booted.takeServedLive(1)]).toEqual([false, false]);
      expect(booted.liveBoardOf(1)).toBeUndefined();
      const board = booted.liveBoardOf(null);
      const release = booted.watchLive(null);
      // the watch keeps the board it found and asks what changed since its version (nothing)
      expect(booted.liveBoardOf(null)).toBe(board);
      await settle();
      expect([api.calls.getLiveDelta, booted.liveBoardOf(null)?.version, booted.liveGamesOf(null)?.games.length]).toEqual([1, whole.version, whole.games.length]);
      release();
    } finally {
      booted.dispose();
    }
  });
});
