import { INT32_MAX } from '../common/bounds';
import { z } from 'zod';
import { defineCall } from '../common/call';
import { LanguageCode } from '../common/language';
import { RegistrationReferral } from '../office/referral.schemas';

export { CaptchaErrorCode, CAPTCHA_ERROR_CODES, FINGERPRINT_ERROR_CODE, TERMS_EXCEPTION_CODE, AuthErrorCode, captchaHeaderValue, proofOfWorkInput, hasLeadingZeroBits } from './auth.codes';
export { GetTokenQuery, TokenResponse, getTokenCall, getSessionCall } from './token.schemas';

/** Registration types as analytics reports them (document 001 §3). */
export const RegistrationType = z.enum(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg']);
export type RegistrationType = z.infer<typeof RegistrationType>;

/** A password as registration accepts it: 8 to 128 characters, a letter and a digit. */
export const NewPassword = z
  .string()
  .min(8)
  .max(128)
  .regex(/[A-Za-z]/, 'a letter')
  .regex(/\d/, 'a digit');
/** A password as login accepts it (any stored password). */
export const Password = z.string().min(1).max(128);
/** An e-mail address, compared in lower case. */
export const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** A phone number without its country prefix: 4 to 15 digits. */
export const PhoneNumber = z.string().regex(/^\d{4,15}$/, 'digits');
/** A phone country as `country_code` (lower case, document 001 §3 "Phone country"). */
export const PhoneCountryCode = z.string().regex(/^[a-z]{2}$/, 'two lowercase letters');
/** An ISO 4217 currency code. */
export const CurrencyIso = z.string().regex(/^[A-Z]{3}$/, 'three capital letters');
/** A URL to return to after sign-in; the server keeps it on the site's own origin. */
export const ReturnUrl = z.string().max(2048);
/** A six-digit SMS or two-step code. */
export const SmsCode = z.string().regex(/^\d{6}$/, 'six digits');
/** A date as `YYYY-MM-DD`. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** Body of the fast registration: a generated login id and password are answered once. */
export const FastRegistrationRequest = z.object({
  countryId: z.number().int().positive(),
  currencyIso: CurrencyIso,
  promoCode: z.string().max(64).optional(),
  returnUrl: ReturnUrl.optional(),
  /** The referral and partner tags of the visit (issue 14, document 001 §9); stored for attribution. */
  referral: RegistrationReferral.optional(),
});
export type FastRegistrationRequest = z.infer<typeof FastRegistrationRequest>;

/** Body of the phone registration; `smsCode` comes from `send sms` with purpose `registration`. */
export const PhoneRegistrationRequest = z.object({
  phone_number: PhoneNumber,
  country_code: PhoneCountryCode,
  password: NewPassword,
  currencyIso: CurrencyIso,
  smsCode: SmsCode,
  returnUrl: ReturnUrl.optional(),
  /** The referral and partner tags of the visit (issue 14, document 001 §9); stored for attribution. */
  referral: RegistrationReferral.optional(),
});
export type PhoneRegistrationRequest = z.infer<typeof PhoneRegistrationRequest>;

/** Body of the full registration (the profile fields of document 001 §5). */
export const FullRegistrationRequest = z.object({
  email: Email,
  password: NewPassword,
  name: z.string().trim().min(1).max(100),
  surname: z.string().trim().min(1).max(100),
  /** Checked by the server too: a real calendar date and the site's minimum age (`invalid_birth_date`, `under_minimum_age`). */
  date_birthday: IsoDate,
  countryId: z.number().int().positive(),
  currencyIso: CurrencyIso,
  /** The player accepted the terms and confirmed the minimum age; the server refuses `false` with `terms_not_accepted`. */
  termsAccepted: z.boolean().optional(),
  /** The welcome bonus the player chose where the site offers one (`sport`, `casino`) or `none`. */
  bonusChoice: z.enum(['sport', 'casino', 'none']).optional(),
  returnUrl: ReturnUrl.optional(),
  /** The referral and partner tags of the visit (issue 14, document 001 §9); stored for attribution. */
  referral: RegistrationReferral.optional(),
});
export type FullRegistrationRequest = z.infer<typeof FullRegistrationRequest>;

/**
 * Answer of every registration: the new player is signed in (session cookie). `login` is what
 * signs in later (the user id for fast registration); `generatedPassword` is shown once, fast only.
 */
export const RegistrationResponse = z.object({
  success: z.literal(true),
  userId: z.number().int().positive(),
  registrationType: RegistrationType,
  login: z.string(),
  generatedPassword: z.string().nullable(),
  redirectUrl: z.string(),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponse>;

/** Device components sent with a login (document 001 §7 "device components data"). */
export const DeviceComponents = z.record(z.string().max(64), z.string().max(512));

/** Body of the login by e-mail or user id (document 001 §7); `remember` keeps the session 30 days. */
export const LoginRequest = z.object({
  login: z.string().trim().min(1).max(254),
  password: Password,
  remember: z.boolean().default(false),
  returnUrl: ReturnUrl.optional(),
  deviceComponents: DeviceComponents.optional(),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** Body of the login by phone (`phone_number`, `country_code`, document 001 §7). */
export const PhoneLoginRequest = z.object({
  phone_number: PhoneNumber,
  country_code: PhoneCountryCode,
  password: Password,
  remember: z.boolean().default(false),
  returnUrl: ReturnUrl.optional(),
  deviceComponents: DeviceComponents.optional(),
});
export type PhoneLoginRequest = z.input<typeof PhoneLoginRequest>;

/** Body of the login by SMS code. */
export const SmsLoginRequest = z.object({
  phone_number: PhoneNumber,
  country_code: PhoneCountryCode,
  code: SmsCode,
  remember: z.boolean().default(false),
  returnUrl: ReturnUrl.optional(),
});
export type SmsLoginRequest = z.input<typeof SmsLoginRequest>;

/** Body of the two-step step: the token of the first step and the code sent by SMS. */
export const TwoStepLoginRequest = z.object({ twoStepToken: z.string().min(16).max(128), code: SmsCode });
export type TwoStepLoginRequest = z.infer<typeof TwoStepLoginRequest>;

/**
 * Answer of the logins: `ok` (signed in, `redirectUrl` on the site's origin) or `two_step` (send
 * `twoStepToken` with the code through the two-step call; the code went out by SMS).
 */
export const LoginResponse = z.object({
  status: z.enum(['ok', 'two_step']),
  userId: z.number().int().positive().nullable(),
  redirectUrl: z.string().nullable(),
  twoStepToken: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Why an SMS code is sent. */
export const SmsPurpose = z.enum(['login', 'registration']);
export type SmsPurpose = z.infer<typeof SmsPurpose>;

/** Body of send sms; a captcha (header) is required for it. */
export const SendSmsRequest = z.object({ phone_number: PhoneNumber, country_code: PhoneCountryCode, purpose: SmsPurpose });
export type SendSmsRequest = z.infer<typeof SendSmsRequest>;

/** Answer of send sms: when a new code may be asked for. */
export const SendSmsResponse = z.object({ success: z.literal(true), resendAfterSeconds: z.number().int().nonnegative() });
export type SendSmsResponse = z.infer<typeof SendSmsResponse>;

/**
 * The proof of work a captcha answer carries (issue 19: a script does not solve the picture alone
 * for free): a nonce such that SHA-256 of `<captchaId>:<nonce>` starts with `bits` zero bits. The
 * server states the difficulty (0: no work asked).
 */
export const CaptchaProofOfWork = z.object({ algorithm: z.literal('SHA-256'), bits: z.number().int().min(0).max(32) });
export type CaptchaProofOfWork = z.infer<typeof CaptchaProofOfWork>;

/** A captcha challenge: an SVG image to solve and a proof of work to find, valid for `time` seconds. */
export const CaptchaChallenge = z.object({ captchaId: z.string().min(1), image: z.string().startsWith('<svg'), time: z.number().int().nonnegative(), pow: CaptchaProofOfWork });
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

export const CaptchaTimeQuery = z.object({ captchaId: z.string().min(1).max(64) });
export type CaptchaTimeQuery = z.infer<typeof CaptchaTimeQuery>;

/** Answer of captcha gettime: the seconds the challenge is still valid (0 when expired or unknown). */
export const CaptchaTimeResponse = z.object({ time: z.number().int().nonnegative() });
export type CaptchaTimeResponse = z.infer<typeof CaptchaTimeResponse>;

/** Body of captcha validate (document 001 §7: "POST validate (param captcha)"). */
export const CaptchaValidateRequest = z.object({ captchaId: z.string().min(1).max(64), captcha: z.string().min(1).max(16) });
export type CaptchaValidateRequest = z.infer<typeof CaptchaValidateRequest>;

/**
 * Captcha validate response (document 001 §3: type, time, error_message). `valid` keeps the
 * challenge usable once in the captcha header; `invalid` burns it (ask a new one).
 */
export const CaptchaValidateResponse = z.object({ type: z.enum(['valid', 'invalid', 'expired']), time: z.number().int().nonnegative(), error_message: z.string().nullable() });
export type CaptchaValidateResponse = z.infer<typeof CaptchaValidateResponse>;

/** A phone country (document 001 §3): `country_code` lower case, `tel_code` with a leading +. */
export const PhoneCountry = z.object({ id: z.number().int(), name: z.string(), country_code: PhoneCountryCode, tel_code: z.string().regex(/^\+\d{1,4}$/) });
export type PhoneCountry = z.infer<typeof PhoneCountry>;

export const PhoneCountriesQuery = z.object({ lang: LanguageCode });
export const PhoneCountriesResponse = z.object({ countries: z.array(PhoneCountry) });
export type PhoneCountriesResponse = z.infer<typeof PhoneCountriesResponse>;

/** A phone mask (document 001 §3, §5: "Phone masks have Min and Max lengths"); `Mask` uses 9 per digit. */
export const PhoneMask = z.object({ CountryId: z.number().int(), Mask: z.string(), Min: z.number().int().positive(), Max: z.number().int().positive() });
export type PhoneMask = z.infer<typeof PhoneMask>;

export const PhoneMasksResponse = z.object({ masks: z.array(PhoneMask) });
export type PhoneMasksResponse = z.infer<typeof PhoneMasksResponse>;

/** Fields of Google One Tap (multipart, document 001 §7): the credential plus language, currency, countryId. */
export const GoogleOneTapRequest = z.object({
  credential: z.string().min(1).max(8192),
  language: LanguageCode,
  currency: CurrencyIso,
  countryId: z.coerce.number().int().max(INT32_MAX).positive(),
});
export type GoogleOneTapRequest = z.infer<typeof GoogleOneTapRequest>;

export const GoogleOneTapResponse = z.object({ redirectUrl: z.string() });
export type GoogleOneTapResponse = z.infer<typeof GoogleOneTapResponse>;

export const GoogleClientIdResponse = z.object({ clientId: z.string().min(1) });
export type GoogleClientIdResponse = z.infer<typeof GoogleClientIdResponse>;

/**
 * Body of a password-reset request: an e-mail (a link with a token goes to it) or a phone (an SMS
 * code goes to it). The answer is the same whether an account exists or not.
 */
export const PasswordResetRequest = z.union([
  z.object({ channel: z.literal('email'), email: Email, language: LanguageCode.optional() }),
  z.object({ channel: z.literal('phone'), phone_number: PhoneNumber, country_code: PhoneCountryCode }),
]);
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** Answer of a password-reset request: when another may be asked for (429 `password_reset_too_soon` before). */
export const PasswordResetRequestResponse = z.object({ success: z.literal(true), resendAfterSeconds: z.number().int().nonnegative() });
export type PasswordResetRequestResponse = z.infer<typeof PasswordResetRequestResponse>;

/** A reset token as the e-mail link carries it (`?token=`): 43 base64url characters. */
export const ResetToken = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'token');

/**
 * Body of a password-reset confirmation: the e-mail link's token, or the phone with its SMS code,
 * and the new password. Tokens and codes are single-use and expire; every session of the player ends.
 */
export const PasswordResetConfirm = z.union([
  z.object({ channel: z.literal('email'), token: ResetToken, password: NewPassword }),
  z.object({ channel: z.literal('phone'), phone_number: PhoneNumber, country_code: PhoneCountryCode, code: SmsCode, password: NewPassword }),
]);
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>;

/** Answer of the confirmation: what the player signs in with (e-mail, phone or id). */
export const PasswordResetConfirmResponse = z.object({ success: z.literal(true), login: z.string() });
export type PasswordResetConfirmResponse = z.infer<typeof PasswordResetConfirmResponse>;

/** A message of the development e-mail outbox (no real e-mail is sent). */
export const EmailOutboxMessage = z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.number().int() });
export type EmailOutboxMessage = z.infer<typeof EmailOutboxMessage>;
export const EmailOutboxQuery = z.object({ to: z.string().max(254).optional() });
export const EmailOutboxResponse = z.object({ messages: z.array(EmailOutboxMessage) });
export type EmailOutboxResponse = z.infer<typeof EmailOutboxResponse>;

/** Every registration, login and sms path is chosen here (document 001 §7: "Exact paths not shown"). */
export const AUTH_BASE = '/web-api/user/auth';

export const registerFastCall = defineCall({ name: 'auth.registerFast', method: 'POST', path: `${AUTH_BASE}/registration/fast`, body: FastRegistrationRequest, response: RegistrationResponse });
export const registerPhoneCall = defineCall({ name: 'auth.registerPhone', method: 'POST', path: `${AUTH_BASE}/registration/phone`, body: PhoneRegistrationRequest, response: RegistrationResponse });
export const registerFullCall = defineCall({ name: 'auth.registerFull', method: 'POST', path: `${AUTH_BASE}/registration/full`, body: FullRegistrationRequest, response: RegistrationResponse });
export const loginCall = defineCall({ name: 'auth.login', method: 'POST', path: `${AUTH_BASE}/login`, body: LoginRequest, response: LoginResponse });
export const loginByPhoneCall = defineCall({ name: 'auth.loginPhone', method: 'POST', path: `${AUTH_BASE}/login/phone`, body: PhoneLoginRequest, response: LoginResponse });
export const loginBySmsCall = defineCall({ name: 'auth.loginSms', method: 'POST', path: `${AUTH_BASE}/login/sms`, body: SmsLoginRequest, response: LoginResponse });
export const loginTwoStepCall = defineCall({ name: 'auth.loginTwoStep', method: 'POST', path: `${AUTH_BASE}/login/two-step`, body: TwoStepLoginRequest, response: LoginResponse });
/** Password recovery (document 001 §2 `forgotpassword`, `passwordreset`; paths chosen). */
export const requestPasswordResetCall = defineCall({ name: 'auth.passwordResetRequest', method: 'POST', path: `${AUTH_BASE}/password/reset-request`, body: PasswordResetRequest, response: PasswordResetRequestResponse });
export const confirmPasswordResetCall = defineCall({ name: 'auth.passwordReset', method: 'POST', path: `${AUTH_BASE}/password/reset`, body: PasswordResetConfirm, response: PasswordResetConfirmResponse });
/** `GET /dev-api/email-outbox`: the development e-mail outbox; 404 unless the dev tools are on. */
export const emailOutboxCall = defineCall({ name: 'dev.emailOutbox', method: 'GET', path: '/dev-api/email-outbox', query: EmailOutboxQuery, response: EmailOutboxResponse });
export const sendSmsCall = defineCall({ name: 'auth.sendSms', method: 'POST', path: `${AUTH_BASE}/sms/send`, body: SendSmsRequest, response: SendSmsResponse });

/** Captcha calls (document 001 §7: "paths not shown"; chosen). */
export const captchaUpdateCall = defineCall({ name: 'captcha.update', method: 'GET', path: '/web-api/captcha/update', response: CaptchaChallenge });
export const captchaGetTimeCall = defineCall({ name: 'captcha.gettime', method: 'GET', path: '/web-api/captcha/gettime', query: CaptchaTimeQuery, response: CaptchaTimeResponse, retryable: true });
export const captchaValidateCall = defineCall({ name: 'captcha.validate', method: 'POST', path: '/web-api/captcha/validate', body: CaptchaValidateRequest, response: CaptchaValidateResponse });

/** Phone countries and masks (document 001 §7: "paths not shown"; chosen). */
export const getPhoneCountriesCall = defineCall({ name: 'phone.countries', method: 'GET', path: '/web-api/phone/countries', query: PhoneCountriesQuery, response: PhoneCountriesResponse, retryable: true });
export const getPhoneMasksCall = defineCall({ name: 'phone.masks', method: 'GET', path: '/web-api/phone/masks', response: PhoneMasksResponse, retryable: true });

/** `POST /social-api/oauth/google-one-tap` (multipart) and `GET .../clientId` (document 001 §7). */
export const googleOneTapCall = defineCall({ name: 'social.googleOneTap', method: 'POST', path: '/social-api/oauth/google-one-tap', body: GoogleOneTapRequest, response: GoogleOneTapResponse });
export const googleClientIdCall = defineCall({ name: 'social.googleClientId', method: 'GET', path: '/social-api/oauth/google-one-tap/clientId', response: GoogleClientIdResponse, retryable: true });
