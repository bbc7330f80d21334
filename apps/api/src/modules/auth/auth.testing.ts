import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { setDevTools } from '../dev/dev.routes';
import { payDeposit } from '../payments/payments.testing';

/** A signed-in test player (see `registerPlayer`). */
export interface TestPlayer {
  /** The `Cookie` header value that carries the session (`kickoff_session=...`). */
  cookie: string;
  userId: number;
  /** The active (main, type 0) account. */
  accountId: number;
  /** A service token for `X-Auth`, valid 1800 s from the API clock's now. */
  token: string;
  email: string;
  password: string;
}

/** Options of `registerPlayer`. */
export interface RegisterPlayerOptions {
  /** Deposited through the demo payment provider after registration (minor units; default 0). */
  balanceMinor?: number;
  currencyIso?: string;
  email?: string;
  password?: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Registers a player over HTTP (full registration), funds the main account through the demo
 * provider's page, and fetches a service token: what integration tests of other modules need to act as
 * a signed-in player. `api` is a running API (`startTestApi()`).
 */
export async function registerPlayer(api: { baseUrl: string }, options: RegisterPlayerOptions = {}): Promise<TestPlayer> {
  const email = options.email ?? `player-${randomBytes(6).toString('hex')}@test.example`;
  const password = options.password ?? 'Secret-pass-1';
  const registration = await fetch(`${api.baseUrl}/web-api/user/auth/registration/full`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Test', surname: 'Player', date_birthday: '1990-05-01', countryId: 66, currencyIso: options.currencyIso ?? 'EUR' }),
  });
  const registered = await json<{ userId: number }>(registration, 'registration');
  const cookie = sessionCookieOf(registration);
  const token = await json<{ token: string }>(await fetch(`${api.baseUrl}/web-api/user/gettoken?force_refresh=true`, { headers: { cookie } }), 'gettoken');
  const accounts = await json<{ activeAccount: number }>(await fetch(`${api.baseUrl}/web-api/officeapi/v2/accounts`, { headers: { cookie } }), 'accounts');
  if (options.balanceMinor && options.balanceMinor > 0) {
    // Paid on the demo provider's page, as a player pays (issue 13).
    const paid = await payDeposit(api, cookie, options.balanceMinor);
    if (paid.status !== 'succeeded') throw new Error(`seed deposit ended ${paid.status}`);
  }
  return { cookie, userId: registered.userId, accountId: accounts.activeAccount, token: token.token, email, password };
}

/** The `kickoff_session=...` pair of a response's `Set-Cookie`, for the `Cookie` header of later requests. */
export function sessionCookieOf(response: Response): string {
  const pair = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((value) => value.startsWith('kickoff_session='));
  if (!pair) throw new Error(`no session cookie in the answer (${response.status})`);
  return pair;
}

/** Switches the development tools (SMS outbox) on for a test database. */
export async function enableDevTools(db: Queryable): Promise<void> {
  await setDevTools(db, true);
}

/** The last SMS code sent to `phone` (e.g. `+4915112345678`), read over HTTP from the dev outbox. */
export async function lastSmsCode(api: { baseUrl: string }, phone: string): Promise<string> {
  const outbox = await json<{ messages: Array<{ text: string }> }>(await fetch(`${api.baseUrl}/dev-api/sms-outbox?phone=${encodeURIComponent(phone)}`), 'sms outbox');
  const code = outbox.messages[0]?.text.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

/**
 * Solves a captcha image the way a person reads it: the drawn characters in order (`7+4=`), then
 * the sum or product. The test stand-in for the app's captcha dialog.
 */
export function solveCaptchaSvg(svg: string): string {
  const chars = [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((match) => match[1]).join('');
  const [left, op, right] = chars.replace(/=$/, '').split(/([+×])/);
  return String(op === '+' ? Number(left) + Number(right) : Number(left) * Number(right));
}
