import { describe, expect, it } from 'vitest';
import { createTestPlatform } from '@kickoff/platform';
import { acceptAll, aBet, aContext, FakeCouponApi, SequentialIds } from '../testing/builders';
import { DefaultCouponPlacer } from '../placing/placer.service';
import { CouponType } from '../pricing/pricing.rules';
import { DefaultCouponSettingsService } from '../settings/settings.service';
import { ValidationCode } from '../validation/validation.rules';
import { betReasonCases, typeAvailabilityCases } from './coupon-panel.cases';
import { connectCouponPanel, CouponTab } from './coupon-panel.connect';
import { DefaultCouponService } from './coupon.service';

/** A USD coupon with 1.00 to 500.00 for every type (document 000 §9: USD starts at 5, steps 2.5). */
function setup() {
  const platform = createTestPlatform();
  const api = new FakeCouponApi();
  const settings = new DefaultCouponSettingsService(platform.localStore, platform.logger);
  const coupon = new DefaultCouponService(settings, api, platform.clock, platform.localStore, platform.logger);
  coupon.configure(aContext({ currencyIso: 'USD', minBetMinor: 100, maxBetMinor: 50_000, siteConfig: { couponTypesWithMinAmount: [0, 1, 2, 9], couponTypesWithMaxAmount: [0, 1, 2, 9] } as never }));
  const placer = new DefaultCouponPlacer(coupon, settings, api, platform.clock, platform.logger, new SequentialIds(), { refresh: () => Promise.resolve() });
  const view = () => connectCouponPanel({ coupon, placer, settings: settings.settings });
  return { api, settings, coupon, placer, view };
}

describe('connectCouponPanel (document 000 §3, §4, §5)', () => {
  it('an empty coupon: the slip tab, no badge, the currency initial amount and its step, the bounds', () => {
    const view = setup().view();
    expect(view.tab).toBe(1);
    expect(view.tabs).toEqual([
      { tab: 1, labelKey: 'coupon_tab_1', isSelected: true, badge: null },
      { tab: 2, labelKey: 'coupon_tab_2', isSelected: false, badge: null },
    ]);
    expect(view.isEmpty).toBe(true);
    expect(view.money).toEqual({ currencyIso: 'USD', decimals: 2 });
    expect(view.amount).toEqual({ minor: 500, errorKey: null, isDisabled: false, stepMinor: 250, quickStakesMinor: [500, 1000, 2500, 5000] });
    expect(view.bounds).toEqual({ minMinor: 100, maxMinor: 50_000 });
    expect(view.place).toEqual({ labelKey: 'coupon_place', isBusy: false });
    expect(view.isSettingsTab).toBe(false);
  });

  it('names each pick in words and shows a score only for a live game', () => {
    const { coupon, view } = setup();
    const line = aBet({ id: 'line' });
    coupon.addBet({ ...line, scoreFormatted: '0:0', market: { ...line.market, typeId: 3, isLive: false, opponent1Name: 'Arsenal', opponent2Name: 'Chelsea' } });
    const live = aBet({ id: 'live' });
    coupon.addBet({ ...live, scoreFormatted: '1:0', market: { ...live.market, gameId: 99, typeId: 9, param: 2.5, isLive: true } });
    expect(view().bets.map((bet) => [bet.selection, bet.score])).toEqual([
      [{ key: 'coupon_pick_team', params: { team: 'Chelsea' } }, null],
      [{ key: 'coupon_pick_over', params: { line: 2.5 } }, '1:0'],
    ]);
  });

  it('shows the room under the stake limits to a signed-in player with a slip, never to a guest', () => {
    const { coupon, view } = setup();
    coupon.configure({ userId: 0 });
    coupon.addBet(aBet({ id: 'a' }));
    expect(view().showsLimitHeadroom).toBe(false);
    coupon.configure({ userId: 42 });
    expect(view().showsLimitHeadroom).toBe(true);
    coupon.clear();
    expect(view().showsLimitHeadroom).toBe(false);
  });

  it('the settings tab (2) shows the settings; the slip tab keeps the bet count badge', () => {
    const { coupon, view } = setup();
    coupon.addBet(aBet({ id: 'a' }));
    coupon.setTab(CouponTab.settings);
    expect(view().isSettingsTab).toBe(true);
    expect(view().tabs.map((tab) => [tab.tab, tab.isSelected, tab.badge])).toEqual([
      [1, false, 1],
      [2, true, null],
    ]);
  });

  it.each(typeAvailabilityCases)('with %i bets the types offered are %j', (count, expected) => {
    const { coupon, view } = setup();
    for (let i = 0; i < count; i++) coupon.addBet(aBet({ id: `b${i}` }));
    expect(Object.fromEntries(view().types.map((type) => [type.typeId, type.isAvailable]))).toEqual(expected);
    expect(view().types.filter((type) => type.isSelected).map((type) => type.typeId)).toEqual([count === 1 ? CouponType.single : CouponType.express]);
    expect(view().tabs[0]?.badge).toBe(count);
  });

  it.each(betReasonCases)('a bet that is %s: locked %s, reason %s', (_title, overrides, isLocked, reasonKey) => {
    const { coupon, view } = setup();
    coupon.addBet({ ...aBet({ id: 'a' }), ...overrides });
    expect(view().bets.map((bet) => [bet.isLocked, bet.reasonKey])).toEqual([[isLocked, reasonKey]]);
  });

  it('an odds drop to confirm: the old and new coef with its direction, the confirm message, the reason on the bet', () => {
    const { coupon, view } = setup();
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    coupon.updateBet('a', { coef: 1.8 });
    expect(view().bets[0]).toMatchObject({ coef: 1.8, coefChange: { fromCoef: 2, toCoef: 1.8, direction: 'down' }, reasonKey: ValidationCode.coefChangeUnconfirmed });
    expect(view().coefChanges).toEqual({ messageKey: 'coupon_coef_changed', acceptKey: 'coupon_accept_changes' });
    coupon.acceptCoefChanges();
    expect(view().bets[0]).toMatchObject({ coefChange: null, reasonKey: null });
    expect(view().coefChanges).toBeNull();
  });

  it('the money shown for an express of 1.5 x 1.9 at 1.45: stake 145, coef 2.85, possible win 413 (document 000 §5)', () => {
    const { coupon, view } = setup();
    coupon.setAmount(1.45);
    coupon.addBet(aBet({ id: 'a', coef: 1.5 }));
    coupon.addBet(aBet({ id: 'b', coef: 1.9 }));
    expect(view().summary).toEqual({ stakeMinor: 145, coef: 2.85, hyperBonusMinor: null, cappedWinMinor: null, possibleWinMinor: 413, withoutPromoWinMinor: null, minWinMinor: null, errorKey: null });
  });

  it('the hyper bonus adds to the possible win shown, and a maxPayout cap is shown as such', () => {
    const { coupon, view } = setup();
    coupon.configure({ siteConfig: { ...coupon.context.siteConfig, hyperBonusPercent: 10, minHyperBonusBetLimit: 0, maxHyperBonusLimit: 1000 } });
    coupon.setAmount(10);
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    coupon.addBet(aBet({ id: 'b', coef: 2 }));
    const { summary } = view();
    expect(summary.hyperBonusMinor).toBe(coupon.hyperBonusAmountMinor);
    expect(summary.hyperBonusMinor).toBeGreaterThan(0);
    expect(summary.possibleWinMinor).toBe(4000 + coupon.hyperBonusAmountMinor);
    coupon.configure({ maxPayoutMinor: 3000, siteConfig: { ...coupon.context.siteConfig, hyperBonusPercent: 0 } });
    expect(view().summary).toMatchObject({ cappedWinMinor: 3000, possibleWinMinor: 3000, hyperBonusMinor: null });
  });

  it('a system 2 of 3: the options with their combinations, the minimum win, bankers (document 000 §3 systemValues)', () => {
    const { coupon, view } = setup();
    coupon.setType(CouponType.system);
    for (const [id, coef] of [['a', 1.5], ['b', 2], ['c', 3]] as const) coupon.addBet(aBet({ id, coef }));
    const { system, summary, bets } = view();
    expect(system).toEqual({
      value: 2,
      options: [
        { value: 2, labelKey: 'coupon_system_option', params: { value: 2, total: 3, combo: 3 } },
        { value: 3, labelKey: 'coupon_system_option', params: { value: 3, total: 3, combo: 1 } },
      ],
      isBankersActive: true,
      errorKey: null,
      scenarios: { titleKey: 'coupon_system_scenarios', rows: expect.any(Array) },
    });
    // the scenario table (issue 16): nothing below 2 winners, the DP's minimum at 2, its maximum at 3
    expect(system?.scenarios.rows.map((row) => [row.winners, row.minWinMinor, row.maxWinMinor])).toEqual([
      [0, 0, 0],
      [1, 0, 0],
      [2, coupon.systemValues[0]?.minWinMinor, Math.round((coupon.amountMinor / 3) * 2 * 3)],
      [3, coupon.systemValues[0]?.maxWinMinor, coupon.systemValues[0]?.maxWinMinor],
    ]);
    expect(system?.scenarios.rows[2]?.params).toEqual({ winners: 2, total: 3 });
    expect(summary.minWinMinor).toBe(coupon.price.minPossibleWinMinor);
    expect(summary.minWinMinor).toBeGreaterThan(0);
    expect(bets.map((bet) => bet.banker)).toEqual([
      { isChecked: false, isDisabled: false },
      { isChecked: false, isDisabled: false },
      { isChecked: false, isDisabled: false },
    ]);
    expect(coupon.setSystemValue(4)).toEqual({ systemValue: ValidationCode.systemValueAboveBets });
    expect(view().system?.errorKey).toBe(ValidationCode.systemValueAboveBets);
  });

  it('several singles: each bet has its own amount, no promo code', () => {
    const { coupon, view } = setup();
    coupon.setPromoCodes(['SPRING']);
    coupon.addBet(aBet({ id: 'a' }));
    expect(view().promo).toEqual({ value: '', errorKey: null, codes: ['SPRING'], effect: null });
    coupon.setType(CouponType.severalSingles);
    coupon.addBet(aBet({ id: 'b' }));
    coupon.setAmountByBet('b', 8.15);
    expect(view().bets.map((bet) => bet.amount)).toEqual([
      { minor: 500, errorKey: null },
      { minor: 815, errorKey: null },
    ]);
    expect(view().promo).toBeNull();
  });

  it('auto max: the amount field is the maximum and locked; without a finite maximum the switch is off', () => {
    const { coupon, view } = setup();
    coupon.addBet(aBet({ id: 'a' }));
    coupon.setAutoMax(true);
    expect(view().amount).toMatchObject({ minor: 50_000, isDisabled: true });
    expect(view().autoMax).toEqual({ isChecked: true, isDisabled: false });
    coupon.configure({ maxBetMinor: undefined, siteConfig: { ...coupon.context.siteConfig, couponTypesWithMaxAmount: [] } });
    expect(view().autoMax).toEqual({ isChecked: false, isDisabled: true });
  });

  it('a press refused locally lists each reason once; a busy press says so', async () => {
    const { coupon, placer, view } = setup();
    coupon.addBet({ ...aBet({ id: 'a' }), isBlocked: true });
    coupon.addBet({ ...aBet({ id: 'b' }), isBlocked: true });
    await placer.place();
    expect(view().refusalKeys).toEqual([ValidationCode.betLocked]);
    coupon.clear();
    coupon.addBet(aBet({ id: 'c' }));
    const pressing = placer.place();
    expect(view().place).toEqual({ labelKey: 'coupon_placing', isBusy: true });
    await pressing;
    expect(view().place).toEqual({ labelKey: 'coupon_place', isBusy: false });
  });

  it('the receipt: number, stake and possible win in minor units; a refusal for missing funds links to a deposit', async () => {
    const { coupon, placer, api, view } = setup();
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    api.placeAnswers = [(request) => ({ ...acceptAll(request), possibleWin: 10 })];
    await placer.place();
    const usd = { currencyIso: 'USD', decimals: 2 };
    expect(view().money).toEqual(usd);
    expect(view().result.success).toEqual({ couponId: 'c-intent-0001', couponNumber: 'N-intent-0001', amountMinor: 500, possibleWinMinor: 1000, money: usd });
    // The player switches to a EUR account: the panel follows, the receipt keeps the coupon's USD.
    coupon.configure({ currencyIso: 'EUR' });
    expect(view().money.currencyIso).toBe('EUR');
    expect(view().result.success).toMatchObject({ amountMinor: 500, money: usd });
    coupon.addBet(aBet({ id: 'b' }));
    expect(view().result.success).toBeNull();
    api.placeAnswers = [(request) => ({ status: 'rejected', requestId: request.id, code: 'insufficient_funds', messageKey: 'coupon_insufficient_funds', bets: [] })];
    await placer.place();
    expect(view().result.rejection).toEqual({ key: 'coupon_reject_insufficient_funds', fallbackKey: 'coupon_insufficient_funds', hasDepositLink: true });
    expect(view().bets).toHaveLength(1);
  });

  it('loading a saved coupon: the code typed, sendable once it has a character, the error key of an unknown code', async () => {
    const { coupon, view } = setup();
    expect(view().load).toEqual({ code: '', canSubmit: false, errorKey: null });
    coupon.setLoadCouponInputValue('  ');
    expect(view().load.canSubmit).toBe(false);
    coupon.setLoadCouponInputValue('NOPE');
    expect(view().load).toEqual({ code: 'NOPE', canSubmit: true, errorKey: null });
    await coupon.loadCoupon(view().load.code);
    expect(view().load.errorKey).toBe('coupon_not_found');
  });

  it('one-click: turning it on over bets asks coupon_will_be_cleared (document 000 §4); on, the slip says so', () => {
    const { coupon, placer, view } = setup();
    coupon.addBet(aBet({ id: 'a' }));
    placer.requestOneClick(true);
    expect(view().oneClickConfirm).toEqual({ messageKey: 'coupon_will_be_cleared', confirmKey: 'coupon_one_click_enable', cancelKey: 'coupon_cancel' });
    placer.confirmOneClick();
    expect(view().oneClickConfirm).toBeNull();
    expect(view().oneClickNoteKey).toBe('coupon_one_click_on');
  });

  it('the settings tab: odds formats of document 000 §9, the policy (default 2), the one-click amount in minor units', () => {
    const { settings, view } = setup();
    settings.update({ oneClickAmount: 8.15 });
    settings.setOddsFormat(2);
    const tab = view().settingsTab;
    expect(tab.formats.map((format) => format.formatId)).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
    expect(tab.formats.filter((format) => format.isSelected).map((format) => format.formatId)).toEqual([2]);
    expect(tab.policies.filter((policy) => policy.isChecked).map((policy) => policy.action)).toEqual([2]);
    expect(tab.oneClick).toEqual({ isChecked: false, amountMinor: 815 });
    expect(view().coefViewId).toBe(2);
  });
});
