import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/builders';
import { priceCases } from './pricing.cases';
import { priceCoefByView, priceCoupon, productCoef } from './pricing.rules';

describe('coupon pricing (document 000 §5)', () => {
  it.each(priceCases)('%s', (_name, typeId, coefs, amountMinor, systemValue, exactCoef, maxPayoutMinor, coef, winMinor, minWinMinor) => {
    const bets = coefs.map((value) => (typeof value === 'string' ? aBet({ coef: Number(value.slice(1)), isBanker: true }) : aBet({ coef: value })));
    const price = priceCoupon({ typeId, bets, amountMinor, systemValue, isActiveSystemBanker: true, exactCoef, ...(maxPayoutMinor === undefined ? {} : { maxPayoutMinor }) });
    expect(price).toMatchObject({ coef, possibleWinMinor: winMinor, minPossibleWinMinor: minWinMinor, isOverflow: false, isCappedByMaxPayout: maxPayoutMinor !== undefined });
  });

  it('prices several singles with each bet its own amount', () => {
    const bets = [aBet({ id: 'a', coef: 1.45 }), aBet({ id: 'b', coef: 1.9 })];
    const price = priceCoupon({ typeId: 9, bets, amountMinor: 100, amountByBetIdMinor: { a: 150, b: 815 }, systemValue: 2, isActiveSystemBanker: true });
    // 1.50 x 1.45 = 2.175 -> 2.18 and 8.15 x 1.9 = 15.485 -> 15.49, rounded per coupon.
    expect(price).toMatchObject({ totalAmountMinor: 965, possibleWinMinor: 218 + 1549 });
  });

  it('refuses rather than shows a win beyond a safe integer', () => {
    const bets = Array.from({ length: 12 }, () => aBet({ coef: 1000 }));
    expect(priceCoupon({ typeId: 1, bets, amountMinor: 100, systemValue: 2, isActiveSystemBanker: true })).toMatchObject({ isOverflow: true, possibleWinMinor: Number.MAX_SAFE_INTEGER });
  });

  it('rounds the express coefficient once, to 3 decimals, and shows it in the player format', () => {
    expect(productCoef([1.5, 1.9, 2.25])).toBe(6.413);
    expect(productCoef([1.1, 1.1])).toBe(1.21);
    expect(priceCoefByView({ coef: 2.5, totalAmountMinor: 0, possibleWinMinor: 0, minPossibleWinMinor: 0, isCappedByMaxPayout: false, isOverflow: false }, 2)).toBe(150);
  });
});
