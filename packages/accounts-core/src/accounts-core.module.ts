import { ContainerModule } from 'inversify';
import { bindAccountsPages } from './accounts-pages.module';
import { bindAccountsHistory } from './accounts-history.module';
import { bindAccountsShell } from './accounts-shell.module';

/**
 * The account services. Needs the platform ports, `UserApi`, `AccountsApi` and, for My bets, `HistoryApi` (contracts), and two
 * ports the app binds: `CurrentUser` and `AccountsSiteSettings`. Everything at once (tests, other
 * hosts); the web app loads `accountsShellModule` at start and `accountsPagesModule` on first use.
 */
export const accountsCoreModule = new ContainerModule((options) => {
  bindAccountsShell(options);
  bindAccountsHistory(options);
  bindAccountsPages(options);
});
