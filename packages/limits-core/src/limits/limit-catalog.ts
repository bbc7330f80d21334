import { LimitTypeCode } from '@kickoff/contracts';

/** Seconds in a day: the unit of the self-exclusion and time-out periods and of the money windows. */
export const DAY_SECONDS = 86_400;

/** Pending approval window of a deposit-limit increase: 86,400 s after `startedAt` (document 001 §4, §9). */
export const LIMIT_APPROVAL_WINDOW_SECONDS = 86_400;

/** The deposit limit's no-limit option (document 001 §9, document 000 §9: type 21, coded 999999999). */
export const DEPOSIT_NO_LIMIT = 999_999_999;

/** The session limit's "not set" option, its no-limit constant (document 001 §9: "-1 for not set"). */
export const SESSION_LIMIT_NOT_SET = -1;

/** Deposit limit types 20, 21, 22 (24 h, 7 d, 30 d), document 001 §3. */
export const DEPOSIT_LIMIT_TYPES: readonly number[] = [LimitTypeCode.deposit24h, LimitTypeCode.deposit7d, LimitTypeCode.deposit30d];
/** Wagering limit types 1, 2, 3 (document 001 §3). */
export const WAGERING_LIMIT_TYPES: readonly number[] = [LimitTypeCode.wagering24h, LimitTypeCode.wagering7d, LimitTypeCode.wagering30d];
/** Loss limit types 10, 11, 12 (document 001 §3). */
export const LOSS_LIMIT_TYPES: readonly number[] = [LimitTypeCode.loss24h, LimitTypeCode.loss7d, LimitTypeCode.loss30d];

/**
 * The rolling window of each money limit in seconds (document 001 §3: deposit 20, 21, 22 are 24 h,
 * 7 d, 30 d; the wagering 1, 2, 3 and loss 10, 11, 12 limits follow the same three windows).
 */
export const MONEY_LIMIT_WINDOW_SECONDS: Readonly<Record<number, number>> = {
  [LimitTypeCode.wagering24h]: DAY_SECONDS,
  [LimitTypeCode.wagering7d]: 7 * DAY_SECONDS,
  [LimitTypeCode.wagering30d]: 30 * DAY_SECONDS,
  [LimitTypeCode.loss24h]: DAY_SECONDS,
  [LimitTypeCode.loss7d]: 7 * DAY_SECONDS,
  [LimitTypeCode.loss30d]: 30 * DAY_SECONDS,
  [LimitTypeCode.deposit24h]: DAY_SECONDS,
  [LimitTypeCode.deposit7d]: 7 * DAY_SECONDS,
  [LimitTypeCode.deposit30d]: 30 * DAY_SECONDS,
};

/** The window of a money limit in seconds, or null for a type that is not a money limit. */
export function moneyLimitWindowSeconds(limitType: number): number | null {
  return MONEY_LIMIT_WINDOW_SECONDS[limitType] ?? null;
}

/** True for the money limits (wagering 1-3, loss 10-12, deposit 20-22): a value in minor units over a window. */
export function isMoneyLimitType(limitType: number): boolean {
  return moneyLimitWindowSeconds(limitType) !== null;
}

/** The family a limit type belongs to; `unknown` for numbers the spec does not name. */
export type LimitKind = 'deposit' | 'wagering' | 'loss' | 'selfExclusion' | 'session' | 'realityCheck' | 'timeOut' | 'extraLimitsBlocker' | 'unknown';

/** Classifies a limit type number (document 001 §3). */
export function limitKind(limitType: number): LimitKind {
  if (DEPOSIT_LIMIT_TYPES.includes(limitType)) return 'deposit';
  if (WAGERING_LIMIT_TYPES.includes(limitType)) return 'wagering';
  if (LOSS_LIMIT_TYPES.includes(limitType)) return 'loss';
  switch (limitType) {
    case LimitTypeCode.selfExclusion:
      return 'selfExclusion';
    case LimitTypeCode.session:
      return 'session';
    case LimitTypeCode.realityCheck:
      return 'realityCheck';
    case LimitTypeCode.timeOut:
      return 'timeOut';
    case LimitTypeCode.extraLimitsBlocker:
      return 'extraLimitsBlocker';
    default:
      return 'unknown';
  }
}

/** True for the deposit limits 20, 21, 22. */
export function isDepositLimitType(limitType: number): boolean {
  return DEPOSIT_LIMIT_TYPES.includes(limitType);
}

/**
 * Self-exclusion (type 30) day options (document 001 §9): 1, 7, 30, 90, 180, then 360 or 365,
 * 720 or 730, 1080 or 1095, 1800 or 1825 depending on the year length the site counts, and 3650.
 */
export function selfExclusionDayOptions(yearLengthDays: 360 | 365 = 365): readonly number[] {
  const years = yearLengthDays === 360 ? [360, 720, 1080, 1800] : [365, 730, 1095, 1825];
  return [1, 7, 30, 90, 180, ...years, 3650];
}

/** Every self-exclusion day value a server accepts: both year lengths of `selfExclusionDayOptions`. */
export const SELF_EXCLUSION_DAY_VALUES: readonly number[] = [...new Set([...selfExclusionDayOptions(360), ...selfExclusionDayOptions(365)])].sort((a, b) => a - b);

/** Self-exclusion periods of the limits UI (document 001 §9): 24 hours, 7 days, 30 days. */
export const SELF_EXCLUSION_UI_PERIODS: ReadonlyArray<{ unit: 'hours' | 'days'; value: number }> = [
  { unit: 'hours', value: 24 },
  { unit: 'days', value: 7 },
  { unit: 'days', value: 30 },
];

/** Session limit (type 31) options: hours 1 to 24, and -1 for not set (document 001 §9). */
export const SESSION_LIMIT_HOUR_OPTIONS: readonly number[] = [...Array.from({ length: 24 }, (_, index) => index + 1), SESSION_LIMIT_NOT_SET];

/** Reality check (type 32) options in minutes (document 001 §9). */
export const REALITY_CHECK_MINUTE_OPTIONS: readonly number[] = [5, 10, 15, 30, 45, 60];

/** Deposit time-out (type 33) options in days (document 001 §9). */
export const TIME_OUT_DAY_OPTIONS: readonly number[] = [1, 7, 30, 90];

/**
 * Suggested money-limit values in minor units (any positive whole amount up to the no-limit code is
 * accepted); the last one is the no-limit option 999999999 (document 001 §9).
 */
export const MONEY_LIMIT_SUGGESTIONS: readonly number[] = [1_000, 5_000, 10_000, 50_000, 100_000, DEPOSIT_NO_LIMIT];

/** The limit types a player sets: money limits, self-exclusion, session, reality check, time-out (37 is the operator's). */
export const SETTABLE_LIMIT_TYPES: readonly number[] = [
  ...WAGERING_LIMIT_TYPES,
  ...LOSS_LIMIT_TYPES,
  ...DEPOSIT_LIMIT_TYPES,
  LimitTypeCode.selfExclusion,
  LimitTypeCode.session,
  LimitTypeCode.realityCheck,
  LimitTypeCode.timeOut,
];

/** The unit a limit's value is counted in (document 001 §3 "Available limit: type, measure, availableValues"). */
export type LimitMeasureName = 'money' | 'minutes' | 'hours' | 'days';

/** What shapes the available limits of a site: its jurisdiction pack's types and self-exclusion year length. */
export interface AvailableLimitsScope {
  readonly limitTypes: readonly number[];
  readonly selfExclusionYearLengthDays: 360 | 365;
}

/**
 * The available limits in the order the limits page lists them: each type the scope enables with its
 * measure and its option list (document 001 §9; one self-exclusion list, by the year length). The
 * server answers `GET availablelimits` with this table.
 */
export function availableLimitTable(scope: AvailableLimitsScope = { limitTypes: SETTABLE_LIMIT_TYPES, selfExclusionYearLengthDays: 365 }): Array<{ type: number; measure: LimitMeasureName; availableValues: number[] }> {
  const money = (type: number) => ({ type, measure: 'money' as const, availableValues: [...MONEY_LIMIT_SUGGESTIONS] });
  const table = [
    ...DEPOSIT_LIMIT_TYPES.map(money),
    ...WAGERING_LIMIT_TYPES.map(money),
    ...LOSS_LIMIT_TYPES.map(money),
    { type: LimitTypeCode.selfExclusion, measure: 'days' as const, availableValues: [...selfExclusionDayOptions(scope.selfExclusionYearLengthDays)] },
    { type: LimitTypeCode.session, measure: 'hours' as const, availableValues: [...SESSION_LIMIT_HOUR_OPTIONS] },
    { type: LimitTypeCode.realityCheck, measure: 'minutes' as const, availableValues: [...REALITY_CHECK_MINUTE_OPTIONS] },
    { type: LimitTypeCode.timeOut, measure: 'days' as const, availableValues: [...TIME_OUT_DAY_OPTIONS] },
  ];
  return table.filter((entry) => scope.limitTypes.includes(entry.type));
}

/** Dictionary keys of the limits area (document 001 §8; the session-limit keys are chosen). */
export const LimitMessageKey = {
  confirmSuccess: 'responsible_gaming_confirm_limit_success',
  confirmError: 'responsible_gaming_confirm_limit_error',
  cancelSuccess: 'responsible_gaming_cancel_limit_success',
  cancelError: 'responsible_gaming_cancel_limit_error',
  /** Session limit ended, visit tomorrow (document 001 §4; key chosen). */
  sessionLimitEnded: 'responsible_gaming_session_limit_ended',
  errorTitle: 'main_error',
  doneTitle: 'main_done',
} as const;
