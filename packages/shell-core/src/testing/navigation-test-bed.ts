import { InMemoryAccountsApi, InMemoryUserApi, accountsCoreModule, aUserConfig } from '@kickoff/accounts-core';
import { AccountsApi, AppVersionApi, AuthStatusApi, BlockApi, ConsentApi, DictionaryApi, RedirectApi, SiteConfigApi, TermsStatusApi, UserApi, type SiteConfig } from '@kickoff/contracts';
import { InMemoryBlockApi, InMemoryDictionaryApi, InMemoryRedirectApi, guardsCoreModule } from '@kickoff/guards-core';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { referralCoreModule } from '@kickoff/referral-core';
import { Container } from 'inversify';
import { AuthStatusService } from '../auth/auth-status.service';
import { PageLocation, ShellBuild } from '../navigation/navigation.ports';
import { ShellNavigator } from '../navigation/shell-navigator.service';
import { shellNavigationModule } from '../navigation/shell-navigation.module';
import { shellTermsConfirmModule } from '../terms/terms-confirm.module';
import { shellCoreModule } from '../shell-core.module';
import { ShellEnvironment } from '../shell/shell.ports';
import { TermsConfirmationSignal } from '../terms/terms-redirect.service';
import { aSiteConfig } from './fixtures';
import { InMemoryAppVersionApi, InMemoryAuthStatusApi, InMemoryConsentApi, InMemorySiteConfigApi, InMemoryTermsStatusApi } from './in-memory-apis';
import { flushPromises } from './shell-test-container';

/** A `PageLocation` that records what the browser would have done. */
export class RecordingPageLocation implements PageLocation {
  readonly reloads: number[] = [];
  readonly assigned: string[] = [];

  reload(): void {
    this.reloads.push(this.reloads.length + 1);
  }

  assign(url: string): void {
    this.assigned.push(url);
  }
}

/** A `TermsConfirmationSignal` a test fires, as http-client does on a 451 with exception_code 1. */
export class ManualTermsSignal implements TermsConfirmationSignal {
  private readonly listeners = new Set<() => void>();

  onTermsConfirmationRequired(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  fire(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Everything a headless navigation test drives. */
export interface NavigationTestBed {
  container: Container;
  platform: TestPlatform;
  navigator: ShellNavigator;
  location: RecordingPageLocation;
  siteConfigApi: InMemorySiteConfigApi;
  authApi: InMemoryAuthStatusApi;
  termsApi: InMemoryTermsStatusApi;
  userApi: InMemoryUserApi;
  blocks: InMemoryBlockApi;
  appVersionApi: InMemoryAppVersionApi;
  redirects: InMemoryRedirectApi;
  termsSignal: ManualTermsSignal;
  /** Signs the player in as the auth poll would see it, and lets the user configuration load. */
  signIn(userId: number): Promise<void>;
}

/**
 * A fresh container with the shell, the guards, the account side and the navigation interpreter,
 * over in-memory APIs and the simulated clock: URL in, page, layout, modals, redirects and notices out.
 */
export function createNavigationTestBed(options: { config?: Partial<SiteConfig>; startMs?: number } = {}): NavigationTestBed {
  const platform = createTestPlatform(options.startMs ?? Date.UTC(2026, 10, 22, 12));
  const container = new Container({ defaultScope: 'Singleton' });
  const location = new RecordingPageLocation();
  const siteConfigApi = new InMemorySiteConfigApi(new Map([['en', aSiteConfig(options.config)]]));
  const authApi = new InMemoryAuthStatusApi();
  const termsApi = new InMemoryTermsStatusApi();
  const userApi = new InMemoryUserApi(platform.clock, aUserConfig());
  const blocks = new InMemoryBlockApi();
  const appVersionApi = new InMemoryAppVersionApi('1.0.0');
  const redirects = new InMemoryRedirectApi();
  const termsSignal = new ManualTermsSignal();
  container.load(platformModule(platform), shellCoreModule, guardsCoreModule, referralCoreModule, accountsCoreModule);
  container.bind(ShellEnvironment).toConstantValue({ origin: 'https://kickoff.test', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', maxTouchPoints: 0 });
  container.bind(ShellBuild).toConstantValue({ runningVersion: '1.0.0', isProduction: true, prefetchedAreas: [] });
  container.bind(PageLocation).toConstantValue(location);
  container.bind(TermsConfirmationSignal).toConstantValue(termsSignal);
  container.bind(SiteConfigApi).toConstantValue(siteConfigApi);
  container.bind(AuthStatusApi).toConstantValue(authApi);
  container.bind(AppVersionApi).toConstantValue(appVersionApi);
  container.bind(TermsStatusApi).toConstantValue(termsApi);
  container.bind(ConsentApi).toConstantValue(new InMemoryConsentApi());
  container.bind(BlockApi).toConstantValue(blocks);
  container.bind(RedirectApi).toConstantValue(redirects);
  container.bind(DictionaryApi).toConstantValue(new InMemoryDictionaryApi().add('en', 'main', { main_ok: 'OK' }));
  container.bind(UserApi).toConstantValue(userApi);
  container.bind(AccountsApi).toConstantValue(new InMemoryAccountsApi());
  container.load(shellNavigationModule, shellTermsConfirmModule);
  const navigator = container.get(ShellNavigator);
  return {
    container,
    platform,
    navigator,
    location,
    siteConfigApi,
    authApi,
    termsApi,
    userApi,
    blocks,
    appVersionApi,
    redirects,
    termsSignal,
    async signIn(userId: number) {
      authApi.signIn(userId);
      container.get(AuthStatusService).apply(userId);
      await flushPromises();
    },
  };
}
