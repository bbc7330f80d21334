import { describe, expect, it } from 'vitest';
import { formatClock, formatCoef, parseAmountInput } from './format';

describe('formatCoef', () => {
  // document 000 §9: odds display formats by id, rounded to 3 decimals
  it.each([
    [2.5, 0, '2.50'],
    [1.909, 0, '1.909'],
    [2.5, 1, '3/2'],
    [1.5, 1, '1/2'],
    [2.5, 2, '+150.00'],
    [1.5, 2, '-200.00'],
    [2.5, 4, '1.50'],
    [1.5, 5, '-2.00'],
    [2.5, 6, '-0.667'],
  ])('coef %s in format %s shows %s', (coef, formatId, shown) => {
    expect(formatCoef(coef, formatId)).toBe(shown);
  });
});

describe('parseAmountInput', () => {
  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 7 ', 7],
  ])('%j reads as %s', (text, value) => {
    expect(parseAmountInput(text)).toBe(value);
  });
  it('reads an empty field as NaN for the core to refuse', () => {
    expect(parseAmountInput('')).toBeNaN();
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [65, '01:05'],
    [5400, '90:00'],
  ])('%s s shows %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});
