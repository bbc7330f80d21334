import type { SiteConfig } from '@kickoff/contracts';

/** A failed site configuration load is retried 5 times (document 001 §8). */
export const SITE_CONFIG_MAX_RETRIES = 5;
/** ... at 1 s (document 001 §8 "retried 5 times at 1 s, then 'no site config'"). */
export const SITE_CONFIG_RETRY_DELAY_MS = 1_000;

/**
 * The wait before the next attempt after `failedAttempts` failures (1 = the first load failed), or
 * `undefined` when the retries are used up and the store goes to 'no site config'.
 */
export function siteConfigRetryDelayMs(failedAttempts: number): number | undefined {
  return failedAttempts <= SITE_CONFIG_MAX_RETRIES ? SITE_CONFIG_RETRY_DELAY_MS : undefined;
}

/**
 * Inactivity limit used while no configuration is loaded. Decision (the spec gives none): 15
 * minutes, the shortest common regulatory idle limit, so the safe side signs out sooner.
 */
export const SAFE_AUTO_LOGOFF_INACTIVE_MINUTES = 15;

/**
 * The configuration used while none could be loaded: the safe side of every switch. Registration
 * and deposits are off, auto logoff is on, consent is asked and referral cookies wait for it.
 */
export function safeSiteConfig(language: string): SiteConfig {
  return {
    siteName: '',
    defaultLanguage: language,
    languages: [{ code: language, name: language, hiddenForGuests: false }],
    defaultCurrencyIso: 'EUR',
    couponTypesWithMinAmount: [0, 1, 2, 9],
    couponTypesWithMaxAmount: [0, 1, 2, 9],
    isAvailableCouponBonusBet: false,
    showVipBet: false,
    show_one_click: false,
    ref_id: 0,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
    isRegistrationAllowed: false,
    isVipDomain: false,
    isShowRegistrationWidget: false,
    isRegistrationButtonDisabled: true,
    isAvailableCustomRegistration: false,
    isLoginRouteAvailable: true,
    registrationReminder: { delaySeconds: 0, intervalMinutes: 0 },
    isAutoLogoffEnable: true,
    autoLogoffInactiveMinutes: SAFE_AUTO_LOGOFF_INACTIVE_MINUTES,
    isShowIdentification: false,
    hasBonus1st: false,
    preselectedBonusIdByRouteName: {},
    promoteBonusToOffer: false,
    isSlotFirstDepositRedirect: false,
    enabledRouteIds: [],
    enabledFeatures: [],
    isStatisticEnabled: false,
    isPaymentRouteEnabled: false,
    isPaymentAuthRequired: true,
    isRechargeModalEnabled: false,
    isLimitsLockedOnPendingChange: true,
    isLimitCancelByDelete: false,
    limitApprovalWindowSeconds: 86_400,
    minimumAge: 18,
    isAgeConfirmationPerSession: true,
    isAgeNoticeEnabled: true,
    isCookieConsentEnabled: true,
    isReferralWithoutConsent: false,
    isAccountsV2: false,
    isCurrencyAccountsEnabled: false,
    isTermsConfirmationAvailable: false,
    maintenance: { isActive: false, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 0 },
    supportEmail: '',
    socialLinks: [],
    policyLogoCountryIds: [],
    appVersion: '',
  };
}

/** Whether deposits may be offered under a configuration (the payment route is on). */
export function areDepositsEnabled(config: Pick<SiteConfig, 'isPaymentRouteEnabled'>): boolean {
  return config.isPaymentRouteEnabled;
}
