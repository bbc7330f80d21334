import type { ServiceIdentifier } from 'inversify';
import type { SiteConfig } from '@kickoff/contracts';

/**
 * The signed-in player as the shell knows it: `userId` is `null` for a guest (document 001 §6).
 * The app binds it to the shell's observable auth state, so sign-in and sign-out are observed.
 */
export interface CurrentUser {
  readonly userId: number | null;
}

/** Container identifier of the `CurrentUser`. */
export const CurrentUser = Symbol.for('CurrentUser') as ServiceIdentifier<CurrentUser>;

/** The site settings the accounts read (document 001 §7); bound by the app to the site config store. */
export interface AccountsSiteSettings {
  /** Fetch account data with the v2 variant. */
  readonly isAccountsV2: boolean;
  /** Currency accounts can be added and removed. */
  readonly isCurrencyAccountsEnabled: boolean;
}

/** Container identifier of the `AccountsSiteSettings`. */
export const AccountsSiteSettings = Symbol.for('AccountsSiteSettings') as ServiceIdentifier<AccountsSiteSettings>;

/** Settings when no site configuration is known: v1 data, currency accounts off. */
export const DEFAULT_ACCOUNTS_SITE_SETTINGS: AccountsSiteSettings = { isAccountsV2: false, isCurrencyAccountsEnabled: false };

/** Settings read live from a site configuration getter, with the defaults while none is loaded. */
export function accountsSiteSettingsFrom(readConfig: () => Pick<SiteConfig, 'isAccountsV2' | 'isCurrencyAccountsEnabled'> | null | undefined): AccountsSiteSettings {
  return {
    get isAccountsV2() {
      return readConfig()?.isAccountsV2 ?? DEFAULT_ACCOUNTS_SITE_SETTINGS.isAccountsV2;
    },
    get isCurrencyAccountsEnabled() {
      return readConfig()?.isCurrencyAccountsEnabled ?? DEFAULT_ACCOUNTS_SITE_SETTINGS.isCurrencyAccountsEnabled;
    },
  };
}
