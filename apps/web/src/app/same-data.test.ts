import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('sameData', () => {
  const game = { id: 7, isLive: false, opponent1Name: 'A', mainMarkets: [{ id: 1, coef: 1.85, isBlocked: false }, { id: 2, coef: 2.1, isBlocked: false }] };

  it('finds a copy of the same data the same', () => {
    expect(sameData(game, structuredClone(game))).toBe(true);
    expect(sameData([1, 'a', null], [1, 'a', null])).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('finds any changed value, key or length different', () => {
    expect(sameData(game, { ...game, mainMarkets: [game.mainMarkets[0], { ...game.mainMarkets[1], coef: 2.2 }] })).toBe(false);
    expect(sameData(game, { ...game, extra: undefined })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(1, '1')).toBe(false);
  });

  it('compares functions and class instances by identity', () => {
    const pick = () => 1;
    expect(sameData({ pick }, { pick })).toBe(true);
    expect(sameData({ pick }, { pick: () => 1 })).toBe(false);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
    expect(sameData(new Map(), new Map())).toBe(false);
  });
});
