import { describe, expect, it } from 'vitest';
import { banNavigationCases } from './ban.cases';
import { WITHDRAWAL_BAN_LEVEL, WITHDRAWAL_BAN_LEVEL_V1, banNavigation, isBanned } from './ban.rules';

describe('ban (document 001 §4, §9)', () => {
  it('uses the levels 45 and 53', () => {
    expect([WITHDRAWAL_BAN_LEVEL, WITHDRAWAL_BAN_LEVEL_V1]).toEqual([45, 53]);
  });

  it.each([
    [0, false],
    [1, true],
    [45, true],
    [-1, false],
    [null, false],
    [undefined, false],
  ])('ban level %j banned: %s', (level, banned) => {
    expect(isBanned(level)).toBe(banned);
  });

  it.each(banNavigationCases)('$name: $result', ({ banLevel, banVersion, route, result }) => {
    expect(banNavigation({ banLevel, banVersion }, route)).toBe(result);
  });
});
