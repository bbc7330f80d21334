import { AuthErrorCode } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';

/** The window failed logins are counted in. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failures (per account or per address) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/**
 * Failures per account in the window after which every further attempt waits a delay after the
 * latest failure; the delay doubles with each failure (issue 19: progressive delays, not a lock
 * a script can hold forever, and never for the owner's own device, see `trustedDevice`).
 */
export const DELAY_AFTER_FAILURES = 10;
/** The first delay, and the longest. */
export const FIRST_DELAY_SECONDS = 15;
export const MAX_DELAY_SECONDS = 900;
/** Failures per address in the window after which logins from it are refused (429). */
export const MAX_FAILURES_PER_ADDRESS = 30;

/** The throttle keys of a login attempt. */
export function throttleKeys(login: string, address: string): { account: string; address: string } {
  return { account: `account:${login.trim().toLowerCase()}`, address: `address:${address}` };
}

async function failures(db: Queryable, key: string, now: number): Promise<{ count: number; oldest: number | null; latest: number | null }> {
  const [row] = await db.query<{ count: number; oldest: number | null; latest: number | null }>(
    'select count(*)::int as count, min(failed_at) as oldest, max(failed_at) as latest from login_failures where key = $1 and failed_at > $2',
    [key, now - LOGIN_WINDOW_SECONDS],
  );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null, latest: row?.latest ?? null };
}

/** The wait after the latest failure once an account has `count` failures in the window. */
export function accountDelaySeconds(count: number): number {
  if (count < DELAY_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (count - DELAY_AFTER_FAILURES));
}

const tooMany = (retryAfterSeconds: number) =>
  httpError(429, AuthErrorCode.tooManyAttempts, 'main_too_many_login_attempts', { details: { retryAfterSeconds: Math.max(1, retryAfterSeconds) } });

/**
 * Refuses a login attempt with 429 `too_many_login_attempts` (and `details.retryAfterSeconds`)
 * while the account's progressive delay runs or the address failed too often in the window;
 * returns whether a captcha is needed. A device the account signed in from before
 * (`trustedDevice`) skips the account's delay and captcha: an attacker elsewhere cannot lock the
 * owner out. The address is the peer's (forwarded headers only from trusted proxies).
 */
export async function checkLoginThrottle(
  db: Queryable,
  keys: { account: string; address: string },
  now: number,
  options: { trustedDevice?: boolean } = {},
): Promise<{ captchaRequired: boolean }> {
  const account = options.trustedDevice ? { count: 0, oldest: null, latest: null } : await failures(db, keys.account, now);
  const address = await failures(db, keys.address, now);
  if (address.count >= MAX_FAILURES_PER_ADDRESS) throw tooMany((address.oldest ?? now) + LOGIN_WINDOW_SECONDS - now);
  const delay = accountDelaySeconds(account.count);
  if (delay > 0 && account.latest !== null && now < account.latest + delay) throw tooMany(account.latest + delay - now);
  if (options.trustedDevice) return { captchaRequired: false };
  return { captchaRequired: account.count >= CAPTCHA_AFTER_FAILURES || address.count >= CAPTCHA_AFTER_FAILURES };
}

/** Records a failed attempt under both keys. */
export async function recordLoginFailure(db: Queryable, keys: { account: string; address: string }, now: number): Promise<void> {
  await db.query('insert into login_failures (key, failed_at) values ($1, $3), ($2, $3)', [keys.account, keys.address, now]);
}

/** Forgets the account's failures after a successful login. */
export async function clearAccountFailures(db: Queryable, keys: { account: string }): Promise<void> {
  await db.query('delete from login_failures where key = $1', [keys.account]);
}
