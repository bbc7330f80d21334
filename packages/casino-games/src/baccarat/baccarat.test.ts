import { describe, expect, it } from 'vitest';
import { seededStream } from '../fair/fair';
import { measureRtp } from '../simulate';
import { BACCARAT_DECLARED_RTP, baccaratExactRtp, bankerDraws } from './baccarat';

describe('baccarat', () => {
  it('declares the exact RTP of each side', () => {
    const exact = baccaratExactRtp();
    for (const side of ['player', 'banker', 'tie'] as const) expect(exact[side]).toBeCloseTo(BACCARAT_DECLARED_RTP[side], 12);
  });

  it('draws the banker by the tableau', () => {
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, 7)).toBe(true);
    expect(bankerDraws(7, 6)).toBe(false);
  });

  it('measures the banker RTP within its bound', () => {
    const result = measureRtp({ kind: 'baccarat' }, seededStream(3), 200_000);
    expect(Math.abs(result.measured - BACCARAT_DECLARED_RTP.banker)).toBeLessThan(result.bound);
  });
});
