import { Container } from 'inversify';
import { DEFAULT_JURISDICTION, type JurisdictionPack } from '../limits/jurisdiction';
import { LimitsApi, UserApi, type UserApi as UserApiType } from '@kickoff/contracts';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { limitsCoreModule } from '../limits-core.module';
import { LIMIT_APPROVAL_WINDOW_SECONDS } from '../limits/limit-catalog';
import { LimitsNotifier, LimitsSiteSettings, SessionTerminator } from '../limits/limits.ports';
import { InMemoryLimitsApi, type InMemoryLimitsApiOptions } from './in-memory-limits-api';
import { RecordingLimitsNotifier, RecordingSessionTerminator } from './recording-ports';

/** A fresh container with the limits module on memory adapters, for one test. */
export interface LimitsTestBed {
  container: Container;
  platform: TestPlatform;
  limitsApi: InMemoryLimitsApi;
  notifier: RecordingLimitsNotifier;
  terminator: RecordingSessionTerminator;
  settings: { isLimitsLockedOnPendingChange: boolean; isLimitCancelByDelete: boolean; limitApprovalWindowSeconds: number; jurisdiction: JurisdictionPack };
}

/** Builds the test bed around a `UserApi` implementation (e.g. accounts-core's `InMemoryUserApi`). */
export function createLimitsTestBed(makeUserApi: (platform: TestPlatform) => UserApiType, options: { platform?: TestPlatform; api?: InMemoryLimitsApiOptions } = {}): LimitsTestBed {
  const platform = options.platform ?? createTestPlatform();
  const limitsApi = new InMemoryLimitsApi(platform.clock, options.api);
  const notifier = new RecordingLimitsNotifier();
  const terminator = new RecordingSessionTerminator();
  const settings = { isLimitsLockedOnPendingChange: false, isLimitCancelByDelete: false, limitApprovalWindowSeconds: options.api?.approvalWindowSeconds ?? LIMIT_APPROVAL_WINDOW_SECONDS, jurisdiction: DEFAULT_JURISDICTION };
  const container = new Container();
  container.load(platformModule(platform));
  container.bind(LimitsApi).toConstantValue(limitsApi);
  container.bind(UserApi).toConstantValue(makeUserApi(platform));
  container.bind(LimitsNotifier).toConstantValue(notifier);
  container.bind(SessionTerminator).toConstantValue(terminator);
  container.bind(LimitsSiteSettings).toConstantValue(settings);
  container.load(limitsCoreModule);
  return { container, platform, limitsApi, notifier, terminator, settings };
}
