import { describe, expect, it } from 'vitest';
import { ApiError } from '@kickoff/contracts';
import { createTestPlatform } from '@kickoff/platform';
import { acceptAll, aBet, aContext, FakeCouponApi, SequentialIds } from '../testing/builders';
import { DefaultCouponService } from '../coupon/coupon.service';
import { DefaultCouponSettingsService } from '../settings/settings.service';
import { DefaultCouponPlacer, ONE_CLICK_SET_AMOUNT_KEY, PLACING_POLICY } from './placer.service';

const lost = () => new ApiError(0, { code: 'network_error', messageKey: 'main_network_error' });

function setup() {
  const platform = createTestPlatform();
  const api = new FakeCouponApi();
  const settings = new DefaultCouponSettingsService(platform.localStore, platform.logger);
  const coupon = new DefaultCouponService(settings, api, platform.clock, platform.localStore, platform.logger, new SequentialIds());
  coupon.configure(aContext({ currencyIso: 'EUR' }));
  const refreshes: number[] = [];
  const placer = new DefaultCouponPlacer(coupon, platform.clock, { refresh: () => Promise.resolve(refreshes.push(platform.clock.now())) });
  return { platform, api, settings, coupon, placer, refreshes };
}

/** Lets the awaited promises between timers run, then moves the clock. */
async function advance(platform: ReturnType<typeof createTestPlatform>, ms: number): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  platform.clock.advanceBy(ms);
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('CouponPlacer: one retry and look-up policy per intent', () => {
  it('a lost answer that was placed: exactly one place call, one look-up, one bet, the balance refreshed', async () => {
    const { api, coupon, placer, refreshes } = setup();
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    api.placeAnswers = [
      (request) => {
        // The server placed it; the answer never arrives.
        api.outcomes.set(request.id, acceptAll(request));
        throw lost();
      },
    ];
    await placer.place();
    expect(api.placed).toHaveLength(1);
    expect(api.outcomeLookups).toEqual(['intent-0001']);
    expect(coupon.successCoupon?.requestId).toBe('intent-0001');
    expect(coupon.placingStatus).toBe('idle');
    expect(refreshes).toHaveLength(1);
  });

  it('an outcome that stays unknown: one place call and the policy look-ups at 0, 1000, 2000, 3000 ms, then the player decides', async () => {
    const { api, coupon, placer, platform } = setup();
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    api.placeAnswers = [lost()];
    const startedAt = platform.clock.now();
    api.getPlacingOutcome = (requestId) => {
      api.outcomeLookups.push(`${requestId}@${platform.clock.now() - startedAt}`);
      return Promise.reject(lost());
    };
    const placing = placer.place();
    for (const delay of [0, 1000, 2000, 3000]) await advance(platform, delay);
    await placing;
    expect(api.placed).toHaveLength(1);
    expect(api.outcomeLookups).toEqual(['intent-0001@0', 'intent-0001@1000', 'intent-0001@3000', 'intent-0001@6000']);
    expect(api.outcomeLookups).toHaveLength(PLACING_POLICY.outcomeLookups);
    expect(coupon.placingStatus).toBe('unknown');
    expect(placer.isBusy).toBe(false);
    expect(coupon.bets).toHaveLength(1);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('a second press while placing sends nothing more', async () => {
    const { api, coupon, placer } = setup();
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    const first = placer.place();
    const second = await placer.place();
    await first;
    expect(second).toEqual({ kind: 'busy' });
    expect(api.placed).toHaveLength(1);
  });

  it('one-click with no stake set tells the player to set one (document 000 §4), and sends nothing', async () => {
    const { api, coupon, placer, settings } = setup();
    coupon.requestOneClick(true);
    expect(settings.settings.oneClickAmount).toBe(0);
    expect(await placer.placeOneClick(aBet({ id: 'x', coef: 1.8 }))).toMatchObject({ kind: 'invalid' });
    expect(placer.oneClickRefusalKey).toBe(ONE_CLICK_SET_AMOUNT_KEY);
    expect(api.placed).toHaveLength(0);
    settings.update({ oneClickAmount: 5 });
    expect(await placer.placeOneClick(aBet({ id: 'x', coef: 1.8 }))).toMatchObject({ kind: 'done' });
    expect(placer.oneClickRefusalKey).toBeNull();
    expect(api.placed).toHaveLength(1);
  });
});
