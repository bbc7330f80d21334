// Public worked examples (sportsbet24.online 2-of-3 and 3-of-5 with a split stake; horseracing.net,
// drawnobet.com and bethq.com Trixies; albers-wettboerse.de and bwin help for bankers; score-tennis.com
// for C(20, 10) = 184,756) are cited with their numbers in system.cases.ts, row by row.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, pow10, scaleDecimals } from '../money/money.rules';
import { binomialCases, systemCases } from './system.cases';
import { allSystemValues, binomial, binomialBig, clampSystemValue, elementarySymmetric, elementarySymmetricExact, systemCoef, systemValueBounds, systemWinExact } from './system.rules';

/** The oracle: every combination enumerated (tests only; the product never enumerates). */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, k - 1).map((combo) => [first, ...combo]), ...combinations(rest, k)];
}

/** Exact wins by enumeration: sum (max) and smallest (min) combination products, split stake, bankers in each. */
function enumeratedWins(coefs: readonly number[], bankers: readonly number[], k: number, amountMinor: number): { max: number; min: number } {
  const { units, scale } = scaleDecimals([...coefs, ...bankers]);
  const own = units.slice(0, coefs.length);
  const bankerProduct = units.slice(coefs.length).reduce((p, u) => p * u, 1n);
  const products = combinations(own, k).map((combo) => combo.reduce((p, u) => p * u, 1n));
  const sum = products.reduce((s, p) => s + p, 0n);
  const smallest = products.reduce((m, p) => (p < m ? p : m));
  const denominator = BigInt(products.length) * pow10(scale * (k + bankers.length));
  const capped = (value: bigint): number => Number(value > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : value);
  return { max: capped(divideHalfUp(BigInt(amountMinor) * bankerProduct * sum, denominator)), min: capped(divideHalfUp(BigInt(amountMinor) * bankerProduct * smallest, denominator)) };
}

const coefArb = fc.integer({ min: 1001, max: 30_000 }).map((thousandths) => thousandths / 1000);

describe('system bets (document 000 §3 "System value entry", §5)', () => {
  it.each(systemCases)('%s', (_source, coefs, bankers, value, amountMinor, combo, maxWinMinor, minWinMinor) => {
    const legs = { coefs, bankerCoefs: bankers };
    expect(systemWinExact(legs, amountMinor, value)).toEqual({ maxWinMinor, minWinMinor, isOverflow: false });
    const entry = allSystemValues(legs, amountMinor).find((candidate) => candidate.value === value);
    expect(entry).toMatchObject({ value, offset: bankers.length, combo, maxWinMinor, minWinMinor });
  });

  it('gives the spec entry fields for every value at once, offset = bankers, minBetAmount = combos x the stake per combination', () => {
    // albers-wettboerse.de: "1 Bank + 3 aus 4" has four rows; at 2 EUR a row the stake is 4 x 2 = 8 EUR.
    const entries = allSystemValues({ coefs: [1.5, 2, 2.5, 3], bankerCoefs: [1.8] }, 800, 200);
    expect(entries.map(({ value, offset, combo, minBetAmount }) => ({ value, offset, combo, minBetAmount }))).toEqual([
      { value: 2, offset: 1, combo: 6, minBetAmount: 1200 },
      { value: 3, offset: 1, combo: 4, minBetAmount: 800 },
      { value: 4, offset: 1, combo: 1, minBetAmount: 200 },
    ]);
    expect(allSystemValues({ coefs: [2], bankerCoefs: [3] }, 100)).toEqual([]);
  });

  it.each(binomialCases)('C(%s, %s) = %s', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
  });

  it('computes e_k by dynamic programming: e_2(3, 4, 5) = 47, e_3 = 60', () => {
    expect([...elementarySymmetric([3, 4, 5], 3)]).toEqual([1, 12, 47, 60]);
    expect(elementarySymmetricExact([3n, 4n, 5n], 2)).toEqual([1n, 12n, 47n]);
  });

  it('equals enumeration for n up to 12, bankers included (property)', () => {
    fc.assert(
      fc.property(fc.array(coefArb, { minLength: 2, maxLength: 12 }), fc.array(coefArb, { maxLength: 2 }), fc.integer({ min: 1, max: 10_000_000 }), (coefs, bankers, amountMinor) => {
        const all = allSystemValues({ coefs, bankerCoefs: bankers }, amountMinor);
        expect(all).toHaveLength(coefs.length - 1);
        for (const entry of all) {
          const expected = enumeratedWins(coefs, bankers, entry.value, amountMinor);
          expect({ max: entry.maxWinMinor, min: entry.minWinMinor }).toEqual(expected);
          expect(entry.combo).toBe(Number(binomialBig(coefs.length, entry.value)));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the fast path equals the exact path on near ties and large coupons (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(1.005, 1.015, 1.5, 1.25, 2.5, 1.125), { minLength: 2, maxLength: 30 }), fc.integer({ min: 1, max: 2000 }), (coefs, amountMinor) => {
        const legs = { coefs, bankerCoefs: [] };
        for (const entry of allSystemValues(legs, amountMinor)) {
          const exact = systemWinExact(legs, amountMinor, entry.value);
          expect({ max: entry.maxWinMinor, min: entry.minWinMinor }).toEqual({ max: exact.maxWinMinor, min: exact.minWinMinor });
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the double-double fast path equals the exact BigInt path for coupons up to 30 bets (property)', () => {
    const decimalCoef = fc.oneof(fc.integer({ min: 101, max: 2000 }).map((n) => n / 100), fc.integer({ min: 1001, max: 9999 }).map((n) => n / 1000));
    fc.assert(
      fc.property(fc.array(decimalCoef, { minLength: 2, maxLength: 30 }), fc.array(decimalCoef, { maxLength: 3 }), fc.integer({ min: 1, max: 100_000_000 }), (coefs, bankers, amountMinor) => {
        const legs = { coefs, bankerCoefs: bankers };
        for (const entry of allSystemValues(legs, amountMinor)) {
          const exact = systemWinExact(legs, amountMinor, entry.value);
          expect([entry.maxWinMinor, entry.minWinMinor, entry.isOverflow]).toEqual([exact.maxWinMinor, exact.minWinMinor, exact.isOverflow]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('decides exact ties half-up: 2-of-2 of 1.5 and 1.5 on 0.02 is 0.045, shown 0.05', () => {
    expect(allSystemValues({ coefs: [1.5, 1.5], bankerCoefs: [] }, 2)[0]).toMatchObject({ maxWinMinor: 5, minWinMinor: 5 });
    // 8.15 x 1.9 = 15.485 -> 15.49 as a 2-of-2 system.
    expect(allSystemValues({ coefs: [1.9, 1], bankerCoefs: [] }, 815)[0]).toMatchObject({ maxWinMinor: 1549 });
  });

  it('min win <= max win for every value (property)', () => {
    fc.assert(
      fc.property(fc.array(coefArb, { minLength: 2, maxLength: 30 }), fc.array(coefArb, { maxLength: 3 }), fc.integer({ min: 0, max: 1e9 }), (coefs, bankers, amountMinor) => {
        for (const entry of allSystemValues({ coefs, bankerCoefs: bankers }, amountMinor)) expect(entry.minWinMinor).toBeLessThanOrEqual(entry.maxWinMinor);
      }),
    );
  });

  it('systemValue stays within 2 and the non-banker count (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -100, max: 100 }), fc.double()), fc.integer({ min: 0, max: 40 }), (value, count) => {
        const clamped = clampSystemValue(value, count);
        expect(clamped).toBeGreaterThanOrEqual(2);
        if (count >= 2) expect(clamped).toBeLessThanOrEqual(count);
        expect(Number.isInteger(clamped)).toBe(true);
      }),
    );
    expect(systemValueBounds(1)).toBeUndefined();
    expect(systemValueBounds(5)).toEqual({ min: 2, max: 5 });
  });

  it('flags a system whose win exceeds a safe integer instead of losing digits', () => {
    const coefs = Array.from({ length: 40 }, () => 900);
    const [first] = allSystemValues({ coefs, bankerCoefs: [] }, 1_000_000).slice(-1);
    expect(first).toMatchObject({ value: 40, combo: 1, isOverflow: true, maxWinMinor: Number.MAX_SAFE_INTEGER });
  });

  it('shows the average combination coefficient: 2 of (3, 4, 5) = 47 / 3', () => {
    expect(systemCoef({ coefs: [3, 4, 5], bankerCoefs: [] }, 2)).toBeCloseTo(15.667, 3);
    expect(systemCoef({ coefs: [3, 4, 5], bankerCoefs: [2] }, 2)).toBeCloseTo(31.333, 3);
  });
});
