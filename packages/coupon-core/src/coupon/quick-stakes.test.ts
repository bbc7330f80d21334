import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { quickStakes } from '../amounts/amounts.rules';
import { DefaultCouponSettingsService } from '../settings/settings.service';
import { aContext, FakeCouponApi } from '../testing/builders';
import { DefaultCouponService } from './coupon.service';

function aCoupon(currencyIso: string, bounds: { minBetMinor?: number; maxBetMinor?: number }) {
  const platform = createTestPlatform();
  const settings = new DefaultCouponSettingsService(platform.localStore, platform.logger);
  const coupon = new DefaultCouponService(settings, new FakeCouponApi(), platform.clock, platform.localStore, platform.logger);
  coupon.configure(aContext({ currencyIso, ...bounds, siteConfig: { couponTypesWithMinAmount: [0, 1, 2, 9], couponTypesWithMaxAmount: [0, 1, 2, 9] } as never }));
  return coupon;
}

describe('quick stakes (issue 15): the currency initial amount of document 000 §9 times 1, 2, 5, 10', () => {
  it('EUR 5, 10, 25, 50; RUB 150, 300, 750, 1500; KZT 1000 ... 10000 (minor units)', () => {
    expect(quickStakes(500, {})).toEqual([500, 1000, 2500, 5000]);
    expect(aCoupon('RUB', {}).quickStakesMinor).toEqual([15_000, 30_000, 75_000, 150_000]);
    expect(aCoupon('EUR', {}).quickStakesMinor).toEqual([500, 1000, 2500, 5000]);
    expect(aCoupon('KZT', {}).quickStakesMinor).toEqual([100_000, 200_000, 500_000, 1_000_000]);
  });

  it('offers only amounts inside the bounds', () => {
    expect(quickStakes(500, { minMinor: 800, maxMinor: 3000 })).toEqual([1000, 2500]);
    expect(aCoupon('USD', { minBetMinor: 100, maxBetMinor: 2000 }).quickStakesMinor).toEqual([500, 1000]);
    expect(quickStakes(0, {})).toEqual([]);
  });

  it('a quick stake becomes the amount; an amount not offered changes nothing', () => {
    const coupon = aCoupon('EUR', { minBetMinor: 100, maxBetMinor: 50_000 });
    coupon.chooseQuickStake(2500);
    expect(coupon.draft.amountMinor).toBe(2500);
    coupon.chooseQuickStake(1234);
    expect(coupon.draft.amountMinor).toBe(2500);
  });
});
