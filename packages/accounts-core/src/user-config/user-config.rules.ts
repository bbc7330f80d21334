import type { UserConfig } from '@kickoff/contracts';

/** Load state of the user configuration (document 001 §4 "User config loading"). */
export interface UserConfigLoadState {
  isInstalled: boolean;
  isLoaded: boolean;
}

/** The start: not installed and not loaded (document 001 §4). */
export const INITIAL_USER_CONFIG_STATE: UserConfigLoadState = { isInstalled: false, isLoaded: false };

/** An empty result: nothing, or an object without fields. */
export function isEmptyUserConfig(config: UserConfig | null | undefined): boolean {
  return config === null || config === undefined || Object.keys(config).length === 0;
}

/**
 * The state after a load (document 001 §4): success stores the result and marks both true; failure
 * or an empty result marks both false (document 001 §8: "state reset to not installed and not loaded").
 */
export function userConfigStateAfterLoad(outcome: { ok: true; config: UserConfig | null } | { ok: false }): UserConfigLoadState {
  if (!outcome.ok || isEmptyUserConfig(outcome.config)) return { isInstalled: false, isLoaded: false };
  return { isInstalled: true, isLoaded: true };
}

/** An install-load loads only if not yet installed (document 001 §4). */
export function shouldInstallLoad(state: UserConfigLoadState): boolean {
  return !state.isInstalled;
}
