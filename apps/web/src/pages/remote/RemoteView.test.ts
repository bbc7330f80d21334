import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './RemoteView';

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

});
