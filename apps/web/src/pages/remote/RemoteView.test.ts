import { describe, expect, it } from 'vitest';
import { headDescription, isOwnOrigin } from './RemoteView';

describe('remote view safety (ARCHITECTURE "Remote views")', () => {
  // The sanitizing itself runs in Chromium (e2e/shell.spec.ts): happy-dom is not a DOM DOMPurify supports.
  it.each([
    ['/assets/x.js', true],
    [`${window.location.origin}/remote/x.js`, true],
    ['https://evil.example/x.js', false],
    ['//evil.example/x.js', false],
  ])('%s is of the own origin: %s', (url, expected) => {
    expect(isOwnOrigin(url)).toBe(expected);
  });

  it('reads the description of a head without running it', () => {
    expect(headDescription('<meta name="description" content="Toto: 15 matches"><script>window.__ran = 1</script>')).toBe('Toto: 15 matches');
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
    expect(headDescription('')).toBeNull();
    expect(headDescription('<title>x</title>')).toBeNull();
  });
});
