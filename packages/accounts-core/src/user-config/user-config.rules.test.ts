import { describe, expect, it } from 'vitest';
import { aUserConfig } from '../testing/fixtures';
import { INITIAL_USER_CONFIG_STATE, shouldInstallLoad, userConfigStateAfterLoad } from './user-config.rules';

describe('user config loading (document 001 §4, §8)', () => {
  it('starts not installed and not loaded', () => {
    expect(INITIAL_USER_CONFIG_STATE).toEqual({ isInstalled: false, isLoaded: false });
  });

  it.each([
    ['success', { ok: true as const, config: aUserConfig() }, { isInstalled: true, isLoaded: true }],
    ['empty result', { ok: true as const, config: null }, { isInstalled: false, isLoaded: false }],
    ['failure', { ok: false as const }, { isInstalled: false, isLoaded: false }],
  ])('%s', (_name, outcome, state) => {
    expect(userConfigStateAfterLoad(outcome)).toEqual(state);
  });

  it('install-loads only when not installed', () => {
    expect(shouldInstallLoad({ isInstalled: false, isLoaded: false })).toBe(true);
    expect(shouldInstallLoad({ isInstalled: true, isLoaded: true })).toBe(false);
  });
});
