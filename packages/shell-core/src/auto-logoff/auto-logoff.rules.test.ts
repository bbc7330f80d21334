import { describe, expect, it } from 'vitest';
import { autoLogoffRemainingMs, autoLogoffTimeoutMs, isAutoLogoffArmed } from './auto-logoff.rules';
import { autoLogoffArmedCases, autoLogoffRemainingCases, autoLogoffTimeoutCases } from './auto-logoff.cases';

describe('auto logoff rules', () => {
  it.each(autoLogoffTimeoutCases)('%i inactive minutes sign out after %i ms', (minutes, expected) => {
    expect(autoLogoffTimeoutMs(minutes)).toBe(expected);
  });

  it.each(autoLogoffArmedCases)('enabled %s, signed in %s, search bot %s → armed %s', (isAutoLogoffEnable, isAuthorized, isSearchBot, expected) => {
    expect(isAutoLogoffArmed({ isAutoLogoffEnable, isAuthorized, isSearchBot })).toBe(expected);
  });

  it.each(autoLogoffRemainingCases)('last active %i, now %i, limit %i → %i ms left', (lastActiveAtMs, nowMs, timeoutMs, expected) => {
    expect(autoLogoffRemainingMs({ lastActiveAtMs, nowMs, timeoutMs })).toBe(expected);
  });
});
