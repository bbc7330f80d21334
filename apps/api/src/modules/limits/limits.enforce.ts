import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';
import { RETURN_REASONS, WAGER_REASONS, LedgerReason } from '../accounts/accounts.money';

/** Limit type numbers (document 001 §3). */
export const LT = {
  wagering: [1, 2, 3],
  loss: [10, 11, 12],
  deposit: [20, 21, 22],
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  timeOut: 33,
  extraLimitsBlocker: 37,
} as const;

/** Seconds in a day. */
export const DAY_SECONDS = 86_400;

/** The rolling window of a money limit: 24 h, 7 d, 30 d (document 001 §3: "20, 21, 22 deposit limits (24 h, 7 d, 30 d)"). */
export function limitWindowSeconds(limitType: number): number | null {
  switch (limitType) {
    case 1:
    case 10:
    case 20:
      return DAY_SECONDS;
    case 2:
    case 11:
    case 21:
      return 7 * DAY_SECONDS;
    case 3:
    case 12:
    case 22:
      return 30 * DAY_SECONDS;
    default:
      return null;
  }
}

/** Document 001 §9: "Deposit limit (type 21) no-limit value 999999999"; used for every money limit. */
export const NO_LIMIT_VALUE = 999_999_999;
/** Document 001 §9: session limit "-1 for not set". */
export const SESSION_LIMIT_NOT_SET = -1;

/** A stored limit row. */
export interface LimitRow {
  id: number;
  user_id: number;
  limit_type: number;
  limit_value: number;
  limit_state: 'PENDING' | 'ACTIVE' | 'INACTIVE';
  need_approve: boolean;
  approve_after: number | null;
  started_at: number;
  ends_at: number | null;
  self_exclude_reason: number | null;
  currency_code: string | null;
}

/**
 * Brings the stored limits up to `nowSeconds` and returns the ACTIVE and PENDING ones: a timed
 * limit (30, 33) past its end becomes INACTIVE; a pending increase that needs no approval becomes
 * ACTIVE once its approval window (`approve_after`) is over. Pending deposit increases (needApprove) wait for
 * `POST limitaction` (document 001 §4).
 */
export async function settleLimits(tx: Queryable, userId: number, nowSeconds: number): Promise<LimitRow[]> {
  const rows = await tx.query<LimitRow>(
    "select * from user_limits where user_id = $1 and limit_state in ('ACTIVE', 'PENDING') order by limit_type, id",
    [userId],
  );
  let changed = false;
  for (const row of rows) {
    if (row.limit_state === 'ACTIVE' && row.ends_at !== null && row.ends_at <= nowSeconds) {
      await tx.query("update user_limits set limit_state = 'INACTIVE', updated_at = $2 where id = $1", [row.id, nowSeconds]);
      changed = true;
    }
  }
  for (const row of rows) {
    if (row.limit_state === 'PENDING' && !row.need_approve && (row.approve_after ?? row.started_at) <= nowSeconds) {
      await tx.query("update user_limits set limit_state = 'INACTIVE', updated_at = $3 where user_id = $1 and limit_type = $2 and limit_state = 'ACTIVE'", [
        userId,
        row.limit_type,
        nowSeconds,
      ]);
      if (isNotSetValue(row.limit_type, row.limit_value)) {
        await tx.query("update user_limits set limit_state = 'INACTIVE', updated_at = $2 where id = $1", [row.id, nowSeconds]);
      } else {
        await tx.query("update user_limits set limit_state = 'ACTIVE', updated_at = $2 where id = $1", [row.id, nowSeconds]);
      }
      changed = true;
    }
  }
  if (!changed) return rows;
  return tx.query<LimitRow>("select * from user_limits where user_id = $1 and limit_state in ('ACTIVE', 'PENDING') order by limit_type, id", [userId]);
}

/** Whether a value removes the limit: 999999999 for money limits, -1 for the session limit. */
export function isNotSetValue(limitType: number, value: number): boolean {
  if (limitType === LT.session) return value === SESSION_LIMIT_NOT_SET;
  return limitWindowSeconds(limitType) !== null && value === NO_LIMIT_VALUE;
}

function activeOf(rows: readonly LimitRow[], limitType: number, nowSeconds: number): LimitRow | undefined {
  return rows.find((row) => row.limit_type === limitType && row.limit_state === 'ACTIVE' && row.started_at <= nowSeconds && (row.ends_at === null || row.ends_at > nowSeconds));
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
  const rows = await db.query<{ created_at: number; ended_at: number | null; expires_at: number }>(
    'select created_at, ended_at, expires_at from sessions where user_id = $1 and created_at < $2 and coalesce(ended_at, expires_at) > $3 order by created_at',
    [userId, nowSeconds, start],
  );
  let total = 0;
  let coveredUntil = start;
  for (const row of rows) {
    const from = Math.max(row.created_at, coveredUntil);
    const to = Math.min(row.ended_at ?? nowSeconds, row.expires_at, nowSeconds);
    if (to > from) {
      total += to - from;
      coveredUntil = to;
    }
  }
  return total;
}

/** Seconds of the session limit left today, or null without a session limit. */
export async function sessionLimitBalanceSeconds(db: Queryable, rows: readonly LimitRow[], userId: number, nowSeconds: number): Promise<number | null> {
  const limit = activeOf(rows, LT.session, nowSeconds);
  if (!limit || limit.limit_value <= 0) return null;
  return Math.max(0, limit.limit_value * 3600 - (await playedSecondsToday(db, userId, nowSeconds)));
}

/** Sum of a user's ledger moves with `reasons` since `sinceSeconds`, as a positive number of minor units. */
async function sumMoves(db: Queryable, userId: number, reasons: readonly string[], sinceSeconds: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'select coalesce(sum(abs(amount_minor)), 0)::bigint as total from ledger where user_id = $1 and reason = any($2::text[]) and created_at > $3',
    [userId, reasons, sinceSeconds],
  );
  return row?.total ?? 0;
}

/** What a money limit has used in its window, in minor units (deposits, stakes, or stakes minus returns). */
export async function usedInWindow(db: Queryable, userId: number, limitType: number, nowSeconds: number): Promise<number> {
  const window = limitWindowSeconds(limitType);
  if (window === null) return 0;
  const since = nowSeconds - window;
  if ((LT.deposit as readonly number[]).includes(limitType)) return sumMoves(db, userId, [LedgerReason.deposit], since);
  const staked = await sumMoves(db, userId, WAGER_REASONS, since);
  if ((LT.wagering as readonly number[]).includes(limitType)) return staked;
  return Math.max(0, staked - (await sumMoves(db, userId, RETURN_REASONS, since)));
}

/** Refusals every signed-in call applies (ARCHITECTURE.md: the server enforces what the client shows). */
export async function assertNotExcluded(db: Queryable, rows: readonly LimitRow[], userId: number, nowSeconds: number): Promise<void> {
  const exclusion = activeOf(rows, LT.selfExclusion, nowSeconds);
  if (exclusion) {
    throw httpError(403, 'self_excluded', 'responsible_gaming_self_excluded', { details: { limitType: LT.selfExclusion, endsAt: exclusion.ends_at } });
  }
  const balance = await sessionLimitBalanceSeconds(db, rows, userId, nowSeconds);
  if (balance !== null && balance <= 0) {
    throw httpError(403, 'session_limit_reached', 'responsible_gaming_session_limit_ended', { details: { limitType: LT.session } });
  }
}

function refuseTimeOut(rows: readonly LimitRow[], nowSeconds: number): void {
  const timeOut = activeOf(rows, LT.timeOut, nowSeconds);
  if (timeOut) throw httpError(403, 'time_out_active', 'responsible_gaming_time_out_active', { details: { limitType: LT.timeOut, endsAt: timeOut.ends_at } });
}

async function refuseOverLimit(tx: Queryable, rows: readonly LimitRow[], userId: number, types: readonly number[], amountMinor: number, nowSeconds: number, code: string): Promise<void> {
  for (const limitType of types) {
    const limit = activeOf(rows, limitType, nowSeconds);
    if (!limit || limit.limit_value === NO_LIMIT_VALUE) continue;
    const used = await usedInWindow(tx, userId, limitType, nowSeconds);
    if (used + amountMinor > limit.limit_value) {
      throw httpError(403, code, `responsible_gaming_${code}`, {
        details: { limitType, limitValue: limit.limit_value, limitBalance: Math.max(0, limit.limit_value - used) },
      });
    }
  }
}

/**
 * Refuses a stake of `amountMinor` (inside the caller's transaction) when the player is
 * self-excluded (30, 403 `self_excluded`), in a time-out (33, 403 `time_out_active`), past the
 * session limit (31, 403 `session_limit_reached`), or when it would exceed a wagering limit
 * (1, 2, 3 over 24 h / 7 d / 30 d: 403 `wagering_limit_exceeded`) or a loss limit (10, 11, 12:
 * 403 `loss_limit_exceeded`). `details.limitType` names the limit.
 */
export async function assertMayWager(tx: Queryable, userId: number, amountMinor: number, nowSeconds: number): Promise<void> {
  const rows = await settleLimits(tx, userId, nowSeconds);
  await assertNotExcluded(tx, rows, userId, nowSeconds);
  refuseTimeOut(rows, nowSeconds);
  await refuseOverLimit(tx, rows, userId, LT.wagering, amountMinor, nowSeconds, 'wagering_limit_exceeded');
  await refuseOverLimit(tx, rows, userId, LT.loss, amountMinor, nowSeconds, 'loss_limit_exceeded');
}

/** Refuses a deposit: self-exclusion, session limit, time-out (33) and deposit limits 20, 21, 22 (403 `deposit_limit_exceeded`). */
export async function assertMayDeposit(tx: Queryable, userId: number, amountMinor: number, nowSeconds: number): Promise<void> {
  const rows = await settleLimits(tx, userId, nowSeconds);
  await assertNotExcluded(tx, rows, userId, nowSeconds);
  refuseTimeOut(rows, nowSeconds);
  await refuseOverLimit(tx, rows, userId, LT.deposit, amountMinor, nowSeconds, 'deposit_limit_exceeded');
}
