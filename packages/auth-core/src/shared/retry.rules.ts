import { isApiError } from '@kickoff/contracts';

/**
 * The one retry policy of the sign-in flows. Reads (phone countries and masks) are retried after a
 * transient failure, 1000 ms doubling, at most 3 times. Submissions (logins, registrations, SMS,
 * password resets) are never repeated by a flow: each changes the server's state (a code sent, an
 * account made, a token spent), so a repeat is the player's choice, and the button stays enabled.
 */
export const READ_RETRY_BASE_DELAY_MS = 1000;
/** Retries of one read after its first failure. */
export const READ_RETRY_LIMIT = 3;

/** What a flow does with a call that failed. */
export type CallKind = 'read' | 'submit';

/** A failure that may pass by itself: no answer, a timeout, a rate limit, a gateway or server error. */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

/** Delay before retry number `attempt` (1-based) of a failed call, or null when it is not retried. */
export function retryDelayMs(kind: CallKind, error: unknown, attempt: number): number | null {
  if (kind === 'submit' || attempt > READ_RETRY_LIMIT || !isTransientFailure(error)) return null;
  return READ_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1);
}
