import { describe, expect, it } from 'vitest';
import { aBet, aContainer, aContext } from './testing/builders';
import { CouponService } from './coupon/coupon.service';
import { CouponPlacer } from './placing/placer.service';
import { CouponSettingsService } from './settings/settings.service';

describe('couponCoreModule', () => {
  it('wires the services as singletons over the platform ports and the CouponApi', async () => {
    const { container, platform, api } = aContainer();
    const coupon = container.get(CouponService);
    expect(container.get(CouponService)).toBe(coupon);
    coupon.configure(aContext());
    coupon.addBet(aBet({ id: 'a', coef: 1.5, isLive: true }));
    container.get(CouponSettingsService).setChangeCoefAction(1);
    expect(await container.get(CouponPlacer).place()).toMatchObject({ kind: 'done', successCoupon: { requestId: 'intent-0001' } });
    expect(api.placed[0]).toMatchObject({ changeCoefAction: 1, amount: 150 });
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});
