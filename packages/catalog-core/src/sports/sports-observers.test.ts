import { ApiError } from '@kickoff/contracts';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { DefaultSportsCatalogService } from './sports-catalog.service';

let platform: TestPlatform;
let api: InMemoryFeedApi;
let catalog: DefaultSportsCatalogService;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    platform.clock.advanceBy(Math.min(1_000, left));
    await settle();
  }
}

beforeEach(() => {
  platform = createTestPlatform(Date.UTC(2026, 0, 1, 12));
  api = new InMemoryFeedApi();
  catalog = new DefaultSportsCatalogService(api, platform.clock, platform.visibility, platform.logger);
});
afterEach(() => {
  catalog.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

describe('observers of the sports catalogue', () => {
  it('a menu observer loads, polls every 15 s while it exists, and its dispose leaves no timer (document 001 §9)', async () => {
    const menu = catalog.observeSportsMenu('line');
    expect(menu.status).toBe('loading');
    await settle();
    expect(menu.status).toBe('ready');
    expect(menu.data?.sports[0]?.name).toBe('Football');
    await advance(15_000);
    expect(api.calls.getSportsMenu).toBe(2);
    menu.dispose();
    expect(menu.status).toBe('idle');
    expect(menu.data).toBeNull();
    expect(platform.clock.pendingTimerCount()).toBe(0);
    expect(platform.visibility.listenerCount()).toBe(0);
    await advance(30_000);
    expect(api.calls.getSportsMenu).toBe(2);
  });

  it('observers of the same data share one poll; only the last dispose stops it', async () => {
    const first = catalog.observeGame(10_002);
    const second = catalog.observeGame(10_002);
    await settle();
    expect(catalog.activeWatchCount).toBe(1);
    await advance(2_000);
    expect(api.calls.getGame).toBe(2);
    first.dispose();
    first.dispose();
    await advance(2_000);
    expect(api.calls.getGame).toBe(3);
    expect(second.data?.isLive).toBe(true);
    second.dispose();
    expect(catalog.activeWatchCount).toBe(0);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('shows an error without data, keeps the data of a later failed read, and refetches on demand', async () => {
    api.failNext(new ApiError(503, { code: 'network_error', messageKey: 'main_network_error' }));
    const game = catalog.observeGame(10_001);
    await settle();
    expect(game.status).toBe('error');
    expect(game.error).toEqual({ code: 'network_error', key: 'main_network_error' });
    game.refetch();
    await settle();
    expect(game.status).toBe('ready');
    expect(game.error).toBeNull();
    api.failNext(new ApiError(500, { code: 'internal_error', messageKey: 'main_error' }));
    game.refetch();
    await settle();
    expect(game.status).toBe('ready');
    expect(game.error?.key).toBe('main_error');
    expect(game.data?.id).toBe(10_001);
    game.dispose();
  });

  it('an unknown game is an error with the not-found key', async () => {
    const game = catalog.observeGame(99);
    await settle();
    expect(game.error).toEqual({ code: 'not_found', key: 'main_not_found' });
    game.dispose();
  });

  it('a live list observer polls every 5 s and a live update changes only its data (kept by reference)', async () => {
    const live = catalog.observeSection({ section: 'live', sportId: null, champId: null });
    await settle();
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(live.data));
    const before = live.data;
    expect(before?.map((game) => game.id)).toEqual([10_002]);
    await advance(5_000);
    expect(seen).toHaveLength(1);
    api.setScore(10_002, 1, 0);
    await advance(5_000);
    expect(seen).toHaveLength(2);
    expect(live.data?.[0]?.scoreFormatted).toBe('1:0');
    expect(api.calls.getLiveDelta).toBe(3);
    stop();
    live.dispose();
  });

  it('a line list without a championship follows the menu: the championships the menu lists, read in one call (issue 20)', async () => {
    api.games = [aFeedGame(), aFeedGame({ id: 10_003, champId: 1002, champName: 'Spain. First Division' })];
    const list = catalog.observeSection({ section: 'line', sportId: 1, champId: null });
    expect(list.status).toBe('loading');
    await settle();
    await settle();
    expect(list.champIds).toEqual([1001, 1002]);
    expect(list.data?.map((game) => game.id).sort()).toEqual([10_001, 10_003]);
    // The menu and one read of its championships' games, not one per championship.
    expect(catalog.activeWatchCount).toBe(2);
    expect(api.calls.getChampsGames).toBe(1);
    expect(api.calls.getChampGames).toBe(0);
    api.start(10_003);
    await advance(15_000);
    await settle();
    expect(list.champIds).toEqual([1001]);
    expect(list.data?.map((game) => game.id)).toEqual([10_001]);
    expect(api.calls.getChampsGames).toBe(2);
    expect(api.calls.getChampGames).toBe(0);
    list.dispose();
    expect(catalog.activeWatchCount).toBe(0);
  });

  it('a championship list reads that championship only', async () => {
    const list = catalog.observeSection({ section: 'line', sportId: null, champId: 1001 });
    const champ = catalog.observeChampionship(1001, 'line');
    await settle();
    expect(catalog.activeWatchCount).toBe(1);
    expect(list.data?.map((game) => game.id)).toEqual([10_001]);
    expect(champ.data?.champ.name).toBe('England. Premier Division');
    list.dispose();
    champ.dispose();
  });

  it('the top games of the home page: live in play and line championships, both ready', async () => {
    const live = catalog.observeTopGames('live');
    const line = catalog.observeTopGames('line');
    await settle();
    await settle();
    expect([live.status, line.status]).toEqual(['ready', 'ready']);
    expect(live.data?.map((game) => game.id)).toEqual([10_002]);
    expect(line.data?.map((game) => game.id)).toEqual([10_001]);
    live.dispose();
    line.dispose();
  });

  it('a hidden page pauses an observed poll after 30 s and reads at once when shown again', async () => {
    const menu = catalog.observeSportsMenu('line');
    await settle();
    platform.visibility.setVisible(false);
    await advance(60_000);
    const calls = api.calls.getSportsMenu;
    await advance(60_000);
    expect(api.calls.getSportsMenu).toBe(calls);
    platform.visibility.setVisible(true);
    await settle();
    expect(api.calls.getSportsMenu).toBe(calls + 1);
    menu.dispose();
  });

  it("the catalogue's dispose closes the observers still open (their polls and the menu reaction)", async () => {
    const list = catalog.observeSection({ section: 'line', sportId: null, champId: null });
    const game = catalog.observeGame(10_001);
    await settle();
    catalog.dispose();
    expect([list.status, game.status]).toEqual(['idle', 'idle']);
    expect(catalog.activeWatchCount).toBe(0);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});
