import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, pow10, scaleDecimals } from '../money/money.rules';
import { systemCases } from './system.cases';
import { binomialBig, systemWinExact } from './system.rules';
import { systemScenarios } from './system.scenarios';

/** The oracle: every set of j winners enumerated, the win of each computed from its combinations (tests only). */
function enumerated(coefs: readonly number[], bankers: readonly number[], k: number, amountMinor: number, winners: number): { min: number; max: number } {
  const { units, scale } = scaleDecimals([...coefs, ...bankers]);
  const own = units.slice(0, coefs.length);
  const bankerProduct = units.slice(coefs.length).reduce((p, u) => p * u, 1n);
  const subsets = (items: readonly bigint[], size: number): bigint[][] => {
    if (size === 0) return [[]];
    if (items.length < size) return [];
    const [first, ...rest] = items as [bigint, ...bigint[]];
    return [...subsets(rest, size - 1).map((s) => [first, ...s]), ...subsets(rest, size)];
  };
  const denominator = binomialBig(coefs.length, k) * pow10(scale * (k + bankers.length));
  const wins = subsets(own, winners).map((won) => {
    const sum = subsets(won, k).reduce((total, combo) => total + combo.reduce((p, u) => p * u, 1n), 0n);
    return Number(divideHalfUp(BigInt(amountMinor) * bankerProduct * sum, denominator));
  });
  return { min: Math.min(...wins), max: Math.max(...wins) };
}

describe('system scenario table (issue 16)', () => {
  it('lists what a Trixie\'s doubles pay for 0 to 3 winners (horseracing.net: £12, £15, £20 doubles, £47 for all)', () => {
    expect(systemScenarios({ coefs: [3, 4, 5], bankerCoefs: [] }, 300, 2)).toEqual([
      { winners: 0, minWinMinor: 0, maxWinMinor: 0 },
      { winners: 1, minWinMinor: 0, maxWinMinor: 0 },
      { winners: 2, minWinMinor: 1_200, maxWinMinor: 2_000 },
      { winners: 3, minWinMinor: 4_700, maxWinMinor: 4_700 },
    ]);
  });

  it.each(systemCases)("%s: k winners at least pay the DP's minimum, all winners its maximum", (_source, coefs, bankers, value, amountMinor, _combo, maxWinMinor, minWinMinor) => {
    const rows = systemScenarios({ coefs, bankerCoefs: bankers }, amountMinor, value);
    expect(rows).toHaveLength(coefs.length + 1);
    expect(rows[value]?.minWinMinor).toBe(minWinMinor);
    expect(rows[coefs.length]).toEqual({ winners: coefs.length, minWinMinor: maxWinMinor, maxWinMinor });
    expect(rows.slice(0, value).every((row) => row.minWinMinor === 0 && row.maxWinMinor === 0)).toBe(true);
  });

  it('matches enumeration of every set of winners, and agrees with systemWinExact at the ends', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1010, max: 9_000 }).map((t) => t / 1000), { minLength: 2, maxLength: 7 }),
        fc.array(fc.integer({ min: 1010, max: 3_000 }).map((t) => t / 1000), { maxLength: 2 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(),
        (coefs, bankers, amountMinor, pick) => {
          const value = 2 + (pick % (coefs.length - 1));
          const rows = systemScenarios({ coefs, bankerCoefs: bankers }, amountMinor, value);
          const dp = systemWinExact({ coefs, bankerCoefs: bankers }, amountMinor, value);
          expect(rows[value]?.minWinMinor).toBe(dp.minWinMinor);
          expect(rows[coefs.length]?.maxWinMinor).toBe(dp.maxWinMinor);
          for (const row of rows) {
            const oracle = enumerated(coefs, bankers, value, amountMinor, row.winners);
            expect([row.minWinMinor, row.maxWinMinor]).toEqual([oracle.min, oracle.max]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('has no rows for a value outside 2 to n', () => {
    expect(systemScenarios({ coefs: [2, 3], bankerCoefs: [] }, 100, 3)).toEqual([]);
    expect(systemScenarios({ coefs: [2, 3], bankerCoefs: [] }, 100, 1)).toEqual([]);
  });
});
