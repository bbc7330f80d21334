export {
  DAY_SECONDS,
  LIMIT_APPROVAL_WINDOW_SECONDS,
  DEPOSIT_NO_LIMIT,
  SESSION_LIMIT_NOT_SET,
  DEPOSIT_LIMIT_TYPES,
  WAGERING_LIMIT_TYPES,
  LOSS_LIMIT_TYPES,
  MONEY_LIMIT_WINDOW_SECONDS,
  SELF_EXCLUSION_DAY_VALUES,
  SELF_EXCLUSION_UI_PERIODS,
  SESSION_LIMIT_HOUR_OPTIONS,
  REALITY_CHECK_MINUTE_OPTIONS,
  TIME_OUT_DAY_OPTIONS,
  MONEY_LIMIT_SUGGESTIONS,
  SETTABLE_LIMIT_TYPES,
  LimitMessageKey,
  availableLimitTable,
  moneyLimitWindowSeconds,
  isMoneyLimitType,
  limitKind,
  isDepositLimitType,
  selfExclusionDayOptions,
  type LimitKind,
  type LimitMeasureName,
} from './limits/limit-catalog';
export {
  parseNumeric,
  activeLimit,
  pendingLimit,
  isAwaitingApproval,
  approvalWindowEndsAt,
  approvalPhase,
  limitsRequiringConfirm,
  nextApprovalWindowEnd,
  approvalNotificationHours,
  removePendingDepositLimits,
  noLimitValue,
  limitChange,
  depositLimitChange,
  isSelfExclusionActive,
  isTimeOutActive,
  showSelfExclusionWarning,
  isLimitFieldDisabled,
  validateLimitChange,
  limitFailure,
  type ApprovalPhase,
  type DepositLimitChange,
  type LimitFieldContext,
  type LimitChangeError,
  type LimitChangeVerdict,
  type LimitFailure,
} from './limits/limits.rules';
export {
  isNoLimitValue,
  isAllowedLimitValue,
  limitChangeDirection,
  isTimedLimitType,
  limitEndsAt,
  limitInForce,
  hasLimitEnded,
  isPendingChangeDue,
  needsApproval,
  moneyLimitBalance,
  sessionLimitBalanceSeconds,
  LimitRefusalCode,
  LIMIT_REFUSAL_MESSAGE_KEY,
  MONEY_LIMIT_CHECKS,
  exclusionRefusal,
  timeOutRefusal,
  moneyLimitsInForce,
  moneyLimitRefusal,
  type LimitRefusal,
} from './limits/limit-enforcement.rules';
export {
  LimitsSiteSettings,
  DEFAULT_LIMITS_SITE_SETTINGS,
  limitsSiteSettingsFrom,
  SessionTerminator,
  LimitsNotifier,
  type LimitsNotification,
} from './limits/limits.ports';
export { LimitsSession, LimitsSessionService } from './limits/limits-session.service';
export { Limits, LimitsService, type ApprovalDialog, type LimitsLoadStatus, type SaveLimitsOutcome, type LimitActionOutcome, type TestAnswersOutcome } from './limits/limits.service';
export {
  REALITY_CHECK_CHUNK_MS,
  realityCheckPeriodMinutes,
  realityCheckDueAtMs,
  realityCheckWaitMs,
  isRealityCheckRecord,
  resumeRealityCheck,
  realityCheckEffects,
  type RealityCheckRecord,
  type RealityCheckEffects,
} from './reality-check/reality-check.rules';
export { RealityCheck, RealityCheckService, realityCheckStorageKey } from './reality-check/reality-check.service';
export { SESSION_PING_INTERVAL_MS, sessionLimitState, remainingSessionSeconds, type SessionLimitState } from './session-limit/session-limit.rules';
export { SessionLimit, SessionLimitService } from './session-limit/session-limit.service';
export { limitsCoreModule } from './limits-core.module';
export { InMemoryLimitsApi, type InMemoryLimitsApiOptions } from './testing/in-memory-limits-api';
export { RecordingLimitsNotifier, RecordingSessionTerminator } from './testing/recording-ports';
export { createLimitsTestBed, type LimitsTestBed } from './testing/limits-test-container';
export { aLimit, T0_SECONDS } from './testing/limit-fixtures';
