import { ApiError } from '@kickoff/contracts';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DefaultSportsCatalogService } from '../sports/sports-catalog.service';
import { aFeedGame } from '../testing/feed-fixtures';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { ResultsPagesService } from './results-pages.service';

let platform: TestPlatform;
let api: InMemoryFeedApi;
let catalog: DefaultSportsCatalogService;
let pages: ResultsPagesService;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    platform.clock.advanceBy(Math.min(1_000, left));
    await settle();
  }
}

beforeEach(() => {
  platform = createTestPlatform(Date.UTC(2026, 0, 1, 12));
  api = new InMemoryFeedApi([aFeedGame({ statusId: 4, isFinished: true, score1: 2, score2: 1, fullScore: '2:1' }), aFeedGame({ id: 10_002, statusId: 2, isLive: true })]);
  catalog = new DefaultSportsCatalogService(api, platform.clock, platform.visibility, platform.logger);
  pages = new ResultsPagesService(catalog, platform.clock);
});
afterEach(() => {
  catalog.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

describe('the results page model', () => {
  it("opens on today, re-reads today's results every 10 s, and leaves no timer once disposed", async () => {
    const page = pages.open();
    expect(page.date).toBe('2026-01-01');
    expect(page.status).toBe('loading');
    await settle();
    expect(page.view?.games.map((game) => [game.id, game.fullScore])).toEqual([[10_001, '2:1']]);
    api.finish(10_002);
    await advance(10_000);
    expect(api.calls.getResults).toBe(2);
    expect(page.view?.games.map((game) => game.id)).toEqual([10_001, 10_002]);
    page.dispose();
    expect(page.status).toBe('idle');
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('reads a past day once; refuses a day after today and keeps the current one', async () => {
    const page = pages.open();
    await settle();
    expect(page.setDate('2025-12-30')).toBe(true);
    await settle();
    await advance(30_000);
    expect(api.calls.getResults).toBe(2);
    expect(platform.clock.pendingTimerCount()).toBe(0);
    expect(page.setDate('2026-01-05')).toBe(false);
    expect(page.dateError).toEqual({ code: 'results_date_future', key: 'results_date_future' });
    expect(page.date).toBe('2025-12-30');
    page.dispose();
  });

  it('presets the championship of champs/{champId} and drops it when the sport changes', async () => {
    const page = pages.open({ champId: 1001 });
    await settle();
    expect(page.view?.games).toHaveLength(1);
    page.setChamp(7);
    expect(page.view?.games).toHaveLength(0);
    page.setSport(1);
    expect(page.champId).toBeNull();
    expect(page.view?.games).toHaveLength(1);
    page.dispose();
  });

  it('shows a failed read as an error with its key, and a refetch recovers', async () => {
    api.failNext(new ApiError(0, { code: 'network_error', messageKey: 'main_network_error' }));
    const page = pages.open({ date: '2025-12-31' });
    await settle();
    expect(page.status).toBe('error');
    expect(page.error?.key).toBe('main_network_error');
    page.refetch();
    await settle();
    expect(page.status).toBe('ready');
    page.dispose();
  });
});
