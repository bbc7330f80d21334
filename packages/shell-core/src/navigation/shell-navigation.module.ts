import { AccountsSiteSettings, CurrentUser, UserConfigStore, accountsSiteSettingsFrom } from '@kickoff/accounts-core';
import { LimitsNotifier, LimitsSiteSettings, SessionTerminator, limitsSiteSettingsFrom } from '@kickoff/limits-core';
import { ContainerModule } from 'inversify';
import { AuthStatusService } from '../auth/auth-status.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ShellHost } from '../shell/shell.ports';
import { SiteConfigStore } from '../site-config/site-config.store';
import { TermsRedirectService } from '../terms/terms-redirect.service';
import { ModalStore } from './modal.store';
import { NavigationWorldSource } from './navigation-world.source';
import { NavigationUserFlagsSource, NO_USER_FLAGS } from './navigation.ports';
import { RouterShellHost } from './router-shell-host';
import { ShellNavigator } from './shell-navigator.service';

/**
 * The navigation interpreter and the cross-core wiring, loaded after the feature modules (it looks
 * at what they bound). Binds `ModalStore`, `NavigationWorldSource`, `RouterShellHost` as the
 * `ShellHost`, `ShellNavigator` and the terms redirect (the confirm-terms page's flow is
 * `shellTermsConfirmModule`, loaded with its area); wires limits-core's ports to the
 * shell (site settings, notifications, the session end) and the guards' ban flags to accounts-core's
 * user configuration. The app binds the browser adapters: `PageLocation`, `ShellBuild`, optionally
 * `AreaWarmup`, and the terms signal `TermsConfirmationSignal`.
 */
export const shellNavigationModule = new ContainerModule(({ bind, isBound }) => {
  bind(ModalStore).toSelf().inSingletonScope();
  bind(NavigationWorldSource).toSelf().inSingletonScope();
  bind(RouterShellHost).toSelf().inSingletonScope();
  if (!isBound(ShellHost)) bind(ShellHost).toService(RouterShellHost);
  bind(ShellNavigator).toSelf().inSingletonScope();
  bind(TermsRedirectService).toSelf().inSingletonScope();

  // Responsible gaming (limits-core) reads the site settings and reports through the shell.
  if (!isBound(LimitsSiteSettings)) {
    bind(LimitsSiteSettings)
      .toDynamicValue((context) => {
        const siteConfig = context.get(SiteConfigStore);
        return limitsSiteSettingsFrom(() => siteConfig.config);
      })
      .inSingletonScope();
  }
  if (!isBound(LimitsNotifier)) bind(LimitsNotifier).toService(NotificationsService);
  if (!isBound(SessionTerminator)) bind(SessionTerminator).toService(AuthStatusService);

  // accounts-core follows the shell's sign-in state and reads the site's account settings.
  if (!isBound(CurrentUser)) {
    bind(CurrentUser)
      .toDynamicValue((context) => {
        const auth = context.get(AuthStatusService);
        return {
          get userId() {
            return auth.userId ?? null;
          },
        };
      })
      .inSingletonScope();
  }
  if (!isBound(AccountsSiteSettings)) {
    bind(AccountsSiteSettings)
      .toDynamicValue((context) => {
        const siteConfig = context.get(SiteConfigStore);
        return accountsSiteSettingsFrom(() => siteConfig.config);
      })
      .inSingletonScope();
  }

  // The guards' ban and identification facts (document 001 §4 Ban) come from the user configuration.
  if (isBound(UserConfigStore) && !isBound(NavigationUserFlagsSource)) {
    bind(NavigationUserFlagsSource)
      .toDynamicValue((context) => {
        const userConfig = context.get(UserConfigStore);
        return () => {
          const config = userConfig.config;
          if (!config) return NO_USER_FLAGS;
          return {
            banLevel: config.ban_level ?? 0,
            banVersion: config.ban_version ?? 0,
            isIdentificationBonus: config.is_identification_bonus ?? false,
            isNeedIdentification: config.is_need_identification ?? false,
          };
        };
      })
      .inSingletonScope();
  }
});
