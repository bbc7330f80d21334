import { describe, expect, it } from 'vitest';
import { BONUS_OFFERS, depositBonusMinor, majorToMinor, offerOf, wagerProgressPercent } from './bonuses.rules';

describe('bonus rules (issue 14)', () => {
  it('gives the stated share of the deposit, rounded down, never above the cap', () => {
    expect(depositBonusMinor(5_000, 100, 10_000)).toBe(5_000);
    expect(depositBonusMinor(25_000, 100, 10_000)).toBe(10_000);
    expect(depositBonusMinor(333, 50, 10_000)).toBe(166);
  });

  it('counts progress in whole percent, rounded down and capped at 100', () => {
    expect(wagerProgressPercent(0, 25_000)).toBe(0);
    expect(wagerProgressPercent(2_499, 25_000)).toBe(9);
    expect(wagerProgressPercent(25_000, 25_000)).toBe(100);
    expect(wagerProgressPercent(40_000, 25_000)).toBe(100);
  });

  it('declares one deposit and one wager offer in minor units of the currency', () => {
    expect(BONUS_OFFERS.map((offer) => offer.kind)).toEqual(['deposit', 'wager']);
    expect(majorToMinor(offerOf('deposit').amountMajor, 2)).toBe(10_000);
    expect(majorToMinor(offerOf('wager').amountMajor, 0)).toBe(10);
  });
});
