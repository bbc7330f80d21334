import { describe, expect, it } from 'vitest';
import { aBet } from '../testing/builders';
import { liveCases, lockedCases } from './bets.cases';
import { DEFAULT_BET_STATUS_ID, isBetLive, isBetLocked, isBonusBet, isGameFinished, splitBankers } from './bets.rules';
import { bonusBet } from '../bonus/bonus.rules';

describe('coupon bet rules (document 000 §4)', () => {
  it.each(lockedCases)('%s: locked %s', (_name, bet, locked) => {
    expect(isBetLocked(bet)).toBe(locked);
  });

  it.each(liveCases)('%s: finished %s, live %s', (_name, bet, finished, live) => {
    expect(isGameFinished(bet.game)).toBe(finished);
    expect(isBetLive(bet)).toBe(live);
  });

  it('counts a bonus bet by sport id 0 or a bonus type (document 000 §4)', () => {
    expect(isBonusBet(aBet({ sportId: 0 }))).toBe(true);
    expect(isBonusBet({ ...aBet(), typeId: 1000 })).toBe(true);
    expect(isBonusBet(aBet({ sportId: 1 }))).toBe(false);
    expect(isBonusBet({ ...aBet(), typeId: 55 }, [55])).toBe(true);
  });

  it('a coupon bet starts with statusId -2 (document 000 §3 "statusId (default -2)")', () => {
    expect(DEFAULT_BET_STATUS_ID).toBe(-2);
    expect(bonusBet(3).statusId).toBe(-2);
  });

  it('splits bankers only while the banker feature is on', () => {
    const bets = [aBet({ isBanker: true }), aBet(), aBet()];
    expect(splitBankers(bets, true).bankers).toHaveLength(1);
    expect(splitBankers(bets, false).others).toHaveLength(3);
  });
});
