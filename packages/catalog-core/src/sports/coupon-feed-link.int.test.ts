import { CouponApi, FeedApi } from '@kickoff/contracts';
import { CouponService, CouponSettingsService, couponCoreModule } from '@kickoff/coupon-core';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { Container } from 'inversify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogCoreModule } from '../catalog-core.module';
import { aFeedGame } from '../testing/feed-fixtures';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { CouponFeedLink } from './coupon-feed-link';
import { SportsCatalogService } from './sports-catalog.service';
import { toCouponBet } from './sports.rules';

let platform: TestPlatform;
let feed: InMemoryFeedApi;
let container: Container;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    platform.clock.advanceBy(Math.min(1_000, left));
    await settle();
  }
}

const unusedCouponApi: CouponApi = {
  placeCoupon: () => Promise.reject(new Error('not used')),
  getPlacingOutcome: () => Promise.reject(new Error('not used')),
  loadCoupon: () => Promise.reject(new Error('not used')),
};

beforeEach(() => {
  platform = createTestPlatform(Date.UTC(2026, 0, 1, 12));
  feed = new InMemoryFeedApi();
  container = new Container();
  container.load(platformModule(platform), couponCoreModule, catalogCoreModule);
  container.bind(FeedApi).toConstantValue(feed);
  container.bind(CouponApi).toConstantValue(unusedCouponApi);
});
afterEach(() => {
  container.get(CouponFeedLink).dispose();
  container.get(SportsCatalogService).dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

/** Puts the home win of a game in the coupon as the feed holds it now. */
async function addHomeWin(gameId: number): Promise<string> {
  const answer = await feed.getGame(gameId);
  if (answer.status !== 'fresh') throw new Error('expected a fresh game');
  const market = answer.data.mainMarkets[0]!;
  container.get(CouponService).addBet(toCouponBet(answer.data, market));
  return String(market.id);
}

describe('the feed-to-coupon link (wired with coupon-core)', () => {
  it('watches the games of the coupon’s bets and follows their odds by the policy', async () => {
    const coupon = container.get(CouponService);
    const link = container.get(CouponFeedLink);
    const betId = await addHomeWin(10_002);
    link.start();
    await settle();
    expect(link.watchedGameIds).toEqual([10_002]);

    // default changeCoefAction 2 (document 000 §9): an increase is taken silently
    feed.setCoef(Number(betId), 2.1);
    await advance(2_000);
    expect(coupon.bets[0]!.market.coef).toBe(2.1);
    expect(coupon.pendingCoefChanges).toEqual({});

    // a decrease waits for the player's confirmation
    feed.setCoef(Number(betId), 1.7);
    await advance(2_000);
    expect(coupon.bets[0]!.market.coef).toBe(1.7);
    expect(coupon.pendingCoefChanges[betId]).toEqual({ fromCoef: 2.1, toCoef: 1.7 });

    feed.setBlocked(Number(betId), true);
    await advance(2_000);
    expect(coupon.bets[0]!.isBlocked).toBe(true);
  });

  it('does not watch the express bonus bet: it has no game (document 000 §5), so no read of game 0 is made', async () => {
    feed.games = [aFeedGame({ id: 10_001 }), aFeedGame({ id: 10_003 }), aFeedGame({ id: 10_004 })];
    const coupon = container.get(CouponService);
    coupon.configure({ siteConfig: { ...coupon.context.siteConfig, isAvailableCouponBonusBet: true } });
    const link = container.get(CouponFeedLink);
    link.start();
    for (const gameId of [10_001, 10_003, 10_004]) await addHomeWin(gameId);
    coupon.setType(1);
    await settle();
    expect(coupon.bets.map((bet) => bet.id)).toContain('bonus');
    expect(link.watchedGameIds.sort((a, b) => a - b)).toEqual([10_001, 10_003, 10_004]);
  });

  it('drops a bet whose game finished (status 4) and stops watching it', async () => {
    const coupon = container.get(CouponService);
    const link = container.get(CouponFeedLink);
    await addHomeWin(10_002);
    link.start();
    await settle();
    feed.finish(10_002);
    await advance(2_000);
    expect(coupon.bets).toEqual([]);
    expect(link.watchedGameIds).toEqual([]);
    expect(container.get(SportsCatalogService).activeWatchCount).toBe(0);
  });

  it('drops a bet on a score change when isDropOnScoreChange is set', async () => {
    const coupon = container.get(CouponService);
    container.get(CouponSettingsService).update({ isDropOnScoreChange: true });
    await addHomeWin(10_002);
    container.get(CouponFeedLink).start();
    await settle();
    feed.setScore(10_002, 0, 1);
    await advance(2_000);
    expect(coupon.bets).toEqual([]);
  });

  it('updates the coupon from any page’s data, not only its own watches', async () => {
    const coupon = container.get(CouponService);
    const betId = await addHomeWin(10_002);
    container.get(CouponFeedLink).start();
    await settle();
    container.get(SportsCatalogService).watchLive(null);
    await settle();
    feed.setCoef(Number(betId), 1.95);
    container.get(SportsCatalogService).refreshAll();
    await settle();
    await settle();
    expect(coupon.bets[0]!.market.coef).toBe(1.95);
  });
});
