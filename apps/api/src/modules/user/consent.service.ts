import type { ConsentUpdate, CookiesAgreeType } from '@kickoff/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { randomToken } from '../auth/auth.crypto';
import type { AuthedUser } from '../auth/auth.guard';
import { nowSeconds } from '../auth/auth.session';
import { insertConsentRecord, saveCookieAgreement } from './user.repository';

/** The browser's consent key: an HttpOnly cookie, so a guest's consent is kept for that browser. */
export const CONSENT_VISITOR_COOKIE = 'kickoff_visitor';
/** The visitor cookie lives a year. */
export const CONSENT_VISITOR_COOKIE_SECONDS = 365 * 86_400;
/** An agreement time may be this far ahead of the server's clock (client clocks drift). */
export const AGREE_TIME_TOLERANCE_SECONDS = 300;

/**
 * The consent type of the analytics and ads flags (document 001 §4: "Selecting all gives type ALL;
 * otherwise the first enabled selection's type; otherwise DISABLE"; analytics follows the
 * functionality purpose, ads the marketing one).
 */
export function consentTypeOf(flags: ConsentUpdate): CookiesAgreeType {
  if (flags.analytics && flags.ads) return 'ALL';
  if (flags.analytics) return 'FUNCTIONALITY';
  if (flags.ads) return 'MARKETING';
  return 'DISABLE';
}

/** The flags of a consent type (the inverse of `consentTypeOf`). */
export function consentFlagsOf(type: CookiesAgreeType): ConsentUpdate {
  return { analytics: type === 'ALL' || type === 'FUNCTIONALITY', ads: type === 'ALL' || type === 'MARKETING' };
}

/** The browser's visitor id: the cookie's, or a new one set on the reply. */
function visitorIdOf(context: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CONSENT_VISITOR_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const visitorId = randomToken(16);
  reply.setCookie(CONSENT_VISITOR_COOKIE, visitorId, { path: '/', httpOnly: true, sameSite: 'lax', secure: context.settings.secureCookies, maxAge: CONSENT_VISITOR_COOKIE_SECONDS });
  return visitorId;
}

/**
 * The consent update of "Accept all", "Accept selected" and the rest (document 001 §4 "Consent is
 * sent to an analytics consent updater with analytics and ads flags"): recorded with its type and
 * time for the signed-in player, or for the guest's browser.
 */
export async function recordConsentUpdate(context: AppContext, request: FastifyRequest, reply: FastifyReply, user: AuthedUser | null, flags: ConsentUpdate): Promise<void> {
  const now = nowSeconds(context);
  await insertConsentRecord(
    context.db,
    { visitorId: visitorIdOf(context, request, reply), userId: user?.userId ?? null, sessionId: user?.sessionId ?? null, type: consentTypeOf(flags), ...flags, source: 'consent_update', agreedAt: now },
    now,
  );
}

/**
 * The signed-in player's cookie agreement (document 001 §7 "cookiesAgreeTime is sent when the user
 * agrees"): kept on the player and in the consent history. A time ahead of the clock is refused.
 */
export async function recordCookieAgreement(context: AppContext, request: FastifyRequest, reply: FastifyReply, user: AuthedUser, cookiesAgreeTime: number, type: CookiesAgreeType): Promise<void> {
  const now = nowSeconds(context);
  if (cookiesAgreeTime > now + AGREE_TIME_TOLERANCE_SECONDS) {
    throw new DomainError(DomainErrorKind.invalid, 'validation_error', 'main_validation_error', { fields: { cookiesAgreeTime: 'main_validation_error' } });
  }
  await saveCookieAgreement(context.db, user.userId, cookiesAgreeTime, type);
  await insertConsentRecord(
    context.db,
    { visitorId: visitorIdOf(context, request, reply), userId: user.userId, sessionId: user.sessionId, type, ...consentFlagsOf(type), source: 'agreement', agreedAt: cookiesAgreeTime },
    now,
  );
}
