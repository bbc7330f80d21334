import { BindPhoneResponse, ChangePasswordResponse, ErrorBody, LoginHistoryResponse, LoginResponse, SessionsResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, lastSmsCode, registerPlayer, sessionCookieOf, startTestApi, type TestApi, type TestPlayer } from '../../testing';

let api: TestApi;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';
const SECURITY = '/web-api/officeapi/v1/security';

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

function send(cookie: string | null, method: string, path: string, body?: unknown, userAgent?: string): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectError(response: Response, status: number, code: string): Promise<void> {
  const body = ErrorBody.parse(await response.json());
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
}

/** Signs in with e-mail and password; answers the login and the new session's cookie (if any). */
async function login(player: TestPlayer, password: string, userAgent = 'second-browser'): Promise<{ answer: LoginResponse; cookie: string | null }> {
  const response = await send(null, 'POST', '/web-api/user/auth/login', { login: player.email, password }, userAgent);
  const answer = LoginResponse.parse(await response.json());
  return { answer, cookie: answer.status === 'ok' ? sessionCookieOf(response) : null };
}

const configOf = async (cookie: string) => ((await (await send(cookie, 'GET', '/web-api/api/web/user/v1/config')).json()) as { result: Record<string, unknown> & { protection_methods: Record<string, boolean> } }).result;

describe(`office security on ${database}`, () => {
  it('changes the password only with the current one, ends every other session and keeps this one', async () => {
    const player = await registerPlayer(api);
    const other = await login(player, player.password);
    expect(other.answer.status).toBe('ok');
    await expectError(await send(player.cookie, 'POST', `${SECURITY}/password`, { currentPassword: 'Wrong-pass-9', newPassword: 'Another-pass-2' }), 403, 'wrong_password');
    await expectError(await send(player.cookie, 'POST', `${SECURITY}/password`, { currentPassword: player.password, newPassword: 'short' }), 400, 'validation_error');
    await expectError(await send(player.cookie, 'POST', `${SECURITY}/password`, { currentPassword: player.password, newPassword: player.password }), 400, 'same_password');
    expect((await send(other.cookie, 'GET', `${SECURITY}/sessions`)).status).toBe(200);
    api.clock.advanceBy(1_000);
    const changed = ChangePasswordResponse.parse(await (await send(player.cookie, 'POST', `${SECURITY}/password`, { currentPassword: player.password, newPassword: 'Another-pass-2' })).json());
    expect(changed).toEqual({ success: true, endedSessions: 1 });
    await expectError(await send(other.cookie, 'GET', `${SECURITY}/sessions`), 401, 'unauthorized');
    expect((await send(player.cookie, 'GET', `${SECURITY}/sessions`)).status).toBe(200);
    expect((await configOf(player.cookie)).protection_methods.is_changed_password).toBe(true);
    await expectError(await send(null, 'POST', '/web-api/user/auth/login', { login: player.email, password: player.password }), 401, 'invalid_credentials');
    expect((await login(player, 'Another-pass-2')).answer.status).toBe('ok');
  });

  it('lists the open sessions with the current one marked, ends another one, and keeps every sign-in in the login history', async () => {
    const player = await registerPlayer(api);
    const other = await login(player, player.password, 'phone-browser');
    const listed = SessionsResponse.parse(await (await send(player.cookie, 'GET', `${SECURITY}/sessions`)).json()).sessions;
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const otherSession = listed.find((session) => !session.current)!;
    expect(otherSession).toMatchObject({ userAgent: 'phone-browser', endedAt: null });
    const stranger = await registerPlayer(api);
    await expectError(await send(stranger.cookie, 'DELETE', `${SECURITY}/sessions/${otherSession.id}`), 404, 'session_not_found');
    expect(await (await send(player.cookie, 'DELETE', `${SECURITY}/sessions/${otherSession.id}`)).json()).toEqual({ success: true });
    await expectError(await send(other.cookie, 'GET', `${SECURITY}/sessions`), 401, 'unauthorized');
    await expectError(await send(player.cookie, 'DELETE', `${SECURITY}/sessions/${otherSession.id}`), 404, 'session_not_found');
    expect(SessionsResponse.parse(await (await send(player.cookie, 'GET', `${SECURITY}/sessions`)).json()).sessions).toHaveLength(1);
    const history = LoginHistoryResponse.parse(await (await send(player.cookie, 'GET', `${SECURITY}/logins`)).json()).logins;
    expect(history).toHaveLength(2);
    expect(history.find((entry) => entry.id === otherSession.id)).toMatchObject({ endReason: 'ended_by_player', userAgent: 'phone-browser' });
  });

  it('binds a phone by its SMS code (document 001 §4: activation 1 becomes 2), then two-step sign-in asks for the code', async () => {
    const player = await registerPlayer(api);
    await api.db.query('update users set activation_type = 1 where id = $1', [player.userId]);
    // Two-step needs a bound phone (the code goes by SMS).
    await expectError(await send(player.cookie, 'PUT', `${SECURITY}/two-step`, { enabled: true, password: player.password }), 409, 'phone_not_bound');
    const phone = { country_code: 'de', phone_number: `15${String(player.userId).padStart(9, '0')}` };
    expect(await (await send(player.cookie, 'POST', `${SECURITY}/phone/code`, phone)).json()).toEqual({ success: true, resendAfterSeconds: 60 });
    await expectError(await send(player.cookie, 'POST', `${SECURITY}/phone/code`, phone), 429, 'sms_too_soon');
    const code = await lastSmsCode(api, `+49${phone.phone_number}`);
    await expectError(await send(player.cookie, 'POST', `${SECURITY}/phone`, { ...phone, code: code === '000000' ? '111111' : '000000' }), 400, 'invalid_sms_code');
    const bound = BindPhoneResponse.parse(await (await send(player.cookie, 'POST', `${SECURITY}/phone`, { ...phone, code })).json());
    expect(bound).toEqual({ phone_code: '+49', phone_number: phone.phone_number, activation_type: 2 });
    // Single use.
    await expectError(await send(player.cookie, 'POST', `${SECURITY}/phone`, { ...phone, code }), 400, 'invalid_sms_code');
    const config = await configOf(player.cookie);
    expect(config).toMatchObject({ phone_number: phone.phone_number, activation_type: 2 });
    expect(config.protection_methods.enable_phone_binding).toBe(true);
    // Another player cannot take the bound phone.
    const other = await registerPlayer(api);
    await expectError(await send(other.cookie, 'POST', `${SECURITY}/phone/code`, phone), 409, 'phone_taken');

    await expectError(await send(player.cookie, 'PUT', `${SECURITY}/two-step`, { enabled: true, password: 'Wrong-pass-9' }), 403, 'wrong_password');
    expect(await (await send(player.cookie, 'PUT', `${SECURITY}/two-step`, { enabled: true, password: player.password })).json()).toEqual({ enabled: true });
    expect((await configOf(player.cookie)).protection_methods.enable_two_factor_auth).toBe(true);
    api.clock.advanceBy(61_000);
    const first = await login(player, player.password);
    expect(first.answer).toMatchObject({ status: 'two_step', userId: null });
    const twoStepCode = await lastSmsCode(api, `+49${phone.phone_number}`);
    const done = await send(null, 'POST', '/web-api/user/auth/login/two-step', { twoStepToken: first.answer.twoStepToken, code: twoStepCode });
    expect(LoginResponse.parse(await done.json())).toMatchObject({ status: 'ok', userId: player.userId });
    expect(await (await send(player.cookie, 'PUT', `${SECURITY}/two-step`, { enabled: false, password: player.password })).json()).toEqual({ enabled: false });
    expect((await login(player, player.password)).answer.status).toBe('ok');
  });

  it('refuses guests', async () => {
    await expectError(await send(null, 'GET', `${SECURITY}/sessions`), 401, 'unauthorized');
    await expectError(await send(null, 'POST', `${SECURITY}/password`, { currentPassword: 'a', newPassword: 'Another-pass-2' }), 401, 'unauthorized');
  });
});
