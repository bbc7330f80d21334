/** One minute of `autoLogoffInactiveMinutes` (document 000 §9 "autoLogoffInactiveMinutes x 60,000 ms"). */
export const MS_PER_INACTIVE_MINUTE = 60_000;
/** Local store key of the flag shown as a notification on the next load (document 000 §7 "auto-logoff modal flag"). */
export const AUTO_LOGOFF_FLAG_KEY = 'shell.autoLogoff';
/** Local store key of the last activity time, epoch ms (document 000 §7 "last active time"). */
export const LAST_ACTIVE_AT_KEY = 'shell.lastActiveAt';
/** The info notification of the next load (document 000 §4 "logoff for inactivity"). */
export const AUTO_LOGOFF_MESSAGE_KEY = 'main_auto_logoff_inactivity';

/** The inactivity limit in ms: `autoLogoffInactiveMinutes × 60,000`. */
export function autoLogoffTimeoutMs(autoLogoffInactiveMinutes: number): number {
  return autoLogoffInactiveMinutes * MS_PER_INACTIVE_MINUTE;
}

/** Auto logoff runs only when the site enables it, for a signed-in user, and never for a search bot. */
export function isAutoLogoffArmed(input: { isAutoLogoffEnable: boolean; isAuthorized: boolean; isSearchBot: boolean }): boolean {
  return input.isAutoLogoffEnable && input.isAuthorized && !input.isSearchBot;
}

/**
 * Time left before the logoff, in ms (0 = now). The last activity is shared by every tab through
 * the local store, so a user active in another tab is not signed out here.
 */
export function autoLogoffRemainingMs(input: { lastActiveAtMs: number; nowMs: number; timeoutMs: number }): number {
  return Math.max(0, input.lastActiveAtMs + input.timeoutMs - input.nowMs);
}
