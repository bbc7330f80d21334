import { describe, expect, it } from 'vitest';
import { tokenExpiresAt } from './service-token';

describe('tokenExpiresAt reads the exp claim the token carries', () => {
  it('reads exp of a JWT', () => {
    const payload = btoa(JSON.stringify({ sub: 1, exp: 1_795_000_000 })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    expect(tokenExpiresAt(`h.${payload}.s`)).toBe(1_795_000_000);
  });

  it.each(['opaque', 'a.b', 'a.!!!.c', `h.${btoa('{"exp":"soon"}')}.s`])('gives null for %s', (token) => {
    expect(tokenExpiresAt(token)).toBeNull();
  });
});
