import { describe, expect, it } from 'vitest';
import { payoutTenths, symbolAt, theoreticalRtp, winMinor } from './casino.slot';

describe('the demo slot', () => {
  it.each([
    [[0, 0, 0], 60],
    [[4, 4, 4], 1000],
    [[0, 0, 1], 5],
    [[0, 2, 0], 5],
    [[0, 1, 2], 0],
    [[3, 3, 2], 0],
  ])('pays %j %i tenths of the stake', (reels, tenths) => {
    expect(payoutTenths(reels)).toBe(tenths);
  });

  it.each([
    [0, 0],
    [39.9, 0],
    [40, 1],
    [70, 2],
    [85, 3],
    [95, 4],
    [99.9, 4],
  ])('maps a draw of %d to symbol %i', (draw, symbol) => {
    expect(symbolAt(draw)).toBe(symbol);
  });

  it('rounds a win half-up once: 15 × 0.5 = 7.5 gives 8', () => {
    expect(winMinor(15, 5)).toBe(8);
    expect(winMinor(100, 60)).toBe(600);
  });

  it('returns 92.8 % to the player', () => {
    expect(theoreticalRtp()).toBeCloseTo(0.928, 6);
  });
});
