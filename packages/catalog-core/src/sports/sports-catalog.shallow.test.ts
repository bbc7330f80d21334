import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { autorun, isObservable } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { DefaultSportsCatalogService } from './sports-catalog.service';

let platform: TestPlatform;
let api: InMemoryFeedApi;
let service: DefaultSportsCatalogService;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  platform = createTestPlatform(Date.UTC(2026, 0, 1, 12));
  api = new InMemoryFeedApi();
  service = new DefaultSportsCatalogService(api, platform.clock, platform.visibility, platform.logger);
});
afterEach(() => {
  service.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

// Regression: every live poll converted the whole list (1000 coefficients) into observables.
describe('feed data is kept by reference', () => {
  it('stores each read as it came, and a new read still notifies the pages', async () => {
    const seen: number[] = [];
    const stop = autorun(() => seen.push(service.liveGamesOf(null)?.games.length ?? -1));
    service.watchLive(null);
    service.watchMenu('line');
    await settle();
    const live = service.liveGamesOf(null);
    expect(live).toBeDefined();
    expect(isObservable(live)).toBe(false);
    expect(isObservable(live?.games[0]?.mainMarkets)).toBe(false);
    expect(isObservable(service.menus.line)).toBe(false);
    expect(seen.at(-1)).toBe(live?.games.length);
    expect(seen.length).toBeGreaterThan(1);
    stop();
  });
});
