import { ContainerModule } from 'inversify';
import { bindLimitsPage } from './limits-page.module';
import { bindLimitsShell } from './limits-shell.module';

/**
 * The responsible-gaming services. Needs the platform ports, `LimitsApi` and `UserApi` (contracts),
 * and three ports the app binds: `LimitsSiteSettings`, `LimitsNotifier`, `SessionTerminator`.
 * Everything at once (tests, other hosts); the web app loads `limitsShellModule` at start and
 * `limitsPageModule` on first use.
 */
export const limitsCoreModule = new ContainerModule((options) => {
  bindLimitsShell(options);
  bindLimitsPage(options);
});
