import {
  AuthErrorCode,
  FINGERPRINT_ERROR_CODE,
  Headers,
  captchaGetTimeCall,
  captchaUpdateCall,
  captchaValidateCall,
  confirmPasswordResetCall,
  disconnectCall,
  emailOutboxCall,
  getSessionCall,
  getTokenCall,
  googleClientIdCall,
  googleOneTapCall,
  loginByPhoneCall,
  loginBySmsCall,
  loginCall,
  loginTwoStepCall,
  registerFastCall,
  registerFullCall,
  registerPhoneCall,
  requestPasswordResetCall,
  sendSmsCall,
  sessionCheckCall,
  type LoginResponse,
} from '@kickoff/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { httpError, HttpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { assertNotExcluded, settleLimits } from '../limits/limits.enforce';
import { checkCaptcha, createCaptcha, requireCaptcha } from './auth.captcha';
import { hashPassword, randomToken, SERVICE_TOKEN_TTL_SECONDS, sha256, signServiceToken, verifyPassword } from './auth.crypto';
import { requireUser } from './auth.guard';
import { normalizePhone, PHONE_COUNTRIES, registerPhoneRoutes } from './auth.phone';
import { safeReturnUrl } from './auth.return-url';
import { endSession, nowSeconds, openSession } from './auth.session';
import { sendSmsCode, useSmsCode } from './auth.sms';
import { checkLoginThrottle, clearAccountFailures, recordLoginFailure, throttleKeys } from './auth.throttle';
import { createUser } from './auth.users';
import { checkFullRegistration, confirmPasswordReset, createFullRegistrationUser, readEmailOutbox, requestPasswordReset } from './auth.service';
import { devToolsEnabled } from '../dev/dev.routes';
import { verifyGoogleCredential } from './auth.google';
import type { JsonWebKey } from 'node:crypto';

/** A two-step challenge is valid this long. */
const TWO_STEP_TTL_SECONDS = 300;

interface UserRow {
  id: number;
  password_hash: string;
  two_step_enabled: boolean;
  phone_code: string | null;
  phone_number: string | null;
}

function generatedPassword(): string {
  // 12 characters with a digit, base64url without the symbols that confuse on screen.
  return `${randomToken(9).replace(/[-_]/g, 'x')}7`;
}

/** A browser fingerprint as the client sends it in `X-Fingerprint`: 8 to 128 URL-safe characters. */
const FINGERPRINT = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * Refuses a malformed fingerprint with 400 `fingerprint_invalid`, so the client refreshes it and
 * retries (document 001 §8). Clients without a fingerprint send none and are not refused.
 */
function checkFingerprint(request: FastifyRequest): void {
  const value = request.headers[Headers.fingerprint.toLowerCase()];
  if (value !== undefined && (typeof value !== 'string' || !FINGERPRINT.test(value))) {
    throw httpError(400, FINGERPRINT_ERROR_CODE, 'main_error', { message: 'the fingerprint is malformed' });
  }
}

/** Refuses a self-excluded player or one past today's session limit before a session opens. */
async function assertMaySignIn(context: AppContext, userId: number, now: number): Promise<void> {
  const rows = await settleLimits(context.db, userId, now);
  await assertNotExcluded(context.db, rows, userId, now);
}

/** Password check shared by the e-mail/id and the phone logins, with throttling and captcha. */
async function passwordLogin(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  login: string,
  findUser: () => Promise<UserRow | undefined>,
  password: string,
  remember: boolean,
  returnUrl: string | undefined,
): Promise<LoginResponse> {
  checkFingerprint(request);
  const now = nowSeconds(context);
  const user = await findUser();
  // One account, one counter, whether it is named by e-mail, id or phone.
  const keys = throttleKeys(user ? `user:${user.id}` : login, request.ip);
  const { captchaRequired } = await checkLoginThrottle(context.db, keys, now);
  if (captchaRequired) await requireCaptcha(request, context);
  // Hash anyway when the user is unknown, so the answer time does not tell which logins exist.
  const ok = user ? await verifyPassword(password, user.password_hash) : (await hashPassword(password), false);
  if (!user || !ok) {
    await recordLoginFailure(context.db, keys, now);
    throw httpError(401, AuthErrorCode.invalidCredentials, 'main_invalid_credentials');
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
  await openSession(context.db, context, request, reply, user.id, remember);
  return { status: 'ok', userId: user.id, redirectUrl, twoStepToken: null };
}

const USER_COLUMNS = 'id, password_hash, two_step_enabled, phone_code, phone_number';

/**
 * Registration, login, SMS, token, session and captcha calls (document 001 §7 "Auth wrappers",
 * "Captcha", "Social"; paths chosen in `contracts/src/auth`).
 */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  registerPhoneRoutes(app);
  // Google One Tap posts multipart fields (document 001 §7); plain fields only, no files.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 65_536 }, (request, body, done) => {
    new Response(new Uint8Array(body as Buffer), { headers: { 'content-type': String(request.headers['content-type']) } })
      .formData()
      .then((form) => {
        const fields: Record<string, string> = {};
        form.forEach((value, key) => {
          if (typeof value === 'string') fields[key] = value;
        });
        done(null, fields);
      })
      .catch((error: unknown) => done(Object.assign(new Error('malformed multipart body'), { statusCode: 400, cause: error }), undefined));
  });
  const { db } = context;
  const origin = () => context.settings.publicOrigin;

  registerCall(app, registerFastCall, async ({ body, request, reply }) => {
    await requireCaptcha(request, context);
    const now = nowSeconds(context);
    const password = generatedPassword();
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction((tx) =>
      createUser(tx, { email: null, phone: null, passwordHash, registrationType: 'fast_reg', countryId: body.countryId, currencyIso: body.currencyIso, language: 'en', activationType: 0 }, now),
    );
    await openSession(db, context, request, reply, userId, false);
    return { success: true as const, userId, registrationType: 'fast_reg' as const, login: String(userId), generatedPassword: password, redirectUrl: safeReturnUrl(body.returnUrl, origin()) };
  });

  registerCall(app, registerPhoneCall, async ({ body, request, reply }) => {
    const now = nowSeconds(context);
    const phone = normalizePhone(body.country_code, body.phone_number);
    const [taken] = await db.query('select 1 from users where phone_code = $1 and phone_number = $2', [phone.telCode, phone.number]);
    if (taken) throw httpError(409, AuthErrorCode.phoneTaken, 'main_phone_taken', { fields: { phone_number: 'main_phone_taken' } });
    // Refuse a bad currency before the single-use SMS code is spent.
    const [currency] = await db.query('select 1 from currencies where iso = $1', [body.currencyIso]);
    if (!currency) throw httpError(400, AuthErrorCode.unknownCurrency, 'main_validation_error', { fields: { currencyIso: 'main_unknown_currency' } });
    await useSmsCode(db, phone.full, 'registration', body.smsCode, now);
    const passwordHash = await hashPassword(body.password);
    const countryId = PHONE_COUNTRIES.find((entry) => entry.country_code === body.country_code)?.id ?? 0;
    const userId = await db.transaction((tx) =>
      createUser(tx, { email: null, phone, passwordHash, registrationType: 'phone_reg', countryId, currencyIso: body.currencyIso, language: 'en', activationType: 3 }, now),
    );
    await openSession(db, context, request, reply, userId, false);
    return { success: true as const, userId, registrationType: 'phone_reg' as const, login: phone.full, generatedPassword: null, redirectUrl: safeReturnUrl(body.returnUrl, origin()) };
  });

  registerCall(app, registerFullCall, async ({ body, request, reply }) => {
    await checkFullRegistration(context, body);
    const userId = await createFullRegistrationUser(context, body, 'en');
    await openSession(db, context, request, reply, userId, false);
    return { success: true as const, userId, registrationType: 'full_reg' as const, login: body.email, generatedPassword: null, redirectUrl: safeReturnUrl(body.returnUrl, origin()) };
  });

  registerCall(app, requestPasswordResetCall, async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return requestPasswordReset(context, body, request.ip);
  });

  registerCall(app, confirmPasswordResetCall, async ({ body }) => confirmPasswordReset(context, body));

  registerCall(app, emailOutboxCall, async ({ query, reply }) => {
    if (!(await devToolsEnabled(db))) throw httpError(404, 'not_found', 'main_not_found');
    reply.header('cache-control', 'no-store');
    return readEmailOutbox(db, query.to);
  });

  registerCall(app, loginCall, async ({ body, request, reply }) => {
    const login = body.login.toLowerCase();
    const byId = /^\d{1,15}$/.test(login);
    return passwordLogin(
      context,
      request,
      reply,
      login,
      async () => (await db.query<UserRow>(`select ${USER_COLUMNS} from users where ${byId ? 'id = $1::bigint' : 'email = $1'}`, [login]))[0],
      body.password,
      body.remember,
      body.returnUrl,
    );
  });

  registerCall(app, loginByPhoneCall, async ({ body, request, reply }) => {
    const phone = normalizePhone(body.country_code, body.phone_number);
    return passwordLogin(
      context,
      request,
      reply,
      phone.full,
      async () => (await db.query<UserRow>(`select ${USER_COLUMNS} from users where phone_code = $1 and phone_number = $2`, [phone.telCode, phone.number]))[0],
      body.password,
      body.remember,
      body.returnUrl,
    );
  });

  registerCall(app, loginBySmsCall, async ({ body, request, reply }) => {
    checkFingerprint(request);
    const now = nowSeconds(context);
    const phone = normalizePhone(body.country_code, body.phone_number);
    const keys = throttleKeys(phone.full, request.ip);
    await checkLoginThrottle(db, keys, now);
    const [user] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where phone_code = $1 and phone_number = $2`, [phone.telCode, phone.number]);
    try {
      await useSmsCode(db, phone.full, 'login', body.code, now);
    } catch (error) {
      await recordLoginFailure(db, keys, now);
      throw error;
    }
    if (!user) throw httpError(401, AuthErrorCode.invalidCredentials, 'main_invalid_credentials');
    await assertMaySignIn(context, user.id, now);
    await openSession(db, context, request, reply, user.id, body.remember);
    return { status: 'ok' as const, userId: user.id, redirectUrl: safeReturnUrl(body.returnUrl, origin()), twoStepToken: null };
  });

  registerCall(app, loginTwoStepCall, async ({ body, request, reply }) => {
    checkFingerprint(request);
    const now = nowSeconds(context);
    const [challenge] = await db.query<{ user_id: number; remember: boolean; redirect_url: string; attempts: number; phone_code: string; phone_number: string }>(
      `select c.user_id, c.remember, c.redirect_url, c.attempts, u.phone_code, u.phone_number
         from two_step_challenges c join users u on u.id = c.user_id
        where c.token_hash = $1 and c.used_at is null and c.expires_at > $2`,
      [sha256(body.twoStepToken), now],
    );
    if (!challenge || challenge.attempts >= 5) throw httpError(400, AuthErrorCode.invalidTwoStepCode, 'main_invalid_two_step_code', { fields: { twoStepToken: 'main_invalid_two_step_code' } });
    try {
      await useSmsCode(db, `${challenge.phone_code}${challenge.phone_number}`, 'two_step', body.code, now);
    } catch {
      await db.query('update two_step_challenges set attempts = attempts + 1 where token_hash = $1', [sha256(body.twoStepToken)]);
      throw httpError(400, AuthErrorCode.invalidTwoStepCode, 'main_invalid_two_step_code', { fields: { code: 'main_invalid_two_step_code' } });
    }
    await db.query('update two_step_challenges set used_at = $2 where token_hash = $1', [sha256(body.twoStepToken), now]);
    await assertMaySignIn(context, challenge.user_id, now);
    await openSession(db, context, request, reply, challenge.user_id, challenge.remember);
    return { status: 'ok' as const, userId: challenge.user_id, redirectUrl: challenge.redirect_url, twoStepToken: null };
  });

  registerCall(app, sendSmsCall, async ({ body, request }) => {
    await requireCaptcha(request, context);
    const now = nowSeconds(context);
    const phone = normalizePhone(body.country_code, body.phone_number);
    const [user] = await db.query('select 1 from users where phone_code = $1 and phone_number = $2', [phone.telCode, phone.number]);
    if (body.purpose === 'registration' && user) throw httpError(409, AuthErrorCode.phoneTaken, 'main_phone_taken', { fields: { phone_number: 'main_phone_taken' } });
    // A login code for an unknown phone is not sent, but the answer is the same (no account probing).
    if (body.purpose === 'registration' || user) await sendSmsCode(db, phone.full, body.purpose, now);
    return { success: true as const, resendAfterSeconds: 60 };
  });

  registerCall(app, getTokenCall, async ({ request, reply }) => {
    const { userId, sessionId } = await requireUser(request, context);
    const now = nowSeconds(context);
    const exp = now + SERVICE_TOKEN_TTL_SECONDS;
    await db.query('update sessions set tokens_issued = tokens_issued + 1 where id = $1', [sessionId]);
    reply.header('cache-control', 'no-store');
    return { token: signServiceToken({ sub: userId, sid: sessionId, iat: now, exp }, context.settings.tokenSecret), expiresAt: exp, expiresInSeconds: SERVICE_TOKEN_TTL_SECONDS };
  });

  registerCall(app, getSessionCall, async ({ request, reply }) => {
    const user = await requireUser(request, context).catch(() => null);
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    if (!user) return 'user_id=0\n';
    const [row] = await db.query<{ created_at: number; language: string }>('select s.created_at, u.language from sessions s join users u on u.id = s.user_id where s.id = $1', [user.sessionId]);
    return `user_id=${user.userId}\nsession_started_at=${row?.created_at ?? 0}\nlanguage=${row?.language ?? 'en'}\n`;
  });

  registerCall(app, sessionCheckCall, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    try {
      const { userId } = await requireUser(request, context);
      return { user_id: userId };
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) return { user_id: null };
      throw error;
    }
  });

  registerCall(app, disconnectCall, async ({ body, request, reply }) => {
    const now = nowSeconds(context);
    const session = await requireUser(request, context).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 403) return null;
      throw error;
    });
    if (session) await endSession(db, session.sessionId, `logout:${body.reason}`, now, reply);
    else reply.clearCookie('kickoff_session', { path: '/' });
    return { success: true };
  });

  registerCall(app, captchaUpdateCall, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return createCaptcha(context);
  });

  registerCall(app, captchaGetTimeCall, async ({ query }) => {
    const [row] = await db.query<{ expires_at: number; used_at: number | null }>('select expires_at, used_at from captcha_challenges where id = $1', [query.captchaId]);
    const now = nowSeconds(context);
    return { time: row && row.used_at === null ? Math.max(0, row.expires_at - now) : 0 };
  });

  registerCall(app, captchaValidateCall, async ({ body }) => {
    const result = await checkCaptcha(context, body.captchaId, body.captcha, false);
    const [row] = await db.query<{ expires_at: number }>('select expires_at from captcha_challenges where id = $1', [body.captchaId]);
    const time = result === 'valid' && row ? Math.max(0, row.expires_at - nowSeconds(context)) : 0;
    if (result === 'valid') return { type: 'valid' as const, time, error_message: null };
    if (result === 'expired') return { type: 'expired' as const, time: 0, error_message: 'main_captcha_expired' };
    return { type: 'invalid' as const, time: 0, error_message: result === 'used' ? 'main_captcha_used' : 'main_captcha_invalid' };
  });

  registerCall(app, googleClientIdCall, async () => ({ clientId: await googleClientId(context) }));

  registerCall(app, googleOneTapCall, async ({ body, request, reply }) => {
    const clientId = await googleClientId(context);
    // Google's signing keys (a JWKS) are configured with the client id: this server does not fetch them.
    const [row] = await db.query<{ keys: JsonWebKey[] | null }>("select data->'googleJwks'->'keys' as keys from config_groups where name = 'social'");
    const keys = Array.isArray(row?.keys) ? row.keys : [];
    if (!keys.length) throw httpError(501, AuthErrorCode.notConfigured, 'main_social_login_unavailable', { message: 'the Google signing keys are not configured' });
    const now = nowSeconds(context);
    const claims = verifyGoogleCredential(body.credential, keys, clientId, now);
    if (!claims) throw httpError(401, 'invalid_google_credential', 'main_social_login_error');
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
    await openSession(db, context, request, reply, userId, false);
    return { redirectUrl: '/' };
  });
}

/** The Google client id from the `social` config group; 501 `google_one_tap_not_configured` without one (not transient, so never retried). */
async function googleClientId(context: AppContext): Promise<string> {
  const [row] = await context.db.query<{ client_id: string | null }>("select data->>'googleClientId' as client_id from config_groups where name = 'social'");
  if (!row?.client_id) throw httpError(501, AuthErrorCode.notConfigured, 'main_social_login_unavailable', { message: 'Google One Tap is not configured on this site' });
  return row.client_id;
}
