import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeByName, ROUTES } from '../routes/route-table';
import { banCases } from './ban.cases';
import { decideBan, isBanned } from './ban.rules';

describe('ban (document 001 §4)', () => {
  it('banned means ban_level above 0', () => {
    expect(isBanned(0)).toBe(false);
    expect(isBanned(1)).toBe(true);
    expect(isBanned(-1)).toBe(false);
  });

  it.each(banCases)('$name -> $expected', ({ route, banLevel, banVersion, expected }) => {
    expect(decideBan(routeByName(route), banLevel, banVersion)).toBe(expected);
  });

  it('a user who is not banned is never sent to a block page', () => {
    fc.assert(fc.property(fc.constantFrom(...ROUTES), fc.integer({ max: 0 }), fc.integer(), (route, level, version) => decideBan(route, level, version) !== 'block-page'));
  });
});
