import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemWinExact } from '../system/system.rules';
import { CASHOUT_MARGIN_BASIS_POINTS, cashoutQuote, partialCashoutMinor, remainingPossibleWinMinor, type CashoutCoupon, type CashoutLeg } from './cashout.rules';

const open = (placedCoef: number, currentCoef = placedCoef, isSuspended = false): CashoutLeg => ({ placedCoef, currentCoef, status: 'open', isSuspended });
const settled = (placedCoef: number, status: 'won' | 'lost' | 'returned'): CashoutLeg => ({ placedCoef, currentCoef: placedCoef, status, isSuspended: false });

const single = (leg: CashoutLeg, stakeMinor = 1_000): CashoutCoupon => ({ typeId: 0, systemValue: 2, stakeMinor, possibleWinMinor: Math.round(stakeMinor * leg.placedCoef), legs: [leg] });

describe('cash-out value (issue 16)', () => {
  it('is the stake x placed / current coefficient less the operator margin, rounded down', () => {
    expect(CASHOUT_MARGIN_BASIS_POINTS).toBe(500);
    // 10.00 at 2.00, still 2.00: fair 10.00, less 5 % = 9.50
    expect(cashoutQuote(single(open(2, 2)))).toEqual({ isAvailable: true, valueMinor: 950, reason: null });
    // the odds shortened to 1.50: fair 13.333..., less 5 % = 12.666... -> 12.66
    expect(cashoutQuote(single(open(2, 1.5))).valueMinor).toBe(1_266);
    // drifted to 4.00: fair 5.00 -> 4.75
    expect(cashoutQuote(single(open(2, 4))).valueMinor).toBe(475);
    // an express 1.80 x 2.50 with the first leg won, the second now 1.25: 10 x 1.8 x 2.5 / 1.25 x 0.95 = 34.20
    const express: CashoutCoupon = { typeId: 1, systemValue: 2, stakeMinor: 1_000, possibleWinMinor: 4_500, legs: [settled(1.8, 'won'), open(2.5, 1.25)] };
    expect(cashoutQuote(express).valueMinor).toBe(3_420);
    // a returned leg counts 1
    expect(cashoutQuote({ ...express, legs: [settled(1.8, 'returned'), open(2.5, 2.5)] }).valueMinor).toBe(950);
  });

  it('is zero and unavailable once a leg of a single or an express has lost', () => {
    const express: CashoutCoupon = { typeId: 1, systemValue: 2, stakeMinor: 1_000, possibleWinMinor: 4_500, legs: [settled(1.8, 'lost'), open(2.5, 1.01)] };
    expect(cashoutQuote(express)).toEqual({ isAvailable: false, valueMinor: 0, reason: 'leg_lost' });
    expect(cashoutQuote(single(settled(2, 'lost')))).toEqual({ isAvailable: false, valueMinor: 0, reason: 'leg_lost' });
  });

  it('is unavailable while a market of an open leg is suspended, and once every leg is settled', () => {
    expect(cashoutQuote(single(open(2, 1.9, true)))).toEqual({ isAvailable: false, valueMinor: 0, reason: 'suspended' });
    expect(cashoutQuote(single(settled(2, 'won'))).reason).toBe('awaiting_settlement');
    expect(cashoutQuote(single(open(2), 0)).reason).toBe('no_stake');
  });

  it('is monotone in the odds: a higher current coefficient never gives a higher value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ placed: fc.integer({ min: 1010, max: 20_000 }), current: fc.integer({ min: 1000, max: 20_000 }) }), { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (legs, which, rise, stakeMinor) => {
          const index = which % legs.length;
          const coupon = (bump: number): CashoutCoupon => ({
            typeId: legs.length > 1 ? 1 : 0,
            systemValue: 2,
            stakeMinor,
            possibleWinMinor: Number.MAX_SAFE_INTEGER,
            legs: legs.map((leg, position) => open(leg.placed / 1000, (leg.current + (position === index ? bump : 0)) / 1000)),
          });
          expect(cashoutQuote(coupon(rise)).valueMinor).toBeLessThanOrEqual(cashoutQuote(coupon(0)).valueMinor);
        },
      ),
    );
  });

  it('is never above the possible win, whatever the odds and the margin', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ placed: fc.integer({ min: 1010, max: 20_000 }), current: fc.integer({ min: 1000, max: 20_000 }) }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (legs, stakeMinor, margin) => {
          const possibleWinMinor = Math.round(legs.reduce((product, leg) => product * (leg.placed / 1000), stakeMinor));
          const coupon: CashoutCoupon = { typeId: legs.length > 1 ? 1 : 0, systemValue: 2, stakeMinor, possibleWinMinor, legs: legs.map((leg) => open(leg.placed / 1000, leg.current / 1000)) };
          expect(cashoutQuote(coupon, margin).valueMinor).toBeLessThanOrEqual(possibleWinMinor);
        },
      ),
    );
    // no margin and a certain last leg: exactly the possible win
    expect(cashoutQuote(single(open(2.4, 1)), 0).valueMinor).toBe(2_400);
  });

  it("prices a system with the DP: two legs won and the last one certain pay the system's maximum win without margin", () => {
    const coefs = [1.9, 2.0, 2.5];
    const { maxWinMinor } = systemWinExact({ coefs, bankerCoefs: [] }, 60_000, 2);
    expect(maxWinMinor).toBe(271_000);
    const coupon: CashoutCoupon = { typeId: 2, systemValue: 2, stakeMinor: 60_000, possibleWinMinor: maxWinMinor, legs: [settled(1.9, 'won'), settled(2.0, 'won'), open(2.5, 1)] };
    expect(cashoutQuote(coupon, 0).valueMinor).toBe(271_000);
    // a lost non-banker leaves the doubles without it: 600 / 3 x (2.0 x 2.5) = 1000.00, less 5 % = 950.00
    expect(cashoutQuote({ ...coupon, legs: [settled(1.9, 'lost'), settled(2.0, 'won'), open(2.5, 1)] }).valueMinor).toBe(95_000);
    // a lost banker loses every combination
    expect(cashoutQuote({ ...coupon, legs: [{ ...settled(1.5, 'lost'), isBanker: true }, settled(2.0, 'won'), open(2.5, 1), open(3, 3)] }).reason).toBe('leg_lost');
  });

  it('splits the value by the stake cashed out, never paying more than the whole', () => {
    expect(partialCashoutMinor(951, 1_000, 500)).toBe(475);
    expect(partialCashoutMinor(951, 1_000, 1_000)).toBe(951);
    expect(partialCashoutMinor(951, 1_000, 0)).toBe(0);
    expect(partialCashoutMinor(951, 1_000, 500) + partialCashoutMinor(951, 1_000, 500)).toBeLessThanOrEqual(951);
    expect(remainingPossibleWinMinor(2_001, 1_000, 500)).toBe(1_000);
    expect(remainingPossibleWinMinor(2_001, 1_000, 0)).toBe(0);
  });
});
