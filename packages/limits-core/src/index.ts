// Public surface of @kickoff/limits-core, written by hand (STYLE.md 4): the services, their ports
// and identifiers, the container module and the test doubles. The pure rules and the one limit
// table are the `@kickoff/limits-core/rules` entry (src/rules.ts), free of MobX, so each name is
// exported once and the API server checks limits with exactly the rules the limits page shows.

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
export { LimitsPage, LimitsPageFlow, LimitsPageKey, type ExclusionStep, type LimitRowMessage } from './limits/limits-page.flow';
export {
  connectLimitsPage,
  type LimitsPageView,
  type LimitsPageSource,
  type LimitRowView,
  type PendingLimitView,
  type LimitQuestionsView,
  type ExclusionConfirmView,
} from './limits/limits-page.connect';
export { connectLimitApproval, limitValueView, type LimitValueView, type LimitApprovalView } from './limits/limit-value.connect';
export {
  LimitsHeadroom,
  LimitsHeadroomService,
  HEADROOM_REFRESH_MS,
  connectHeadroom,
  type HeadroomView,
  type HeadroomLineView,
} from './limits/headroom.service';
export { RealityCheck, RealityCheckService, realityCheckStorageKey } from './reality-check/reality-check.service';
export { SessionLimit, SessionLimitService } from './session-limit/session-limit.service';
export { limitsCoreModule } from './limits-core.module';
export { limitsShellModule } from './limits-shell.module';
export { limitsPageModule } from './limits-page.module';
export { InMemoryLimitsApi, type InMemoryLimitsApiOptions } from './testing/in-memory-limits-api';
export { RecordingLimitsNotifier, RecordingSessionTerminator } from './testing/recording-ports';
export { createLimitsTestBed, type LimitsTestBed } from './testing/limits-test-container';
export { aLimit, T0_SECONDS } from './testing/limit-fixtures';
