import type { Limit } from '@kickoff/contracts';
import {
  DAY_SECONDS,
  MONEY_LIMIT_CHECKS,
  exclusionRefusal,
  hasLimitEnded,
  isDepositLimitType,
  isNoLimitValue,
  isPendingChangeDue,
  limitInForce,
  moneyLimitRefusal,
  moneyLimitWindowSeconds,
  moneyLimitsInForce,
  sessionLimitBalanceSeconds as sessionBalanceOf,
  timeOutRefusal,
  WAGERING_LIMIT_TYPES,
  type LimitRefusal,
} from '@kickoff/limits-core/rules';
import { LimitTypeCode } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { RETURN_REASONS, WAGER_REASONS, LedgerReason } from '../accounts/accounts.money';
import { endLimitsOfType, openLimits, sessionsOverlapping, setLimitState, sumLedgerMoves, toLimit, type LimitRow } from './limits.repository';

// The server enforces what the client shows (ARCHITECTURE.md "Security decisions") with the rules of
// `@kickoff/limits-core/rules`: this file only reads the database and throws the refusals.

export type { LimitRow } from './limits.repository';

/**
 * Brings the stored limits up to `nowSeconds` and returns the ACTIVE and PENDING ones: a timed
 * limit (30, 33) past its end becomes INACTIVE; a pending change that needs no confirmation takes
 * effect once its approval window is over. Pending deposit increases (needApprove) wait for
 * `POST limitaction` (document 001 §4).
 */
export async function settleLimits(tx: Queryable, userId: number, nowSeconds: number, openRows?: readonly LimitRow[]): Promise<LimitRow[]> {
  const rows = openRows ? [...openRows] : await openLimits(tx, userId);
  let changed = false;
  for (const row of rows) {
    if (hasLimitEnded(toLimit(row), nowSeconds)) {
      await setLimitState(tx, row.id, 'INACTIVE', nowSeconds);
      changed = true;
    }
  }
  for (const row of rows) {
    const pending = { limitState: row.limit_state, needApprove: row.need_approve, approveAfter: row.approve_after ?? row.started_at };
    if (!isPendingChangeDue(pending, nowSeconds)) continue;
    await endLimitsOfType(tx, userId, row.limit_type, ['ACTIVE'], nowSeconds);
    await setLimitState(tx, row.id, isNoLimitValue(row.limit_type, row.limit_value) ? 'INACTIVE' : 'ACTIVE', nowSeconds);
    changed = true;
  }
  return changed ? openLimits(tx, userId) : rows;
}

/** Start of the UTC day holding `nowSeconds`: the session limit counts play per day. */
export function dayStart(nowSeconds: number): number {
  return Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
}

/**
 * Seconds the player has been signed in today (UTC), with overlapping sessions counted once.
 * Document 001 §4: the session limit ends play "when the remaining hours elapse ... visit tomorrow".
 */
export async function playedSecondsToday(db: Queryable, userId: number, nowSeconds: number): Promise<number> {
  const start = dayStart(nowSeconds);
  let total = 0;
  let coveredUntil = start;
  for (const row of await sessionsOverlapping(db, userId, start, nowSeconds)) {
    const from = Math.max(row.created_at, coveredUntil);
    const to = Math.min(row.ended_at ?? nowSeconds, row.expires_at, nowSeconds);
    if (to > from) {
      total += to - from;
      coveredUntil = to;
    }
  }
  return total;
}

/** Seconds of the session limit left today, or null without a session limit in force. */
export async function sessionLimitBalanceSeconds(db: Queryable, rows: readonly LimitRow[], userId: number, nowSeconds: number): Promise<number | null> {
  const limit = limitInForce(rows.map((row) => toLimit(row)), LimitTypeCode.session, nowSeconds);
  if (!limit || limit.limitValue === null || limit.limitValue <= 0) return null;
  return sessionBalanceOf(limit.limitValue, await playedSecondsToday(db, userId, nowSeconds));
}

/** What a money limit has used in its window, in minor units (deposits, stakes, or stakes minus returns). */
export async function usedInWindow(db: Queryable, userId: number, limitType: number, nowSeconds: number): Promise<number> {
  const window = moneyLimitWindowSeconds(limitType);
  if (window === null) return 0;
  const since = nowSeconds - window;
  if (isDepositLimitType(limitType)) return sumLedgerMoves(db, userId, [LedgerReason.deposit], since);
  const staked = await sumLedgerMoves(db, userId, WAGER_REASONS, since);
  if (WAGERING_LIMIT_TYPES.includes(limitType)) return staked;
  return Math.max(0, staked - (await sumLedgerMoves(db, userId, RETURN_REASONS, since)));
}

/** A limit refusal as the typed domain error (403, `details.limitType` names the limit). */
function refused(refusal: LimitRefusal): DomainError {
  return new DomainError(DomainErrorKind.forbidden, refusal.code, refusal.messageKey, { details: { ...refusal.details } });
}

/** Refusals every signed-in call applies: self-exclusion (30) and an exhausted session limit (31), 403. */
export async function assertNotExcluded(db: Queryable, rows: readonly LimitRow[], userId: number, nowSeconds: number): Promise<void> {
  const limits = rows.map((row) => toLimit(row));
  const refusal = exclusionRefusal(limits, nowSeconds, limitInForce(limits, LimitTypeCode.selfExclusion, nowSeconds) ? null : await sessionLimitBalanceSeconds(db, rows, userId, nowSeconds));
  if (refusal) throw refused(refusal);
}

/**
 * Refuses a sign-in: self-exclusion (30), an exhausted session limit (31) and a running time-out
 * (33, 403 `time_out_active`): a player who takes a break is signed out and stays out until it ends.
 */
export async function assertMaySignIn(db: Queryable, userId: number, nowSeconds: number): Promise<void> {
  const rows = await settleLimits(db, userId, nowSeconds);
  await assertNotExcluded(db, rows, userId, nowSeconds);
  const timeOut = timeOutRefusal(rows.map((row) => toLimit(row)), nowSeconds);
  if (timeOut) throw refused(timeOut);
}

async function refuseOverLimit(tx: Queryable, limits: readonly Limit[], userId: number, check: (typeof MONEY_LIMIT_CHECKS)[keyof typeof MONEY_LIMIT_CHECKS], amountMinor: number, nowSeconds: number): Promise<void> {
  for (const limit of moneyLimitsInForce(limits, check.types, nowSeconds)) {
    const refusal = moneyLimitRefusal(limit, await usedInWindow(tx, userId, limit.limitType, nowSeconds), amountMinor, check.code);
    if (refusal) throw refused(refusal);
  }
}

/**
 * Refuses a stake of `amountMinor` (inside the caller's transaction) when the player is
 * self-excluded (30, 403 `self_excluded`), in a time-out (33, 403 `time_out_active`), past the
 * session limit (31, 403 `session_limit_reached`), or when it would exceed a wagering limit
 * (1, 2, 3 over 24 h / 7 d / 30 d: 403 `wagering_limit_exceeded`) or a loss limit (10, 11, 12:
 * 403 `loss_limit_exceeded`). `details.limitType` names the limit. `openRows`: the player's open
 * limits when the caller read them already in this transaction (placing reads them with the
 * account's lock, issue 20); else they are read here.
 */
export async function assertMayWager(tx: Queryable, userId: number, amountMinor: number, nowSeconds: number, openRows?: readonly LimitRow[]): Promise<void> {
  const rows = await settleLimits(tx, userId, nowSeconds, openRows);
  await assertNotExcluded(tx, rows, userId, nowSeconds);
  const limits = rows.map((row) => toLimit(row));
  const timeOut = timeOutRefusal(limits, nowSeconds);
  if (timeOut) throw refused(timeOut);
  await refuseOverLimit(tx, limits, userId, MONEY_LIMIT_CHECKS.wagering, amountMinor, nowSeconds);
  await refuseOverLimit(tx, limits, userId, MONEY_LIMIT_CHECKS.loss, amountMinor, nowSeconds);
}

/** Refuses a deposit: self-exclusion, session limit, time-out (33) and deposit limits 20, 21, 22 (403 `deposit_limit_exceeded`). */
export async function assertMayDeposit(tx: Queryable, userId: number, amountMinor: number, nowSeconds: number): Promise<void> {
  const rows = await settleLimits(tx, userId, nowSeconds);
  await assertNotExcluded(tx, rows, userId, nowSeconds);
  const limits = rows.map((row) => toLimit(row));
  const timeOut = timeOutRefusal(limits, nowSeconds);
  if (timeOut) throw refused(timeOut);
  await refuseOverLimit(tx, limits, userId, MONEY_LIMIT_CHECKS.deposit, amountMinor, nowSeconds);
}
