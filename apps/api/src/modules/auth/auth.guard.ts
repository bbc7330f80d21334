import { Headers } from '@kickoff/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { assertNotExcluded, settleLimits } from '../limits/limits.enforce';
import { sha256, verifyServiceToken } from './auth.crypto';
import { endSession, findCookieSession, nowSeconds, SESSION_COOKIE } from './auth.session';

/** The signed-in player of a request. */
export interface AuthedUser {
  userId: number;
  sessionId: number;
}

/** Options of `requireUser`. */
export interface RequireUserOptions {
  /**
   * The call is a service call (document 001 §7 "X-Auth (service calls)"): the player is read from
   * the short-lived token of `GET /web-api/user/gettoken` in `X-Auth` (or `Authorization: Bearer`),
   * and an expired or forged token is a 401 the client answers by fetching a new token.
   */
  serviceToken?: boolean;
  /** Answer 451 with `details.exception_code` 1 when the site's terms changed since the player confirmed them. */
  termsConfirmed?: boolean;
}

function bearer(request: FastifyRequest): string | undefined {
  const xAuth = request.headers[Headers.auth.toLowerCase()];
  if (typeof xAuth === 'string' && xAuth) return xAuth;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7);
  return undefined;
}

/**
 * The signed-in player, or 401 `unauthorized`. Every signed-in call goes through here, so the
 * session limit (31) and self-exclusion (30) are enforced on every call (document 001 §4; 403
 * `session_limit_reached` / `self_excluded`, and the session is ended).
 */
export async function requireUser(request: FastifyRequest, context: AppContext, options: RequireUserOptions = {}): Promise<AuthedUser> {
  const now = nowSeconds(context);
  const { db } = context;
  let user: AuthedUser | null;
  if (options.serviceToken) {
    const token = bearer(request);
    const claims = token ? verifyServiceToken(token, context.settings.tokenSecret, now) : null;
    if (!claims) throw httpError(401, 'unauthorized', 'main_unauthorized', { message: token ? 'the service token is invalid or expired' : 'the service token is missing' });
    const [row] = await db.query<{ id: number }>('select id from sessions where id = $1 and user_id = $2 and ended_at is null and expires_at > $3', [claims.sid, claims.sub, now]);
    user = row ? { userId: claims.sub, sessionId: claims.sid } : null;
  } else {
    user = await findCookieSession(db, request, now);
  }
  if (!user) {
    await explainEndedSession(context, request, options);
    throw httpError(401, 'unauthorized', 'main_unauthorized');
  }
  const rows = await settleLimits(db, user.userId, now);
  try {
    await assertNotExcluded(db, rows, user.userId, now);
  } catch (error) {
    await endSession(db, user.sessionId, (error as { body?: { code?: string } }).body?.code ?? 'restricted', now);
    throw error;
  }
  await db.query('update sessions set last_seen_at = $2 where id = $1', [user.sessionId, now]);
  if (options.termsConfirmed) await assertTermsConfirmed(context, user.userId);
  return user;
}

/** Reasons that end a session and that its cookie or token then answers with (403) instead of 401. */
const EXPLAINED_ENDS = ['self_excluded', 'self_exclusion', 'session_limit_reached'];

/** A session ended by self-exclusion or the session limit answers why (403), so the client can tell the player. */
async function explainEndedSession(context: AppContext, request: FastifyRequest, options: RequireUserOptions): Promise<void> {
  let reason: string | null | undefined;
  if (options.serviceToken) {
    const token = bearer(request);
    const [header, payload] = token?.split('.') ?? [];
    if (!header || !payload) return;
    // Only a correctly signed token may ask (expiry aside): decode its session id from a verified token.
    const claims = verifyServiceToken(token as string, context.settings.tokenSecret, 0);
    if (!claims) return;
    [{ end_reason: reason } = { end_reason: null }] = await context.db.query<{ end_reason: string | null }>('select end_reason from sessions where id = $1 and ended_at is not null', [claims.sid]);
  } else {
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) return;
    [{ end_reason: reason } = { end_reason: null }] = await context.db.query<{ end_reason: string | null }>('select end_reason from sessions where token_hash = $1 and ended_at is not null', [sha256(cookie)]);
  }
  if (reason && EXPLAINED_ENDS.includes(reason)) {
    const code = reason === 'session_limit_reached' ? 'session_limit_reached' : 'self_excluded';
    throw httpError(403, code, code === 'self_excluded' ? 'responsible_gaming_self_excluded' : 'responsible_gaming_session_limit_ended');
  }
}

/** The session of the request if any, without refusing guests (session check, logout). */
export async function optionalUser(request: FastifyRequest, context: AppContext): Promise<AuthedUser | null> {
  return findCookieSession(context.db, request, nowSeconds(context));
}

/**
 * 451 `terms_not_confirmed` with `details.exception_code` 1 when the site's terms changed after the
 * player last confirmed them (document 001 §8: "HTTP 451 with exception_code 1 ... redirect to confirm terms").
 */
export async function assertTermsConfirmed(context: AppContext, userId: number): Promise<void> {
  const [row] = await context.db.query<{ changed: boolean }>(
    'select coalesce(t.updated_at > coalesce(u.terms_confirmed_at, 0), false) as changed from users u left join site_terms t on t.id = 1 where u.id = $1',
    [userId],
  );
  if (row?.changed) throw httpError(451, 'terms_not_confirmed', 'information_confirm_terms', { details: { exception_code: 1 } });
}
