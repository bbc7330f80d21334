import { describe, expect, it } from 'vitest';
import { DocumentCache } from './seo.cache';

describe('DocumentCache', () => {
  it('keeps at most its size, dropping the least recently used', () => {
    const cache = new DocumentCache(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });
});
