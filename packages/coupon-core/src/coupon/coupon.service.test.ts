import fc from 'fast-check';
import { toJS } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { aBet, aContext, FakeCouponApi } from '../testing/builders';
import { DEFAULT_COUPON_CONTEXT } from './coupon.types';
import { DefaultCouponSettingsService } from '../settings/settings.service';
import { ValidationCode } from '../validation/validation.rules';
import { COUPON_STORAGE_KEY, DefaultCouponService } from './coupon.service';

function setup(platform: TestPlatform = createTestPlatform(), api = new FakeCouponApi()) {
  const settings = new DefaultCouponSettingsService(platform.localStore, platform.logger);
  const coupon = new DefaultCouponService(settings, api, platform.clock, platform.localStore, platform.logger);
  coupon.configure(aContext({ currencyIso: 'USD', minBetMinor: 100, maxBetMinor: 50_000, siteConfig: { couponTypesWithMinAmount: [0, 1, 2, 9], couponTypesWithMaxAmount: [0, 1, 2, 9] } as never }));
  return { platform, api, settings, coupon };
}

function snapshot(coupon: DefaultCouponService): unknown {
  return toJS({ draft: coupon.draft, autoMax: coupon.isActiveAutoMax, vip: coupon.isActiveVipBet, pending: coupon.pendingCoefChanges, context: coupon.context });
}

describe('CouponService (document 000 §3, §4, §5)', () => {
  it('starts at the currency initial amount (document 000 §9: USD 5)', () => {
    const { coupon } = setup();
    expect(coupon.draft.amountMinor).toBe(500);
    expect(coupon.currency).toMatchObject({ initialAmount: 5, amountStep: 2.5 });
    coupon.stepAmount(1);
    expect(coupon.draft.amountMinor).toBe(750);
    coupon.setAmount(499);
    coupon.stepAmount(1);
    expect(coupon.draft.amountMinor).toBe(50_000);
  });

  it('starts on tab 1 with an unbounded maximum (document 000 §3 "maxBetAmount (default unbounded)", §9 tab 1)', () => {
    const platform = createTestPlatform();
    const settings = new DefaultCouponSettingsService(platform.localStore, platform.logger);
    const coupon = new DefaultCouponService(settings, new FakeCouponApi(), platform.clock, platform.localStore, platform.logger);
    expect(coupon.tab).toBe(1);
    expect(DEFAULT_COUPON_CONTEXT.maxBetMinor).toBeUndefined();
    // Even for a type listed in couponTypesWithMaxAmount, no maximum until the app gives one.
    coupon.configure({ siteConfig: { ...DEFAULT_COUPON_CONTEXT.siteConfig, couponTypesWithMaxAmount: [0, 1, 2, 9] } });
    expect(coupon.bounds.maxMinor).toBeUndefined();
    expect(coupon.setAmount(1_000_000)).toEqual({});
    // Auto max needs a finite maximum to follow.
    coupon.setAutoMax(true);
    expect(coupon.isActiveAutoMax).toBe(false);
    expect(coupon.amountMinor).toBe(100_000_000);
  });

  it('a new account currency starts at that currency initial amount (document 000 §9: RUB 150, then USD 5, KZT 1000)', () => {
    const platform = createTestPlatform();
    const settings = new DefaultCouponSettingsService(platform.localStore, platform.logger);
    const coupon = new DefaultCouponService(settings, new FakeCouponApi(), platform.clock, platform.localStore, platform.logger);
    coupon.configure(aContext({ currencyIso: 'RUB' }));
    expect(coupon.draft.amountMinor).toBe(15_000);
    coupon.setAmount(320);
    coupon.configure({ currencyIso: 'USD' });
    expect(coupon.draft.amountMinor).toBe(500);
    coupon.configure({ currencyIso: 'KZT' });
    expect(coupon.draft.amountMinor).toBe(100_000);
    expect(coupon.currency.amountStepMinor).toBe(50_000);
  });

  it('prices the coupon as bets come and persists bets, addedAtByBetId, type and system value', () => {
    const { coupon, platform } = setup();
    coupon.setAmount(1.45);
    coupon.addBet(aBet({ id: 'a', coef: 1.5 }));
    expect(coupon.price.possibleWinMinor).toBe(218);
    coupon.addBet(aBet({ id: 'b', coef: 1.9 }));
    expect(coupon.typeId).toBe(1);
    expect(coupon.price).toMatchObject({ coef: 2.85, possibleWinMinor: 413 });
    const stored = JSON.parse(platform.localStore.get(COUPON_STORAGE_KEY)!) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['addedAtByBetId', 'bets', 'systemValue', 'typeId']);
    expect(stored.addedAtByBetId).toEqual({ a: platform.clock.now(), b: platform.clock.now() });
    const reloaded = setup(platform).coupon;
    expect(reloaded.bets.map((bet) => bet.id)).toEqual(['a', 'b']);
    expect(reloaded.typeId).toBe(1);
  });

  it('ignores a damaged stored coupon', () => {
    const platform = createTestPlatform();
    platform.localStore.set(COUPON_STORAGE_KEY, JSON.stringify({ bets: [{ id: 1 }], typeId: 1, systemValue: 2, addedAtByBetId: {} }));
    expect(setup(platform).coupon.bets).toEqual([]);
    expect(platform.logger.messages('warn')).toContain('stored value has an unexpected shape');
  });

  it.each([
    [Number.NaN, ValidationCode.notANumber],
    [-1, ValidationCode.negative],
    [Number.POSITIVE_INFINITY, ValidationCode.notFinite],
    [1.234, ValidationCode.tooManyDecimals],
    [0.5, ValidationCode.belowMin],
    [600, ValidationCode.aboveMax],
  ])('amount %s gives %s and changes nothing else', (input, code) => {
    const { coupon } = setup();
    coupon.addBet(aBet({ id: 'a' }));
    const before = snapshot(coupon);
    expect(coupon.setAmount(input)).toEqual({ amount: code });
    expect(coupon.inputErrors).toEqual({ amount: code });
    expect(snapshot(coupon)).toEqual(before);
    expect(coupon.setAmount(10)).toEqual({});
    expect(coupon.inputErrors).toEqual({});
  });

  it('bad input of any field gives a code and changes nothing (property)', () => {
    // Every value here is bad for every field: not a number, infinite, negative, more decimals than
    // the currency has, or above the maximum (500.00 here; above the 3 bets as a system value).
    const bad = fc.oneof(fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.001), fc.double({ max: -0.01 }), fc.integer({ min: 50_001, max: 1e9 }).map((n) => n / 100));
    fc.assert(
      fc.property(fc.constantFrom('amount', 'systemValue', 'amountByBet'), bad, (field, value) => {
        const { coupon } = setup();
        coupon.setType(2);
        for (const id of ['a', 'b', 'c']) coupon.addBet(aBet({ id }));
        const before = snapshot(coupon);
        const errors = field === 'amount' ? coupon.setAmount(value) : field === 'systemValue' ? coupon.setSystemValue(value) : coupon.setAmountByBet('a', value);
        // A service that accepted NaN (or any of these) would return no code and fail here.
        expect(Object.keys(errors).length).toBeGreaterThan(0);
        expect(snapshot(coupon)).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it('a system value of 1 or above the non-banker bets is refused', () => {
    const { coupon } = setup();
    coupon.setType(2);
    for (const id of ['a', 'b', 'c']) coupon.addBet(aBet({ id }));
    expect(coupon.setSystemValue(1)).toEqual({ systemValue: ValidationCode.systemValueBelowMin });
    expect(coupon.setSystemValue(4)).toEqual({ systemValue: ValidationCode.systemValueAboveBets });
    expect(coupon.setSystemValue(3)).toEqual({});
    expect(coupon.systemValues.map((entry) => [entry.value, entry.combo])).toEqual([
      [2, 3],
      [3, 1],
    ]);
    coupon.configure({ maxPayoutMinor: 1000 });
    expect(coupon.systemValues.map((entry) => entry.maxWinMinor)).toEqual([1000, 1000]);
    coupon.configure({ maxPayoutMinor: undefined });
    coupon.setSystemValue(2);
    coupon.configure({ minStakePerCombinationMinor: 200 });
    expect(coupon.systemMinAmountMinor).toBe(600);
    coupon.setAmount(5.99);
    expect(coupon.validationErrors).toEqual({ amount: ValidationCode.belowMin });
  });

  it('asks to confirm a lower coef under the default action 2, and blocks placing until accepted', () => {
    const { coupon } = setup();
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    expect(coupon.updateBet('a', { coef: 2.2 })).toEqual({ kind: 'accept' });
    expect(coupon.updateBet('a', { coef: 1.8 })).toMatchObject({ kind: 'confirm', fromCoef: 2.2, toCoef: 1.8 });
    expect(coupon.bets[0]?.market.coef).toBe(1.8);
    expect(coupon.validationErrors).toEqual({ 'bets.a': ValidationCode.coefChangeUnconfirmed });
    coupon.acceptCoefChanges();
    expect(coupon.validationErrors).toEqual({});
  });

  it('drops a bet on a score change when isDropOnScoreChange', () => {
    const { coupon, settings } = setup();
    settings.setDropOnScoreChange(true);
    coupon.addBet({ ...aBet({ id: 'a', isLive: true }), scoreFormatted: '0:0' });
    expect(coupon.updateBet('a', { scoreFormatted: '1:0' })).toEqual({ kind: 'drop', reason: 'score_changed' });
    expect(coupon.bets).toEqual([]);
  });

  it('shows the coupon coef in the odds format of the settings (document 000 §9: American 2.5 -> +150)', () => {
    const { coupon, settings } = setup();
    coupon.addBet(aBet({ id: 'a', coef: 2.5 }));
    expect(coupon.coefByView).toBe(2.5);
    settings.setOddsFormat(2);
    expect(coupon.coefByView).toBe(150);
    expect(coupon.placingContext.coefViewId).toBe(2);
  });

  it('promo codes: picked or typed (manualPromoCode)', () => {
    const { coupon } = setup();
    coupon.setPromoCodes(['SPRING']);
    coupon.setPromoCode('SPRING');
    expect(coupon.manualPromoCode).toBe(false);
    coupon.setPromoCode(' MYCODE ');
    expect([coupon.draft.promoCode, coupon.manualPromoCode]).toEqual(['MYCODE', true]);
  });

  it('switching the active account resets the prepaid amount to 0 (document 001 §4)', () => {
    const { coupon } = setup();
    coupon.configure({ availablePrepaidAmountMinor: 300 });
    coupon.configure({ accountId: 12 });
    expect(coupon.context.availablePrepaidAmountMinor).toBe(0);
  });

  it('remembers auto max and VIP choices in the settings', () => {
    const { coupon, settings, platform } = setup();
    coupon.setAutoMax(true);
    expect(settings.settings.isAutoMax).toBe(true);
    expect(setup(platform).coupon.isActiveAutoMax).toBe(true);
  });

  it('refuses more bets than the placing contract carries', () => {
    const { coupon } = setup();
    for (let i = 0; i < 61; i++) coupon.addBet(aBet({ id: `b${i}`, coef: 1.01 }));
    expect(coupon.validationErrors.bets).toBe(ValidationCode.tooManyBets);
  });

  it('auto max follows the maximum and VIP needs a finite maximum and pre-match bets', () => {
    const { coupon } = setup();
    coupon.configure({ balanceMinor: 20_000, siteConfig: { ...coupon.context.siteConfig, showVipBet: true } });
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    coupon.setAutoMax(true);
    expect(coupon.amountMinor).toBe(20_000);
    expect(coupon.price.possibleWinMinor).toBe(40_000);
    coupon.setVipBet(true);
    expect(coupon.isActiveVipBet).toBe(true);
    coupon.addBet(aBet({ id: 'b', isLive: true }));
    expect(coupon.isVipBetAvailable).toBe(false);
  });

  it('loads a coupon by code, and reports an unknown code by its key', async () => {
    const { coupon, api } = setup();
    api.coupons.set('ABCD', { code: 'ABCD', typeId: 2, systemValue: 2, bets: [aBet({ id: 'x' }), aBet({ id: 'y' }), aBet({ id: 'z' })] });
    expect(await coupon.loadCoupon('ABCD')).toBe(true);
    expect(coupon.bets.map((bet) => bet.id)).toEqual(['x', 'y', 'z']);
    expect(coupon.typeId).toBe(2);
    expect(await coupon.loadCoupon('NOPE')).toBe(false);
    expect(coupon.loadErrorKey).toBe('coupon_not_found');
  });

  it('the max per block is chained and enforced (document 000 §5)', () => {
    const { coupon } = setup();
    coupon.addBet(aBet({ id: 'a', coef: 1.5, blockId: 1 }));
    coupon.addBet(aBet({ id: 'b', coef: 1.9, blockId: 2 }));
    expect(coupon.setAmountByBlock(1, 1.45)).toEqual({});
    expect(coupon.maxAmountByBlockIdMinor).toEqual({ 1: 50_000, 2: 218 });
    expect(coupon.setAmountByBlock(2, 2.19)).toEqual({ 'amountByBlockId.2': ValidationCode.aboveMax });
    expect(coupon.setAmountByBlock(2, 2.18)).toEqual({});
  });

  it("a block's coef in the max-per-block chain is the product of its bets, not its last bet's (regression)", () => {
    // document 000 §5: "each next block gets the previous block's coef times its amount, rounded to 2 decimals".
    // Block 1 holds 1.5 and 2.0, so its coef is 3.0: 10.00 in block 1 lets block 2 take up to 30.00 (not 20.00).
    const { coupon } = setup();
    coupon.addBet(aBet({ id: 'a', coef: 1.5, blockId: 1 }));
    coupon.addBet(aBet({ id: 'b', coef: 2, blockId: 1 }));
    coupon.addBet(aBet({ id: 'c', coef: 1.9, blockId: 2 }));
    expect(coupon.setAmountByBlock(1, 10)).toEqual({});
    expect(coupon.maxAmountByBlockIdMinor).toEqual({ 1: 50_000, 2: 3000 });
    // 1.45 x (1.1 x 1.1 = 1.21) = 1.7545 -> 1.75: the block coef is the exact product, not a float residue.
    const second = setup().coupon;
    second.addBet(aBet({ id: 'x', coef: 1.1, blockId: 4 }));
    second.addBet(aBet({ id: 'y', coef: 1.1, blockId: 4 }));
    second.addBet(aBet({ id: 'z', coef: 3, blockId: 5 }));
    expect(second.setAmountByBlock(4, 1.45)).toEqual({});
    expect(second.maxAmountByBlockIdMinor).toEqual({ 4: 50_000, 5: 175 });
  });
});
