import { Container } from 'inversify';
import { AppVersionApi, AuthStatusApi, ConsentApi, SiteConfigApi, TermsStatusApi, type SiteConfig } from '@kickoff/contracts';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { shellCoreModule } from '../shell-core.module';
import { shellRemindersModule } from '../reminders/shell-reminders.module';
import { ShellEnvironment, ShellHost, type ShellPage } from '../shell/shell.ports';
import { aSiteConfig } from './fixtures';
import { InMemoryAppVersionApi, InMemoryAuthStatusApi, InMemoryConsentApi, InMemorySiteConfigApi, InMemoryTermsStatusApi } from './in-memory-apis';
import { MemoryShellHost } from './memory-shell-host';

/** Everything a wired shell test drives. */
export interface ShellTestBed {
  container: Container;
  platform: TestPlatform;
  host: MemoryShellHost;
  siteConfigApi: InMemorySiteConfigApi;
  authApi: InMemoryAuthStatusApi;
  appVersionApi: InMemoryAppVersionApi;
  termsApi: InMemoryTermsStatusApi;
  consentApi: InMemoryConsentApi;
}

/** Options of a test bed. */
export interface ShellTestBedOptions {
  config?: Partial<SiteConfig>;
  page?: Partial<ShellPage>;
  userAgent?: string;
  origin?: string;
  startMs?: number;
  /** Leave `shellRemindersModule` out (a test loads it later, as the app does after the first page). */
  withoutReminders?: boolean;
}

/** A fresh container with the memory platform, the in-memory APIs, `shellCoreModule` and (unless left out) `shellRemindersModule`. */
export function createShellTestBed(options: ShellTestBedOptions = {}): ShellTestBed {
  const platform = createTestPlatform(options.startMs);
  const host = new MemoryShellHost(options.page);
  const siteConfigApi = new InMemorySiteConfigApi(new Map([['en', aSiteConfig(options.config)]]));
  const authApi = new InMemoryAuthStatusApi();
  const appVersionApi = new InMemoryAppVersionApi();
  const termsApi = new InMemoryTermsStatusApi();
  const consentApi = new InMemoryConsentApi();
  const container = new Container();
  container.load(platformModule(platform), shellCoreModule);
  if (!options.withoutReminders) container.load(shellRemindersModule);
  container.bind(ShellHost).toConstantValue(host);
  container.bind(ShellEnvironment).toConstantValue({
    origin: options.origin ?? 'https://kickoff.test',
    userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  });
  container.bind(SiteConfigApi).toConstantValue(siteConfigApi);
  container.bind(AuthStatusApi).toConstantValue(authApi);
  container.bind(AppVersionApi).toConstantValue(appVersionApi);
  container.bind(TermsStatusApi).toConstantValue(termsApi);
  container.bind(ConsentApi).toConstantValue(consentApi);
  return { container, platform, host, siteConfigApi, authApi, appVersionApi, termsApi, consentApi };
}

/** Lets pending promise callbacks run (the in-memory APIs answer in microtasks). */
export async function flushPromises(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round++) await Promise.resolve();
}
