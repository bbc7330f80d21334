import { CouponApi } from '@kickoff/contracts';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { Container } from 'inversify';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { couponPicksModule } from '../coupon-picks.module';
import { couponPlacingModule } from '../coupon-placing.module';
import { BalanceRefresher, CouponPlacer, CouponService } from '../ids';
import { PlacingIdSource } from '../placing/placing-id';
import { CouponSettingsService } from '../settings/settings.service';
import { aBet, aContext, FakeCouponApi, SequentialIds } from '../testing/builders';
import { COUPON_STORAGE_KEY, CouponNotifier, CouponPicks, CouponPlacingLoader, ONE_CLICK_NOT_LOADED_KEY, type CouponNotice, type CouponPresser } from './picks.store';
import { toggleSelection } from './selection.rules';

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
  it('tells an observer of a market only when that market goes in or out of the coupon, not on every new draft', () => {
    const app = anAppContainer();
    const watched = aBet({ id: 'w', coef: 2.1 });
    const other = aBet({ id: 'o', coef: 1.7 });
    expect(watched.market.id).not.toBe(other.market.id);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(app.picks.isPicked(watched.market.id)));
    expect(seen).toEqual([false]);
    // another market's pick and a new draft of the same bets leave this observer alone
    void app.picks.press(other);
    app.picks.setDraft({ ...app.picks.draft });
    expect(seen).toEqual([false]);
    void app.picks.press(watched);
    expect(seen).toEqual([false, true]);
    void app.picks.press(other);
    expect(seen).toEqual([false, true]);
    void app.picks.press(watched);
    expect(seen).toEqual([false, true, false]);
    expect(app.picks.observedMarkets).toBe(1);
    stop();
    // nothing kept for a market nobody observes any more
    expect(app.picks.observedMarkets).toBe(0);
  });

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
    const notices: CouponNotice[] = [];
    container.bind(CouponNotifier).toConstantValue({ notify: (notice) => notices.push(notice) });
    const picks = container.get(CouponPicks);
    await picks.press(aBet({ id: 'b1' }));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // with one-click off the pick is in the coupon already: nothing to tell
    expect(picks.bets.map((bet) => bet.id)).toEqual(['b1']);
    expect(notices).toEqual([]);
    container.get(CouponSettingsService).update({ isActiveOneClick: true, oneClickAmount: 5 });
    await picks.press(aBet({ id: 'b2' }));
    expect(asked).toBe(2);
    // issue 20: the one-click press placed nothing; the player is told and the selection is kept in the coupon
    expect(notices).toEqual([{ type: 'error', messageKey: ONE_CLICK_NOT_LOADED_KEY }]);
    expect(picks.bets.map((bet) => bet.id)).toEqual(['b1', 'b2']);
  });

  it('a one-click press whose placing does not load says so, keeps the pick, and the next press loads it again and places it (issue 20)', async () => {
    const platform = createTestPlatform();
    const container = new Container({ defaultScope: 'Singleton' });
    const api = new FakeCouponApi();
    container.load(platformModule(platform), couponPicksModule);
    container.bind(CouponApi).toConstantValue(api);
    container.bind(BalanceRefresher).toConstantValue({ refresh: () => Promise.resolve() });
    // the chunk's load fails once after 2 s (the network gave up), then loads
    let asked = 0;
    const delayed = <T>(value: () => T | Promise<T>) => new Promise<T>((resolve, reject) => platform.clock.setTimeout(() => Promise.resolve().then(value).then(resolve, reject), 2_000));
    container.bind(CouponPlacingLoader).toConstantValue({
      load: () => {
        asked++;
        if (asked === 1) return delayed<CouponPresser>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
        return delayed<CouponPresser>(() => {
          container.load(couponPlacingModule);
          container.rebind(PlacingIdSource).toConstantValue(new SequentialIds());
          return container.get(CouponPlacer);
        });
      },
    });
    const notices: CouponNotice[] = [];
    container.bind(CouponNotifier).toConstantValue({ notify: (notice) => notices.push(notice) });
    const picks = container.get(CouponPicks);
    container.get(CouponSettingsService).update({ isActiveOneClick: true, oneClickAmount: 5 });
    const bet = aBet({ id: 'b1', coef: 1.5 });
    const first = picks.press(bet);
    // nothing is said while the load is under way
    platform.clock.advanceBy(1_999);
    await Promise.resolve();
    expect(notices).toEqual([]);
    platform.clock.advanceBy(1);
    await first;
    expect(notices).toEqual([{ type: 'error', messageKey: ONE_CLICK_NOT_LOADED_KEY }]);
    expect(picks.bets.map((pick) => pick.id)).toEqual(['b1']);
    expect(api.placed).toHaveLength(0);
    // the next press loads the placing again; its placer places the one-click bet
    const second = picks.press(bet);
    expect(asked).toBe(2);
    platform.clock.advanceBy(2_000);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    container.get(CouponService).configure(aContext({ currencyIso: 'EUR' }));
    await second;
    expect(api.placed.map((request) => request.bets.map((placed) => placed.id))).toEqual([['b1']]);
    expect(notices).toHaveLength(1);
  });

  it('a press with one-click off toggles the selection the same way before and after the placer loads (one rule, toggleSelection)', async () => {
    const app = anAppContainer();
    const bet = aBet({ id: 'b1' });
    void app.picks.press(bet);
    expect(app.picks.bets.map((pick) => pick.id)).toEqual(['b1']);
    await app.release();
    const coupon = app.container.get(CouponService);
    coupon.configure(aContext({ currencyIso: 'EUR' }));
    await app.picks.press(bet);
    expect(coupon.bets).toEqual([]);
    await app.picks.press(bet);
    expect(coupon.bets.map((pick) => pick.id)).toEqual(['b1']);
    const target = { bets: [] as ReturnType<typeof aBet>[], addBet: (added: ReturnType<typeof aBet>) => target.bets.push(added), removeBet: (id: string) => (target.bets = target.bets.filter((pick) => pick.id !== id)) };
    toggleSelection(target, bet);
    expect(target.bets.map((pick) => pick.id)).toEqual(['b1']);
    toggleSelection(target, { ...aBet({ id: 'another-bet' }), market: bet.market });
    expect(target.bets).toEqual([]);
  });
});
