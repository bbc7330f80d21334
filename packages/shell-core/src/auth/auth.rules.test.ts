import { describe, expect, it } from 'vitest';
import { AUTH_HIDDEN_PAUSE_AFTER_MS, AUTH_POLL_INTERVAL_MS, authChange, authChangeDestination, logoutOutcome, sameOriginPath } from './auth.rules';
import { CASE_ORIGIN, authChangeCases, authChangeDestinationCases, logoutCases, sameOriginCases } from './auth.cases';

describe('auth-status rules', () => {
  it('polls every 60,000 ms and pauses after 30 s hidden (document 000 §9, document 001 §9)', () => {
    expect(AUTH_POLL_INTERVAL_MS).toBe(60_000);
    expect(AUTH_HIDDEN_PAUSE_AFTER_MS).toBe(30_000);
  });

  it.each(authChangeDestinationCases)('on a change of sign-in state: %s', (_title, page, expected) => {
    expect(authChangeDestination(page, CASE_ORIGIN)).toBe(expected);
  });

  it.each(sameOriginCases)('return URL %s → %s', (returnUrl, expected) => {
    expect(sameOriginPath(returnUrl, CASE_ORIGIN)).toBe(expected);
  });

  it.each(logoutCases)('%s', (_title, requiresAuth, succeeded, expected) => {
    expect(logoutOutcome({ requiresAuth, homePath: '/en' }, succeeded)).toEqual(expected);
  });

  it.each(authChangeCases)('%s → %s is %s', (previous, next, expected) => {
    expect(authChange(previous, next)).toBe(expected);
  });
});
