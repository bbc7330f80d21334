import { describe, expect, it } from 'vitest';
import { aCasinoGame } from '../testing/in-memory-casino-api';
import { appendPage, gamesQuery, hasMorePages, normalizeSearch, toggleFavouriteIds } from './casino.rules';

describe('casino catalogue rules', () => {
  it.each([
    ['', null],
    [' g ', null],
    ['go', 'go'],
    ['  Golden   Fruits ', 'Golden Fruits'],
    ['x'.repeat(80), 'x'.repeat(60)],
  ])('normalises the search %j to %j', (text, expected) => {
    expect(normalizeSearch(text)).toBe(expected);
  });

  it('builds the query of a page from the filter, leaving out what is not set', () => {
    expect(gamesQuery({ category: null, tag: null, provider: null, search: 'a' }, 1)).toEqual({ page: 1, pageSize: 24 });
    expect(gamesQuery({ category: 'slots', tag: 'new', provider: 'red-fox', search: ' wild ' }, 3, 10)).toEqual({ page: 3, pageSize: 10, category: 'slots', tag: 'new', provider: 'red-fox', search: 'wild' });
  });

  it('pages and appends without duplicates', () => {
    expect(hasMorePages(24, 60)).toBe(true);
    expect(hasMorePages(60, 60)).toBe(false);
    const merged = appendPage([aCasinoGame({ id: 1 }), aCasinoGame({ id: 2 })], [aCasinoGame({ id: 2 }), aCasinoGame({ id: 3 })]);
    expect(merged.map((game) => game.id)).toEqual([1, 2, 3]);
  });

  it('toggles a favourite: added first, removed when present', () => {
    expect(toggleFavouriteIds([3, 5], 7)).toEqual([7, 3, 5]);
    expect(toggleFavouriteIds([3, 5], 3)).toEqual([5]);
  });
});
