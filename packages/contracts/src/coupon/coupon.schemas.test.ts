import { describe, expect, it } from 'vitest';
import { buildPath } from '../common/call';
import { PlaceCouponRequest, PlaceCouponResponse, PlacingOutcomeResponse, getPlacingOutcomeCall, placeCouponCall, type CouponBet } from './coupon.schemas';

function aBet(id: string, coef: number, overrides: Partial<CouponBet> = {}): CouponBet {
  return {
    id,
    market: { id: Number(id.replace(/\D/g, '')) || 1, coef, kind: 1, sportId: 1, typeId: 1, isLive: false, gameId: 10, champId: 100 },
    blockId: 0,
    statusId: -2,
    typeId: 1,
    game: { isFinished: false, isLiveInLive: false, statusId: 1, timeSec: 0 },
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    isBanker: false,
    ...overrides,
  };
}

function aRequest(overrides: Partial<PlaceCouponRequest> = {}): PlaceCouponRequest {
  return {
    id: 'intent-0001',
    accountId: 1,
    amount: 1.45,
    amountByBlockId: {},
    bets: [aBet('b1', 1.5)],
    changeCoefAction: 2,
    coef: 1.5,
    coefByView: 1.5,
    coefViewId: 0,
    exactCoef: 0,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId: 1,
    systemValue: 2,
    typeId: 0,
    userId: 7,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
    ...overrides,
  };
}

describe('coupon placing contract (document 000 §3 "Coupon as sent for placing")', () => {
  it('accepts a single with the spec field list', () => {
    expect(PlaceCouponRequest.parse(aRequest())).toEqual(aRequest());
  });

  it('takes an optional promo code (project addition), never an empty one', () => {
    expect(PlaceCouponRequest.parse(aRequest({ promoCode: 'SPRING' })).promoCode).toBe('SPRING');
    expect(PlaceCouponRequest.safeParse(aRequest({ promoCode: '' })).success).toBe(false);
  });

  it('accepts a 2-of-3 system with a banker (offset 1)', () => {
    const bets = [aBet('b1', 1.9), aBet('b2', 2), aBet('b3', 2.5), aBet('b4', 1.5, { isBanker: true })];
    expect(PlaceCouponRequest.safeParse(aRequest({ typeId: 2, systemValue: 3, bets })).success).toBe(true);
  });

  it.each([
    ['a single with two bets', { bets: [aBet('b1', 1.5), aBet('b2', 2)] }, 'bets'],
    ['an express with one bet', { typeId: 1 as const }, 'bets'],
    ['a system value of 1', { typeId: 2 as const, systemValue: 1, bets: [aBet('b1', 1.5), aBet('b2', 2), aBet('b3', 3)] }, 'systemValue'],
    ['a system value above the non-banker bets', { typeId: 2 as const, systemValue: 3, bets: [aBet('b1', 1.5), aBet('b2', 2), aBet('b3', 3, { isBanker: true })] }, 'systemValue'],
    ['several singles sent as type 9', { typeId: 9 as unknown as 0 }, 'typeId'],
    ['a NaN amount', { amount: Number.NaN }, 'amount'],
    ['a negative amount', { amount: -1 }, 'amount'],
    ['an infinite amount', { amount: Number.POSITIVE_INFINITY }, 'amount'],
    ['a coefficient below 1', { coef: 0.5 }, 'coef'],
    ['a short idempotency id', { id: 'x' }, 'id'],
    ['a change-coef action 3', { changeCoefAction: 3 as unknown as 0 }, 'changeCoefAction'],
  ])('refuses %s', (_name, overrides, field) => {
    const result = PlaceCouponRequest.safeParse(aRequest(overrides));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('parses an accepted and a rejected answer', () => {
    const accepted = { status: 'accepted', requestId: 'intent-0001', couponId: '9001', couponNumber: '000-9001', typeId: 0, amount: 1.45, coef: 1.5, possibleWin: 2.18, betIds: ['b1'], acceptedAt: 1 };
    expect(PlaceCouponResponse.parse(accepted)).toEqual(accepted);
    const rejected = { status: 'rejected', requestId: 'intent-0001', code: 'odds_changed', messageKey: 'coupon_odds_changed', bets: [{ betId: 'b1', code: 'odds_changed', newCoef: 1.4 }] };
    expect(PlaceCouponResponse.parse(rejected)).toEqual(rejected);
    expect(PlaceCouponResponse.safeParse({ ...rejected, code: 'whatever' }).success).toBe(false);
    expect(PlacingOutcomeResponse.parse({ status: 'pending', requestId: 'intent-0001' }).status).toBe('pending');
  });

  it('records the paths chosen in the spec style', () => {
    // Neither call is retried by the transport: coupon-core's placer owns the one retry and look-up policy (issue 12).
    expect(placeCouponCall).toMatchObject({ method: 'POST', path: '/web-api/coupon/v1/place', retryable: false, auth: true });
    expect(getPlacingOutcomeCall).toMatchObject({ method: 'GET', retryable: false });
    expect(buildPath(getPlacingOutcomeCall.path, { requestId: 'intent-0001' })).toBe('/web-api/coupon/v1/outcome/intent-0001');
  });
});
