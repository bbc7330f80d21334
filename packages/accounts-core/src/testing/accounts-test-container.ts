import { Container } from 'inversify';
import { AccountsApi, UserApi, type UserConfig } from '@kickoff/contracts';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { accountsCoreModule } from '../accounts-core.module';
import { AccountsSiteSettings, CurrentUser } from '../accounts.ports';
import { aUserConfig } from './fixtures';
import { InMemoryAccountsApi } from './in-memory-accounts-api';
import { InMemoryUserApi } from './in-memory-user-api';
import { MutableCurrentUser } from './mutable-current-user';

/** A fresh container with the accounts module on memory adapters, for one test. */
export interface AccountsTestBed {
  container: Container;
  platform: TestPlatform;
  userApi: InMemoryUserApi;
  accountsApi: InMemoryAccountsApi;
  currentUser: MutableCurrentUser;
  settings: { isAccountsV2: boolean; isCurrencyAccountsEnabled: boolean };
}

/** Builds the test bed; `platform` may be shared to simulate a reload within one browser session. */
export function createAccountsTestBed(options: { platform?: TestPlatform; config?: UserConfig | null; userId?: number | null; accountsApi?: InMemoryAccountsApi } = {}): AccountsTestBed {
  const platform = options.platform ?? createTestPlatform();
  const userApi = new InMemoryUserApi(platform.clock, options.config === undefined ? aUserConfig() : options.config);
  const accountsApi = options.accountsApi ?? new InMemoryAccountsApi();
  const currentUser = new MutableCurrentUser(options.userId ?? null);
  const settings = { isAccountsV2: false, isCurrencyAccountsEnabled: true };
  const container = new Container();
  container.load(platformModule(platform));
  container.bind(UserApi).toConstantValue(userApi);
  container.bind(AccountsApi).toConstantValue(accountsApi);
  container.bind(CurrentUser).toConstantValue(currentUser);
  container.bind(AccountsSiteSettings).toConstantValue(settings);
  container.load(accountsCoreModule);
  return { container, platform, userApi, accountsApi, currentUser, settings };
}
