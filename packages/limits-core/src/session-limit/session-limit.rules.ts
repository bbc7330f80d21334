import { LimitTypeCode, type Limit } from '@kickoff/contracts';
import { SESSION_LIMIT_NOT_SET } from '../limits/limit-catalog';
import { activeLimit, parseNumeric } from '../limits/limits.rules';

/** While a session limit exists, a ping goes every 30 s (document 001 §4, §9). */
export const SESSION_PING_INTERVAL_MS = 30_000;

/**
 * The session limit as the client runs it: none set, ignored (not numeric), cleared (the no-limit
 * constant), or active with the remaining seconds.
 */
export type SessionLimitState =
  | { kind: 'none' }
  | { kind: 'ignored' }
  | { kind: 'cleared' }
  | { kind: 'active'; hours: number; remainingSeconds: number };

/**
 * Document 001 §5: "A session limit is used only if numeric; if it equals the no-limit constant the
 * remaining session limit is cleared; otherwise the remaining limit is the balance if positive,
 * else 0." The balance of limit 31 is the remaining session time in seconds.
 */
export function sessionLimitState(limits: readonly Limit[]): SessionLimitState {
  const limit = activeLimit(limits, LimitTypeCode.session);
  if (!limit) return { kind: 'none' };
  const hours = parseNumeric(limit.limitValue);
  if (hours === null) return { kind: 'ignored' };
  if (hours === SESSION_LIMIT_NOT_SET) return { kind: 'cleared' };
  return { kind: 'active', hours, remainingSeconds: remainingSessionSeconds(limit.limitBalance) };
}

/** Remaining = the balance if positive, else 0 (document 001 §5). */
export function remainingSessionSeconds(balance: unknown): number {
  const value = parseNumeric(balance);
  return value !== null && value > 0 ? value : 0;
}
