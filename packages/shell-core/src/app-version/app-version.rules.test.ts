import { describe, expect, it } from 'vitest';
import { APP_VERSION_CHECK_START_MS, isUpdateAvailable } from './app-version.rules';

describe('app-version rules', () => {
  it('starts after 60 s (document 001 §9)', () => {
    expect(APP_VERSION_CHECK_START_MS).toBe(60_000);
  });

  it.each([
    ['1.0.637', '1.0.637', false],
    ['1.0.637', '1.0.638', true],
    [undefined, '1.0.638', false],
    ['1.0.637', undefined, false],
  ])('first seen %s, latest %s → update %s', (firstSeen, latest, expected) => {
    expect(isUpdateAvailable(firstSeen, latest)).toBe(expected);
  });
});
