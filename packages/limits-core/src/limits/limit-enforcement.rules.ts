import { LimitTypeCode, type Limit } from '@kickoff/contracts';
import {
  DAY_SECONDS,
  DEPOSIT_LIMIT_TYPES,
  DEPOSIT_NO_LIMIT,
  LOSS_LIMIT_TYPES,
  REALITY_CHECK_MINUTE_OPTIONS,
  SELF_EXCLUSION_DAY_VALUES,
  SESSION_LIMIT_HOUR_OPTIONS,
  SESSION_LIMIT_NOT_SET,
  TIME_OUT_DAY_OPTIONS,
  WAGERING_LIMIT_TYPES,
  isMoneyLimitType,
  selfExclusionDayOptions,
} from './limit-catalog';
import { limitChange } from './limits.rules';

// The rules a server applies to limits: which values may be set, what a change is, when a limit is in
// force and which refusal a stake or a deposit meets. The client shows the same table and options.

/** Seconds in an hour, for the session limit (type 31, counted in hours). */
const HOUR_SECONDS = 3600;

/** Whether `value` removes the limit: 999999999 for a money limit, -1 for the session limit (document 001 §9). */
export function isNoLimitValue(limitType: number, value: number): boolean {
  if (limitType === LimitTypeCode.session) return value === SESSION_LIMIT_NOT_SET;
  return isMoneyLimitType(limitType) && value === DEPOSIT_NO_LIMIT;
}

/**
 * Whether `value` may be set for `limitType` (document 001 §9): a money limit takes any whole
 * amount of minor units from 1 to the no-limit code; the others take one of their options. With a
 * year length, self-exclusion takes only that list's days (360 or 365, not both).
 */
export function isAllowedLimitValue(limitType: number, value: number, selfExclusionYearLengthDays?: 360 | 365): boolean {
  if (!Number.isInteger(value)) return false;
  if (limitType === LimitTypeCode.selfExclusion && selfExclusionYearLengthDays !== undefined) return selfExclusionDayOptions(selfExclusionYearLengthDays).includes(value);
  if (isMoneyLimitType(limitType)) return value > 0 && value <= DEPOSIT_NO_LIMIT;
  switch (limitType) {
    case LimitTypeCode.selfExclusion:
      return SELF_EXCLUSION_DAY_VALUES.includes(value);
    case LimitTypeCode.timeOut:
      return TIME_OUT_DAY_OPTIONS.includes(value);
    case LimitTypeCode.session:
      return SESSION_LIMIT_HOUR_OPTIONS.includes(value);
    case LimitTypeCode.realityCheck:
      return REALITY_CHECK_MINUTE_OPTIONS.includes(value);
    default:
      return false;
  }
}

/**
 * The direction of a change from the value in force (`null`: none) to `next`: 1 looser (waits the
 * approval window), -1 stricter (applies at once), 0 no change. No limit counts as above every value.
 */
export function limitChangeDirection(limitType: number, current: number | null, next: number): 1 | -1 | 0 {
  return limitChange(limitType, current, next)?.change ?? 0;
}

/** Whether a limit type runs for a period and then ends: self-exclusion (30) and time-out (33), in days. */
export function isTimedLimitType(limitType: number): boolean {
  return limitType === LimitTypeCode.selfExclusion || limitType === LimitTypeCode.timeOut;
}

/** When a limit set at `startedAt` ends, epoch seconds: start plus its days for 30 and 33, else null (open-ended). */
export function limitEndsAt(limitType: number, limitValue: number, startedAt: number): number | null {
  return isTimedLimitType(limitType) ? startedAt + limitValue * DAY_SECONDS : null;
}

/** The limit of a type in force at `nowSeconds`: ACTIVE, started and not yet ended. */
export function limitInForce(limits: readonly Limit[], limitType: number, nowSeconds: number): Limit | undefined {
  return limits.find(
    (limit) =>
      limit.limitType === limitType &&
      limit.limitState === 'ACTIVE' &&
      (limit.startedAt === null || limit.startedAt <= nowSeconds) &&
      (limit.endsAt === null || limit.endsAt > nowSeconds),
  );
}

/** An ACTIVE limit whose period is over (`endsAt` reached): it becomes INACTIVE. */
export function hasLimitEnded(limit: Pick<Limit, 'limitState' | 'endsAt'>, nowSeconds: number): boolean {
  return limit.limitState === 'ACTIVE' && limit.endsAt !== null && limit.endsAt <= nowSeconds;
}

/**
 * A pending change that needs no confirmation takes effect by itself once its approval window is
 * over (`approveAfter`, epoch seconds); a deposit increase (`needApprove`) waits for the player's
 * confirmation instead (document 001 §4).
 */
export function isPendingChangeDue(pending: { limitState: Limit['limitState']; needApprove: boolean; approveAfter: number }, nowSeconds: number): boolean {
  return pending.limitState === 'PENDING' && !pending.needApprove && pending.approveAfter <= nowSeconds;
}

/** A pending change that waits for a confirmation is a deposit increase (document 001 §4: "tied to deposit limits 20 to 22"). */
export function needsApproval(limitType: number): boolean {
  return DEPOSIT_LIMIT_TYPES.includes(limitType);
}

/** What is left of a money limit after `usedMinor` (never below 0). */
export function moneyLimitBalance(limitValue: number, usedMinor: number): number {
  return Math.max(0, limitValue - usedMinor);
}

/** Seconds of play left today under a session limit of `limitHours` after `playedSeconds` (never below 0). */
export function sessionLimitBalanceSeconds(limitHours: number, playedSeconds: number): number {
  return Math.max(0, limitHours * HOUR_SECONDS - playedSeconds);
}

/** Why a stake, a deposit or any signed-in call is refused by a limit. */
export const LimitRefusalCode = {
  selfExcluded: 'self_excluded',
  sessionLimitReached: 'session_limit_reached',
  timeOutActive: 'time_out_active',
  wageringLimitExceeded: 'wagering_limit_exceeded',
  lossLimitExceeded: 'loss_limit_exceeded',
  depositLimitExceeded: 'deposit_limit_exceeded',
} as const;
export type LimitRefusalCode = (typeof LimitRefusalCode)[keyof typeof LimitRefusalCode];

/** The dictionary key of each refusal (document 001 §4: the session limit "ended, visit tomorrow"). */
export const LIMIT_REFUSAL_MESSAGE_KEY: Readonly<Record<LimitRefusalCode, string>> = {
  self_excluded: 'responsible_gaming_self_excluded',
  session_limit_reached: 'responsible_gaming_session_limit_ended',
  time_out_active: 'responsible_gaming_time_out_active',
  wagering_limit_exceeded: 'responsible_gaming_wagering_limit_exceeded',
  loss_limit_exceeded: 'responsible_gaming_loss_limit_exceeded',
  deposit_limit_exceeded: 'responsible_gaming_deposit_limit_exceeded',
};

/** A refusal: its code, its dictionary key and the limit it is about. */
export interface LimitRefusal {
  code: LimitRefusalCode;
  messageKey: string;
  details: { limitType: number; endsAt?: number | null; limitValue?: number; limitBalance?: number };
}

function refusal(code: LimitRefusalCode, details: LimitRefusal['details']): LimitRefusal {
  return { code, messageKey: LIMIT_REFUSAL_MESSAGE_KEY[code], details };
}

/**
 * The refusal every signed-in call meets: an active self-exclusion (30), or a session limit (31)
 * with no time left today (`sessionBalanceSeconds` 0; null without a session limit). Null: go on.
 */
export function exclusionRefusal(limits: readonly Limit[], nowSeconds: number, sessionBalanceSeconds: number | null): LimitRefusal | null {
  const exclusion = limitInForce(limits, LimitTypeCode.selfExclusion, nowSeconds);
  if (exclusion) return refusal(LimitRefusalCode.selfExcluded, { limitType: LimitTypeCode.selfExclusion, endsAt: exclusion.endsAt });
  if (sessionBalanceSeconds !== null && sessionBalanceSeconds <= 0) return refusal(LimitRefusalCode.sessionLimitReached, { limitType: LimitTypeCode.session });
  return null;
}

/** A running time-out (33) refuses stakes and deposits. */
export function timeOutRefusal(limits: readonly Limit[], nowSeconds: number): LimitRefusal | null {
  const timeOut = limitInForce(limits, LimitTypeCode.timeOut, nowSeconds);
  return timeOut ? refusal(LimitRefusalCode.timeOutActive, { limitType: LimitTypeCode.timeOut, endsAt: timeOut.endsAt }) : null;
}

/** What a money of a kind is checked against: the limit types and the refusal code. */
export const MONEY_LIMIT_CHECKS = {
  wagering: { types: WAGERING_LIMIT_TYPES, code: LimitRefusalCode.wageringLimitExceeded },
  loss: { types: LOSS_LIMIT_TYPES, code: LimitRefusalCode.lossLimitExceeded },
  deposit: { types: DEPOSIT_LIMIT_TYPES, code: LimitRefusalCode.depositLimitExceeded },
} as const;

/** The money limits of `types` in force that count (the no-limit value 999999999 never refuses). */
export function moneyLimitsInForce(limits: readonly Limit[], types: readonly number[], nowSeconds: number): Limit[] {
  return types
    .map((limitType) => limitInForce(limits, limitType, nowSeconds))
    .filter((limit): limit is Limit => limit !== undefined && limit.limitValue !== null && !isNoLimitValue(limit.limitType, limit.limitValue));
}

/**
 * Refuses `amountMinor` when, with `usedMinor` already used in the limit's window, it would go over
 * the limit; the details say what is left.
 */
export function moneyLimitRefusal(limit: Limit, usedMinor: number, amountMinor: number, code: LimitRefusalCode): LimitRefusal | null {
  if (limit.limitValue === null || isNoLimitValue(limit.limitType, limit.limitValue)) return null;
  if (usedMinor + amountMinor <= limit.limitValue) return null;
  return refusal(code, { limitType: limit.limitType, limitValue: limit.limitValue, limitBalance: moneyLimitBalance(limit.limitValue, usedMinor) });
}
