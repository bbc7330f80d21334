import type { TermsStatusResponse } from '@kickoff/contracts';

/** Terms are checked every 60 s (document 001 §9). */
export const TERMS_CHECK_INTERVAL_MS = 60_000;

/** The terms check runs for a signed-in user on a site with terms confirmation, never for a bot. */
export function isTermsCheckActive(input: { isAuthorized: boolean; isTermsConfirmationAvailable: boolean; isSearchBot: boolean }): boolean {
  return input.isAuthorized && input.isTermsConfirmationAvailable && !input.isSearchBot;
}

/** Whether the terms changed: a failed check counts as not changed (document 001 §8). */
export function termsChangedFrom(result: { ok: true; status: TermsStatusResponse } | { ok: false }): boolean {
  return result.ok ? result.status.result : false;
}
