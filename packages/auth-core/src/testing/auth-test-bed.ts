import { ProofOfWorkSolver, WebCryptoProofOfWork } from '../captcha/proof-of-work';
import { AuthApi, CaptchaApi, PhoneApi } from '@kickoff/contracts';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { Container } from 'inversify';
import { authCoreModule } from '../auth-core.module';
import { authFlowsModule } from '../auth-flows.module';
import { AuthSessionSink, AuthSettings, DEFAULT_AUTH_SETTINGS } from '../shared/auth.ports';
import { InMemoryAuthApi, testSha256 } from './in-memory-auth-api';

export { testSha256 };

/** Records the sign-ins the flows report. */
export class RecordingSessionSink implements AuthSessionSink {
  readonly signIns: Array<{ userId: number | null; redirectUrl: string | null }> = [];
  signedIn(userId: number | null, redirectUrl: string | null): void {
    this.signIns.push({ userId, redirectUrl });
  }
}

/** A fresh container with the auth module on memory adapters and an in-memory API, for one test. */
export interface AuthTestBed {
  container: Container;
  platform: TestPlatform;
  api: InMemoryAuthApi;
  sink: RecordingSessionSink;
  settings: { -readonly [K in keyof AuthSettings]: AuthSettings[K] };
}

export function createAuthTestBed(options: { platform?: TestPlatform } = {}): AuthTestBed {
  const platform = options.platform ?? createTestPlatform();
  const api = new InMemoryAuthApi(platform.clock);
  const sink = new RecordingSessionSink();
  const settings = { ...DEFAULT_AUTH_SETTINGS };
  const container = new Container();
  container.load(platformModule(platform));
  container.bind(AuthApi).toConstantValue(api);
  container.bind(CaptchaApi).toConstantValue(api);
  container.bind(PhoneApi).toConstantValue(api);
  container.bind(AuthSessionSink).toConstantValue(sink);
  container.bind(AuthSettings).toConstantValue(settings);
  container.bind(ProofOfWorkSolver).toConstantValue(new WebCryptoProofOfWork(testSha256));
  container.load(authCoreModule, authFlowsModule);
  return { container, platform, api, sink, settings };
}
