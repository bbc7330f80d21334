import { EmailOutboxResponse, ErrorBody, UserSettings } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, registerPlayer, startTestApi, type TestApi } from '../../testing';

let api: TestApi;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';
const SETTINGS = '/web-api/officeapi/v1/settings';

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

function send(cookie: string | null, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectError(response: Response, status: number, code: string): Promise<void> {
  const body = ErrorBody.parse(await response.json());
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
}

describe(`settings and the unsubscribe link on ${database}`, () => {
  it('keeps the settings (newsletter opt-in, time zone 3 by default per document 001 §3) and validates them', async () => {
    const player = await registerPlayer(api);
    expect(UserSettings.parse(await (await send(player.cookie, 'GET', SETTINGS)).json())).toEqual({ newsletter: false, notifications: true, language: 'en', timeZone: 3 });
    const saved = { newsletter: false, notifications: false, language: 'de', timeZone: -5 };
    expect(await (await send(player.cookie, 'PUT', SETTINGS, saved)).json()).toEqual(saved);
    expect(await (await send(player.cookie, 'GET', SETTINGS)).json()).toEqual(saved);
    await expectError(await send(player.cookie, 'PUT', SETTINGS, { ...saved, timeZone: 15 }), 400, 'validation_error');
    await expectError(await send(null, 'GET', SETTINGS), 401, 'unauthorized');
  });

  it('subscribing mails a signed unsubscribe link; the link really turns the flag off; a forged one changes nothing', async () => {
    const player = await registerPlayer(api);
    await send(player.cookie, 'PUT', SETTINGS, { newsletter: true, notifications: true, language: 'en', timeZone: 3 });
    const outbox = EmailOutboxResponse.parse(await (await send(null, 'GET', `/dev-api/email-outbox?to=${encodeURIComponent(player.email)}`)).json());
    const link = outbox.messages[0]?.text.match(/https?:\S+stopnewsletter\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link as string);
    expect(url.pathname).toBe('/en/stopnewsletter');
    const user = Number(url.searchParams.get('user'));
    const sign = url.searchParams.get('sign') as string;
    expect(user).toBe(player.userId);
    const forged = sign.slice(0, -2) + (sign.endsWith('AA') ? 'BB' : 'AA');
    await expectError(await send(null, 'POST', '/web-api/officeapi/v1/newsletter/stop', { user, sign: forged }), 400, 'invalid_unsubscribe_link');
    const other = await registerPlayer(api);
    await expectError(await send(null, 'POST', '/web-api/officeapi/v1/newsletter/stop', { user: other.userId, sign }), 400, 'invalid_unsubscribe_link');
    expect((await (await send(player.cookie, 'GET', SETTINGS)).json()) as UserSettings).toMatchObject({ newsletter: true });
    expect(await (await send(null, 'POST', '/web-api/officeapi/v1/newsletter/stop', { user, sign })).json()).toEqual({ success: true, newsletter: false });
    expect((await (await send(player.cookie, 'GET', SETTINGS)).json()) as UserSettings).toMatchObject({ newsletter: false });
  });
});
