// Public conversion examples (betsmart.co "Odds Conversion Formulas": 2.00 = +100, 3.35 = +235,
// 1.9091 = -110, 1.75 = 3/4, 2.20 = 6/5; independent.co.uk: 1/2 = 1.5, 4/6 = 1.67, 10/11 = 1.91,
// 6/4 = 2.5, 9/4 = 3.25) are cited with their numbers in odds-format.cases.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fractionCases, oddsCases } from './odds-format.cases';
import { coefByView, fractionalOdds, isOddsFormatId, ODDS_FORMATS } from './odds-format.rules';

describe('odds display formats (document 000 §9)', () => {
  it.each(oddsCases)('%s: coef %s in format %s shows %s', (_source, coef, formatId, expected) => {
    expect(coefByView(coef, formatId)).toBe(expected);
  });

  it.each(fractionCases)('%s shows as %s/%s', (coef, numerator, denominator) => {
    expect(fractionalOdds(coef)).toEqual({ numerator, denominator });
  });

  it('has one row per format id the spec names: 0, 1, 2, 4, 5, 6, 14, 15, 16', () => {
    expect(Object.keys(ODDS_FORMATS).map(Number)).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
    expect(isOddsFormatId(3)).toBe(false);
  });

  it('every displayed value has at most 3 decimals and decimal odds show as given (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }).map((n) => n / 1000), fc.constantFrom(0, 1, 2, 4, 5, 6, 14, 15, 16), (coef, formatId) => {
        const shown = coefByView(coef, formatId);
        expect(Math.abs(shown * 1000 - Math.round(shown * 1000))).toBeLessThan(1e-6);
        if (formatId === 0) expect(shown).toBe(coef);
      }),
    );
  });

  it('American and Malay are monotonic in the price within each side (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1010, max: 50_000 }), fc.integer({ min: 1010, max: 50_000 }), (a, b) => {
        const [low, high] = a <= b ? [a / 1000, b / 1000] : [b / 1000, a / 1000];
        if (high < 2 || low >= 2) expect(coefByView(low, 2)).toBeLessThanOrEqual(coefByView(high, 2));
        expect(coefByView(low, 4)).toBeLessThanOrEqual(coefByView(high, 4));
      }),
    );
  });
});
