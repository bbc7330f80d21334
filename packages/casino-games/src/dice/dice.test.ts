import { describe, expect, it } from 'vitest';
import { DICE_RTP, isDiceTarget, playDice } from './dice';

describe('dice', () => {
  it('returns 99 % of a bet over every roll', () => {
    for (const target of [2, 33, 50, 98]) {
      let returned = 0;
      for (let roll = 0; roll < 10_000; roll++) returned += playDice({ target }, 1_000_000, { next: () => roll / 10_000, nextInt: () => roll }).returnMinor;
      expect(returned / (10_000 * 1_000_000)).toBeCloseTo(DICE_RTP, 6);
    }
  });

  it('wins under the target: 49.99 wins at 50, 50.00 loses', () => {
    expect(playDice({ target: 50 }, 100, { next: () => 0, nextInt: () => 4999 })).toMatchObject({ won: true, returnMinor: 198 });
    expect(playDice({ target: 50 }, 100, { next: () => 0, nextInt: () => 5000 })).toMatchObject({ won: false, returnMinor: 0 });
    expect([1, 2, 98, 99, 50.5].map(isDiceTarget)).toEqual([false, true, true, false, false]);
  });
});
