import { ErrorBody } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, solveCaptchaSvg, startTestApi, type TestApi, type TestPlayer } from '../../testing';

let api: TestApi;
let player: TestPlayer;

beforeAll(async () => {
  api = await startTestApi();
  player = await registerPlayer(api, { balanceMinor: 1_000 });
});
afterAll(async () => {
  await api?.close();
});

/** What must not change when a request is refused: every table the account side writes. */
async function snapshot(): Promise<string> {
  const tables = ['users', 'sessions', 'accounts', 'ledger', 'user_limits', 'limit_tokens', 'sms_codes', 'sms_outbox', 'two_step_challenges', 'login_failures'];
  const counts: number[] = [];
  for (const table of tables) {
    const [row] = await api.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts.push(row?.n ?? -1);
  }
  const [balances] = await api.db.query<{ total: number }>('select coalesce(sum(balance_minor), 0)::bigint as total from accounts');
  const [user] = await api.db.query('select cookies_agree_time, terms_confirmed_at, reality_check_shown_at from users where id = $1', [player.userId]);
  return JSON.stringify({ counts, balances, user });
}

type Auth = 'none' | 'cookie' | 'token';
const V3 = '/limit-service-api/api/external/web/v3';
const AUTH = '/web-api/user/auth';

/** Every call that takes a body, with a body its schema refuses (document: bad input is a 400 with a code, nothing changed). */
const BAD_BODIES: ReadonlyArray<[string, string, Auth, unknown]> = [
  [`${AUTH}/registration/fast`, 'POST', 'none', { countryId: 'de', currencyIso: 'EUR' }],
  [`${AUTH}/registration/phone`, 'POST', 'none', { phone_number: '12ab', country_code: 'de', password: 'Secret-pass-1', currencyIso: 'EUR', smsCode: '123456' }],
  [`${AUTH}/registration/full`, 'POST', 'none', { email: 'x@y.z', password: 'Secret-pass-1', name: '', surname: 'S', date_birthday: '1990-01-01', countryId: 66, currencyIso: 'EUR' }],
  [`${AUTH}/login`, 'POST', 'none', { login: 'demo@kickoff.example' }],
  [`${AUTH}/login/phone`, 'POST', 'none', { phone_number: '15112345678', country_code: 'DE', password: 'x' }],
  [`${AUTH}/login/sms`, 'POST', 'none', { phone_number: '15112345678', country_code: 'de', code: '12345' }],
  [`${AUTH}/login/two-step`, 'POST', 'none', { twoStepToken: 'short', code: '123456' }],
  [`${AUTH}/sms/send`, 'POST', 'none', { phone_number: '15112345678', country_code: 'de', purpose: 'spam' }],
  ['/web-api/captcha/validate', 'POST', 'none', { captchaId: 'x' }],
  ['/web-api/user/disconnect', 'POST', 'cookie', {}],
  ['/web-api/user/cookies-agree', 'POST', 'cookie', { cookiesAgreeTime: -1, cookiesAgreeType: 'ALL' }],
  ['/web-api/api/web/user/v1/reality-check', 'POST', 'cookie', { data: { attributes: { action: 'continue', do_not_show_again: 'no', popup_show_at: 1 } } }],
  ['/web-api/api-v3/v2/user/agreement-rules/confirm', 'POST', 'cookie', {}],
  ['/web-api/officeapi/v1/accounts/currency', 'POST', 'cookie', { currencyId: 0 }],
  ['/web-api/officeapi/v1/accounts/currency/remove', 'POST', 'cookie', { accountId: -1 }],
  ['/web-api/officeapi/v1/accounts/active', 'POST', 'cookie', { id: 'main' }],
  ['/web-api/payments/v1/deposit', 'POST', 'cookie', { paymentId: 'pay-bad-001', amountMinor: -5 }],
  ['/web-api/payments/v1/withdraw', 'POST', 'cookie', { paymentId: 'pay-bad-002' }],
  [`${V3}/limits`, 'POST', 'token', { limits: [{ limitType: 20 }] }],
  [`${V3}/testanswers`, 'POST', 'token', { tokenGuid: 'x', answers: [] }],
  [`${V3}/limitaction`, 'POST', 'token', { action: 'approve', limitType: 21 }],
  [`${V3}/ping`, 'POST', 'token', { now: 1 }],
  ['/self-exclusion-api/api/external/web/v1/BlockUser', 'POST', 'token', { periodDays: -7, selfExcludeReason: null }],
];

function headers(auth: Auth): Record<string, string> {
  if (auth === 'cookie') return { cookie: player.cookie };
  if (auth === 'token') return { 'X-Auth': player.token };
  return {};
}

describe('every request body is validated: 400 validation_error, nothing changed', () => {
  it.each(BAD_BODIES)('%s (%s)', async (path, method, auth, body) => {
    const before = await snapshot();
    const response = await fetch(`${api.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', ...headers(auth) }, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    const error = ErrorBody.parse(await response.json());
    expect(error.code).toBe('validation_error');
    expect(Object.values(error.fields ?? {})).toContain('main_validation_error');
    expect(await snapshot()).toBe(before);
  });

  it.each(BAD_BODIES.filter(([, , auth]) => auth === 'none').map(([path]) => [path]))('%s refuses a body that is not JSON', async (path) => {
    const response = await fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"broken":' });
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).code).toBe('validation_error');
  });
});

describe('failed logins are limited per address too', () => {
  it('after 3 failures from one address every login there needs a captcha; after 30 the address waits 15 min', async () => {
    const attempt = async (index: number, captcha: boolean) => {
      const extra: Record<string, string> = {};
      if (captcha) {
        const challenge = (await (await fetch(`${api.baseUrl}/web-api/captcha/update`)).json()) as { captchaId: string; image: string };
        extra['X-Captcha'] = `${challenge.captchaId}:${solveCaptchaSvg(challenge.image)}`;
      }
      return fetch(`${api.baseUrl}${AUTH}/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...extra }, body: JSON.stringify({ login: `nobody-${index}@test.example`, password: 'wrong-1' }) });
    };
    for (let index = 0; index < 3; index += 1) expect((await attempt(index, false)).status).toBe(401);
    // A different account, the same address: the captcha is asked (code 100).
    const needsCaptcha = await attempt(3, false);
    expect(needsCaptcha.status).toBe(400);
    expect(ErrorBody.parse(await needsCaptcha.json()).code).toBe('100');
    for (let index = 3; index < 30; index += 1) expect((await attempt(index, true)).status).toBe(401);
    const blocked = await attempt(30, true);
    expect(blocked.status).toBe(429);
    expect(ErrorBody.parse(await blocked.json()).code).toBe('too_many_login_attempts');
    api.clock.advanceBy(15 * 60_000 + 1_000);
    expect((await attempt(31, false)).status).toBe(401);
  });
});
