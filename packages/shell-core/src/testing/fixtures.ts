import type { SiteConfig } from '@kickoff/contracts';
import { safeSiteConfig } from '../site-config/site-config.rules';
import type { ShellPage } from '../shell/shell.ports';

/** A loaded site configuration for tests: an open site, overridable field by field. */
export function aSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    ...safeSiteConfig('en'),
    siteName: 'Kickoff',
    languages: [{ code: 'en', name: 'English', hiddenForGuests: false }],
    isRegistrationAllowed: true,
    isRegistrationButtonDisabled: false,
    registrationReminder: { delaySeconds: 30, intervalMinutes: 10 },
    isAutoLogoffEnable: true,
    autoLogoffInactiveMinutes: 20,
    isPaymentRouteEnabled: true,
    isAgeConfirmationPerSession: false,
    isTermsConfirmationAvailable: true,
    appVersion: '1.0.637',
    ...overrides,
  };
}

/** A page for tests: a plain content page of the English site. */
export function aShellPage(overrides: Partial<ShellPage> = {}): ShellPage {
  return {
    path: '/en/information/about',
    requiresAuth: false,
    isAuthChangeExempt: false,
    isRegistrationPage: false,
    returnUrl: null,
    previousPath: null,
    homePath: '/en',
    ...overrides,
  };
}
