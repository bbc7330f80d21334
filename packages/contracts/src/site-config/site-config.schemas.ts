import { z } from 'zod';
import { defineCall } from '../common/call';
import { LanguageCode } from '../common/language';

/** Coupon type ids (document 000 §4): 0 single, 1 express, 2 system, 9 several singles. */
export const CouponTypeId = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)]);
export type CouponTypeId = z.infer<typeof CouponTypeId>;

/** Maintenance configuration (document 001 §3); times in epoch seconds. */
export const MaintenanceConfig = z.object({
  isActive: z.boolean(),
  started_at: z.number().int().nullable(),
  ended_at: z.number().int().nullable(),
  notify_started_at: z.number().int().nullable(),
  notify_ended_at: z.number().int().nullable(),
  web_state: z.number().int(),
});
export type MaintenanceConfig = z.infer<typeof MaintenanceConfig>;

/** A language the site offers; `hiddenForGuests` languages need the `ua` cookie (document 001 §5). */
export const SiteLanguage = z.object({
  code: LanguageCode,
  name: z.string(),
  hiddenForGuests: z.boolean(),
});
export type SiteLanguage = z.infer<typeof SiteLanguage>;

/**
 * The jurisdiction whose responsible-gaming data the site follows (cooling-off of a looser limit,
 * option lists, notices): `default` is document 001 as written; the packs live in limits-core.
 */
export const JurisdictionCode = z.enum(['default', 'uk', 'se', 'de']);
export type JurisdictionCode = z.infer<typeof JurisdictionCode>;

/**
 * The site configuration (`GET /bff-api/config/all.json`): the fields both spec documents read,
 * with names as the spec spells them. Sections of the UI are switched on or off by it.
 */
export const SiteConfig = z.object({
  siteName: z.string(),
  defaultLanguage: LanguageCode,
  languages: z.array(SiteLanguage).min(1),
  defaultCurrencyIso: z.string().length(3),
  /** Document 000 §3: coupon fields read from the configuration. */
  couponTypesWithMinAmount: z.array(CouponTypeId),
  couponTypesWithMaxAmount: z.array(CouponTypeId),
  isAvailableCouponBonusBet: z.boolean(),
  showVipBet: z.boolean(),
  show_one_click: z.boolean(),
  ref_id: z.number().int(),
  hyperBonusPercent: z.number().min(0),
  minHyperBonusBetLimit: z.number().min(0),
  maxHyperBonusLimit: z.number().min(0),
  /** Registration and auth entry (document 000 §3, §4). */
  isRegistrationAllowed: z.boolean(),
  isVipDomain: z.boolean(),
  isShowRegistrationWidget: z.boolean(),
  isRegistrationButtonDisabled: z.boolean(),
  isAvailableCustomRegistration: z.boolean(),
  isLoginRouteAvailable: z.boolean(),
  registrationReminder: z.object({ delaySeconds: z.number().int().min(0), intervalMinutes: z.number().int().min(0) }),
  /** Auto logoff (document 000 §4, §9). */
  isAutoLogoffEnable: z.boolean(),
  autoLogoffInactiveMinutes: z.number().int().positive(),
  /** Identification and bonuses. */
  isShowIdentification: z.boolean(),
  hasBonus1st: z.boolean(),
  preselectedBonusIdByRouteName: z.record(z.string(), z.number().int()),
  promoteBonusToOffer: z.boolean(),
  isSlotFirstDepositRedirect: z.boolean(),
  /** Route switches: ids of enabled numbered routes (47 is the rules section, document 000 §2). */
  enabledRouteIds: z.array(z.number().int()),
  /** Config flags that pages may require (a page whose flag is off is a 404). */
  enabledFeatures: z.array(z.string()),
  isStatisticEnabled: z.boolean(),
  isPaymentRouteEnabled: z.boolean(),
  isPaymentAuthRequired: z.boolean(),
  /** The demo payment provider takes deposits (play money, a daily bound per player); off on a site with a real provider. */
  isDemoPaymentProviderEnabled: z.boolean().optional(),
  isRechargeModalEnabled: z.boolean(),
  /** Responsible gaming (document 001 §4, §5). */
  isLimitsLockedOnPendingChange: z.boolean(),
  /** Cancel a limit with DELETE instead of POST limitaction (document 001 §7). */
  isLimitCancelByDelete: z.boolean(),
  limitApprovalWindowSeconds: z.number().int().positive(),
  /** The responsible-gaming jurisdiction (absent: `default`); chosen by the operator's configuration. */
  jurisdiction: JurisdictionCode.optional(),
  /** Age restriction notice (document 000 §4). */
  minimumAge: z.number().int().positive(),
  isAgeConfirmationPerSession: z.boolean(),
  isAgeNoticeEnabled: z.boolean(),
  /** Cookie consent and referral (document 001 §4, §9). */
  isCookieConsentEnabled: z.boolean(),
  isReferralWithoutConsent: z.boolean(),
  /** Accounts: which of the two account-data variants to use (document 001 §7). */
  isAccountsV2: z.boolean(),
  isCurrencyAccountsEnabled: z.boolean(),
  /** Terms confirmation is available on this site (document 001 §2, §8). */
  isTermsConfirmationAvailable: z.boolean(),
  /** Maintenance (document 001 §3). */
  maintenance: MaintenanceConfig,
  /** Support and social links shown in the footer. */
  supportEmail: z.string(),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  /** Country ids that show the policy logo (document 001 §9). */
  policyLogoCountryIds: z.array(z.number().int()),
  appVersion: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/** Query of `GET /bff-api/config/all.json`. */
export const SiteConfigQuery = z.object({ lang: LanguageCode });
export type SiteConfigQuery = z.infer<typeof SiteConfigQuery>;

/** `GET /bff-api/config/all.json?lang=` (document 001 §7), with the geo country header. */
export const getSiteConfigCall = defineCall({
  name: 'config.all',
  method: 'GET',
  path: '/bff-api/config/all.json',
  query: SiteConfigQuery,
  response: SiteConfig,
  retryable: true,
});

/** `GET /health`: liveness and the database the API runs on. */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const getHealthCall = defineCall({ name: 'health', method: 'GET', path: '/health', response: HealthResponse, retryable: true });
