import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

/**
 * The device cookie (issue 19): after a player signs in on a browser, that browser carries a
 * signed mark of the account; a login from it skips the account's failure delay and captcha, so
 * failures from elsewhere never lock the owner out. HttpOnly, signed with the token secret.
 */
export const DEVICE_COOKIE = 'kickoff_device';
/** How long a browser stays known after its last sign-in. */
export const DEVICE_COOKIE_SECONDS = 180 * 86_400;

function signature(secret: string, userId: number): Buffer {
  return createHmac('sha256', secret).update(`device:${userId}`).digest();
}

/** Marks the browser as one the account signed in from. */
export function rememberDevice(context: AppContext, reply: FastifyReply, userId: number): void {
  reply.setCookie(DEVICE_COOKIE, `${userId}.${signature(context.settings.tokenSecret, userId).toString('base64url')}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: context.settings.secureCookies,
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}

/** Whether the request's browser signed in to `userId` before (a valid device cookie for it). */
export function isTrustedDevice(context: AppContext, request: FastifyRequest, userId: number): boolean {
  const value = request.cookies[DEVICE_COOKIE];
  const match = value ? /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match || Number(match[1]) !== userId) return false;
  const given = Buffer.from(match[2] as string, 'base64url');
  const expected = signature(context.settings.tokenSecret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
