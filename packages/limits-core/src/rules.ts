// The pure rules of @kickoff/limits-core (`@kickoff/limits-core/rules`): no MobX, no Inversify, no
// platform ports, so the API server checks limits with the same table and rules the limits page
// shows. The services are the main entry (index.ts); no name is in both.

// the limit table (document 001 §3, §9; document 000 §3, §9)
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
  type AvailableLimitsScope,
} from './limits/limit-catalog';

// jurisdiction packs: cooling-off and option data chosen by the site configuration
export {
  JURISDICTION_CODES,
  DEFAULT_JURISDICTION,
  JURISDICTION_PACKS,
  isJurisdictionCode,
  jurisdictionPack,
  increaseCoolingOffSeconds,
  coolingOffSecondsOf,
  type JurisdictionPack,
  type JurisdictionConfig,
} from './limits/jurisdiction';

// limit states, approval and changes
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

// enforcement: allowed values, limits in force, refusals
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

// headroom: how much more may be staked or deposited under the limits in force
export { remainingHeadroom, usageFromLimits, type Headroom, type HeadroomEntry, type LimitUsage } from './limits/headroom.rules';

// reality check and session limit
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
export { SESSION_PING_INTERVAL_MS, sessionLimitState, remainingSessionSeconds, type SessionLimitState } from './session-limit/session-limit.rules';
