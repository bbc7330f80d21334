/** The age confirmation is kept 259,200,000 ms, 3 days (document 000 §9). */
export const AGE_CONFIRMATION_LIFETIME_MS = 259_200_000;
/** Storage key of the confirmation time, epoch ms (local store, or session store per setting). */
export const AGE_CONFIRMED_AT_KEY = 'shell.ageConfirmedAt';
/** The notice has no close button and does not close on an outside click (document 000 §4). */
export const AGE_NOTICE_CLOSABLE = false;

/**
 * Whether an age confirmation still holds. Kept for the session (document 000 §4 "for the session,
 * depending on the setting"), any stored confirmation holds, because the session store ends with the
 * session; otherwise it holds for 259,200,000 ms after it was given.
 */
export function isAgeConfirmed(input: { confirmedAtMs: number | undefined; nowMs: number; perSession: boolean }): boolean {
  if (input.confirmedAtMs === undefined) return false;
  if (input.perSession) return true;
  const ageMs = input.nowMs - input.confirmedAtMs;
  return ageMs >= 0 && ageMs < AGE_CONFIRMATION_LIFETIME_MS;
}

/** Whether the notice is shown: the site enables it and the age is not confirmed. */
export function isAgeNoticeShown(input: { isAgeNoticeEnabled: boolean; isConfirmed: boolean }): boolean {
  return input.isAgeNoticeEnabled && !input.isConfirmed;
}
