import { LimitTypeCode, isApiError, type Limit } from '@kickoff/contracts';
import { DEPOSIT_NO_LIMIT, LIMIT_APPROVAL_WINDOW_SECONDS, SESSION_LIMIT_NOT_SET, isDepositLimitType } from './limit-catalog';

/** Seconds in an hour, for the notification hours. */
const HOUR_SECONDS = 3600;

/**
 * Reads a setting that must be numeric (document 001 §5: "used only if numeric"): finite numbers
 * and numeric strings count, anything else is `null`.
 */
export function parseNumeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** The active limit of a type, if any. */
export function activeLimit(limits: readonly Limit[], limitType: number): Limit | undefined {
  return limits.find((limit) => limit.limitType === limitType && limit.limitState === 'ACTIVE');
}

/** The pending limit of a type, if any. */
export function pendingLimit(limits: readonly Limit[], limitType: number): Limit | undefined {
  return limits.find((limit) => limit.limitType === limitType && limit.limitState === 'PENDING');
}

/** A pending limit needing approval: PENDING, `needApprove`, and a deposit limit 20-22 (document 001 §4). */
export function isAwaitingApproval(limit: Limit): boolean {
  return limit.limitState === 'PENDING' && limit.needApprove && isDepositLimitType(limit.limitType);
}

/** When the approval window ends, epoch seconds: `startedAt` + the window (86,400 s by default, document 001 §4). */
export function approvalWindowEndsAt(limit: Limit, windowSeconds: number = LIMIT_APPROVAL_WINDOW_SECONDS): number | null {
  return limit.startedAt === null ? null : limit.startedAt + windowSeconds;
}

/** Where a limit stands in the approval: none, waiting for the window, or a confirm required. */
export type ApprovalPhase = 'none' | 'waiting' | 'confirm_required';

/**
 * Approval phase at `nowSeconds` (document 001 §4): once the window has passed, a non-closable
 * confirm (approve or reject) is required.
 */
export function approvalPhase(limit: Limit, nowSeconds: number, windowSeconds: number = LIMIT_APPROVAL_WINDOW_SECONDS): ApprovalPhase {
  if (!isAwaitingApproval(limit)) return 'none';
  const endsAt = approvalWindowEndsAt(limit, windowSeconds);
  if (endsAt === null) return 'waiting';
  return nowSeconds >= endsAt ? 'confirm_required' : 'waiting';
}

/** The limits whose approval window has passed, in type order: the confirm dialog shows the first. */
export function limitsRequiringConfirm(limits: readonly Limit[], nowSeconds: number, windowSeconds: number = LIMIT_APPROVAL_WINDOW_SECONDS): Limit[] {
  return limits.filter((limit) => approvalPhase(limit, nowSeconds, windowSeconds) === 'confirm_required').sort((a, b) => a.limitType - b.limitType);
}

/** The earliest end of a running approval window after `nowSeconds`, or null when none runs. */
export function nextApprovalWindowEnd(limits: readonly Limit[], nowSeconds: number, windowSeconds: number = LIMIT_APPROVAL_WINDOW_SECONDS): number | null {
  let next: number | null = null;
  for (const limit of limits) {
    if (approvalPhase(limit, nowSeconds, windowSeconds) !== 'waiting') continue;
    const endsAt = approvalWindowEndsAt(limit, windowSeconds);
    if (endsAt !== null && (next === null || endsAt < next)) next = endsAt;
  }
  return next;
}

/**
 * Hours left until a pending deposit limit can be confirmed, rounded up (document 001 §9:
 * "Deposit limit notification hours are rounded up"); 0 once the window has passed.
 */
export function approvalNotificationHours(limit: Limit, nowSeconds: number, windowSeconds: number = LIMIT_APPROVAL_WINDOW_SECONDS): number {
  const endsAt = approvalWindowEndsAt(limit, windowSeconds);
  if (endsAt === null) return Math.ceil(windowSeconds / HOUR_SECONDS);
  return Math.max(0, Math.ceil((endsAt - nowSeconds) / HOUR_SECONDS));
}

/** Rejecting removes the pending deposit limits from the local list (document 001 §4). */
export function removePendingDepositLimits(limits: readonly Limit[]): Limit[] {
  return limits.filter((limit) => !(limit.limitState === 'PENDING' && isDepositLimitType(limit.limitType)));
}

/** A limit change: increase 1 or decrease -1, with the new value (document 001 §3). */
export interface DepositLimitChange {
  change: 1 | -1;
  value: number;
}

/** No limit (absent, the deposit 999999999, the session -1) is above every value. */
function asCeiling(value: number | null, noLimitValue: number): number {
  return value === null || value === noLimitValue ? Number.POSITIVE_INFINITY : value;
}

/** The no-limit code of a type: 999999999 for deposits, -1 for the session limit (document 001 §9). */
export function noLimitValue(limitType: number): number {
  return limitType === LimitTypeCode.session ? SESSION_LIMIT_NOT_SET : DEPOSIT_NO_LIMIT;
}

/** Increase (1), decrease (-1) or no change (`null`) from `previousValue` to `nextValue` for a type. */
export function limitChange(limitType: number, previousValue: number | null, nextValue: number): DepositLimitChange | null {
  const noLimit = noLimitValue(limitType);
  const previous = asCeiling(previousValue, noLimit);
  const next = asCeiling(nextValue, noLimit);
  if (next === previous) return null;
  return { change: next > previous ? 1 : -1, value: nextValue };
}

/**
 * Reports a deposit-limit change as increase (1) or decrease (-1) with the new value (document
 * 001 §3); `null` when the value does not change. No limit counts as above every value.
 */
export function depositLimitChange(previousValue: number | null, nextValue: number): DepositLimitChange | null {
  return limitChange(LimitTypeCode.deposit24h, previousValue, nextValue);
}

/** Self-exclusion (type 30) is active: ACTIVE, started, not yet ended. */
export function isSelfExclusionActive(limits: readonly Limit[], nowSeconds: number): boolean {
  return limits.some(
    (limit) =>
      limit.limitType === LimitTypeCode.selfExclusion &&
      limit.limitState === 'ACTIVE' &&
      (limit.startedAt === null || limit.startedAt <= nowSeconds) &&
      (limit.endsAt === null || limit.endsAt > nowSeconds),
  );
}

/** A deposit time-out (type 33, 1/7/30/90 days) is running: ACTIVE, started, not yet ended. */
export function isTimeOutActive(limits: readonly Limit[], nowSeconds: number): boolean {
  return limits.some(
    (limit) =>
      limit.limitType === LimitTypeCode.timeOut &&
      limit.limitState === 'ACTIVE' &&
      (limit.startedAt === null || limit.startedAt <= nowSeconds) &&
      (limit.endsAt === null || limit.endsAt > nowSeconds),
  );
}

/** The self-exclusion warning shows when the limit is set and its start has not yet passed (document 001 §4). */
export function showSelfExclusionWarning(limits: readonly Limit[], nowSeconds: number): boolean {
  return limits.some(
    (limit) =>
      limit.limitType === LimitTypeCode.selfExclusion &&
      limit.limitState !== 'INACTIVE' &&
      limit.startedAt !== null &&
      limit.startedAt > nowSeconds,
  );
}

/** What a limit field depends on. */
export interface LimitFieldContext {
  limits: readonly Limit[];
  limitType: number;
  nowSeconds: number;
  /** The site flag `isLimitsLockedOnPendingChange`. */
  isLimitsLockedOnPendingChange: boolean;
}

/**
 * A limit field is disabled while a change of it is pending and the site locks on pending changes,
 * and while self-exclusion is active (document 001 §5).
 */
export function isLimitFieldDisabled(context: LimitFieldContext): boolean {
  if (isSelfExclusionActive(context.limits, context.nowSeconds)) return true;
  return context.isLimitsLockedOnPendingChange && pendingLimit(context.limits, context.limitType) !== undefined;
}

/** Why a limit change is refused. */
export type LimitChangeError = 'limit_value_not_numeric' | 'limit_unchanged' | 'limit_locked_self_exclusion' | 'limit_locked_pending_change';

/** The verdict on a requested change: ok with the deposit change (if a deposit limit), or a code. */
export type LimitChangeVerdict = { ok: true; depositChange: DepositLimitChange | null } | { ok: false; error: LimitChangeError };

/**
 * Checks a requested limit value. Self-exclusion blocks every change; a pending change blocks an
 * increase when the site locks on pending changes, but a decrease is never blocked by a pending
 * increase (issue 6, document 001 §4-§5: decreases apply at once).
 */
export function validateLimitChange(context: LimitFieldContext & { value: unknown }): LimitChangeVerdict {
  const value = parseNumeric(context.value);
  if (value === null) return { ok: false, error: 'limit_value_not_numeric' };
  if (isSelfExclusionActive(context.limits, context.nowSeconds)) return { ok: false, error: 'limit_locked_self_exclusion' };
  const current = activeLimit(context.limits, context.limitType)?.limitValue ?? null;
  const pending = pendingLimit(context.limits, context.limitType);
  const isDeposit = isDepositLimitType(context.limitType);
  const change = limitChange(context.limitType, current, value);
  if (pending === undefined ? change === null : pending.limitValue === value) return { ok: false, error: 'limit_unchanged' };
  // A value at or below the active one is a decrease: it goes through whatever is pending.
  const isIncrease = change !== null && change.change === 1;
  if (pending !== undefined && isIncrease && context.isLimitsLockedOnPendingChange) return { ok: false, error: 'limit_locked_pending_change' };
  return { ok: true, depositChange: isDeposit ? change : null };
}

/** How a limit call failed, for the view: the status and the server's title (which wins) or a key. */
export interface LimitFailure {
  status: string;
  /** The server's title, shown instead of `messageKey` when present (document 001 §8). */
  title: string | null;
  messageKey: string;
}

/**
 * Reads a limit failure (document 001 §7-§8): the error body's `details` carry `status` and `title`;
 * the title wins when present; a failed save defaults to status `forbidden`.
 */
export function limitFailure(error: unknown, fallbackKey = 'main_error'): LimitFailure {
  if (!isApiError(error)) return { status: 'forbidden', title: null, messageKey: fallbackKey };
  const details = error.body?.details ?? {};
  const status = typeof details['status'] === 'string' && details['status'] !== '' ? details['status'] : 'forbidden';
  const title = typeof details['title'] === 'string' && details['title'] !== '' ? details['title'] : null;
  return { status, title, messageKey: error.messageKey || fallbackKey };
}
