import { AuthErrorCode } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';

/** The window failed logins are counted in. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failures (per account or per address) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures per account in the window after which logins to it are refused (429). */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Failures per address in the window after which logins from it are refused (429). */
export const MAX_FAILURES_PER_ADDRESS = 30;

/** The throttle keys of a login attempt. */
export function throttleKeys(login: string, address: string): { account: string; address: string } {
  return { account: `account:${login.trim().toLowerCase()}`, address: `address:${address}` };
}

async function failures(db: Queryable, key: string, now: number): Promise<{ count: number; oldest: number | null }> {
  const [row] = await db.query<{ count: number; oldest: number | null }>(
    'select count(*)::int as count, min(failed_at) as oldest from login_failures where key = $1 and failed_at > $2',
    [key, now - LOGIN_WINDOW_SECONDS],
  );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Refuses a login attempt with 429 `too_many_login_attempts` (and `details.retryAfterSeconds`)
 * when the account or the address failed too often in the window; returns whether a captcha is needed.
 */
export async function checkLoginThrottle(db: Queryable, keys: { account: string; address: string }, now: number): Promise<{ captchaRequired: boolean }> {
  const account = await failures(db, keys.account, now);
  const address = await failures(db, keys.address, now);
  const blocked = account.count >= MAX_FAILURES_PER_ACCOUNT ? account : address.count >= MAX_FAILURES_PER_ADDRESS ? address : null;
  if (blocked) {
    const retryAfterSeconds = Math.max(1, (blocked.oldest ?? now) + LOGIN_WINDOW_SECONDS - now);
    throw httpError(429, AuthErrorCode.tooManyAttempts, 'main_too_many_login_attempts', { details: { retryAfterSeconds } });
  }
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
