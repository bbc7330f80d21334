import { z } from 'zod';
import { defineCall } from '../common/call';
import { LanguageCode } from '../common/language';
import { NewPassword, Password, PhoneCountryCode, PhoneNumber, SmsCode } from '../auth/auth.schemas';
import { UserData } from './user.schemas';

/** Codes of the office's security, settings and ban refusals. */
export const SecurityErrorCode = {
  /** The current password given to a change is wrong. */
  wrongPassword: 'wrong_password',
  /** The new password is the current one. */
  samePassword: 'same_password',
  /** Two-step sign-in needs a bound phone (the code goes by SMS). */
  phoneNotBound: 'phone_not_bound',
  /** The session to end is not one of the player's open sessions. */
  sessionNotFound: 'session_not_found',
  /** An unsubscribe link whose signature does not match. */
  invalidUnsubscribeLink: 'invalid_unsubscribe_link',
  /** A banned player (document 001 §4: ban_level above 0) may not do this. */
  accountBanned: 'account_banned',
  /** A banned player whose ban level does not permit withdrawals (document 001 §4: 45, or 53 with ban version 1). */
  withdrawalBanned: 'withdrawal_banned',
  /** The personal data can no longer be edited (the identity is verified or under review). */
  profileLocked: 'profile_locked',
  /** The e-mail is already activated, or the account has none. */
  nothingToActivate: 'nothing_to_activate',
  /** An activation link that is unknown, used or expired. */
  invalidActivationToken: 'invalid_activation_token',
  /** A new activation link within a minute of the last one. */
  activationTooSoon: 'activation_too_soon',
} as const;

/** Change of password: the current one is required (issue 14 "Security"). */
export const ChangePasswordRequest = z.object({ currentPassword: Password, newPassword: NewPassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
/** How many other sessions the change ended. */
export const ChangePasswordResponse = z.object({ success: z.literal(true), endedSessions: z.number().int().nonnegative() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** One session of the player: open ones are the active sessions, all of them the login history. */
export const SecuritySession = z.object({
  id: z.number().int(),
  /** Epoch seconds of the sign-in. */
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  /** When it ended, null while open. */
  endedAt: z.number().int().nullable(),
  /** Why it ended: logout, password_changed, ended_by_player, self_excluded... */
  endReason: z.string().nullable(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session of this request. */
  current: z.boolean(),
});
export type SecuritySession = z.infer<typeof SecuritySession>;

export const SessionsResponse = z.object({ sessions: z.array(SecuritySession) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;
export const LoginHistoryResponse = z.object({ logins: z.array(SecuritySession) });
export type LoginHistoryResponse = z.infer<typeof LoginHistoryResponse>;

export const SessionIdParams = z.object({ sessionId: z.coerce.number().int().positive().max(2 ** 53) });
export const EndSessionResponse = z.object({ success: z.literal(true) });

/** Two-step sign-in on or off; the password confirms it. */
export const TwoStepRequest = z.object({ enabled: z.boolean(), password: Password });
export type TwoStepRequest = z.infer<typeof TwoStepRequest>;
export const TwoStepResponse = z.object({ enabled: z.boolean() });
export type TwoStepResponse = z.infer<typeof TwoStepResponse>;

/** A phone to bind: the SMS code of purpose `phone_binding` goes to it. */
export const PhoneCodeRequest = z.object({ phone_number: PhoneNumber, country_code: PhoneCountryCode });
export type PhoneCodeRequest = z.infer<typeof PhoneCodeRequest>;
export const PhoneCodeResponse = z.object({ success: z.literal(true), resendAfterSeconds: z.number().int() });
export type PhoneCodeResponse = z.infer<typeof PhoneCodeResponse>;
export const BindPhoneRequest = PhoneCodeRequest.extend({ code: SmsCode });
export type BindPhoneRequest = z.infer<typeof BindPhoneRequest>;
/** The bound phone and the activation type after binding (document 001 §4: 0 becomes 3, 1 becomes 2). */
export const BindPhoneResponse = z.object({ phone_code: z.string(), phone_number: z.string(), activation_type: z.number().int().min(0).max(3) });
export type BindPhoneResponse = z.infer<typeof BindPhoneResponse>;

/** The player's settings kept by the server (the odds format is the coupon's own setting). */
export const UserSettings = z.object({
  newsletter: z.boolean(),
  notifications: z.boolean(),
  language: LanguageCode,
  /** Hours from UTC, -12 to 14 (document 001 §3 global preferences: timeZone, default 3). */
  timeZone: z.number().int().min(-12).max(14),
});
export type UserSettings = z.infer<typeof UserSettings>;

/** An unsubscribe link's query: the player and the link's signature. */
export const StopNewsletterRequest = z.object({ user: z.coerce.number().int().positive().max(2 ** 53), sign: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });
export type StopNewsletterRequest = z.infer<typeof StopNewsletterRequest>;
export const StopNewsletterResponse = z.object({ success: z.literal(true), newsletter: z.literal(false) });
export type StopNewsletterResponse = z.infer<typeof StopNewsletterResponse>;

/** Development control: a player's ban level and version (document 001 §3 ban_level, ban_version). */
export const DevBanRequest = z.object({ banLevel: z.number().int().min(0).max(1000), banVersion: z.number().int().min(0).max(1000).nullable() });
export type DevBanRequest = z.infer<typeof DevBanRequest>;
export const DevUserParams = z.object({ userId: z.coerce.number().int().positive().max(2 ** 53) });

const SECURITY = '/web-api/officeapi/v1/security';

export const changePasswordCall = defineCall({ name: 'security.changePassword', method: 'POST', path: `${SECURITY}/password`, body: ChangePasswordRequest, response: ChangePasswordResponse, auth: true });
export const listSessionsCall = defineCall({ name: 'security.sessions', method: 'GET', path: `${SECURITY}/sessions`, response: SessionsResponse, auth: true, retryable: true });
export const endSessionCall = defineCall({ name: 'security.endSession', method: 'DELETE', path: `${SECURITY}/sessions/:sessionId`, response: EndSessionResponse, auth: true });
export const loginHistoryCall = defineCall({ name: 'security.logins', method: 'GET', path: `${SECURITY}/logins`, response: LoginHistoryResponse, auth: true, retryable: true });
export const setTwoStepCall = defineCall({ name: 'security.twoStep', method: 'PUT', path: `${SECURITY}/two-step`, body: TwoStepRequest, response: TwoStepResponse, auth: true });
export const sendPhoneCodeCall = defineCall({ name: 'security.phoneCode', method: 'POST', path: `${SECURITY}/phone/code`, body: PhoneCodeRequest, response: PhoneCodeResponse, auth: true });
export const bindPhoneCall = defineCall({ name: 'security.bindPhone', method: 'POST', path: `${SECURITY}/phone`, body: BindPhoneRequest, response: BindPhoneResponse, auth: true });
export const getSettingsCall = defineCall({ name: 'settings.get', method: 'GET', path: '/web-api/officeapi/v1/settings', response: UserSettings, auth: true, retryable: true });
export const saveSettingsCall = defineCall({ name: 'settings.save', method: 'PUT', path: '/web-api/officeapi/v1/settings', body: UserSettings, response: UserSettings, auth: true });
/** The `stopnewsletter` route's call (document 001 §2): a signed link, no sign-in needed. */
export const stopNewsletterCall = defineCall({ name: 'settings.stopNewsletter', method: 'POST', path: '/web-api/officeapi/v1/newsletter/stop', body: StopNewsletterRequest, response: StopNewsletterResponse });
export const devSetBanCall = defineCall({ name: 'dev.setBan', method: 'PUT', path: '/dev-api/users/:userId/ban', body: DevBanRequest, response: DevBanRequest });

/** A personal-data text as the profile accepts it: trimmed, 1 to 200 characters, or null to clear. */
const ProfileText = z.string().trim().min(1).max(200).nullable();
/** An ISO date `YYYY-MM-DD`, or null. */
const ProfileDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD').nullable();

/**
 * The personal data the player may edit (document 001 §3 `user_data`); a field left out keeps its
 * value. Refused with 409 `profile_locked` once the identity is verified.
 */
export const SaveProfileRequest = z
  .object({
    name: ProfileText,
    surname: ProfileText,
    date_birthday: ProfileDate,
    passport: ProfileText,
    passport_date: ProfileDate,
    passport_end_date: ProfileDate,
    registration_address: ProfileText,
    inn: ProfileText,
    document_type_id: z.number().int().min(1).max(99).nullable(),
  })
  .partial();
export type SaveProfileRequest = z.infer<typeof SaveProfileRequest>;

/** The player's profile: personal data, contacts, whether it is locked, the required fields still empty (document 001 §5). */
export const ProfileResponse = z.object({
  data: UserData,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Document 001 §5: "A phone needs activation when a phone exists but the activation type lacks phone; the same for email." */
  emailNeedsActivation: z.boolean(),
  /** Verified (or under review): the personal data can no longer be edited. */
  locked: z.boolean(),
  /** Required fields still empty (document 001 §5: birth date, name, surname, passport, passport date, registration address). */
  missing: z.array(z.string()),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const getProfileCall = defineCall({ name: 'profile.get', method: 'GET', path: '/web-api/officeapi/v1/profile', response: ProfileResponse, auth: true, retryable: true });
export const saveProfileCall = defineCall({ name: 'profile.save', method: 'PUT', path: '/web-api/officeapi/v1/profile', body: SaveProfileRequest, response: ProfileResponse, auth: true });

/** Asks for the e-mail activation link (in `language`, the link's page language). */
export const EmailActivationRequest = z.object({ language: LanguageCode.optional() });
export const EmailActivationResponse = z.object({ success: z.literal(true), resendAfterSeconds: z.number().int() });
export type EmailActivationResponse = z.infer<typeof EmailActivationResponse>;
/** The `activate` route's call (document 001 §2): the link's single-use token. */
export const ActivateRequest = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });
export type ActivateRequest = z.infer<typeof ActivateRequest>;
/** The activation type after it (document 001 §4: 0 none, 1 e-mail only, 2 phone and e-mail, 3 phone only). */
export const ActivateResponse = z.object({ success: z.literal(true), activation_type: z.number().int().min(0).max(3) });
export type ActivateResponse = z.infer<typeof ActivateResponse>;

export const requestEmailActivationCall = defineCall({ name: 'activation.email', method: 'POST', path: '/web-api/officeapi/v1/activation/email', body: EmailActivationRequest, response: EmailActivationResponse, auth: true });
export const activateCall = defineCall({ name: 'activation.activate', method: 'POST', path: '/web-api/user/activate', body: ActivateRequest, response: ActivateResponse });
