import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/builders';
import { isPromoCodeAllowed, isPromoCodeOffered, isVipBetAvailable } from './vip.rules';

describe('VIP bet and promo codes (document 000 §5)', () => {
  const base = { showVipBet: true, maxBetMinor: 50_000, bets: [aBet()], typeId: 1 };
  it.each([
    ['all conditions met', base, true],
    ['showVipBet off', { ...base, showVipBet: false }, false],
    ['unbounded max bet', { ...base, maxBetMinor: undefined }, false],
    ['a live bet', { ...base, bets: [aBet(), aBet({ isLive: true })] }, false],
    ['no bets', { ...base, bets: [] }, false],
    ['several singles', { ...base, typeId: 9 }, false],
  ] as const)('%s: available %s', (_name, input, expected) => {
    expect(isVipBetAvailable(input)).toBe(expected);
  });

  it('refuses promo codes only for several singles', () => {
    expect([0, 1, 2, 9].map(isPromoCodeAllowed)).toEqual([true, true, true, false]);
    // A promo field is offered only with codes on offer, and never for several singles.
    expect([0, 1, 2, 9].map((typeId) => isPromoCodeOffered(typeId, ['SPRING']))).toEqual([true, true, true, false]);
    expect(isPromoCodeOffered(1, [])).toBe(false);
  });
});
