import { describe, expect, it } from 'vitest';
import { ApiError, PlaceCouponRequest } from '@kickoff/contracts';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { acceptAll, aBet, aContext, FakeCouponApi, SequentialIds } from '../testing/builders';
import { DefaultCouponService } from '../coupon/coupon.service';
import { CouponType } from '../pricing/pricing.rules';
import { DefaultCouponSettingsService } from '../settings/settings.service';
import { ValidationCode } from '../validation/validation.rules';
import { DefaultCouponPlacer, ONE_CLICK_SET_AMOUNT_KEY, PLACING_POLICY } from './placer.service';

const lost = () => new ApiError(0, { code: 'network_error', messageKey: 'main_network_error' });

function setup(context = aContext({ currencyIso: 'EUR' })) {
  const platform = createTestPlatform();
  const api = new FakeCouponApi();
  const settings = new DefaultCouponSettingsService(platform.localStore, platform.logger);
  const coupon = new DefaultCouponService(settings, api, platform.clock, platform.localStore, platform.logger);
  coupon.configure(context);
  const refreshes: number[] = [];
  const placer = new DefaultCouponPlacer(coupon, settings, api, platform.clock, platform.logger, new SequentialIds(), { refresh: () => Promise.resolve(refreshes.push(platform.clock.now())) });
  return { platform, api, settings, coupon, placer, refreshes };
}

/** The coupon of coupon.service.test.ts: USD, 1.00 to 500.00 for every type. */
const usd = () => setup(aContext({ currencyIso: 'USD', minBetMinor: 100, maxBetMinor: 50_000, siteConfig: { couponTypesWithMinAmount: [0, 1, 2, 9], couponTypesWithMaxAmount: [0, 1, 2, 9] } as never }));

/** Lets the awaited promises between timers run, then moves the clock. */
async function advance(platform: TestPlatform, ms: number): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  platform.clock.advanceBy(ms);
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Runs a press to its end, moving the clock through the policy's look-up delays. */
async function settle<T>(platform: TestPlatform, press: Promise<T>): Promise<T> {
  let done = false;
  void press.finally(() => {
    done = true;
  });
  for (const delay of [0, ...PLACING_POLICY.lookupDelaysMs]) {
    if (done) break;
    await advance(platform, delay);
  }
  return press;
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
    expect(placer.successCoupon?.requestId).toBe('intent-0001');
    expect(placer.placingStatus).toBe('idle');
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
    expect(placer.placingStatus).toBe('unknown');
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

  it('places: one idempotency id per intent, kept across a lost answer, new after an edit', async () => {
    const { coupon, placer, api, platform } = usd();
    coupon.addBet(aBet({ id: 'a', coef: 1.5 }));
    coupon.setAmount(1.45);
    const fakeLookup = api.getPlacingOutcome.bind(api);
    api.getPlacingOutcome = () => Promise.reject(lost());
    api.placeAnswers = [lost(), new ApiError(503, { code: 'internal_error', messageKey: 'main_error' })];
    expect(await settle(platform, placer.place())).toMatchObject({ kind: 'done', hasUnknownOutcome: true });
    expect(placer.placingStatus).toBe('unknown');
    await settle(platform, placer.place());
    expect(api.placed.map((request) => request.id)).toEqual(['intent-0001', 'intent-0001']);
    // The server never received intent-0001 (404): the edited coupon is a new intent.
    api.getPlacingOutcome = fakeLookup;
    coupon.setAmount(2);
    await settle(platform, placer.place());
    expect(api.placed.map((request) => request.id)).toEqual(['intent-0001', 'intent-0001', 'intent-0002']);
    expect(placer.successCoupon).toMatchObject({ couponId: 'c-intent-0002' });
    expect(coupon.bets).toEqual([]);
    expect(placer.placingStatus).toBe('idle');
    expect(PlaceCouponRequest.parse(api.placed[2])).toEqual(api.placed[2]);
  });

  it('after a lost answer, an edited coupon is not placed again until the first outcome is known', async () => {
    const { coupon, placer, api, platform } = usd();
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    api.placeAnswers = [lost()];
    // The look-ups cannot answer either.
    api.getPlacingOutcome = () => Promise.reject(lost());
    await settle(platform, placer.place());
    coupon.setAmount(7.5);
    // Nothing new is sent while the first outcome is unknown.
    expect(await placer.place()).toEqual({ kind: 'unresolved' });
    expect(api.placed).toHaveLength(1);
    // The first placing went through: it is shown, and the edited coupon is not placed a second time.
    api.getPlacingOutcome = (requestId) => Promise.resolve(acceptAll({ ...api.placed[0]!, id: requestId }));
    expect(await placer.place()).toEqual({ kind: 'busy' });
    expect(api.placed).toHaveLength(1);
    expect(placer.successCoupon?.requestId).toBe('intent-0001');
    expect(coupon.bets).toEqual([]);
  });

  it('an id the server never received (404) frees the coupon for a new intent', async () => {
    const { coupon, placer, api } = usd();
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    api.placeAnswers = [lost()];
    await placer.place();
    expect(placer.placingStatus).toBe('idle');
    expect(coupon.bets).toHaveLength(1);
    coupon.setAmount(7.5);
    expect(await placer.place()).toMatchObject({ kind: 'done', successCoupon: { requestId: 'intent-0002' } });
    expect(api.outcomeLookups).toEqual(['intent-0001']);
    expect(api.placed.map((request) => [request.id, request.amount])).toEqual([
      ['intent-0001', 5],
      ['intent-0002', 7.5],
    ]);
  });

  it('the player checks a lost outcome again: one look-up by its id', async () => {
    const { coupon, placer, api, platform, refreshes } = usd();
    coupon.addBet(aBet({ id: 'a' }));
    api.placeAnswers = [new ApiError(504, { code: 'timeout', messageKey: 'main_error' })];
    api.outcomes.set('intent-0001', { status: 'pending', requestId: 'intent-0001' });
    await settle(platform, placer.place());
    expect(placer.placingStatus).toBe('unknown');
    expect(api.outcomeLookups).toHaveLength(PLACING_POLICY.outcomeLookups);
    api.outcomes.set('intent-0001', acceptAll(api.placed[0]!));
    refreshes.length = 0;
    await placer.checkOutcome();
    expect(placer.placingStatus).toBe('idle');
    expect(placer.successCoupon?.requestId).toBe('intent-0001');
    expect(api.outcomeLookups).toEqual(Array.from({ length: PLACING_POLICY.outcomeLookups + 1 }, () => 'intent-0001'));
    expect(refreshes).toHaveLength(1);
  });

  it('applies a rejection: odds_changed updates the coef and needs confirmation, market_blocked locks the bet', async () => {
    const { coupon, placer, api } = usd();
    coupon.addBet(aBet({ id: 'a', coef: 2 }));
    coupon.addBet(aBet({ id: 'b', coef: 3 }));
    api.placeAnswers = [(request) => ({ status: 'rejected', requestId: request.id, code: 'odds_changed', messageKey: 'coupon_odds_changed', bets: [{ betId: 'a', code: 'odds_changed', newCoef: 1.8 }, { betId: 'b', code: 'market_blocked' }] })];
    expect(await placer.place()).toMatchObject({ kind: 'done', rejection: { code: 'odds_changed' } });
    expect(coupon.bets.map((bet) => [bet.market.coef, bet.isBlocked])).toEqual([
      [1.8, false],
      [3, true],
    ]);
    expect(coupon.validationErrors).toEqual({ 'bets.a': ValidationCode.coefChangeUnconfirmed, 'bets.b': ValidationCode.betLocked });
    expect(placer.canPlace).toBe(false);
    expect(await placer.place()).toMatchObject({ kind: 'invalid' });
    expect(placer.refusal).toEqual({ 'bets.a': ValidationCode.coefChangeUnconfirmed, 'bets.b': ValidationCode.betLocked });
    expect(api.placed).toHaveLength(1);
    // The refusal belongs to the coupon it answered: clearing the coupon closes it.
    expect(placer.rejection).toEqual({ code: 'odds_changed', messageKey: 'coupon_odds_changed' });
    coupon.clear();
    expect(placer.rejection).toBeNull();
  });

  it('a score_changed rejection drops the bet; bet_dependent locks it', async () => {
    const { coupon, placer, api } = usd();
    coupon.addBet(aBet({ id: 'a' }));
    coupon.addBet(aBet({ id: 'b' }));
    coupon.addBet(aBet({ id: 'c' }));
    api.placeAnswers = [(request) => ({ status: 'rejected', requestId: request.id, code: 'score_changed', messageKey: 'coupon_score_changed', bets: [{ betId: 'a', code: 'score_changed' }, { betId: 'b', code: 'bet_dependent' }] })];
    await placer.place();
    expect(coupon.bets.map((bet) => [bet.id, bet.isDepend])).toEqual([
      ['b', true],
      ['c', false],
    ]);
    expect(coupon.validationErrors).toEqual({ 'bets.b': ValidationCode.betLocked });
  });

  it('several singles: one type-0 coupon per bet; accepted bets leave, the others stay', async () => {
    const { coupon, placer, api } = usd();
    coupon.setType(CouponType.severalSingles);
    coupon.addBet(aBet({ id: 'a', coef: 1.5 }));
    coupon.addBet(aBet({ id: 'b', coef: 1.9 }));
    coupon.setAmountByBet('b', 8.15);
    expect(coupon.setPromoCode('WIN')).toEqual({ promoCode: ValidationCode.promoCodeNotAllowed });
    api.placeAnswers = [acceptAll, (request) => ({ status: 'rejected', requestId: request.id, code: 'limit_reached', messageKey: 'coupon_limit_reached', bets: [] })];
    await placer.place();
    expect(api.placed.map((request) => [request.id, request.typeId, request.amount])).toEqual([
      ['intent-0001-1', CouponType.single, 5],
      ['intent-0001-2', CouponType.single, 8.15],
    ]);
    expect(placer.singlesResultCoupons.map((answer) => answer.status)).toEqual(['accepted', 'rejected']);
    expect(coupon.bets.map((bet) => bet.id)).toEqual(['b']);
    expect(placer.rejection).toEqual({ code: 'limit_reached', messageKey: 'coupon_limit_reached' });
    // A bet added starts a new coupon: the receipt closes.
    coupon.addBet(aBet({ id: 'c' }));
    expect(placer.singlesResultCoupons).toEqual([]);
  });
});

describe('CouponPlacer: one-click (document 000 §4)', () => {
  it('turning it on with bets waits for coupon_will_be_cleared, then clears and sends action 1', async () => {
    const { coupon, placer, settings, api } = usd();
    coupon.addBet(aBet({ id: 'a' }));
    expect(placer.requestOneClick(true)).toEqual({ kind: 'confirm', messageKey: 'coupon_will_be_cleared' });
    expect(settings.settings.isActiveOneClick).toBe(false);
    placer.cancelOneClick();
    expect(coupon.bets).toHaveLength(1);
    placer.requestOneClick(true);
    placer.confirmOneClick();
    expect(coupon.bets).toEqual([]);
    expect(settings.settings.isActiveOneClick).toBe(true);
    coupon.addBet(aBet({ id: 'b' }));
    await placer.place();
    expect(api.placed[0]?.changeCoefAction).toBe(1);
  });

  it('places a single at once with the one-click amount, action 1 and exactCoef, leaving the coupon alone', async () => {
    const { coupon, placer, settings, api } = usd();
    coupon.addBet(aBet({ id: 'kept' }));
    expect(await placer.placeOneClick(aBet({ id: 'click' }))).toEqual({ kind: 'invalid', errors: { oneClick: ValidationCode.oneClickOff } });
    placer.requestOneClick(true);
    placer.confirmOneClick();
    coupon.addBet(aBet({ id: 'kept' }));
    settings.update({ oneClickAmount: 1.234 });
    expect(await placer.placeOneClick(aBet({ id: 'click' }))).toEqual({ kind: 'invalid', errors: { oneClickAmount: ValidationCode.tooManyDecimals } });
    expect(placer.oneClickRefusalKey).toBe(ValidationCode.tooManyDecimals);
    settings.update({ oneClickAmount: 8.15, exactCoef: 1.9 });
    api.placeAnswers = [lost()];
    const click = aBet({ id: 'click', coef: 2 });
    expect(await placer.placeOneClick(click)).toMatchObject({ kind: 'done', hasUnknownOutcome: true });
    expect(await placer.placeOneClick(click)).toMatchObject({ kind: 'done', successCoupon: { requestId: 'intent-0001' } });
    expect(api.placed.map((request) => [request.id, request.typeId, request.amount, request.changeCoefAction, request.exactCoef, request.coef])).toEqual([
      ['intent-0001', 0, 8.15, 1, 1.9, 1.9],
      ['intent-0001', 0, 8.15, 1, 1.9, 1.9],
    ]);
    expect(placer.successCoupon?.requestId).toBe('intent-0001');
    expect(coupon.bets.map((bet) => bet.id)).toEqual(['kept']);
    const blocked = { ...aBet({ id: 'locked' }), isBlocked: true };
    expect(await placer.placeOneClick(blocked)).toEqual({ kind: 'invalid', errors: { 'bets.locked': ValidationCode.betLocked } });
  });

  it('a press on a selection: into the coupon, out again; with one-click on it is placed at once and the coupon stays', async () => {
    const { coupon, placer, settings, api } = usd();
    const pick = aBet({ id: 'p', coef: 1.8 });
    await placer.pressSelection(pick);
    expect(coupon.bets.map((bet) => bet.id)).toEqual(['p']);
    await placer.pressSelection(pick);
    expect(coupon.bets).toEqual([]);
    expect(api.placed).toHaveLength(0);
    placer.requestOneClick(true);
    settings.update({ oneClickAmount: 2 });
    await placer.pressSelection(pick);
    expect(api.placed.map((request) => [request.typeId, request.amount, request.bets[0]?.id])).toEqual([[CouponType.single, 2, 'p']]);
    expect(coupon.bets).toEqual([]);
  });

  it('with no stake set tells the player to set one, and sends nothing', async () => {
    const { api, placer, settings } = setup();
    placer.requestOneClick(true);
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
