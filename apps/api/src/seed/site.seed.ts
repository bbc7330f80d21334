import type { SiteConfig } from '@kickoff/contracts';
import { LANGUAGES } from '@kickoff/guards-core/languages';
import { LIMIT_APPROVAL_WINDOW_SECONDS } from '@kickoff/limits-core/rules';
import type { Queryable } from '../db/database';

/**
 * The demo site's languages: every language and regional variant of the list (document 001 §2),
 * with its native name; Ukrainian hidden from guests without the `ua` cookie (document 001 §5).
 */
export const DEMO_LANGUAGES: ReadonlyArray<{ code: string; name: string; hiddenForGuests: boolean }> = LANGUAGES.map((language) => ({
  code: language.code,
  name: language.name,
  hiddenForGuests: language.code === 'uk',
}));

/** The demo site configuration (everything but `languages`, which comes from its table). */
export const DEMO_SITE_CONFIG: Omit<SiteConfig, 'languages'> = {
  siteName: 'Kickoff',
  defaultLanguage: 'en',
  defaultCurrencyIso: 'EUR',
  couponTypesWithMinAmount: [0, 1, 2, 9],
  couponTypesWithMaxAmount: [0, 1, 2, 9],
  isAvailableCouponBonusBet: true,
  // VIP bets have no server effect in this product, so the coupon does not offer them (document 000 §5 VIP rule).
  showVipBet: false,
  show_one_click: true,
  ref_id: 1,
  hyperBonusPercent: 5,
  minHyperBonusBetLimit: 3,
  maxHyperBonusLimit: 1000,
  isRegistrationAllowed: true,
  isVipDomain: false,
  isShowRegistrationWidget: false,
  isRegistrationButtonDisabled: false,
  isAvailableCustomRegistration: false,
  isLoginRouteAvailable: true,
  registrationReminder: { delaySeconds: 120, intervalMinutes: 30 },
  isAutoLogoffEnable: true,
  autoLogoffInactiveMinutes: 30,
  isShowIdentification: true,
  hasBonus1st: true,
  preselectedBonusIdByRouteName: { slots: 2, 'live-casino': 3 },
  promoteBonusToOffer: false,
  isSlotFirstDepositRedirect: true,
  enabledRouteIds: [47],
  enabledFeatures: ['toto', 'lotto', 'blog', 'news', 'points', 'promo', 'cyber', 'results', 'bingo', 'poker'],
  isStatisticEnabled: true,
  isPaymentRouteEnabled: true,
  isPaymentAuthRequired: false,
  // The demo site takes deposits through the demo provider (play money within a daily bound); an
  // operator with a real provider leaves this off (issue 19).
  isDemoPaymentProviderEnabled: true,
  isRechargeModalEnabled: false,
  isLimitsLockedOnPendingChange: true,
  isLimitCancelByDelete: false,
  limitApprovalWindowSeconds: LIMIT_APPROVAL_WINDOW_SECONDS,
  // The responsible-gaming pack (limits-core jurisdiction.ts); an operator names uk, se or de instead.
  jurisdiction: 'default',
  minimumAge: 18,
  isAgeConfirmationPerSession: false,
  isAgeNoticeEnabled: true,
  isCookieConsentEnabled: true,
  isReferralWithoutConsent: false,
  isAccountsV2: true,
  isCurrencyAccountsEnabled: true,
  isTermsConfirmationAvailable: true,
  maintenance: { isActive: false, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 0 },
  supportEmail: 'support@kickoff.example',
  socialLinks: [
    { name: 'telegram', url: 'https://t.me/kickoff_example' },
    { name: 'x', url: 'https://x.com/kickoff_example' },
  ],
  policyLogoCountryIds: [1, 66, 126, 228, 120],
  appVersion: '0.1.0',
};

/** Inserts the demo site; keeps whatever an operator already changed. */
export async function seedSite(db: Queryable): Promise<void> {
  await db.query('insert into site_settings (site_key, config) values ($1, $2) on conflict (site_key) do nothing', ['default', JSON.stringify(DEMO_SITE_CONFIG)]);
  for (const [position, language] of DEMO_LANGUAGES.entries()) {
    await db.query(
      'insert into site_languages (code, name, hidden_for_guests, position) values ($1, $2, $3, $4) on conflict (code) do nothing',
      [language.code, language.name, language.hiddenForGuests, position],
    );
  }
}
