import { Accounts, AccountsSiteSettings, CurrentUser, UserConfigStore, accountsSiteSettingsFrom } from '@kickoff/accounts-core';
import { CashoutService, CouponNotifier, CouponPicks } from '@kickoff/coupon-core';
import { BalanceRefresher } from '@kickoff/coupon-core/ids';
import { AuthSessionSink, AuthSettings, ProofOfWorkSolver, SecurityProfile, WebCryptoProofOfWork } from '@kickoff/auth-core';
import { AuthStatusService, CouponReminderSource, NotificationsService, SiteConfigStore } from '@kickoff/shell-core';
import { FavouritesSession } from '@kickoff/catalog-core';
import { LimitsHeadroom } from '@kickoff/limits-core/ids';
import { ContainerModule } from 'inversify';
import { ModalStore } from '../shell/modal.store';
import { closeAuthModals } from './auth/auth-modals';

/**
 * The web app's own bindings for the betting journey: auth-core's settings and session ports, and the ports accounts-core asks the app for (the signed-in
 * user from the shell's auth state, the accounts settings from the site configuration). The feed,
 * history and casino calls come from the HTTP client's module.
 */
export const webFeaturesModule = new ContainerModule(({ bind }) => {
  // After an accepted placing the header balance is read again (accounts-core's accounts), and so
  // is the room under the stake limits the coupon shows (limits-core's headroom, issue 13), and
  // the open bets under the coupon, so the coupon just accepted is listed at once, not after the
  // next periodic read (cash-out is loaded with the views of the open bets: nothing lists them before;
  // limits-core with the views that show limits, the coupon's headroom among them, issue 20).
  bind(BalanceRefresher).toDynamicValue(({ get }) => ({
    refresh: () => Promise.all([get(Accounts).refresh(), get(LimitsHeadroom, { optional: true })?.refresh(), get(CashoutService, { optional: true })?.refresh()]),
  }));
  // The shell's coupon reminder watches the coupon's bets (document 001 §4), the picks' (issue 20: the first page's part of the coupon).
  bind(CouponReminderSource).toService(CouponPicks);
  // What a press could not do (a one-click press whose placing did not load, issue 20) goes to the shell's notices.
  bind(CouponNotifier).toService(NotificationsService);
  // catalog-core's favourites follow the shell's auth status (a guest's merged in on sign-in, issue 16).
  bind(FavouritesSession).toService(AuthStatusService);
  // auth-core's ports: the site's settings for the sign-in forms, and the shell's auth status.
  bind(AuthSettings)
    .toDynamicValue((context) => {
      const siteConfig = context.get(SiteConfigStore);
      return {
        get defaultCurrencyIso() {
          return siteConfig.config.defaultCurrencyIso;
        },
        get minimumAge() {
          return siteConfig.config.minimumAge;
        },
        get language() {
          return siteConfig.language;
        },
        get hasRegistrationBonus() {
          return siteConfig.config.hasBonus1st;
        },
      };
    })
    .inSingletonScope();
  // The captcha's proof of work (issue 19) on the browser's WebCrypto, digests in batches off the page's thread.
  bind(ProofOfWorkSolver).toConstantValue(new WebCryptoProofOfWork((data) => window.crypto.subtle.digest('SHA-256', data)));
  bind(AuthSessionSink)
    .toDynamicValue((context) => {
      const auth = context.get(AuthStatusService);
      const modals = context.get(ModalStore);
      return {
        signedIn: (userId: number | null) => {
          auth.apply(userId);
          closeAuthModals(modals);
        },
      };
    })
    .inSingletonScope();
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
  bind(AccountsSiteSettings)
    .toDynamicValue((context) => {
      const siteConfig = context.get(SiteConfigStore);
      return accountsSiteSettingsFrom(() => siteConfig.config);
    })
    .inSingletonScope();
  // auth-core's security page reads the two-step switch and the bound phone from the user configuration.
  bind(SecurityProfile)
    .toDynamicValue((context) => {
      const userConfig = context.get(UserConfigStore);
      return {
        get twoStepEnabled() {
          return userConfig.config?.protection_methods.enable_two_factor_auth ?? false;
        },
        get boundPhone() {
          const config = userConfig.config;
          return config?.protection_methods.enable_phone_binding && config.phone_number ? `${config.phone_code ?? ''}${config.phone_number}` : null;
        },
        refresh: async () => {
          await userConfig.load();
        },
      };
    })
    .inSingletonScope();
});
