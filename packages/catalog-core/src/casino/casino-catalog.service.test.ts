import { createTestPlatform, MemoryBootData, type TestPlatform } from '@kickoff/platform';
import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCasinoApi } from '../testing/in-memory-casino-api';
import { BOOT_PAGE_KEEP_MS, DefaultCasinoCatalogService } from './casino-catalog.service';
import { CASINO_CATEGORIES_PART, CASINO_PROVIDERS_PART, casinoGamesPart } from './casino-boot';

let platform: TestPlatform;
let api: InMemoryCasinoApi;
let service: DefaultCasinoCatalogService;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  platform = createTestPlatform();
  api = new InMemoryCasinoApi();
  service = new DefaultCasinoCatalogService(api, platform.clock, platform.logger);
});
afterEach(() => {
  service.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

describe('observers of the casino catalogue', () => {
  it('the lobby observer reads categories and providers once for every observer', async () => {
    const first = service.observeLobby();
    expect(first.status).toBe('loading');
    await settle();
    const second = service.observeLobby();
    await settle();
    expect(first.status).toBe('ready');
    expect(second.data?.categories.map((category) => category.slug)).toEqual(['slots', 'crash-games']);
    expect(second.data?.providers).toHaveLength(2);
    first.dispose();
    expect(first.status).toBe('idle');
    second.dispose();
  });

  it('a games list reads the first page, then more pages, and stops at the last', async () => {
    const list = service.observeGames();
    await settle();
    expect(list.status).toBe('ready');
    expect(list.data).toHaveLength(24);
    expect(list.total).toBe(60);
    await list.loadMore();
    await list.loadMore();
    expect(list.data?.map((game) => game.id)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    expect(list.hasMore).toBe(false);
    await list.loadMore();
    expect(api.gameQueries).toHaveLength(3);
    list.dispose();
  });

  it('filters by category with a subcategory, and by provider', async () => {
    const crash = service.observeGames({ category: 'crash-games' });
    const fresh = service.observeGames({ category: 'slots', tag: 'new' });
    const provider = service.observeGames({ provider: 'red-fox' });
    await settle();
    await settle();
    expect(crash.data?.every((game) => game.categorySlug === 'crash-games')).toBe(true);
    expect(crash.total).toBe(30);
    expect(fresh.data?.map((game) => game.id)).toEqual([1, 11, 21, 31, 41, 51]);
    expect(api.gameQueries).toContainEqual({ page: 1, pageSize: 24, provider: 'red-fox' });
    for (const observer of [crash, fresh, provider]) observer.dispose();
  });

  it('a view observing a list or the lobby sees each answer (data is observable, kept by reference)', async () => {
    const list = service.observeGames();
    const lobby = service.observeLobby();
    const seen: Array<string> = [];
    const stop = autorun(() => seen.push(`${list.status}:${list.data?.length ?? '-'}:${lobby.data?.categories.length ?? '-'}`));
    await settle();
    await list.loadMore();
    expect(seen.at(-1)).toBe('ready:48:2');
    expect(seen[0]).toBe('loading:-:-');
    stop();
    list.dispose();
    lobby.dispose();
  });

  it('a category the catalogue does not list is not read (the page shows its text only)', async () => {
    const list = service.observeGames({ category: 'bingo' });
    await settle();
    await settle();
    expect(list.isListed).toBe(false);
    expect(list.status).toBe('ready');
    expect(api.gameQueries).toHaveLength(0);
    list.dispose();
  });

  it('searches 300 ms after the last keystroke, not for one letter, and not again for the same text', async () => {
    const search = service.observeGames();
    await settle();
    const before = api.gameQueries.length;
    search.setSearch('g');
    expect(search.isSearchTooShort).toBe(true);
    search.setSearch('go');
    platform.clock.advanceBy(200);
    search.setSearch('gol');
    platform.clock.advanceBy(299);
    expect(api.gameQueries).toHaveLength(before);
    platform.clock.advanceBy(1);
    await settle();
    expect(api.gameQueries).toHaveLength(before + 1);
    expect(api.gameQueries.at(-1)?.search).toBe('gol');
    expect(search.total).toBe(20);
    search.setSearch(' gol ');
    platform.clock.advanceBy(300);
    await settle();
    expect(api.gameQueries).toHaveLength(before + 1);
    search.setSearch('wild');
    expect(platform.clock.pendingTimerCount()).toBe(1);
    search.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('a disposed list ignores a late answer', async () => {
    api.hold();
    const list = service.observeGames();
    list.dispose();
    api.release();
    await settle();
    expect(list.status).toBe('idle');
    expect(list.data).toBeNull();
  });

  it('toggles favourites at once and restores them when the server refuses; the favourites observer reads them', async () => {
    await service.toggleFavourite(4);
    await service.toggleFavourite(9);
    expect(service.favouriteIds).toEqual([9, 4]);
    const favourites = service.observeFavourites();
    await settle();
    expect(favourites.data?.map((game) => game.id)).toEqual([9, 4]);
    api.refuseFavourites = true;
    const pending = service.toggleFavourite(4);
    expect(service.isFavourite(4)).toBe(false);
    await pending;
    expect(service.favouriteIds).toEqual([9, 4]);
    expect(service.errorCode).toBe('internal_error');
    favourites.dispose();
  });

  it("a game's observer gives its launch page to a signed-in player and the refusal to a guest", async () => {
    const game = service.observeGame(7);
    await settle();
    expect(game.data?.url).toBe('/casino-api/play/7');
    api.signedIn = false;
    const refused = service.observeGame(7);
    await settle();
    expect(refused.status).toBe('error');
    expect(refused.error?.code).toBe('unauthorized');
    game.dispose();
    refused.dispose();
  });

  it('the recently played observer lists the games the player played for real, the last first (issue 17)', async () => {
    api.recentIds = [9, 4];
    const recent = service.observeRecent();
    await settle();
    expect(recent.data?.map((game) => game.id)).toEqual([9, 4]);
    recent.dispose();
    api.signedIn = false;
    const guest = service.observeRecent();
    await settle();
    expect(guest.error?.code).toBe('unauthorized');
    guest.dispose();
  });

  it("the service's dispose closes the observers still open", async () => {
    const search = service.observeGames();
    search.setSearch('golden');
    service.dispose();
    expect(search.status).toBe('idle');
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});

describe('the lobby the page came with (issue 20: boot data)', () => {
  async function bootOf(): Promise<MemoryBootData> {
    // the parts as the API writes them: each call's answer body
    const source = new InMemoryCasinoApi();
    const query = { category: 'slots', page: 1, pageSize: 24 };
    return new MemoryBootData({
      [CASINO_CATEGORIES_PART]: { categories: await source.getCategories() },
      [CASINO_PROVIDERS_PART]: { providers: await source.getProviders() },
      [casinoGamesPart(query)]: await source.getGames(query),
    });
  }

  it('draws the lobby and the first page of a category at once, with no read', async () => {
    const booted = new DefaultCasinoCatalogService(api, platform.clock, platform.logger, await bootOf());
    const lobby = booted.observeLobby();
    const list = booted.observeGames({ category: 'slots' });
    expect(lobby.status).toBe('ready');
    expect(lobby.data?.categories.map((category) => category.slug)).toEqual(['slots', 'crash-games']);
    expect(list.status).toBe('ready');
    expect(list.data).toHaveLength(24);
    expect(list.data?.every((game) => game.categorySlug === 'slots')).toBe(true);
    expect(list.hasMore).toBe(list.total > 24);
    // the same first render's observer made again draws the same page; later lists read the server
    const again = booted.observeGames({ category: 'slots' });
    expect(again.data?.map((game) => game.id)).toEqual(list.data?.map((game) => game.id));
    expect(api.gameQueries).toHaveLength(0);
    platform.clock.advanceBy(BOOT_PAGE_KEEP_MS + 1);
    const later = booted.observeGames({ category: 'slots' });
    expect(later.data).toBeNull();
    await settle();
    expect(later.data).toHaveLength(24);
    expect(api.gameQueries).toHaveLength(1);
    booted.dispose();
  });

  it('reads as before when the page carries no such part or a malformed one', async () => {
    const booted = new DefaultCasinoCatalogService(api, platform.clock, platform.logger, new MemoryBootData({ [CASINO_CATEGORIES_PART]: { categories: 'nope' } }));
    const list = booted.observeGames({ category: 'slots' });
    expect(list.data).toBeNull();
    await settle();
    await settle();
    expect(list.data).toHaveLength(24);
    expect(api.gameQueries).toHaveLength(1);
    booted.dispose();
  });
});
