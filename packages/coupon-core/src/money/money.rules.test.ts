import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplyCases, roundCases, toMinorCases } from './money.cases';
import { decimalPlaces, divideHalfUp, fromMinorUnits, MAX_SAFE_MINOR, MAX_WIRE_MINOR, multiplyMinor, parseDecimal, roundHalfUp, toMinorUnits } from './money.rules';

/** Decimals of a number's printed form, e.g. "1.5e-7" has 8. */
function decimalPlacesOfText(text: string): number {
  const [mantissa = '', exponent = '0'] = text.toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return fraction.length - Number(exponent);
}

describe('money: integer minor units, rounded once half-up', () => {
  it.each(multiplyCases)('%s x %s (%s decimals) gives %s', (amount, coef, decimals, expected) => {
    const amountMinor = toMinorUnits(amount, decimals)!;
    const win = multiplyMinor(amountMinor, [coef]);
    expect(win.isOverflow).toBe(false);
    expect(fromMinorUnits(win.minor, decimals)).toBe(expected);
  });

  it.each(roundCases)('roundHalfUp(%s, %s) is %s', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });

  it.each(toMinorCases)('toMinorUnits(%s, %s) is %s', (amount, decimals, expected) => {
    expect(toMinorUnits(amount, decimals)).toBe(expected);
  });

  it('reads numbers as the decimals they print as', () => {
    expect(parseDecimal(1.45)).toEqual({ units: 145n, scale: 2 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseDecimal(1.5e-7)).toEqual({ units: 15n, scale: 8 });
    expect(parseDecimal(-2.5)).toEqual({ units: -25n, scale: 1 });
    expect(parseDecimal(Number.NaN)).toBeUndefined();
    expect(decimalPlaces(0.1 + 0.2)).toBe(17);
  });

  it('reads the same decimal as the number prints (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000)), (value) => {
        const parsed = parseDecimal(value)!;
        expect(Number(`${parsed.units}e-${parsed.scale}`)).toBe(value === 0 ? 0 : value);
        expect(parsed.scale).toBe(Math.max(0, decimalPlacesOfText(String(value))));
      }),
    );
  });

  it('multiplies an express exactly, rounding once at the end', () => {
    // 10.00 x 1.5 x 1.9 x 2.25 = 64.125 -> 64.13 (rounding each step would give 64.12).
    expect(multiplyMinor(1000, [1.5, 1.9, 2.25]).minor).toBe(6413);
  });

  it('caps and flags products beyond Number.MAX_SAFE_INTEGER instead of losing digits', () => {
    const win = multiplyMinor(MAX_SAFE_MINOR, [1000, 1000]);
    expect(win).toEqual({ minor: MAX_SAFE_MINOR, isOverflow: true });
    // Just below the limit stays exact.
    expect(multiplyMinor(3_002_399_751_580_330, [3])).toEqual({ minor: 9_007_199_254_740_990, isOverflow: false });
  });

  it('divides half-up with ties away from zero', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideHalfUp(7n, 3n)).toBe(2n);
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('matches an integer oracle: amount x (k / 1000) rounded half-up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1000, max: 1_000_000 }), (amountMinor, coefThousandths) => {
        const expected = Math.floor((2 * amountMinor * coefThousandths + 1000) / 2000);
        expect(multiplyMinor(amountMinor, [coefThousandths / 1000]).minor).toBe(expected);
      }),
    );
  });

  it('rounding is monotonic in the amount and in the coefficient', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1000, max: 500_000 }), fc.integer({ min: 1000, max: 500_000 }), (a, b, c, d) => {
        const [lowAmount, highAmount] = a <= b ? [a, b] : [b, a];
        const [lowCoef, highCoef] = c <= d ? [c / 1000, d / 1000] : [d / 1000, c / 1000];
        expect(multiplyMinor(lowAmount, [lowCoef]).minor).toBeLessThanOrEqual(multiplyMinor(highAmount, [lowCoef]).minor);
        expect(multiplyMinor(lowAmount, [lowCoef]).minor).toBeLessThanOrEqual(multiplyMinor(lowAmount, [highCoef]).minor);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        expect(roundHalfUp(low, 2)).toBeLessThanOrEqual(roundHalfUp(high, 2));
      }),
    );
  });

  it('toMinorUnits and fromMinorUnits round-trip every amount up to 15 significant digits', () => {
    // A double keeps 15 significant decimal digits, so wire amounts are exact up to MAX_WIRE_MINOR;
    // beyond that fromMinorUnits(9001544322088442, 2) already prints as ...88441 (found by this property).
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_WIRE_MINOR }), fc.constantFrom(0, 2, 3), (minor, decimals) => {
        expect(toMinorUnits(fromMinorUnits(minor, decimals), decimals)).toBe(minor);
      }),
    );
  });
});
