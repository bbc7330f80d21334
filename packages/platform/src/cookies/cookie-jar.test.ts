import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../clock/simulated-clock';
import { BrowserCookieJar, MemoryCookieJar, parseCookies, serializeCookie } from './cookie-jar';

describe('MemoryCookieJar', () => {
  it('honours maxAgeSeconds against the clock', () => {
    const clock = new SimulatedClock(0);
    const jar = new MemoryCookieJar(clock);
    jar.set('user_token', 'abc', { maxAgeSeconds: 1800 });
    expect(jar.expiresAt('user_token')).toBe(1_800_000);
    clock.advanceBy(1_799_999);
    expect(jar.get('user_token')).toBe('abc');
    clock.advanceBy(1);
    expect(jar.get('user_token')).toBeUndefined();
  });

  it('keeps session cookies, removes, and treats max-age 0 as removal', () => {
    const jar = new MemoryCookieJar(new SimulatedClock(0));
    jar.set('a', '1');
    expect(jar.expiresAt('a')).toBeNull();
    expect(jar.pathOf('a')).toBe('/');
    jar.set('a', '2', { maxAgeSeconds: 0 });
    expect(jar.get('a')).toBeUndefined();
    jar.set('b', '1', { path: '/en' });
    jar.remove('b');
    expect(jar.get('b')).toBeUndefined();
  });
});

describe('BrowserCookieJar', () => {
  it('writes encoded assignments and reads them back decoded', () => {
    const writes: string[] = [];
    const fakeDocument = {
      get cookie() {
        return 'other=1; btag=a%20b%3Bc; broken=%E0%A4%A';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    const jar = new BrowserCookieJar(() => fakeDocument);
    jar.set('btag', 'a b;c', { maxAgeSeconds: 86_400 });
    jar.remove('other');
    expect(writes).toEqual(['btag=a%20b%3Bc; path=/; max-age=86400; samesite=Lax', 'other=; path=/; max-age=0; samesite=Lax']);
    expect(jar.get('btag')).toBe('a b;c');
    expect(jar.get('broken')).toBe('%E0%A4%A');
    expect(jar.get('missing')).toBeUndefined();
  });

  it('serializes secure and strict options and parses the first of a name', () => {
    expect(serializeCookie('n', 'v', { path: '/x', sameSite: 'Strict', secure: true })).toBe('n=v; path=/x; samesite=Strict; secure');
    expect(parseCookies('a=1; a=2; =x; b').get('a')).toBe('1');
  });
});
