import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlaceCouponRequest } from '@kickoff/contracts';
import { aBet } from '../testing/builders';
import { EMPTY_DRAFT, type CouponDraft } from '../coupon/coupon.rules';
import { applyBetRejection, applyPlacingAttempts, buildPlacingPayloads, isDroppingRejection, placingFingerprint, type PlacingContext } from './placing.rules';

const context: PlacingContext = {
  accountId: 11,
  userId: 7,
  refId: 1,
  currencyDecimals: 2,
  coefViewId: 2,
  changeCoefAction: 2,
  exactCoef: 0,
  isDropOnScoreChange: false,
  prepaidAmountMinor: 0,
  hyperBonus: { hyperBonusPercent: 5, minHyperBonusBetLimit: 10, maxHyperBonusLimit: 1000 },
};

function aDraft(overrides: Partial<CouponDraft> = {}): CouponDraft {
  return { ...EMPTY_DRAFT, typeId: 1, bets: [aBet({ id: 'a', coef: 1.5 }), aBet({ id: 'b', coef: 1.9, blockId: 1 })], amountMinor: 145, ...overrides };
}

describe('coupon as sent for placing (document 000 §3)', () => {
  it('fills the spec field list', () => {
    const [payload] = buildPlacingPayloads(aDraft({ amountByBlockIdMinor: { 1: 218 } }), context, 'intent-0001');
    expect(Object.keys(payload!).sort()).toEqual(
      ['id', 'accountId', 'amount', 'amountByBlockId', 'bets', 'changeCoefAction', 'coef', 'coefByView', 'coefViewId', 'exactCoef', 'isDropOnScoreChange', 'prepaidAmount', 'refId', 'systemValue', 'typeId', 'userId', 'hyperBonusPercent', 'minHyperBonusBetLimit', 'maxHyperBonusLimit'].sort(),
    );
    expect(payload).toMatchObject({ id: 'intent-0001', amount: 1.45, amountByBlockId: { 1: 2.18 }, coef: 2.85, coefByView: 185, typeId: 1, changeCoefAction: 2, hyperBonusPercent: 5 });
    expect(PlaceCouponRequest.parse(payload)).toEqual(payload);
  });

  it('splits several singles into type-0 coupons with their own amounts and derived ids (document 000 §4)', () => {
    const payloads = buildPlacingPayloads(aDraft({ typeId: 9, amountByBetIdMinor: { b: 815 }, promoCode: 'X' }), context, 'intent-0001');
    expect(payloads.map((p) => ({ id: p.id, typeId: p.typeId, amount: p.amount, coef: p.coef, bets: p.bets.map((bet) => bet.id) }))).toEqual([
      { id: 'intent-0001-1', typeId: 0, amount: 1.45, coef: 1.5, bets: ['a'] },
      { id: 'intent-0001-2', typeId: 0, amount: 8.15, coef: 1.9, bets: ['b'] },
    ]);
    expect(payloads.every((p) => p.promoCode === undefined)).toBe(true);
    // each single says it is one of several singles, so the server refuses a code on it (document 000 §5)
    expect(payloads.every((p) => p.severalSingles === true)).toBe(true);
    expect(buildPlacingPayloads(aDraft({ typeId: 1 }), context, 'intent-0002')[0]?.severalSingles).toBeUndefined();
  });

  it('marks bankers only in a system with bankers on', () => {
    const bets = [aBet({ id: 'a', isBanker: true }), aBet({ id: 'b' }), aBet({ id: 'c' }), aBet({ id: 'd' })];
    expect(buildPlacingPayloads(aDraft({ typeId: 2, bets }), context, 'intent-0001')[0]?.bets[0]?.isBanker).toBe(true);
    expect(buildPlacingPayloads(aDraft({ typeId: 1, bets }), context, 'intent-0001')[0]?.bets[0]?.isBanker).toBe(false);
  });

  it('fingerprints the intent without its id', () => {
    const draft = aDraft();
    expect(placingFingerprint(buildPlacingPayloads(draft, context, 'intent-0001'))).toBe(placingFingerprint(buildPlacingPayloads(draft, context, 'intent-0002')));
    expect(placingFingerprint(buildPlacingPayloads(draft, context, 'x'))).not.toBe(placingFingerprint(buildPlacingPayloads({ ...draft, amountMinor: 146 }, context, 'x')));
  });

  it('every payload round-trips through the contract schema (property)', () => {
    const betArb = fc.record({ coef: fc.integer({ min: 1010, max: 20_000 }).map((n) => n / 1000), isBanker: fc.boolean(), blockId: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(fc.array(betArb, { minLength: 1, maxLength: 12 }), fc.constantFrom(0, 1, 2, 9), fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 12 }), (bets, typeId, amountMinor, systemValue) => {
        const built = bets.map((bet, i) => aBet({ id: `b${i}`, coef: bet.coef, isBanker: bet.isBanker, blockId: bet.blockId }));
        const nonBankers = built.filter((bet) => !bet.isBanker).length;
        const type = typeId === 0 && built.length > 1 ? 1 : typeId === 1 && built.length < 2 ? 0 : typeId === 2 && nonBankers < 2 ? 1 : typeId;
        if (type === 1 && built.length < 2) return;
        const draft = aDraft({ typeId: type as 0 | 1 | 2 | 9, bets: type === 0 ? built.slice(0, 1) : built, amountMinor, systemValue: Math.min(systemValue, Math.max(2, nonBankers)), amountByBlockIdMinor: { 0: amountMinor } });
        for (const payload of buildPlacingPayloads(draft, context, 'intent-abcdef')) {
          expect(PlaceCouponRequest.parse(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reads the answers: success, singles results, rejections and unknown outcomes', () => {
    const [single] = buildPlacingPayloads(aDraft(), context, 'intent-0001');
    const accepted = { status: 'accepted' as const, requestId: 'intent-0001', couponId: '9', couponNumber: 'N9', typeId: 1 as const, amount: 1.45, coef: 2.85, possibleWin: 4.13, betIds: ['a', 'b'], acceptedAt: 1 };
    expect(applyPlacingAttempts(1, [{ kind: 'answered', request: single!, response: accepted }])).toMatchObject({ successCoupon: accepted, remainingBetIds: [], hasUnknownOutcome: false });
    const rejected = { status: 'rejected' as const, requestId: 'intent-0001', code: 'odds_changed' as const, messageKey: 'coupon_odds_changed', bets: [{ betId: 'b', code: 'odds_changed' as const, newCoef: 1.8 }] };
    expect(applyPlacingAttempts(1, [{ kind: 'answered', request: single!, response: rejected }])).toMatchObject({ successCoupon: null, remainingBetIds: ['a', 'b'], rejection: { code: 'odds_changed' }, rejectedBets: rejected.bets });
    const singles = buildPlacingPayloads(aDraft({ typeId: 9 }), context, 'intent-0002');
    const mixed = applyPlacingAttempts(9, [
      { kind: 'answered', request: singles[0]!, response: { ...accepted, requestId: 'intent-0002-1', betIds: ['a'] } },
      { kind: 'unknown', request: singles[1]!, errorCode: 'network_error' },
    ]);
    expect(mixed).toMatchObject({ remainingBetIds: ['b'], hasUnknownOutcome: true, successCoupon: null });
    expect(mixed.singlesResultCoupons).toHaveLength(1);
  });

  it('applies a rejection to its bet', () => {
    const bet = aBet({ coef: 2 });
    expect(applyBetRejection(bet, { betId: bet.id, code: 'odds_changed', newCoef: 1.7 }).market.coef).toBe(1.7);
    expect(applyBetRejection(bet, { betId: bet.id, code: 'market_blocked' }).isBlocked).toBe(true);
    expect(applyBetRejection(bet, { betId: bet.id, code: 'game_finished' }).game.isFinished).toBe(true);
    expect(applyBetRejection(bet, { betId: bet.id, code: 'bet_dependent' }).isDepend).toBe(true);
    expect(applyBetRejection(bet, { betId: bet.id, code: 'express_banned' }).isBannedExpress).toBe(true);
    expect(applyBetRejection(bet, { betId: bet.id, code: 'limit_reached' })).toBe(bet);
    expect(isDroppingRejection({ betId: bet.id, code: 'score_changed' })).toBe(true);
    expect(isDroppingRejection({ betId: bet.id, code: 'odds_changed', newCoef: 2 })).toBe(false);
  });
});
