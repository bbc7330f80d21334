import { CouponApi } from '@kickoff/contracts';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { couponPicksModule } from '../coupon-picks.module';
import { couponPlacingModule } from '../coupon-placing.module';
import { BalanceRefresher, CouponPlacer, CouponService } from '../ids';
import { PlacingIdSource } from '../placing/placing-id';
import { CouponSettingsService } from '../settings/settings.service';
import { aBet, aContext, FakeCouponApi, SequentialIds } from '../testing/builders';
import { COUPON_STORAGE_KEY, CouponPicks, CouponPlacingLoader, type CouponPresser } from './picks.store';

/**
 * A container as the web app makes it (issue 20): the picks at start, the coupon's service and
 * placing loaded by `CouponPlacingLoader` when the loader is asked (`release` lets the load finish).
 */
function anAppContainer(platform: TestPlatform = createTestPlatform()) {
  const container = new Container({ defaultScope: 'Singleton' });
  const api = new FakeCouponApi();
  container.load(platformModule(platform), couponPicksModule);
  container.bind(CouponApi).toConstantValue(api);
  container.bind(BalanceRefresher).toConstantValue({ refresh: () => Promise.resolve() });
  const loads: Array<() => void> = [];
  container.bind(CouponPlacingLoader).toConstantValue({
    load: () =>
      new Promise<CouponPresser>((resolve) => {
        loads.push(() => {
          if (!container.isBound(CouponPlacer)) {
            container.load(couponPlacingModule);
            container.rebind(PlacingIdSource).toConstantValue(new SequentialIds());
          }
          resolve(container.get(CouponPlacer));
        });
      }),
  });
  const release = async () => {
    for (const load of loads.splice(0)) load();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { container, platform, api, loads, release, picks: container.get(CouponPicks) };
}

describe('CouponPicks (the first page\'s part of the coupon, issue 20)', () => {
  it('puts a pressed selection into the coupon at once, before the placing is loaded, keeps it in local storage, and takes it out on the next press', async () => {
    const app = anAppContainer();
    const bet = aBet({ id: 'b1', coef: 1.9 });
    const editMark = app.picks.editMark;
    void app.picks.press(bet);
    expect(app.picks.bets.map((pick) => pick.id)).toEqual(['b1']);
    expect(app.picks.isPicked(bet.market.id)).toBe(true);
    expect(app.picks.editMark).toBe(editMark + 1);
    expect(app.picks.draft.addedAtByBetId['b1']).toBe(app.platform.clock.now());
    expect(JSON.parse(app.platform.localStore.get(COUPON_STORAGE_KEY) ?? '{}').bets.map((pick: { id: string }) => pick.id)).toEqual(['b1']);
    // the placing is asked for once, not before the first press
    expect(app.loads).toHaveLength(1);
    void app.picks.press(bet);
    expect(app.picks.bets).toEqual([]);
    expect(app.picks.isPicked(bet.market.id)).toBe(false);
    expect(app.loads).toHaveLength(1);
    expect(app.container.isBound(CouponService)).toBe(false);
  });

  it('shares its draft with the coupon service once the placing is loaded, whose placer then decides the presses', async () => {
    const app = anAppContainer();
    void app.picks.press(aBet({ id: 'b1' }));
    await app.release();
    const coupon = app.container.get(CouponService);
    expect(coupon.bets.map((bet) => bet.id)).toEqual(['b1']);
    coupon.configure(aContext({ currencyIso: 'EUR' }));
    // a bet added through the service is one of the picks, and a press on it goes through the placer
    const second = aBet({ id: 'b2', coef: 2.5 });
    coupon.addBet(second);
    expect(app.picks.bets.map((bet) => bet.id)).toEqual(['b1', 'b2']);
    expect(coupon.editMark).toBe(app.picks.editMark);
    await app.picks.press(second);
    expect(coupon.bets.map((bet) => bet.id)).toEqual(['b1']);
    expect(app.loads).toHaveLength(0);
    // one-click now places at once, through the placer (document 000 §4)
    app.container.get(CouponSettingsService).update({ isActiveOneClick: true, oneClickAmount: 5 });
    await app.picks.press(aBet({ id: 'b3', coef: 1.5 }));
    expect(app.api.placed).toHaveLength(1);
    expect(app.api.placed[0]?.bets.map((bet) => bet.id)).toEqual(['b3']);
    expect(coupon.bets.map((bet) => bet.id)).toEqual(['b1']);
  });

  it('in one-click mode waits for the placer and lets it place the press: nothing goes into the coupon', async () => {
    const app = anAppContainer();
    app.container.get(CouponSettingsService).update({ isActiveOneClick: true, oneClickAmount: 5 });
    const press = app.picks.press(aBet({ id: 'b1', coef: 1.5 }));
    expect(app.picks.bets).toEqual([]);
    expect(app.loads).toHaveLength(1);
    await app.release();
    app.container.get(CouponService).configure(aContext({ currencyIso: 'EUR' }));
    await press;
    expect(app.api.placed.map((request) => request.bets.map((bet) => bet.id))).toEqual([['b1']]);
    expect(app.picks.bets).toEqual([]);
  });

  it('reads the coupon kept in local storage when the app starts (the stored picks show after a reload)', () => {
    const platform = createTestPlatform();
    const first = anAppContainer(platform);
    void first.picks.press(aBet({ id: 'b1' }));
    void first.picks.press(aBet({ id: 'b2', kind: 3 }));
    const reloaded = anAppContainer(platform);
    expect(reloaded.picks.bets.map((bet) => bet.id)).toEqual(['b1', 'b2']);
    expect(reloaded.loads).toHaveLength(0);
  });

  it('asks for the placing again after a load failed, and a failed one-click load places nothing', async () => {
    const platform = createTestPlatform();
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(platformModule(platform), couponPicksModule);
    let asked = 0;
    container.bind(CouponPlacingLoader).toConstantValue({
      load: () => {
        asked++;
        return Promise.reject(new Error('chunk failed'));
      },
    });
    const picks = container.get(CouponPicks);
    await picks.press(aBet({ id: 'b1' }));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(picks.bets.map((bet) => bet.id)).toEqual(['b1']);
    container.get(CouponSettingsService).update({ isActiveOneClick: true, oneClickAmount: 5 });
    await picks.press(aBet({ id: 'b2' }));
    expect(asked).toBe(2);
    expect(picks.bets.map((bet) => bet.id)).toEqual(['b1']);
  });
});
