import { describe, expect, it } from 'vitest';
import { birthDateError, isoDateOf } from './birth-date';

describe('birthDateError (document 000 §4: the site minimum age)', () => {
  it.each([
    { value: '2026-99-99', expected: 'invalid_birth_date' },
    { value: '2001-02-29', expected: 'invalid_birth_date' },
    { value: '2000-02-29', expected: null },
    { value: '1899-12-31', expected: 'invalid_birth_date' },
    { value: '2030-01-01', expected: 'invalid_birth_date' },
    { value: '01.01.2000', expected: 'invalid_birth_date' },
    { value: '2008-11-23', expected: null },
    { value: '2008-11-24', expected: 'under_minimum_age' },
    { value: '2010-05-05', expected: 'under_minimum_age' },
  ])('$value on 2026-11-23 with minimum age 18 -> $expected', ({ value, expected }) => {
    expect(birthDateError(value, '2026-11-23', 18)).toBe(expected);
  });

  it('uses the site minimum age', () => {
    expect(birthDateError('2005-11-24', '2026-11-23', 21)).toBe('under_minimum_age');
    expect(birthDateError('2005-11-23', '2026-11-23', 21)).toBeNull();
  });

  it('gives the UTC calendar date of an instant', () => {
    expect(isoDateOf(Date.UTC(2026, 0, 1, 23, 59))).toBe('2026-01-01');
  });
});
