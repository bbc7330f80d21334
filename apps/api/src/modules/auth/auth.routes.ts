import { takeRateToken } from '../../http/rate-limit';
import { isTrustedDevice } from './auth.device';
import {
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
} from '@kickoff/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { httpError, HttpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { devToolsEnabled } from '../dev/dev.routes';
import { requireCaptcha } from './auth.captcha';
import { requireUser } from './auth.guard';
import { registerPhoneRoutes } from './auth.phone';
import { registerSecurityRoutes } from './auth.security.routes';
import { safeReturnUrl } from './auth.return-url';
import { checkFullRegistration, confirmPasswordReset, createFullRegistrationUser, readEmailOutbox, requestPasswordReset } from './auth.service';
import { endSession, nowSeconds, openSession } from './auth.session';
import {
  captchaTimeLeft,
  createCaptcha,
  googleClientId,
  googleOneTap,
  issueServiceToken,
  loginByEmailOrId,
  loginByPhone,
  loginBySms,
  loginTwoStep,
  registerFast,
  registerPhone,
  sendSms,
  sessionText,
  validateCaptcha,
  type AuthRequest,
} from './auth.signin.service';

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

/** What the sign-in decisions need of a request: its address, its captcha header, the session cookie of its answer. */
function authRequest(context: AppContext, request: FastifyRequest, reply: FastifyReply): AuthRequest {
  return {
    address: request.ip,
    requireCaptcha: () => requireCaptcha(request, context),
    openSession: async (userId, remember) => {
      await openSession(context.db, context, request, reply, userId, remember);
    },
    isTrustedDevice: (userId) => isTrustedDevice(context, request, userId),
  };
}

/**
 * Registration, login, SMS, password recovery, token, session and captcha calls (document 001 §7
 * "Auth wrappers", "Captcha", "Social"; paths chosen in `contracts/src/auth`). The routes translate
 * HTTP; `auth.signin.service.ts` and `auth.service.ts` decide.
 */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  registerPhoneRoutes(app);
  registerSecurityRoutes(app, context);
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
  const http = (request: FastifyRequest, reply: FastifyReply) => authRequest(context, request, reply);

  /** Every registration kind counts against the peer address's limit (issue 19). */
  const countRegistration = (request: FastifyRequest) => takeRateToken(db, `registration:${request.ip}`, context.settings.registrationLimit, nowSeconds(context));

  registerCall(app, registerFastCall, async ({ body, request, reply }) => {
    await countRegistration(request);
    return registerFast(context, http(request, reply), body);
  });

  registerCall(app, registerPhoneCall, async ({ body, request, reply }) => {
    await countRegistration(request);
    return registerPhone(context, http(request, reply), body);
  });

  registerCall(app, registerFullCall, async ({ body, request, reply }) => {
    await checkFullRegistration(context, body);
    await countRegistration(request);
    const userId = await createFullRegistrationUser(context, body, 'en');
    await openSession(db, context, request, reply, userId, false);
    return { success: true as const, userId, registrationType: 'full_reg' as const, login: body.email, generatedPassword: null, redirectUrl: safeReturnUrl(body.returnUrl, context.settings.publicOrigin) };
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

  registerCall(app, loginCall, ({ body, request, reply }) => {
    checkFingerprint(request);
    return loginByEmailOrId(context, http(request, reply), body);
  });

  registerCall(app, loginByPhoneCall, ({ body, request, reply }) => {
    checkFingerprint(request);
    return loginByPhone(context, http(request, reply), body);
  });

  registerCall(app, loginBySmsCall, ({ body, request, reply }) => {
    checkFingerprint(request);
    return loginBySms(context, http(request, reply), body);
  });

  registerCall(app, loginTwoStepCall, ({ body, request, reply }) => {
    checkFingerprint(request);
    return loginTwoStep(context, http(request, reply), body);
  });

  registerCall(app, sendSmsCall, ({ body, request, reply }) => sendSms(context, http(request, reply), body));

  registerCall(app, getTokenCall, async ({ request, reply }) => {
    const user = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return issueServiceToken(context, user);
  });

  registerCall(app, getSessionCall, async ({ request, reply }) => {
    const user = await requireUser(request, context).catch(() => null);
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return sessionText(context, user);
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

  registerCall(app, captchaGetTimeCall, async ({ query }) => ({ time: await captchaTimeLeft(context, query.captchaId) }));

  registerCall(app, captchaValidateCall, ({ body }) => validateCaptcha(context, body.captchaId, body.captcha));

  registerCall(app, googleClientIdCall, async () => ({ clientId: await googleClientId(context) }));

  registerCall(app, googleOneTapCall, ({ body, request, reply }) => googleOneTap(context, http(request, reply), body));
}
