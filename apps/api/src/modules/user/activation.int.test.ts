import { ActivateResponse, EmailOutboxResponse, ErrorBody, ProfileResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, registerPlayer, startTestApi, type TestApi } from '../../testing';

let api: TestApi;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';

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

async function linkTokenFor(email: string): Promise<string> {
  const outbox = EmailOutboxResponse.parse(await (await send(null, 'GET', `/dev-api/email-outbox?to=${encodeURIComponent(email)}`)).json());
  const link = outbox.messages[0]?.text.match(/https?:\S+\/activate\?token=([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error('no activation link');
  return link[1];
}

describe(`e-mail activation on ${database}`, () => {
  it('sends a single-use link; opening it activates the e-mail (document 001 §4: 0 becomes 1, 3 becomes 2)', async () => {
    const player = await registerPlayer(api);
    expect(ProfileResponse.parse(await (await send(player.cookie, 'GET', '/web-api/officeapi/v1/profile')).json()).emailNeedsActivation).toBe(true);
    expect(await (await send(player.cookie, 'POST', '/web-api/officeapi/v1/activation/email', { language: 'de' })).json()).toEqual({ success: true, resendAfterSeconds: 60 });
    await expectError(await send(player.cookie, 'POST', '/web-api/officeapi/v1/activation/email', {}), 429, 'activation_too_soon');
    const token = await linkTokenFor(player.email);
    await expectError(await send(null, 'POST', '/web-api/user/activate', { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }), 400, 'invalid_activation_token');
    expect(ActivateResponse.parse(await (await send(null, 'POST', '/web-api/user/activate', { token })).json())).toEqual({ success: true, activation_type: 1 });
    await expectError(await send(null, 'POST', '/web-api/user/activate', { token }), 400, 'invalid_activation_token');
    expect(ProfileResponse.parse(await (await send(player.cookie, 'GET', '/web-api/officeapi/v1/profile')).json()).emailNeedsActivation).toBe(false);
    await expectError(await send(player.cookie, 'POST', '/web-api/officeapi/v1/activation/email', {}), 409, 'nothing_to_activate');

    const phoneOnly = await registerPlayer(api);
    await api.db.query('update users set activation_type = 3 where id = $1', [phoneOnly.userId]);
    await send(phoneOnly.cookie, 'POST', '/web-api/officeapi/v1/activation/email', {});
    expect(ActivateResponse.parse(await (await send(null, 'POST', '/web-api/user/activate', { token: await linkTokenFor(phoneOnly.email) })).json()).activation_type).toBe(2);
  });

  it('a link expires after 24 hours', async () => {
    const player = await registerPlayer(api);
    await send(player.cookie, 'POST', '/web-api/officeapi/v1/activation/email', {});
    const token = await linkTokenFor(player.email);
    api.clock.advanceBy(86_401_000);
    await expectError(await send(null, 'POST', '/web-api/user/activate', { token }), 400, 'invalid_activation_token');
  });
});
