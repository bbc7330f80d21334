import { LT, NO_LIMIT_VALUE, SESSION_LIMIT_NOT_SET, limitWindowSeconds } from './limits.enforce';

/** Self-exclusion (30) periods in days (document 001 §9). */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825, 3650];
/** Time-out (33) periods in days (document 001 §9). */
export const TIME_OUT_DAYS = [1, 7, 30, 90];
/** Session limit (31) hours: 1 to 24, or -1 for not set (document 001 §9). */
export const SESSION_LIMIT_HOURS = [...Array.from({ length: 24 }, (_, index) => index + 1), SESSION_LIMIT_NOT_SET];
/** Reality-check (32) periods in minutes (document 001 §9). */
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60];
/** Suggested money limit values in minor units; any positive amount is accepted, 999999999 is "no limit". */
export const MONEY_LIMIT_SUGGESTIONS = [1_000, 5_000, 10_000, 50_000, 100_000, NO_LIMIT_VALUE];
/** The limit types a player may set. */
export const SETTABLE_LIMIT_TYPES: readonly number[] = [...LT.wagering, ...LT.loss, ...LT.deposit, LT.selfExclusion, LT.session, LT.realityCheck, LT.timeOut];

/** Whether `value` is an allowed value for `limitType`. */
export function isAllowedLimitValue(limitType: number, value: number): boolean {
  if (!Number.isInteger(value)) return false;
  if (limitWindowSeconds(limitType) !== null) return value > 0 && value <= NO_LIMIT_VALUE;
  switch (limitType) {
    case LT.selfExclusion:
      return SELF_EXCLUSION_DAYS.includes(value);
    case LT.timeOut:
      return TIME_OUT_DAYS.includes(value);
    case LT.session:
      return SESSION_LIMIT_HOURS.includes(value);
    case LT.realityCheck:
      return REALITY_CHECK_MINUTES.includes(value);
    default:
      return false;
  }
}

/** How strict a value is, for comparing: "not set" is the loosest (infinite). */
function strictness(limitType: number, value: number | undefined): number {
  if (value === undefined) return Number.POSITIVE_INFINITY;
  if (limitType === LT.session && value === SESSION_LIMIT_NOT_SET) return Number.POSITIVE_INFINITY;
  if (limitWindowSeconds(limitType) !== null && value === NO_LIMIT_VALUE) return Number.POSITIVE_INFINITY;
  return value;
}

/**
 * What a change of a money (1-3, 10-12, 20-22) or session (31) limit is: a decrease (stricter,
 * applied at once), an increase (looser: waits the approval window, ARCHITECTURE.md "Security
 * decisions"), or no change. Document 001 §3 reports deposit changes as increase (1) or decrease (-1).
 */
export function limitChange(limitType: number, current: number | undefined, next: number): 1 | -1 | 0 {
  const from = strictness(limitType, current);
  const to = strictness(limitType, next);
  if (to === from) return 0;
  return to < from ? -1 : 1;
}
