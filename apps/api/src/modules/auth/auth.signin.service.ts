import {
  AuthErrorCode,
  type FastRegistrationRequest,
  type GoogleOneTapRequest,
  type LoginRequest,
  type LoginResponse,
  type PhoneLoginRequest,
  type PhoneRegistrationRequest,
  type RegistrationResponse,
  type SendSmsRequest,
  type SendSmsResponse,
  type SmsLoginRequest,
  type TwoStepLoginRequest,
} from '@kickoff/contracts';
import type { JsonWebKey } from 'node:crypto';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind, httpError, HttpError } from '../../http/errors';
import { assertMaySignIn as assertMaySignInByLimits } from '../limits/limits.enforce';
import { checkCaptcha, createCaptcha } from './auth.captcha';
import { hashPassword, randomToken, SERVICE_TOKEN_TTL_SECONDS, sha256, signServiceToken, verifyPassword } from './auth.crypto';
import { verifyGoogleCredential } from './auth.google';
import { normalizePhone, PHONE_COUNTRIES } from './auth.phone';
import { safeReturnUrl } from './auth.return-url';
import { nowSeconds } from './auth.session';
import { sendSmsCode, SMS_RESEND_SECONDS, useSmsCode } from './auth.sms';
import { checkLoginThrottle, clearAccountFailures, recordLoginFailure, throttleKeys } from './auth.throttle';
import { createUser } from './auth.users';

/**
 * What the sign-in decisions need from the HTTP request they serve; the routes build it, so this
 * module knows no Fastify: the caller's address, the captcha check of its header, the session cookie.
 */
export interface AuthRequest {
  address: string;
  /** Refuses the call with a 400 captcha code unless the captcha header holds a valid answer. */
  requireCaptcha(): Promise<void>;
  /** Opens a session for the player and sets its cookie on the answer. */
  openSession(userId: number, remember: boolean): Promise<void>;
  /** Whether this browser signed in to the account before (its device cookie). */
  isTrustedDevice(userId: number): boolean;
}

/** A two-step challenge is valid this long. */
const TWO_STEP_TTL_SECONDS = 300;
/** Wrong codes before a two-step challenge is burnt. */
const TWO_STEP_MAX_ATTEMPTS = 5;

interface UserRow {
  id: number;
  password_hash: string;
  two_step_enabled: boolean;
  phone_code: string | null;
  phone_number: string | null;
}

const USER_COLUMNS = 'id, password_hash, two_step_enabled, phone_code, phone_number';

function generatedPassword(): string {
  // 12 characters with a digit, base64url without the symbols that confuse on screen.
  return `${randomToken(9).replace(/[-_]/g, 'x')}7`;
}

/** Refuses a self-excluded player, one past today's session limit or in a time-out before a session opens. */
async function assertMaySignIn(context: AppContext, userId: number, now: number): Promise<void> {
  await assertMaySignInByLimits(context.db, userId, now);
}

/** Password check shared by the e-mail/id and the phone logins, with throttling and captcha. */
async function passwordLogin(
  context: AppContext,
  http: AuthRequest,
  login: string,
  findUser: () => Promise<UserRow | undefined>,
  password: string,
  remember: boolean,
  returnUrl: string | undefined,
): Promise<LoginResponse> {
  const now = nowSeconds(context);
  const user = await findUser();
  // One account, one counter, whether it is named by e-mail, id or phone.
  const keys = throttleKeys(user ? `user:${user.id}` : login, http.address);
  const { captchaRequired } = await checkLoginThrottle(context.db, keys, now, { trustedDevice: user ? http.isTrustedDevice(user.id) : false });
  if (captchaRequired) await http.requireCaptcha();
  // Hash anyway when the user is unknown, so the answer time does not tell which logins exist.
  const ok = user ? await verifyPassword(password, user.password_hash) : (await hashPassword(password), false);
  if (!user || !ok) {
    await recordLoginFailure(context.db, keys, now);
    throw new DomainError(DomainErrorKind.unauthenticated, AuthErrorCode.invalidCredentials, 'main_invalid_credentials');
  }
  await clearAccountFailures(context.db, keys);
  await assertMaySignIn(context, user.id, now);
  const redirectUrl = safeReturnUrl(returnUrl, context.settings.publicOrigin);
  if (user.two_step_enabled && user.phone_code && user.phone_number) {
    const token = randomToken();
    await context.db.query(
      'insert into two_step_challenges (token_hash, user_id, remember, redirect_url, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
      [sha256(token), user.id, remember, redirectUrl, now, now + TWO_STEP_TTL_SECONDS],
    );
    await sendSmsCode(context.db, `${user.phone_code}${user.phone_number}`, 'two_step', now).catch((error: unknown) => {
      if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
    });
    return { status: 'two_step', userId: null, redirectUrl: null, twoStepToken: token };
  }
  await http.openSession(user.id, remember);
  return { status: 'ok', userId: user.id, redirectUrl, twoStepToken: null };
}

/** One-click registration (`fast_reg`, captcha required): generated credentials answered once. */
export async function registerFast(context: AppContext, http: AuthRequest, body: FastRegistrationRequest): Promise<RegistrationResponse> {
  await http.requireCaptcha();
  const now = nowSeconds(context);
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  const userId = await context.db.transaction((tx) =>
    createUser(tx, { email: null, phone: null, passwordHash, registrationType: 'fast_reg', countryId: body.countryId, currencyIso: body.currencyIso, language: 'en', activationType: 0, referral: body.referral }, now),
  );
  await http.openSession(userId, false);
  return { success: true, userId, registrationType: 'fast_reg', login: String(userId), generatedPassword: password, redirectUrl: safeReturnUrl(body.returnUrl, context.settings.publicOrigin) };
}

/** Phone registration (`phone_reg`) with the SMS code of purpose `registration`. */
export async function registerPhone(context: AppContext, http: AuthRequest, body: PhoneRegistrationRequest): Promise<RegistrationResponse> {
  const { db } = context;
  const now = nowSeconds(context);
  const phone = normalizePhone(body.country_code, body.phone_number);
  const [taken] = await db.query('select 1 from users where phone_code = $1 and phone_number = $2', [phone.telCode, phone.number]);
  if (taken) throw new DomainError(DomainErrorKind.conflict, AuthErrorCode.phoneTaken, 'main_phone_taken', { fields: { phone_number: 'main_phone_taken' } });
  // Refuse a bad currency before the single-use SMS code is spent.
  const [currency] = await db.query('select 1 from currencies where iso = $1', [body.currencyIso]);
  if (!currency) throw new DomainError(DomainErrorKind.invalid, AuthErrorCode.unknownCurrency, 'main_validation_error', { fields: { currencyIso: 'main_unknown_currency' } });
  await useSmsCode(db, phone.full, 'registration', body.smsCode, now);
  const passwordHash = await hashPassword(body.password);
  const countryId = PHONE_COUNTRIES.find((entry) => entry.country_code === body.country_code)?.id ?? 0;
  const userId = await db.transaction((tx) =>
    createUser(tx, { email: null, phone, passwordHash, registrationType: 'phone_reg', countryId, currencyIso: body.currencyIso, language: 'en', activationType: 3, referral: body.referral }, now),
  );
  await http.openSession(userId, false);
  return { success: true, userId, registrationType: 'phone_reg', login: phone.full, generatedPassword: null, redirectUrl: safeReturnUrl(body.returnUrl, context.settings.publicOrigin) };
}

/** Login by e-mail or user id. */
export function loginByEmailOrId(context: AppContext, http: AuthRequest, body: LoginRequest): Promise<LoginResponse> {
  const login = body.login.toLowerCase();
  const byId = /^\d{1,15}$/.test(login);
  return passwordLogin(
    context,
    http,
    login,
    async () => (await context.db.query<UserRow>(`select ${USER_COLUMNS} from users where ${byId ? 'id = $1::bigint' : 'email = $1'}`, [login]))[0],
    body.password,
    body.remember ?? false,
    body.returnUrl,
  );
}

/** Login by phone and password. */
export function loginByPhone(context: AppContext, http: AuthRequest, body: PhoneLoginRequest): Promise<LoginResponse> {
  const phone = normalizePhone(body.country_code, body.phone_number);
  return passwordLogin(
    context,
    http,
    phone.full,
    async () => (await context.db.query<UserRow>(`select ${USER_COLUMNS} from users where phone_code = $1 and phone_number = $2`, [phone.telCode, phone.number]))[0],
    body.password,
    body.remember ?? false,
    body.returnUrl,
  );
}

/** Login by the SMS code of purpose `login`. */
export async function loginBySms(context: AppContext, http: AuthRequest, body: SmsLoginRequest): Promise<LoginResponse> {
  const { db } = context;
  const now = nowSeconds(context);
  const phone = normalizePhone(body.country_code, body.phone_number);
  const keys = throttleKeys(phone.full, http.address);
  await checkLoginThrottle(db, keys, now);
  const [user] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where phone_code = $1 and phone_number = $2`, [phone.telCode, phone.number]);
  try {
    await useSmsCode(db, phone.full, 'login', body.code, now);
  } catch (error) {
    await recordLoginFailure(db, keys, now);
    throw error;
  }
  if (!user) throw new DomainError(DomainErrorKind.unauthenticated, AuthErrorCode.invalidCredentials, 'main_invalid_credentials');
  await assertMaySignIn(context, user.id, now);
  await http.openSession(user.id, body.remember ?? false);
  return { status: 'ok', userId: user.id, redirectUrl: safeReturnUrl(body.returnUrl, context.settings.publicOrigin), twoStepToken: null };
}

/** The second step of a two-step login: the code sent by SMS for the first step's token. */
export async function loginTwoStep(context: AppContext, http: AuthRequest, body: TwoStepLoginRequest): Promise<LoginResponse> {
  const { db } = context;
  const now = nowSeconds(context);
  const [challenge] = await db.query<{ user_id: number; remember: boolean; redirect_url: string; attempts: number; phone_code: string; phone_number: string }>(
    `select c.user_id, c.remember, c.redirect_url, c.attempts, u.phone_code, u.phone_number
       from two_step_challenges c join users u on u.id = c.user_id
      where c.token_hash = $1 and c.used_at is null and c.expires_at > $2`,
    [sha256(body.twoStepToken), now],
  );
  if (!challenge || challenge.attempts >= TWO_STEP_MAX_ATTEMPTS) {
    throw new DomainError(DomainErrorKind.invalid, AuthErrorCode.invalidTwoStepCode, 'main_invalid_two_step_code', { fields: { twoStepToken: 'main_invalid_two_step_code' } });
  }
  try {
    await useSmsCode(db, `${challenge.phone_code}${challenge.phone_number}`, 'two_step', body.code, now);
  } catch {
    await db.query('update two_step_challenges set attempts = attempts + 1 where token_hash = $1', [sha256(body.twoStepToken)]);
    throw new DomainError(DomainErrorKind.invalid, AuthErrorCode.invalidTwoStepCode, 'main_invalid_two_step_code', { fields: { code: 'main_invalid_two_step_code' } });
  }
  await db.query('update two_step_challenges set used_at = $2 where token_hash = $1', [sha256(body.twoStepToken), now]);
  await assertMaySignIn(context, challenge.user_id, now);
  await http.openSession(challenge.user_id, challenge.remember);
  return { status: 'ok', userId: challenge.user_id, redirectUrl: challenge.redirect_url, twoStepToken: null };
}

/** Sends an SMS code (captcha required); a login code for an unknown phone is not sent, with the same answer. */
export async function sendSms(context: AppContext, http: AuthRequest, body: SendSmsRequest): Promise<SendSmsResponse> {
  const { db } = context;
  await http.requireCaptcha();
  const now = nowSeconds(context);
  const phone = normalizePhone(body.country_code, body.phone_number);
  const [user] = await db.query('select 1 from users where phone_code = $1 and phone_number = $2', [phone.telCode, phone.number]);
  if (body.purpose === 'registration' && user) throw new DomainError(DomainErrorKind.conflict, AuthErrorCode.phoneTaken, 'main_phone_taken', { fields: { phone_number: 'main_phone_taken' } });
  if (body.purpose === 'registration' || user) await sendSmsCode(db, phone.full, body.purpose, now);
  return { success: true, resendAfterSeconds: SMS_RESEND_SECONDS };
}

/** A new service token (1800 s) for a session; counted on the session. */
export async function issueServiceToken(context: AppContext, user: { userId: number; sessionId: number }): Promise<{ token: string; expiresAt: number; expiresInSeconds: number }> {
  const now = nowSeconds(context);
  const exp = now + SERVICE_TOKEN_TTL_SECONDS;
  await context.db.query('update sessions set tokens_issued = tokens_issued + 1 where id = $1', [user.sessionId]);
  return { token: signServiceToken({ sub: user.userId, sid: user.sessionId, iat: now, exp }, context.settings.tokenSecret), expiresAt: exp, expiresInSeconds: SERVICE_TOKEN_TTL_SECONDS };
}

/** The session as `GET /web-api/session` answers it: `key=value` lines. */
export async function sessionText(context: AppContext, user: { userId: number; sessionId: number } | null): Promise<string> {
  if (!user) return 'user_id=0\n';
  const [row] = await context.db.query<{ created_at: number; language: string }>('select s.created_at, u.language from sessions s join users u on u.id = s.user_id where s.id = $1', [user.sessionId]);
  return `user_id=${user.userId}\nsession_started_at=${row?.created_at ?? 0}\nlanguage=${row?.language ?? 'en'}\n`;
}

/** A new captcha challenge. */
export { createCaptcha };

/** Seconds a challenge can still be answered (0 when used, expired or unknown). */
export async function captchaTimeLeft(context: AppContext, captchaId: string): Promise<number> {
  const [row] = await context.db.query<{ expires_at: number; used_at: number | null }>('select expires_at, used_at from captcha_challenges where id = $1', [captchaId]);
  return row && row.used_at === null ? Math.max(0, row.expires_at - nowSeconds(context)) : 0;
}

/** Checks an answer without spending a valid challenge (document 001 §3 captcha validate response). */
export async function validateCaptcha(context: AppContext, captchaId: string, answer: string): Promise<{ type: 'valid' | 'invalid' | 'expired'; time: number; error_message: string | null }> {
  const result = await checkCaptcha(context, captchaId, answer, false);
  if (result === 'valid') return { type: 'valid', time: await captchaTimeLeft(context, captchaId), error_message: null };
  if (result === 'expired') return { type: 'expired', time: 0, error_message: 'main_captcha_expired' };
  return { type: 'invalid', time: 0, error_message: result === 'used' ? 'main_captcha_used' : 'main_captcha_invalid' };
}

/** The Google client id from the `social` config group; 501 `google_one_tap_not_configured` without one (not transient, so never retried). */
export async function googleClientId(context: AppContext): Promise<string> {
  const [row] = await context.db.query<{ client_id: string | null }>("select data->>'googleClientId' as client_id from config_groups where name = 'social'");
  if (!row?.client_id) throw httpError(501, AuthErrorCode.notConfigured, 'main_social_login_unavailable', { message: 'Google One Tap is not configured on this site' });
  return row.client_id;
}

/** Google One Tap sign-in: links a verified e-mail's player or registers a `soc_reg` player the first time. */
export async function googleOneTap(context: AppContext, http: AuthRequest, body: GoogleOneTapRequest): Promise<{ redirectUrl: string }> {
  const { db } = context;
  const clientId = await googleClientId(context);
  // Google's signing keys (a JWKS) are configured with the client id: this server does not fetch them.
  const [row] = await db.query<{ keys: JsonWebKey[] | null }>("select data->'googleJwks'->'keys' as keys from config_groups where name = 'social'");
  const keys = Array.isArray(row?.keys) ? row.keys : [];
  if (!keys.length) throw httpError(501, AuthErrorCode.notConfigured, 'main_social_login_unavailable', { message: 'the Google signing keys are not configured' });
  const now = nowSeconds(context);
  const claims = verifyGoogleCredential(body.credential, keys, clientId, now);
  if (!claims) throw new DomainError(DomainErrorKind.unauthenticated, 'invalid_google_credential', 'main_social_login_error');
  let [user] = await db.query<{ id: number }>('select id from users where google_sub = $1', [claims.sub]);
  if (!user && claims.email && claims.emailVerified) {
    // A verified Google e-mail of an existing player links the Google account to it.
    [user] = await db.query<{ id: number }>('update users set google_sub = $2 where email = $1 and google_sub is null returning id', [claims.email, claims.sub]);
  }
  let userId = user?.id;
  if (userId === undefined) {
    const passwordHash = await hashPassword(randomToken());
    userId = await db.transaction(async (tx) => {
      const id = await createUser(
        tx,
        {
          email: claims.emailVerified ? claims.email : null,
          phone: null,
          passwordHash,
          registrationType: 'soc_reg',
          countryId: body.countryId,
          currencyIso: body.currency,
          language: body.language,
          activationType: claims.emailVerified && claims.email ? 1 : 0,
          userData: { name: claims.givenName, surname: claims.familyName },
        },
        now,
      );
      await tx.query('update users set google_sub = $2 where id = $1', [id, claims.sub]);
      return id;
    });
  }
  await assertMaySignIn(context, userId, now);
  await http.openSession(userId, false);
  return { redirectUrl: '/' };
}
