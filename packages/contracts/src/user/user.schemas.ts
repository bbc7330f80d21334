import { z } from 'zod';
import { defineCall } from '../common/call';
import { LanguageCode } from '../common/language';

/** Sport id lists are kept ascending (document 001 §3 "User config"). */
const AscendingSportIds = z.array(z.number().int()).transform((ids) => [...ids].sort((a, b) => a - b));

/** Activation type codes (document 001 §4): 0 none, 1 e-mail only, 2 phone and e-mail, 3 phone only. */
export const ActivationTypeCode = { none: 0, emailOnly: 1, phoneAndEmail: 2, phoneOnly: 3 } as const;

/** Activation types (document 001 §4): 0 none, 1 e-mail only, 2 phone and e-mail, 3 phone only. */
export const ActivationType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ActivationType = z.infer<typeof ActivationType>;

/** Personal data of the player (document 001 §3 `user_data`); dates as ISO `YYYY-MM-DD` strings. */
export const UserData = z.object({
  date_birthday: z.string().nullable(),
  document_type_id: z.number().int().nullable(),
  inn: z.string().nullable(),
  name: z.string().nullable(),
  passport: z.string().nullable(),
  passport_date: z.string().nullable(),
  passport_end_date: z.string().nullable(),
  registration_address: z.string().nullable(),
  surname: z.string().nullable(),
});
export type UserData = z.infer<typeof UserData>;

/** Protection methods switched on for the player (document 001 §3). */
export const ProtectionMethods = z.object({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});
export type ProtectionMethods = z.infer<typeof ProtectionMethods>;

/**
 * The user configuration (document 001 §3 "User config"), field names as the spec spells them.
 * `user_hide_balance` defaults to true; the sport id lists are sorted ascending on parse.
 * `protection_level` is 0-100 or null (no status).
 */
export const UserConfig = z.object({
  disallow_line_sport: AscendingSportIds,
  disallow_live_sport: AscendingSportIds,
  phone_number: z.string().nullable(),
  phone_code: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  user_country_code: z.string().nullable(),
  user_country_id: z.number().int().nullable(),
  activation_type: ActivationType,
  user_ref_id: z.number().int().nullable(),
  user_msg_count: z.number().int().min(0),
  isRequiredTransfer: z.boolean(),
  is_active_secure_question: z.boolean(),
  user_hide_balance: z.boolean().default(true),
  changed_pass_day_count: z.number().int().nullable(),
  user_data: UserData,
  protection_level: z.number().int().min(0).max(100).nullable(),
  protection_methods: ProtectionMethods,
  should_sync_protection_methods: z.boolean(),
  is_need_identification: z.boolean(),
  ban_level: z.number().int().min(0),
  ban_version: z.number().int().nullable(),
  user_status_id: z.number().int().nullable(),
  internal_verification_status: z.number().int().nullable(),
  verification_status: z.number().int().nullable(),
  verification_types: z.array(z.string()),
  isCCLine: z.boolean(),
  isCClive: z.boolean(),
  isDataAfterRegistration: z.boolean(),
  verification_status_group_code: z.string().nullable(),
  requested_additional_document: z.boolean(),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  show_verification_modal_on_deposit_page: z.boolean(),
  remaining_days_to_activate: z.number().int().nullable(),
  /** The recharge-notification flags and text id (document 001 §3; names chosen). */
  is_recharge_notification_enabled: z.boolean(),
  is_recharge_notification_shown: z.boolean(),
  recharge_notification_text_id: z.string().nullable(),
});
export type UserConfig = z.infer<typeof UserConfig>;
/** The user configuration as sent (defaults not yet applied). */
export type UserConfigInput = z.input<typeof UserConfig>;

/** Answer of the user-config load: the config, or `null` when the server has none (an empty result). */
export const UserConfigResponse = z.object({ result: UserConfig.nullable() });
export type UserConfigResponse = z.infer<typeof UserConfigResponse>;

/** The reality-check modal's choices (document 001 §4: continue, log out, or nothing). */
export const RealityCheckAction = z.enum(['continue', 'logout', 'none']);
export type RealityCheckAction = z.infer<typeof RealityCheckAction>;

/** Reality check request body (document 001 §3): `data.attributes`; `popup_show_at` in epoch seconds. */
export const RealityCheckRequest = z.object({
  data: z.object({
    attributes: z.object({
      action: RealityCheckAction,
      do_not_show_again: z.boolean(),
      popup_show_at: z.number().int().nonnegative(),
    }),
  }),
});
export type RealityCheckRequest = z.infer<typeof RealityCheckRequest>;

export const UserSuccessResponse = z.object({ success: z.boolean() });
export type UserSuccessResponse = z.infer<typeof UserSuccessResponse>;

/** The first-deposit bonus shown in the bonus popup (document 001 §3 "Bonus popup info"; fields chosen). */
export const BonusPopupInformation = z.object({
  bonusId: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  link: z.string().nullable(),
});
export type BonusPopupInformation = z.infer<typeof BonusPopupInformation>;

/** The popup's texts are the CMS's welcome-bonus page in this language (English when it has none). */
export const BonusPopupQuery = z.object({ lang: LanguageCode.optional() });
export type BonusPopupQuery = z.infer<typeof BonusPopupQuery>;

export const BonusPopupInformationResponse = z.object({ bonusPopupInformation: BonusPopupInformation.nullable() });
export type BonusPopupInformationResponse = z.infer<typeof BonusPopupInformationResponse>;

/** A terms confirmation item (document 001 §3): link, tags, subRules with position. */
export const TermsItem = z.object({
  link: z.string(),
  tags: z.array(z.string()),
  subRules: z.array(z.object({ position: z.number().int(), text: z.string() })),
});
export type TermsItem = z.infer<typeof TermsItem>;

export const AgreementRulesQuery = z.object({ lang: LanguageCode });
export type AgreementRulesQuery = z.infer<typeof AgreementRulesQuery>;

/** The terms to confirm; `updatedAt` is their version (the value `confirmTermsCall` sends back), null when the site has none. */
export const AgreementRulesResponse = z.object({ rules: z.array(TermsItem), updatedAt: z.number().int().nullable().optional() });
export type AgreementRulesResponse = z.infer<typeof AgreementRulesResponse>;

/** Body of the confirm-terms call: the `updatedAt` of the terms being confirmed. */
export const ConfirmTermsRequest = z.object({ updatedAt: z.number().int().nullable() });
export type ConfirmTermsRequest = z.infer<typeof ConfirmTermsRequest>;

/** Answer of list-available-partitions (document 001 §7). */
export const AvailablePartitionsResponse = z.object({ listAvailablePartitions: z.array(z.string()), success: z.boolean() });
export type AvailablePartitionsResponse = z.infer<typeof AvailablePartitionsResponse>;

/** Load user config: "method and path not shown" (document 001 §7); chosen, never cached. */
export const getUserConfigCall = defineCall({
  name: 'user.config',
  method: 'GET',
  path: '/web-api/api/web/user/v1/config',
  response: UserConfigResponse,
  auth: true,
  retryable: true,
});

/** `POST /web-api/api/web/user/v1/reality-check` (document 001 §7). */
export const postRealityCheckCall = defineCall({
  name: 'user.realityCheck',
  method: 'POST',
  path: '/web-api/api/web/user/v1/reality-check',
  body: RealityCheckRequest,
  response: UserSuccessResponse,
  auth: true,
});

/** `GET /web-api/officeapi/v1/bonus-popup-information` (document 001 §7). */
export const getBonusPopupInformationCall = defineCall({
  name: 'user.bonusPopupInformation',
  method: 'GET',
  path: '/web-api/officeapi/v1/bonus-popup-information',
  query: BonusPopupQuery,
  response: BonusPopupInformationResponse,
  auth: true,
  retryable: true,
});

/**
 * The terms to confirm (path chosen in the style of the status call). The status call itself is
 * `termsStatusCall` and the cookie agreement `cookieAgreementCall` (session and consent contracts).
 */
export const getAgreementRulesCall = defineCall({
  name: 'user.agreementRules',
  method: 'GET',
  path: '/web-api/api-v3/v2/user/agreement-rules',
  query: AgreementRulesQuery,
  response: AgreementRulesResponse,
  auth: true,
  retryable: true,
});

/** Confirm changed terms (path chosen; failure shows 'information_confirm_terms_error', document 001 §8). */
export const confirmTermsCall = defineCall({
  name: 'user.confirmTerms',
  method: 'POST',
  path: '/web-api/api-v3/v2/user/agreement-rules/confirm',
  body: ConfirmTermsRequest,
  response: UserSuccessResponse,
  auth: true,
});

/** Body of the development call that publishes a new terms version; `updatedAt` defaults to the server's now. */
export const PublishTermsRequest = z.object({ updatedAt: z.number().int().positive().optional() });
export type PublishTermsRequest = z.infer<typeof PublishTermsRequest>;

/** The published terms version: every signed-in player who confirmed an older one must confirm again. */
export const PublishTermsResponse = z.object({ updatedAt: z.number().int() });
export type PublishTermsResponse = z.infer<typeof PublishTermsResponse>;

/**
 * `POST /dev-api/terms/publish` (development only: 404 unless the dev tools are on): publishes a new
 * terms version so that a test can force the terms confirmation (document 001 §4 "Terms changed").
 */
export const publishTermsCall = defineCall({
  name: 'dev.publishTerms',
  method: 'POST',
  path: '/dev-api/terms/publish',
  body: PublishTermsRequest,
  response: PublishTermsResponse,
});

/**
 * `POST /dev-api/terms/reset-confirmation` (development only: 404 unless the dev tools are on): the
 * signed-in player's confirmation of the published version is withdrawn, so one player (and no other)
 * must confirm again; answers the version to confirm. Lets parallel e2e journeys force `/confirm`.
 */
export const resetTermsConfirmationCall = defineCall({
  name: 'dev.resetTermsConfirmation',
  method: 'POST',
  path: '/dev-api/terms/reset-confirmation',
  response: PublishTermsResponse,
  auth: true,
});

/** `GET {api}/third-party/api/list-available-partitions` (document 001 §7), `{api}` = `/web-api`. */
export const listAvailablePartitionsCall = defineCall({
  name: 'user.availablePartitions',
  method: 'GET',
  path: '/web-api/third-party/api/list-available-partitions',
  response: AvailablePartitionsResponse,
  retryable: true,
});
