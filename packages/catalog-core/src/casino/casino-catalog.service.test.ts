import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCasinoApi } from '../testing/in-memory-casino-api';
import { DefaultCasinoCatalogService } from './casino-catalog.service';

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

describe('the casino catalogue service', () => {
  it('loads categories, providers and the first page, then more pages', async () => {
    await service.load();
    expect(service.categories.map((category) => category.slug)).toEqual(['slots', 'crash-games']);
    expect(service.providers).toHaveLength(2);
    expect(service.games).toHaveLength(24);
    expect(service.total).toBe(60);
    await service.loadMore();
    await service.loadMore();
    expect(service.games.map((game) => game.id)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    expect(service.hasMore).toBe(false);
    await service.loadMore();
    expect(api.gameQueries).toHaveLength(3);
  });

  it('filters by category and provider from the first page', async () => {
    await service.load();
    await service.setCategory('crash-games');
    expect(service.games.every((game) => game.categorySlug === 'crash-games')).toBe(true);
    expect(service.total).toBe(30);
    await service.setProvider('northlight');
    expect(service.total).toBe(0);
    await service.setProvider('red-fox');
    expect(service.page).toBe(1);
    expect(api.gameQueries.at(-1)).toEqual({ page: 1, pageSize: 24, category: 'crash-games', provider: 'red-fox' });
    await service.setProvider(null);
    await service.setCategory('slots', 'new');
    expect(service.games.map((game) => game.id)).toEqual([1, 11, 21, 31, 41, 51]);
  });

  it('searches 300 ms after the last keystroke, and not for one letter', async () => {
    await service.load();
    const before = api.gameQueries.length;
    service.setSearch('g');
    service.setSearch('go');
    platform.clock.advanceBy(200);
    service.setSearch('gol');
    platform.clock.advanceBy(299);
    expect(api.gameQueries).toHaveLength(before);
    platform.clock.advanceBy(1);
    await settle();
    expect(api.gameQueries).toHaveLength(before + 1);
    expect(api.gameQueries.at(-1)?.search).toBe('gol');
    expect(service.total).toBe(20);
    // spaces around the same search change nothing
    service.setSearch(' gol ');
    platform.clock.advanceBy(300);
    await settle();
    expect(api.gameQueries).toHaveLength(before + 1);
  });

  it('shows the answer of the newest filter when an older request answers late', async () => {
    await service.load();
    api.hold();
    const older = service.setCategory('slots');
    const newer = service.setCategory('crash-games');
    api.release();
    await Promise.all([older, newer]);
    expect(service.games.every((game) => game.categorySlug === 'crash-games')).toBe(true);
    expect(service.isLoading).toBe(false);
    expect(service.errorCode).toBeNull();
  });

  it('toggles favourites at once and restores them when the server refuses', async () => {
    await service.toggleFavourite(4);
    await service.toggleFavourite(9);
    expect(service.favouriteIds).toEqual([9, 4]);
    expect(service.favourites.map((game) => game.id)).toEqual([9, 4]);
    api.refuseFavourites = true;
    const pending = service.toggleFavourite(4);
    expect(service.isFavourite(4)).toBe(false);
    await pending;
    expect(service.favouriteIds).toEqual([9, 4]);
    expect(service.errorCode).toBe('internal_error');
  });

  it('launches a game for a signed-in player and keeps the refusal code for a guest', async () => {
    expect(await service.launch(7)).toBe('/casino-api/play/7');
    api.signedIn = false;
    expect(await service.launch(7)).toBeNull();
    expect(service.errorCode).toBe('unauthorized');
  });
});
