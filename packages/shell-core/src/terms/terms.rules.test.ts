import { describe, expect, it } from 'vitest';
import { TERMS_CHECK_INTERVAL_MS, isTermsCheckActive, termsChangedFrom } from './terms.rules';

describe('terms check rules', () => {
  it('checks every 60 s (document 001 §9)', () => {
    expect(TERMS_CHECK_INTERVAL_MS).toBe(60_000);
  });

  it.each([
    ['changed', { ok: true as const, status: { result: true, updatedAt: 1_767_225_600 } }, true],
    ['not changed', { ok: true as const, status: { result: false, updatedAt: null } }, false],
    ['a failed check counts as not changed (document 001 §8)', { ok: false as const }, false],
  ])('%s', (_title, result, expected) => {
    expect(termsChangedFrom(result)).toBe(expected);
  });

  it.each([
    [true, true, false, true],
    [false, true, false, false],
    [true, false, false, false],
    [true, true, true, false],
  ])('signed in %s, terms available %s, bot %s → active %s', (isAuthorized, isTermsConfirmationAvailable, isSearchBot, expected) => {
    expect(isTermsCheckActive({ isAuthorized, isTermsConfirmationAvailable, isSearchBot })).toBe(expected);
  });
});
