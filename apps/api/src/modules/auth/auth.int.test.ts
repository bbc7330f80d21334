import { CaptchaChallenge, ErrorBody, LoginResponse, RegistrationResponse, SendSmsResponse, TokenResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, lastSmsCode, sessionCookieOf, solveCaptchaSvg, startTestApi, type TestApi } from '../../testing';
import { generateKeyPairSync, sign } from 'node:crypto';
import { verifyServiceToken } from './auth.crypto';

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

async function captchaHeader(): Promise<Record<string, string>> {
  const challenge = CaptchaChallenge.parse(await (await fetch(`${api.baseUrl}/web-api/captcha/update`)).json());
  return { 'X-Captcha': `${challenge.captchaId}:${solveCaptchaSvg(challenge.image)}` };
}

async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = ErrorBody.parse(await response.json());
  expect(body.code).toBe(code);
  return body;
}

async function count(table: string): Promise<number> {
  const [row] = await api.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}

const fullBody = (email: string) => ({ email, password: 'Secret-pass-1', name: 'Ann', surname: 'Lee', date_birthday: '1991-02-03', countryId: 66, currencyIso: 'EUR' });

describe('registration', () => {
  it('full registration signs the player in with an HttpOnly SameSite session cookie and main + bonus accounts', async () => {
    const response = await post(`${AUTH}/registration/full`, { ...fullBody('Ann@Example.test'), returnUrl: 'https://evil.example/x' });
    expect(response.status).toBe(200);
    const body = RegistrationResponse.parse(await response.json());
    expect(body).toMatchObject({ registrationType: 'full_reg', login: 'ann@example.test', generatedPassword: null, redirectUrl: '/' });
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('kickoff_session='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const [user] = await api.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [body.userId]);
    expect(user?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    const accounts = await api.db.query<{ type: number; is_active: boolean }>('select type, is_active from accounts where user_id = $1 order by type', [body.userId]);
    expect(accounts).toEqual([
      { type: 0, is_active: true },
      { type: 4, is_active: false },
    ]);
  });

  it('refuses a taken e-mail with 409 email_taken', async () => {
    await expectError(await post(`${AUTH}/registration/full`, fullBody('ann@example.test')), 409, 'email_taken');
  });

  it.each([
    ['a short password', { password: 'short1' }, 'password'],
    ['a password without digits', { password: 'no-digits-here' }, 'password'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['a bad birth date', { date_birthday: '03.02.1991' }, 'date_birthday'],
    ['a lower-case currency', { currencyIso: 'eur' }, 'currencyIso'],
  ])('refuses %s with 400 validation_error and creates no user', async (_label, patch, field) => {
    const before = await count('users');
    const body = await expectError(await post(`${AUTH}/registration/full`, { ...fullBody('bad@example.test'), ...patch }), 400, 'validation_error');
    expect(body.fields?.[field]).toBe('main_validation_error');
    expect(await count('users')).toBe(before);
  });

  it('refuses an unknown currency or country with its code', async () => {
    await expectError(await post(`${AUTH}/registration/full`, { ...fullBody('cur@example.test'), currencyIso: 'XXX' }), 400, 'unknown_currency');
    await expectError(await post(`${AUTH}/registration/full`, { ...fullBody('cur@example.test'), countryId: 9999 }), 400, 'unknown_country');
  });

  it('fast registration needs a solved captcha (code 100) and answers a generated login and password once', async () => {
    await expectError(await post(`${AUTH}/registration/fast`, { countryId: 66, currencyIso: 'EUR' }), 400, '100');
    const response = await post(`${AUTH}/registration/fast`, { countryId: 66, currencyIso: 'EUR', returnUrl: '/en/live' }, await captchaHeader());
    const body = RegistrationResponse.parse(await response.json());
    expect(body).toMatchObject({ registrationType: 'fast_reg', login: String(body.userId), redirectUrl: '/en/live' });
    expect(body.generatedPassword).toMatch(/^[A-Za-z0-9]{12,}\d$/);
    const login = await post(`${AUTH}/login`, { login: body.login, password: body.generatedPassword });
    expect(LoginResponse.parse(await login.json())).toMatchObject({ status: 'ok', userId: body.userId });
  });

  it('phone registration needs the SMS code from the outbox', async () => {
    const phone = { phone_number: '15199990001', country_code: 'de' };
    await expectError(await post(`${AUTH}/sms/send`, { ...phone, purpose: 'registration' }), 400, '100');
    const sent = await post(`${AUTH}/sms/send`, { ...phone, purpose: 'registration' }, await captchaHeader());
    expect(SendSmsResponse.parse(await sent.json())).toEqual({ success: true, resendAfterSeconds: 60 });
    await expectError(await post(`${AUTH}/sms/send`, { ...phone, purpose: 'registration' }, await captchaHeader()), 429, 'sms_too_soon');
    const code = await lastSmsCode(api, '+4915199990001');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { ...phone, password: 'Secret-pass-2', currencyIso: 'EUR' };
    await expectError(await post(`${AUTH}/registration/phone`, { ...body, smsCode: wrong }), 400, 'invalid_sms_code');
    const response = await post(`${AUTH}/registration/phone`, { ...body, smsCode: code });
    expect(RegistrationResponse.parse(await response.json())).toMatchObject({ registrationType: 'phone_reg', login: '+4915199990001' });
    // The code is single-use.
    await expectError(await post(`${AUTH}/registration/phone`, { ...body, phone_number: '15199990001', smsCode: code }), 409, 'phone_taken');
  });

  it('checks phone numbers against the country mask (Min, Max)', async () => {
    await expectError(await post(`${AUTH}/sms/send`, { phone_number: '1234', country_code: 'de', purpose: 'registration' }, await captchaHeader()), 400, 'invalid_phone');
    await expectError(await post(`${AUTH}/sms/send`, { phone_number: '1234567890', country_code: 'zz', purpose: 'registration' }, await captchaHeader()), 400, 'unknown_country');
  });
});

describe('login', () => {
  it('logs in by e-mail and by id, keeping the return URL on the site origin', async () => {
    const byEmail = await post(`${AUTH}/login`, { login: 'demo@kickoff.example', password: 'demo12345', remember: true, returnUrl: 'http://localhost:8080/en/office/account' });
    const body = LoginResponse.parse(await byEmail.json());
    expect(body).toMatchObject({ status: 'ok', redirectUrl: '/en/office/account', twoStepToken: null });
    // remember: a persistent cookie of 30 days.
    expect(byEmail.headers.getSetCookie().find((line) => line.startsWith('kickoff_session='))).toMatch(/Max-Age=2592000/);
    const byId = await post(`${AUTH}/login`, { login: String(body.userId), password: 'demo12345', returnUrl: '//evil.example' });
    expect(LoginResponse.parse(await byId.json())).toMatchObject({ status: 'ok', userId: body.userId, redirectUrl: '/' });
  });

  it('logs in by phone (phone_number, country_code) and asks the two-step code of the SMS', async () => {
    const first = await post(`${AUTH}/login/phone`, { phone_number: '15112345678', country_code: 'de', password: 'demo12345' });
    const step = LoginResponse.parse(await first.json());
    expect(step.status).toBe('two_step');
    expect(first.headers.getSetCookie().some((line) => line.startsWith('kickoff_session='))).toBe(false);
    const code = await lastSmsCode(api, '+4915112345678');
    await expectError(await post(`${AUTH}/login/two-step`, { twoStepToken: step.twoStepToken, code: code === '000000' ? '111111' : '000000' }), 400, 'invalid_two_step_code');
    const done = await post(`${AUTH}/login/two-step`, { twoStepToken: step.twoStepToken, code });
    expect(LoginResponse.parse(await done.json())).toMatchObject({ status: 'ok' });
    const session = await fetch(`${api.baseUrl}/web-api/session`, { headers: { cookie: sessionCookieOf(done) } });
    expect(session.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await session.text()).toMatch(/^user_id=\d+\n/);
  });

  it('logs in by SMS code', async () => {
    const phone = { phone_number: '15199990001', country_code: 'de' };
    await post(`${AUTH}/sms/send`, { ...phone, purpose: 'login' }, await captchaHeader());
    const code = await lastSmsCode(api, '+4915199990001');
    const response = await post(`${AUTH}/login/sms`, { ...phone, code });
    expect(LoginResponse.parse(await response.json())).toMatchObject({ status: 'ok' });
  });

  it('limits failed logins per account: a captcha after 3 failures, then doubling delays after 10, never for the owner\'s device', async () => {
    const registration = await post(`${AUTH}/registration/full`, fullBody('throttle@example.test'));
    const registered = RegistrationResponse.parse(await registration.json());
    // The browser that registered is the owner's device: it carries the signed device cookie.
    const deviceCookie = registration.headers.getSetCookie().find((line) => line.startsWith('kickoff_device='))?.split(';')[0] ?? '';
    expect(deviceCookie).toMatch(new RegExp(`^kickoff_device=${registered.userId}\\.`));
    const attempt = async (headers: Record<string, string> = {}) => post(`${AUTH}/login`, { login: 'throttle@example.test', password: 'wrong-password-9' }, headers);
    for (let index = 0; index < 3; index += 1) await expectError(await attempt(), 401, 'invalid_credentials');
    await expectError(await attempt(), 400, '100');
    // The same account named by its id shares the counter (e-mail and id alternate up to 10 failures).
    const byId = async () => post(`${AUTH}/login`, { login: String(registered.userId), password: 'wrong-password-9' }, await captchaHeader());
    for (let index = 3; index < 10; index += 1) await expectError(index % 2 ? await byId() : await attempt(await captchaHeader()), 401, 'invalid_credentials');
    const delayed = await expectError(await attempt(await captchaHeader()), 429, 'too_many_login_attempts');
    expect(delayed.details?.['retryAfterSeconds']).toBe(15);
    // Another browser waits the delay, even with the right password...
    const right = { login: 'throttle@example.test', password: 'Secret-pass-1' };
    await expectError(await post(`${AUTH}/login`, right, await captchaHeader()), 429, 'too_many_login_attempts');
    // ...the owner's device does not: no delay and no captcha.
    expect((await post(`${AUTH}/login`, right, { cookie: deviceCookie })).status).toBe(200);
    // A success clears the account's failures: the next failure is a plain 401 again, no delay.
    await expectError(await attempt(await captchaHeader()), 401, 'invalid_credentials');
    // Let the address's failures (from 127.0.0.1) leave the window for the tests after this one.
    api.clock.advanceBy(901_000);
  });

  it('doubles the delay with each failure past 10, capped at 15 minutes', async () => {
    const { accountDelaySeconds } = await import('./auth.throttle');
    expect([9, 10, 11, 12, 15, 16, 30].map(accountDelaySeconds)).toEqual([0, 15, 30, 60, 480, 900, 900]);
  });

  it('refuses a malformed fingerprint with 400 fingerprint_invalid and accepts a well-formed one', async () => {
    const body = { login: 'demo@kickoff.example', password: 'demo12345' };
    await expectError(await post(`${AUTH}/login`, body, { 'X-Fingerprint': 'bad' }), 400, 'fingerprint_invalid');
    expect((await post(`${AUTH}/login`, body, { 'X-Fingerprint': 'fp-0123456789abcdef' })).status).toBe(200);
  });

  it.each([
    ['an empty login', { login: '', password: 'x' }, 'login'],
    ['a missing password', { login: 'demo@kickoff.example' }, 'password'],
    ['a non-boolean remember', { login: 'demo@kickoff.example', password: 'x', remember: 'yes' }, 'remember'],
  ])('refuses %s with 400 validation_error', async (_label, body, field) => {
    const error = await expectError(await post(`${AUTH}/login`, body), 400, 'validation_error');
    expect(error.fields?.[field]).toBe('main_validation_error');
  });
});

describe('token, session, disconnect', () => {
  it('gettoken answers a signed token that expires in 1800 s; 401 without a session', async () => {
    await expectError(await fetch(`${api.baseUrl}/web-api/user/gettoken?force_refresh=true`), 401, 'unauthorized');
    const login = await post(`${AUTH}/login`, { login: 'demo@kickoff.example', password: 'demo12345' });
    const cookie = sessionCookieOf(login);
    const response = await fetch(`${api.baseUrl}/web-api/user/gettoken?force_refresh=true`, { headers: { cookie } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = TokenResponse.parse(await response.json());
    const now = Math.floor(api.clock.now() / 1000);
    expect(token.expiresInSeconds).toBe(1800);
    expect(token.expiresAt).toBe(now + 1800);
    const claims = verifyServiceToken(token.token, api.context.settings.tokenSecret, now);
    expect(claims?.exp).toBe(token.expiresAt);
    expect(verifyServiceToken(`${token.token.slice(0, -2)}xx`, api.context.settings.tokenSecret, now)).toBeNull();
    // A service call accepts it in X-Auth until it expires.
    const limits = () => fetch(`${api.baseUrl}/limit-service-api/api/external/web/v3/limits`, { headers: { 'X-Auth': token.token, 'X-Language': 'en' } });
    expect((await limits()).status).toBe(200);
    api.clock.advanceBy(1_800_000);
    await expectError(await limits(), 401, 'unauthorized');
    await expectError(await fetch(`${api.baseUrl}/web-api/user/gettoken?force_refresh=maybe`, { headers: { cookie } }), 400, 'validation_error');
  });

  it('session check answers user_id, and null after disconnect', async () => {
    const login = await post(`${AUTH}/login`, { login: 'demo@kickoff.example', password: 'demo12345' });
    const cookie = sessionCookieOf(login);
    const { userId } = LoginResponse.parse(await login.json());
    const check = async () => (await (await fetch(`${api.baseUrl}/web-api/user/session-check`, { headers: { cookie } })).json()) as { user_id: number | null };
    expect(await check()).toEqual({ user_id: userId });
    await expectError(await post('/web-api/user/disconnect', { reason: 'bye' }, { cookie }), 400, 'validation_error');
    const out = await post('/web-api/user/disconnect', { reason: 'user' }, { cookie });
    expect(await out.json()).toEqual({ success: true });
    expect(await check()).toEqual({ user_id: null });
    expect(await (await fetch(`${api.baseUrl}/web-api/session`, { headers: { cookie } })).text()).toBe('user_id=0\n');
  });
});

describe('captcha', () => {
  it('answers an SVG challenge whose answer is checked server-side, single-use and expiring', async () => {
    const challenge = CaptchaChallenge.parse(await (await fetch(`${api.baseUrl}/web-api/captcha/update`)).json());
    expect(challenge.time).toBe(120);
    expect(challenge.image).not.toContain(solveCaptchaSvg(challenge.image) + '<');
    const time = await (await fetch(`${api.baseUrl}/web-api/captcha/gettime?captchaId=${challenge.captchaId}`)).json();
    expect(time).toEqual({ time: 120 });
    const validate = (captcha: string, captchaId = challenge.captchaId) => post('/web-api/captcha/validate', { captchaId, captcha });
    expect(await (await validate(solveCaptchaSvg(challenge.image))).json()).toEqual({ type: 'valid', time: 120, error_message: null });
    // Used once in the header, then 113.
    const header = { 'X-Captcha': `${challenge.captchaId}:${solveCaptchaSvg(challenge.image)}` };
    expect((await post(`${AUTH}/registration/fast`, { countryId: 66, currencyIso: 'EUR' }, header)).status).toBe(200);
    await expectError(await post(`${AUTH}/registration/fast`, { countryId: 66, currencyIso: 'EUR' }, header), 400, '113');
    // A wrong answer burns the challenge (111), an old one expires (112).
    const second = CaptchaChallenge.parse(await (await fetch(`${api.baseUrl}/web-api/captcha/update`)).json());
    await expectError(await post(`${AUTH}/registration/fast`, { countryId: 66, currencyIso: 'EUR' }, { 'X-Captcha': `${second.captchaId}:999` }), 400, '111');
    expect(await (await validate(solveCaptchaSvg(second.image), second.captchaId)).json()).toEqual({ type: 'invalid', time: 0, error_message: 'main_captcha_used' });
    const third = CaptchaChallenge.parse(await (await fetch(`${api.baseUrl}/web-api/captcha/update`)).json());
    api.clock.advanceBy(121_000);
    await expectError(await post(`${AUTH}/registration/fast`, { countryId: 66, currencyIso: 'EUR' }, { 'X-Captcha': `${third.captchaId}:${solveCaptchaSvg(third.image)}` }), 400, '112');
    await expectError(await post('/web-api/captcha/validate', { captchaId: '' , captcha: '1' }), 400, 'validation_error');
  });
});

describe('phone countries, masks, Google One Tap, dev outbox', () => {
  it('answers phone countries (lowercase country_code, + tel_code) and masks (CountryId, Mask, Min, Max)', async () => {
    const countries = (await (await fetch(`${api.baseUrl}/web-api/phone/countries?lang=en`)).json()) as { countries: Array<Record<string, unknown>> };
    expect(countries.countries).toContainEqual({ id: 66, name: 'Germany', country_code: 'de', tel_code: '+49' });
    const masks = (await (await fetch(`${api.baseUrl}/web-api/phone/masks`)).json()) as { masks: Array<Record<string, unknown>> };
    expect(masks.masks).toContainEqual({ CountryId: 66, Mask: '+49 999 99999999', Min: 10, Max: 11 });
    await expectError(await fetch(`${api.baseUrl}/web-api/phone/countries?lang=EN`), 400, 'validation_error');
  });

  it('Google One Tap answers 501 google_one_tap_not_configured without a client id', async () => {
    await expectError(await fetch(`${api.baseUrl}/social-api/oauth/google-one-tap/clientId`), 501, 'google_one_tap_not_configured');
    const form = new FormData();
    form.set('credential', 'header.payload.signature');
    form.set('language', 'en');
    form.set('currency', 'EUR');
    form.set('countryId', '66');
    await expectError(await fetch(`${api.baseUrl}/social-api/oauth/google-one-tap`, { method: 'POST', body: form }), 501, 'google_one_tap_not_configured');
    const bad = new FormData();
    bad.set('credential', 'x');
    await expectError(await fetch(`${api.baseUrl}/social-api/oauth/google-one-tap`, { method: 'POST', body: bad }), 400, 'validation_error');
    await api.db.query(`update config_groups set data = jsonb_set(data, '{googleClientId}', '"demo-client.apps.googleusercontent.com"') where name = 'social'`);
    expect(await (await fetch(`${api.baseUrl}/social-api/oauth/google-one-tap/clientId`)).json()).toEqual({ clientId: 'demo-client.apps.googleusercontent.com' });
    // A client id without signing keys is still not configured.
    await expectError(await fetch(`${api.baseUrl}/social-api/oauth/google-one-tap`, { method: 'POST', body: form }), 501, 'google_one_tap_not_configured');
  });

  it('Google One Tap with a verified credential registers a soc_reg player once, then signs them in', async () => {
    const clientId = 'demo-client.apps.googleusercontent.com';
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' };
    await api.db.query(`update config_groups set data = data || $1::jsonb where name = 'social'`, [JSON.stringify({ googleClientId: clientId, googleJwks: { keys: [jwk] } })]);
    const now = Math.floor(api.clock.now() / 1000);
    const credential = (claims: Record<string, unknown>, kid = 'key-1') => {
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', aud: clientId, sub: 'google-123', email: 'Gina@Example.test', email_verified: true, given_name: 'Gina', family_name: 'Google', exp: now + 600, ...claims })).toString('base64url');
      return `${header}.${payload}.${sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
    };
    const oneTap = (token: string) => {
      const form = new FormData();
      form.set('credential', token);
      form.set('language', 'de');
      form.set('currency', 'EUR');
      form.set('countryId', '66');
      return fetch(`${api.baseUrl}/social-api/oauth/google-one-tap`, { method: 'POST', body: form });
    };
    const users = await count('users');
    const first = await oneTap(credential({}));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ redirectUrl: '/' });
    const cookie = sessionCookieOf(first);
    const [user] = await api.db.query<{ id: number; registration_type: string; email: string; language: string }>("select id, registration_type, email, language from users where google_sub = 'google-123'");
    expect(user).toMatchObject({ registration_type: 'soc_reg', email: 'gina@example.test', language: 'de' });
    expect(await (await fetch(`${api.baseUrl}/web-api/user/session-check`, { headers: { cookie } })).json()).toEqual({ user_id: user?.id });
    expect((await oneTap(credential({}))).status).toBe(200);
    expect(await count('users')).toBe(users + 1);
    await expectError(await oneTap(credential({ aud: 'someone-else' })), 401, 'invalid_google_credential');
    await expectError(await oneTap(credential({ exp: now - 1 })), 401, 'invalid_google_credential');
    await expectError(await oneTap(credential({}, 'unknown-key')), 401, 'invalid_google_credential');
    await expectError(await oneTap(`${credential({}).slice(0, -4)}AAAA`), 401, 'invalid_google_credential');
  });

  it('hides the SMS outbox unless the dev tools are on', async () => {
    await api.db.query("update dev_flags set enabled = false where name = 'dev_tools'");
    await expectError(await fetch(`${api.baseUrl}/dev-api/sms-outbox`), 404, 'not_found');
    await enableDevTools(api.db);
    expect((await fetch(`${api.baseUrl}/dev-api/sms-outbox`)).status).toBe(200);
  });
});
