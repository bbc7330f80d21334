import { describe, expect, it } from 'vitest';
import { isAllowedLimitValue, limitChange } from './limits.rules';

describe('limit values (document 001 §9)', () => {
  it.each([
    [30, 365, true],
    [30, 3650, true],
    [30, 2, false],
    [33, 90, true],
    [33, 60, false],
    [31, 24, true],
    [31, -1, true],
    [31, 25, false],
    [32, 45, true],
    [32, 20, false],
    [21, 999_999_999, true],
    [21, 1_000_000_000, false],
    [20, 0, false],
    [1, 150.5, false],
    [37, 1, false],
  ])('type %i value %d allowed: %s', (type, value, allowed) => {
    expect(isAllowedLimitValue(type, value)).toBe(allowed);
  });
});

describe('limit changes: decrease at once, increase waits', () => {
  it.each([
    [20, 10_000, 5_000, -1],
    [20, 5_000, 10_000, 1],
    [20, undefined, 5_000, -1],
    [20, 5_000, 999_999_999, 1],
    [21, 999_999_999, 5_000, -1],
    [31, 2, -1, 1],
    [31, -1, 2, -1],
    [31, 3, 3, 0],
  ] as const)('type %i from %s to %i is %i', (type, from, to, change) => {
    expect(limitChange(type, from, to)).toBe(change);
  });
});
