import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Cookie consent types (document 001 §3 "Types: disable, only functionality, only marketing, all; the
 * category 'necessary' is always on"). Stored as `cookiesAgreeType` in the global preferences.
 */
export const CookiesAgreeType = z.enum(['DISABLE', 'FUNCTIONALITY', 'MARKETING', 'ALL']);
export type CookiesAgreeType = z.infer<typeof CookiesAgreeType>;

/**
 * Body of the cookie agreement call (document 001 §7 "Cookie agreement: cookiesAgreeTime is sent when
 * the user agrees; path not shown"). `cookiesAgreeTime` is in epoch seconds, like the other times of
 * the spec (`startedAt`, `endsAt`); the chosen type travels with it so the server keeps both.
 */
export const CookieAgreementRequest = z.object({
  cookiesAgreeTime: z.number().int().nonnegative(),
  cookiesAgreeType: CookiesAgreeType,
});
export type CookieAgreementRequest = z.infer<typeof CookieAgreementRequest>;

/** Answer of the cookie agreement call. */
export const CookieAgreementResponse = z.object({
  success: z.boolean(),
});
export type CookieAgreementResponse = z.infer<typeof CookieAgreementResponse>;

/**
 * `POST /web-api/user/cookies-agree` (path chosen here). Needs a signed-in user (document 001 §6
 * "cookie-consent logging ... need a signed-in user"): guests keep their choice locally only.
 */
export const cookieAgreementCall = defineCall({
  name: 'user.cookiesAgree',
  method: 'POST',
  path: '/web-api/user/cookies-agree',
  body: CookieAgreementRequest,
  response: CookieAgreementResponse,
  auth: true,
});

/**
 * The consent updater payload (document 001 §4 "Consent is sent to an analytics consent updater with
 * analytics and ads flags"): `analytics` follows the functionality purpose, `ads` the marketing one.
 */
export const ConsentUpdate = z.object({
  analytics: z.boolean(),
  ads: z.boolean(),
});
export type ConsentUpdate = z.infer<typeof ConsentUpdate>;

/** Answer of the consent update call. */
export const ConsentUpdateResponse = z.object({
  success: z.boolean(),
});
export type ConsentUpdateResponse = z.infer<typeof ConsentUpdateResponse>;

/**
 * `POST /analytics-api/v1/consent` (document 001 §7 "consent updates to a consent service"; path not
 * shown, chosen here). Guests and users alike: the analytics service keys it by its own cookie.
 */
export const consentUpdateCall = defineCall({
  name: 'analytics.consent',
  method: 'POST',
  path: '/analytics-api/v1/consent',
  body: ConsentUpdate,
  response: ConsentUpdateResponse,
});
