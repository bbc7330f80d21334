import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { randomToken, sha256 } from './auth.crypto';
import { rememberDevice } from './auth.device';

/** The session cookie: HttpOnly, SameSite=Lax (ARCHITECTURE.md "Security decisions"). */
export const SESSION_COOKIE = 'kickoff_session';
/** Lifetime of a "remember me" session; the cookie then carries a Max-Age. */
export const REMEMBER_SESSION_SECONDS = 30 * 86_400;
/** Lifetime of a session without "remember me"; the cookie lasts for the browser session. */
export const SESSION_SECONDS = 12 * 3_600;

/** The clock in epoch seconds. */
export function nowSeconds(context: AppContext): number {
  return Math.floor(context.clock.now() / 1000);
}

/** Opens a session for `userId`, sets its cookie and the device cookie on the reply; returns the session id. */
export async function openSession(db: Queryable, context: AppContext, request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean): Promise<number> {
  const token = randomToken();
  const now = nowSeconds(context);
  const lifetime = remember ? REMEMBER_SESSION_SECONDS : SESSION_SECONDS;
  const [row] = await db.query<{ id: number }>(
    'insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, address, remember, user_agent) values ($1, $2, $3, $3, $4, $5, $6, $7) returning id',
    [sha256(token), userId, now, now + lifetime, request.ip, remember, (request.headers['user-agent'] ?? '').slice(0, 300) || null],
  );
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: context.settings.secureCookies,
    ...(remember ? { maxAge: lifetime } : {}),
  });
  rememberDevice(context, reply, userId);
  return (row as { id: number }).id;
}

/** Ends a session (logout, self-exclusion, session limit) and clears the cookie when a reply is given. */
export async function endSession(db: Queryable, sessionId: number, reason: string, now: number, reply?: FastifyReply): Promise<void> {
  await db.query('update sessions set ended_at = $2, end_reason = $3 where id = $1 and ended_at is null', [sessionId, now, reason]);
  reply?.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every open session of a user (self-exclusion). */
export async function endUserSessions(db: Queryable, userId: number, reason: string, now: number): Promise<void> {
  await db.query('update sessions set ended_at = $2, end_reason = $3 where user_id = $1 and ended_at is null', [userId, now, reason]);
}

/**
 * Open sessions already found for a request: a gated call's terms check and its handler's guard ask
 * for the same session within one request, and it is read once (issue 20: fewer statements per bet).
 */
const foundSessions = new WeakMap<FastifyRequest, { sessionId: number; userId: number }>();

/** The open session behind the request's cookie, or null. */
export async function findCookieSession(db: Queryable, request: FastifyRequest, now: number): Promise<{ sessionId: number; userId: number } | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const found = foundSessions.get(request);
  if (found) return found;
  const [row] = await db.query<{ id: number; user_id: number }>(
    'select id, user_id from sessions where token_hash = $1 and ended_at is null and expires_at > $2',
    [sha256(token), now],
  );
  if (!row) return null;
  const session = { sessionId: row.id, userId: row.user_id };
  foundSessions.set(request, session);
  return session;
}
