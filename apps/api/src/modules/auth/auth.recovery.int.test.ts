import { EmailOutboxResponse, ErrorBody, PasswordResetConfirmResponse, PasswordResetRequestResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDevTools } from '../dev/dev.routes';
import { enableDevTools, lastSmsCode, registerPlayer, sessionCookieOf, startTestApi, type TestApi } from '../../testing';

let api: TestApi;
const AUTH = '/web-api/user/auth';

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = ErrorBody.parse(await response.json());
  expect(body.code).toBe(code);
  return body;
}

async function outbox(to: string): Promise<EmailOutboxResponse> {
  const response = await fetch(`${api.baseUrl}/dev-api/email-outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return EmailOutboxResponse.parse(await response.json());
}

const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

const login = (email: string, password: string) => post(`${AUTH}/login`, { login: email, password });

describe('password recovery by e-mail', () => {
  it('sends a single-use link, sets the new password, ends every session; the old password then fails', async () => {
    const player = await registerPlayer(api, { email: 'reset.me@test.example' });
    const other = sessionCookieOf(await login(player.email, player.password));

    const requested = await post(`${AUTH}/password/reset-request`, { channel: 'email', email: 'Reset.Me@test.example', language: 'de' });
    expect(requested.status).toBe(200);
    expect(PasswordResetRequestResponse.parse(await requested.json())).toEqual({ success: true, resendAfterSeconds: 60 });
    const [mail] = (await outbox('reset.me@test.example')).messages;
    expect(mail?.text).toContain('http://localhost:8080/de/passwordreset?token=');
    const token = tokenOf(mail?.text ?? '');
    const [stored] = await api.db.query<{ token_hash: string; expires_at: number; created_at: number }>('select token_hash, expires_at, created_at from password_reset_tokens');
    // Stored hashed, valid one hour.
    expect(stored?.token_hash).not.toContain(token);
    expect(Number(stored?.expires_at) - Number(stored?.created_at)).toBe(3600);

    const confirmed = await post(`${AUTH}/password/reset`, { channel: 'email', token, password: 'Brand-new-2' });
    expect(confirmed.status).toBe(200);
    expect(PasswordResetConfirmResponse.parse(await confirmed.json())).toEqual({ success: true, login: 'reset.me@test.example' });

    await expectError(await post(`${AUTH}/password/reset`, { channel: 'email', token, password: 'Another-pass-3' }), 400, 'invalid_reset_token');
    for (const cookie of [player.cookie, other]) {
      expect((await fetch(`${api.baseUrl}/web-api/user/gettoken?force_refresh=true`, { headers: { cookie } })).status).toBe(401);
    }
    await expectError(await login(player.email, player.password), 401, 'invalid_credentials');
    expect((await login(player.email, 'Brand-new-2')).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await post(`${AUTH}/password/reset-request`, { channel: 'email', email: 'nobody@test.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, resendAfterSeconds: 60 });
    expect((await outbox('nobody@test.example')).messages).toEqual([]);
  });

  it('throttles a second request within 60 s, for known and unknown addresses alike', async () => {
    await registerPlayer(api, { email: 'twice@test.example' });
    for (const email of ['twice@test.example', 'ghost@test.example']) {
      expect((await post(`${AUTH}/password/reset-request`, { channel: 'email', email })).status).toBe(200);
      const body = await expectError(await post(`${AUTH}/password/reset-request`, { channel: 'email', email }), 429, 'password_reset_too_soon');
      expect(body.details?.['retryAfterSeconds']).toBe(60);
    }
    api.clock.advanceBy(60_000);
    expect((await post(`${AUTH}/password/reset-request`, { channel: 'email', email: 'twice@test.example' })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    await registerPlayer(api, { email: 'late@test.example' });
    await post(`${AUTH}/password/reset-request`, { channel: 'email', email: 'late@test.example' });
    const token = tokenOf((await outbox('late@test.example')).messages[0]?.text ?? '');
    api.clock.advanceBy(3_601_000);
    await expectError(await post(`${AUTH}/password/reset`, { channel: 'email', token, password: 'Brand-new-2' }), 400, 'invalid_reset_token');
  });

  it('refuses a weak new password with a field error and spends nothing', async () => {
    await registerPlayer(api, { email: 'weak@test.example' });
    await post(`${AUTH}/password/reset-request`, { channel: 'email', email: 'weak@test.example' });
    const token = tokenOf((await outbox('weak@test.example')).messages[0]?.text ?? '');
    const body = await expectError(await post(`${AUTH}/password/reset`, { channel: 'email', token, password: 'short' }), 400, 'validation_error');
    expect(body.fields?.['password']).toBe('main_validation_error');
    expect((await post(`${AUTH}/password/reset`, { channel: 'email', token, password: 'Strong-pass-9' })).status).toBe(200);
  });
});

describe('password recovery by SMS', () => {
  it('sets the new password with the SMS code of the demo phone player', async () => {
    const requested = await post(`${AUTH}/password/reset-request`, { channel: 'phone', phone_number: '15112345678', country_code: 'de' });
    expect(requested.status).toBe(200);
    const code = await lastSmsCode(api, '+4915112345678');
    await expectError(await post(`${AUTH}/password/reset`, { channel: 'phone', phone_number: '15112345678', country_code: 'de', code: code === '000000' ? '111111' : '000000', password: 'Phone-new-4' }), 400, 'invalid_sms_code');
    const confirmed = await post(`${AUTH}/password/reset`, { channel: 'phone', phone_number: '15112345678', country_code: 'de', code, password: 'Phone-new-4' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true, login: 'twostep@kickoff.example' });
  });
});

describe('full registration: birth date and terms (document 000 §4)', () => {
  const body = (patch: Record<string, unknown>) => ({ email: `reg-${Math.random().toString(36).slice(2)}@test.example`, password: 'Secret-pass-1', name: 'A', surname: 'B', date_birthday: '1990-01-01', countryId: 66, currencyIso: 'EUR', ...patch });

  it.each([
    ['an impossible date', '2026-99-99', 'invalid_birth_date', 'auth_birth_date_invalid'],
    ['the 30th of February', '1990-02-30', 'invalid_birth_date', 'auth_birth_date_invalid'],
    ['a future date', '2030-01-01', 'invalid_birth_date', 'auth_birth_date_invalid'],
    ['a player one day under 18', '2008-11-23', 'under_minimum_age', 'auth_under_age'],
  ])('refuses %s with a field error and creates no user', async (_label, date, code, key) => {
    const [before] = await api.db.query<{ n: number }>('select count(*)::int as n from users');
    const error = await expectError(await post(`${AUTH}/registration/full`, body({ date_birthday: date })), 400, code);
    expect(error.fields).toEqual({ date_birthday: key });
    const [after] = await api.db.query<{ n: number }>('select count(*)::int as n from users');
    expect(after?.n).toBe(before?.n);
  });

  it('accepts a player 18 today, keeps the bonus choice, refuses terms not accepted', async () => {
    const accepted = await post(`${AUTH}/registration/full`, body({ date_birthday: '2008-11-22', termsAccepted: true, bonusChoice: 'casino' }));
    expect(accepted.status).toBe(200);
    const { userId } = (await accepted.json()) as { userId: number };
    const [row] = await api.db.query<{ choice: string }>("select user_data->>'bonus_choice' as choice from users where id = $1", [userId]);
    expect(row?.choice).toBe('casino');
    await expectError(await post(`${AUTH}/registration/full`, body({ termsAccepted: false })), 400, 'terms_not_accepted');
  });
});

describe('the e-mail outbox', () => {
  it('answers 404 unless the dev tools are on', async () => {
    await setDevTools(api.db, false);
    const previous = { KICKOFF_DEV_TOOLS: process.env['KICKOFF_DEV_TOOLS'], DEV_TOOLS: process.env['DEV_TOOLS'] };
    delete process.env['KICKOFF_DEV_TOOLS'];
    delete process.env['DEV_TOOLS'];
    try {
      expect((await fetch(`${api.baseUrl}/dev-api/email-outbox`)).status).toBe(404);
    } finally {
      for (const [name, value] of Object.entries(previous)) if (value !== undefined) process.env[name] = value;
      await setDevTools(api.db, true);
    }
  });
});
