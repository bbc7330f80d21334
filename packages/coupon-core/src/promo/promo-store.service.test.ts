import { ApiError, PromoApi, type BuyPromoRequest, type BuyPromoResponse, type PointsOverview, type PromoCode, type PromoStore } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { connectCouponPanel } from '../coupon/coupon-panel.connect';
import { CouponService } from '../coupon/coupon.service';
import { CouponPlacer } from '../placing/placer.service';
import { CouponSettingsService } from '../settings/settings.service';
import { aBet, aContainer, aContext } from '../testing/builders';
import { connectPoints, connectPromoStore } from './promo.connect';
import { PromoStoreService } from './promo-store.service';

const DAY_MS = 86_400_000;
const boost10 = { kind: 'boost', boostPercent: 10, minSelections: 3 } as const;

function aCode(code: string, overrides: Partial<PromoCode> = {}): PromoCode {
  return { code, productId: 'boost-10', effect: boost10, status: 'active', boughtAt: 0, expiresAt: 30 * DAY_MS, usedAt: null, couponNumber: null, ...overrides };
}

/** The store in memory: the catalogue of the API's declared products, the player's codes, scripted purchase answers. */
class FakePromoApi implements PromoApi {
  storeReads = 0;
  readonly buys: BuyPromoRequest[] = [];
  buyAnswers: Array<BuyPromoResponse | Error> = [];
  store: PromoStore = {
    balance: 120,
    products: [
      { id: 'boost-10', effect: boost10, pricePoints: 100, validDays: 30 },
      { id: 'free-bet-5', effect: { kind: 'free_bet', freeBetUnits: 5 }, pricePoints: 250, validDays: 14 },
    ],
    codes: [aCode('PBOOSTCODE01'), aCode('PUSEDCODE001', { status: 'used', usedAt: 5, couponNumber: 'ABC' })],
  };
  points: PointsOverview = { balance: 120, pointsPerUnit: 1, history: [{ id: 2, points: -100, reason: 'promo_bought', ref: 'PBOOSTCODE01', createdAt: 2 }, { id: 1, points: 220, reason: 'bet_settled', ref: 'COUPON0001', createdAt: 1 }] };

  getPoints(): Promise<PointsOverview> {
    return Promise.resolve(this.points);
  }
  getStore(): Promise<PromoStore> {
    this.storeReads++;
    return Promise.resolve(this.store);
  }
  buy(request: BuyPromoRequest): Promise<BuyPromoResponse> {
    this.buys.push(request);
    const answer = this.buyAnswers.shift();
    if (!answer) return Promise.reject(new Error('no scripted answer'));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }
}

function setup() {
  const { container, platform, api: couponApi } = aContainer();
  const api = new FakePromoApi();
  container.bind(PromoApi).toConstantValue(api);
  return { api, couponApi, platform, coupon: container.get(CouponService), placer: container.get(CouponPlacer), settings: container.get(CouponSettingsService), promo: container.get(PromoStoreService) };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('PromoStoreService (issue 16)', () => {
  it('gives the coupon the signed-in player’s active codes (document 000 §3 promoCodes), none to a guest', async () => {
    const { api, coupon, promo, platform } = setup();
    coupon.configure(aContext({ userId: 0 }));
    const stop = promo.watch();
    // a second view (the store page beside the coupon) shares the watch: one read per sign-in or sign-out
    const stopPage = promo.watch();
    await flush();
    // a guest reads the products (and gives the coupon no code, whatever the answer holds)
    expect(api.storeReads).toBe(1);
    expect(coupon.promoCodes).toEqual([]);
    coupon.configure({ userId: 7 });
    await flush();
    expect(api.storeReads).toBe(2);
    expect(coupon.promoCodes).toEqual(['PBOOSTCODE01']);
    expect(promo.effectOf(' pboostcode01 ')).toEqual(boost10);
    expect(promo.effectOf('PUSEDCODE001')).toBeNull();
    coupon.configure({ userId: 0 });
    await flush();
    expect(coupon.promoCodes).toEqual([]);
    expect(api.storeReads).toBe(3);
    stopPage();
    stop();
    stop();
    coupon.configure({ userId: 7 });
    await flush();
    expect(api.storeReads).toBe(3);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('shows the boosted possible win of an express of 3 with a +10 % code, and why a code does not fit an express of 2', async () => {
    const { coupon, placer, settings, promo } = setup();
    coupon.configure(aContext());
    const stop = promo.watch();
    await flush();
    for (const [id, coef] of [['a', 1.5], ['b', 2], ['c', 2.5]] as const) coupon.addBet(aBet({ id, coef }));
    coupon.setType(1);
    coupon.setAmount(10);
    coupon.setPromoCode('PBOOSTCODE01');
    const view = () => connectCouponPanel({ coupon, placer, settings: settings.settings, promoEffect: promo.effectOf(coupon.draft.promoCode) });
    // 10.00 x 1.5 x 2 x 2.5 = 75.00; +10 %: 82.50
    expect(view().summary).toMatchObject({ possibleWinMinor: 8_250, withoutPromoWinMinor: 7_500 });
    expect(view().promo).toEqual({ value: 'PBOOSTCODE01', errorKey: null, codes: ['PBOOSTCODE01'], effect: { key: 'promo_effect_boost', params: { percent: 10, selections: 3 } } });
    coupon.removeBet('c');
    expect(view().summary).toMatchObject({ possibleWinMinor: 3_000, withoutPromoWinMinor: null });
    expect(view().promo?.errorKey).toBe('coupon_reject_promo_code_not_applicable');
    coupon.setPromoCode('NOTMINE');
    expect(view().promo?.errorKey).toBe('coupon_reject_promo_code_invalid');
    stop();
  });

  it('reads the codes again after an accepted coupon (the code it used is used now)', async () => {
    const { api, coupon, placer, promo } = setup();
    coupon.configure(aContext());
    const stop = promo.watch();
    await flush();
    coupon.addBet(aBet({ id: 'a', coef: 1.5 }));
    coupon.setAmount(1);
    await placer.place();
    await flush();
    expect(api.storeReads).toBe(2);
    stop();
  });

  it('buys once per intent: a lost answer is sent again with the same request id, a refusal ends the intent', async () => {
    const { api, promo } = setup();
    await promo.loadStore();
    api.buyAnswers = [new ApiError(0, { code: 'network_error', messageKey: 'main_network_error' }), { code: aCode('PNEWCODE0001'), balance: 20 }];
    await promo.buy('boost-10');
    expect(promo.buyErrorKey).toBe('main_network_error');
    await promo.buy('boost-10');
    expect(api.buys.map((request) => request.requestId)).toEqual(['intent-0001', 'intent-0001']);
    expect(promo.boughtCode).toBe('PNEWCODE0001');
    expect(promo.pending).toBeNull();
    expect(api.storeReads).toBe(2);
    api.buyAnswers = [new ApiError(409, { code: 'points_insufficient', messageKey: 'promo_error_points' })];
    await promo.buy('boost-10');
    expect(promo.buyErrorKey).toBe('promo_error_points');
    expect(promo.pending).toBeNull();
    api.buyAnswers = [{ code: aCode('PNEWCODE0002'), balance: 0 }];
    await promo.buy('boost-10');
    expect(api.buys.map((request) => request.requestId)).toEqual(['intent-0001', 'intent-0001', 'intent-0002', 'intent-0003']);
  });
});

describe('the points and store views (issue 16)', () => {
  it('the points page: balance, the earning rule, earned and spent rows', async () => {
    const api = new FakePromoApi();
    expect(connectPoints({ isSignedIn: false, points: null, readErrorKey: null })).toMatchObject({ signInKey: 'promo_sign_in', isLoading: false });
    expect(connectPoints({ isSignedIn: true, points: null, readErrorKey: null })).toMatchObject({ signInKey: null, isLoading: true, emptyKey: null });
    const view = connectPoints({ isSignedIn: true, points: await api.getPoints(), readErrorKey: null });
    expect(view).toMatchObject({ isLoading: false, balance: 120, rule: { key: 'points_rule', params: { points: 1 } }, emptyKey: null });
    expect(view.rows.map((row) => [row.reasonKey, row.points, row.isEarned, row.ref])).toEqual([
      ['points_reason_promo_bought', -100, false, 'PBOOSTCODE01'],
      ['points_reason_bet_settled', 220, true, 'COUPON0001'],
    ]);
    expect(connectPoints({ isSignedIn: true, points: { balance: 0, pointsPerUnit: 1, history: [] }, readErrorKey: null }).emptyKey).toBe('points_empty');
  });

  it('the store: each product’s effect and price, what the balance buys, the codes with their status', async () => {
    const api = new FakePromoApi();
    const state = { isSignedIn: true, store: await api.getStore(), readErrorKey: null, isBuying: false, pending: null, boughtCode: null, buyErrorKey: null };
    const view = connectPromoStore(state);
    expect(view.products).toEqual([
      { id: 'boost-10', effect: { key: 'promo_effect_boost', params: { percent: 10, selections: 3 } }, pricePoints: 100, validDays: 30, canBuy: true, isBuying: false, shortKey: null },
      { id: 'free-bet-5', effect: { key: 'promo_effect_free_bet', params: { amount: 5 } }, pricePoints: 250, validDays: 14, canBuy: false, isBuying: false, shortKey: 'promo_points_short' },
    ]);
    expect(view.codes.map((code) => [code.code, code.statusKey, code.couponNumber])).toEqual([
      ['PBOOSTCODE01', 'promo_code_status_active', null],
      ['PUSEDCODE001', 'promo_code_status_used', 'ABC'],
    ]);
    expect(connectPromoStore({ ...state, isBuying: true, pending: { productId: 'boost-10' } }).products[0]).toMatchObject({ canBuy: false, isBuying: true });
    expect(connectPromoStore({ ...state, isSignedIn: false, store: null })).toMatchObject({ signInKey: 'promo_sign_in', isLoading: true, products: [] });
    // a guest sees every product with its price, asked to sign in instead of told the points are short
    const guest = connectPromoStore({ ...state, isSignedIn: false, store: { balance: 0, products: state.store.products, codes: [] } });
    expect(guest).toMatchObject({ signInKey: 'promo_sign_in', isLoading: false, codes: [] });
    expect(guest.products.map((product) => [product.id, product.pricePoints, product.canBuy, product.shortKey])).toEqual([
      ['boost-10', 100, false, null],
      ['free-bet-5', 250, false, null],
    ]);
    expect(connectPromoStore({ ...state, boughtCode: 'PNEW' }).bought).toEqual({ key: 'promo_bought', params: { code: 'PNEW' } });
  });
});
