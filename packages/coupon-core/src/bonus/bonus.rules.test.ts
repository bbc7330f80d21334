import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/builders';
import { bonusCoefficientCases, eligibilityCases } from './bonus.cases';
import { BONUS_BET_ID, bonusBetCoefficient, hyperBonusMinor, isBonusBetEligible, reconcileBonusBet } from './bonus.rules';
import { isBonusBet } from '../bets/bets.rules';

describe('bonus bet (document 000 §5)', () => {
  it.each(bonusCoefficientCases)('%s bets give %s', (betCount, coefficient) => {
    expect(bonusBetCoefficient(betCount)).toBe(coefficient);
  });

  it.each(eligibilityCases)('%s: eligible %s', (_name, typeId, flag, coefs, kinds, eligible) => {
    const bets = coefs.map((coef, i) => aBet({ coef, kind: kinds[i] ?? 1 }));
    expect(isBonusBetEligible({ typeId, isAvailableCouponBonusBet: flag, bets })).toBe(eligible);
  });

  it('adds the bonus bet last while eligible, follows the count, and stays away once deleted (document 000 §4)', () => {
    const bets = [aBet({ coef: 1.5 }), aBet({ coef: 1.6 }), aBet({ coef: 1.7 })];
    const withBonus = reconcileBonusBet(bets, { typeId: 1, isAvailableCouponBonusBet: true, manuallyDeletedBonusBet: false });
    expect(withBonus).toHaveLength(4);
    expect(withBonus[3]).toMatchObject({ id: BONUS_BET_ID, market: { sportId: 0, coef: 1.03 } });
    expect(isBonusBet(withBonus[3]!)).toBe(true);
    const four = reconcileBonusBet([...withBonus, aBet({ coef: 2 })], { typeId: 1, isAvailableCouponBonusBet: true, manuallyDeletedBonusBet: false });
    expect(four.at(-1)?.market.coef).toBe(1.04);
    expect(reconcileBonusBet(withBonus, { typeId: 1, isAvailableCouponBonusBet: true, manuallyDeletedBonusBet: true })).toHaveLength(3);
    expect(reconcileBonusBet(withBonus.slice(1), { typeId: 1, isAvailableCouponBonusBet: true, manuallyDeletedBonusBet: false })).toHaveLength(2);
  });

  it('hyper bonus: a percent of the net win of an express from the minimum amount, capped (project formula over the spec fields)', () => {
    const config = { hyperBonusPercent: 10, minHyperBonusBetLimit: 100, maxHyperBonusLimit: 500 };
    // 150.00 at 3.00 wins 450.00: net 300.00, 10 % = 30.00.
    expect(hyperBonusMinor({ typeId: 1, amountMinor: 15_000, possibleWinMinor: 45_000, decimals: 2, config })).toBe(3000);
    expect(hyperBonusMinor({ typeId: 1, amountMinor: 9_999, possibleWinMinor: 45_000, decimals: 2, config })).toBe(0);
    expect(hyperBonusMinor({ typeId: 0, amountMinor: 15_000, possibleWinMinor: 45_000, decimals: 2, config })).toBe(0);
    expect(hyperBonusMinor({ typeId: 1, amountMinor: 100_000, possibleWinMinor: 10_000_000, decimals: 2, config })).toBe(50_000);
  });
});
