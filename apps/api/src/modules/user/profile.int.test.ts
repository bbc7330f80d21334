import { ErrorBody, ProfileResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from '../../testing';

let api: TestApi;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';
const PROFILE = '/web-api/officeapi/v1/profile';

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

function send(cookie: string | null, method: string, body?: unknown): Promise<Response> {
  return fetch(`${api.baseUrl}${PROFILE}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectError(response: Response, status: number, code: string, field?: string): Promise<void> {
  const body = ErrorBody.parse(await response.json());
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  if (field) expect(Object.keys(body.fields ?? {})).toEqual([field]);
}

describe(`the profile on ${database}`, () => {
  it('lists the required fields still empty (document 001 §5), saves the fields given and keeps the others', async () => {
    const player = await registerPlayer(api);
    const first = ProfileResponse.parse(await (await send(player.cookie, 'GET')).json());
    expect(first).toMatchObject({ email: player.email, locked: false, data: { name: 'Test', surname: 'Player', date_birthday: '1990-05-01', passport: null } });
    expect(first.missing).toEqual(['passport', 'passport_date', 'registration_address']);
    const saved = ProfileResponse.parse(
      await (await send(player.cookie, 'PUT', { passport: 'X1234567', passport_date: '2020-01-15', passport_end_date: '2030-01-15', registration_address: ' 1 Main Street, Berlin ' })).json(),
    );
    expect(saved.data).toMatchObject({ name: 'Test', passport: 'X1234567', passport_date: '2020-01-15', registration_address: '1 Main Street, Berlin' });
    expect(saved.missing).toEqual([]);
    const config = (await (await fetch(`${api.baseUrl}/web-api/api/web/user/v1/config`, { headers: { cookie: player.cookie } })).json()) as { result: { user_data: Record<string, unknown> } };
    expect(config.result.user_data).toMatchObject({ passport: 'X1234567', registration_address: '1 Main Street, Berlin' });
  });

  it('refuses an under-age birth date, an impossible or future date and an end date before the issue date', async () => {
    const player = await registerPlayer(api);
    await expectError(await send(player.cookie, 'PUT', { date_birthday: '2020-01-01' }), 400, 'validation_error', 'date_birthday');
    await expectError(await send(player.cookie, 'PUT', { passport_date: '2021-02-30' }), 400, 'validation_error', 'passport_date');
    await expectError(await send(player.cookie, 'PUT', { passport_date: '2099-01-01' }), 400, 'validation_error', 'passport_date');
    await expectError(await send(player.cookie, 'PUT', { passport_date: '2020-01-15', passport_end_date: '2019-01-01' }), 400, 'validation_error', 'passport_end_date');
    await expectError(await send(player.cookie, 'PUT', { name: '' }), 400, 'validation_error');
    expect(ProfileResponse.parse(await (await send(player.cookie, 'GET')).json()).data.passport_date).toBeNull();
    await expectError(await send(null, 'GET'), 401, 'unauthorized');
  });

  it('is locked once verified or under review (409 profile_locked), and stays editable while unverified', async () => {
    const player = await registerPlayer(api);
    await api.db.query('update users set verification_status = 1 where id = $1', [player.userId]);
    expect((await send(player.cookie, 'PUT', { inn: '123456789' })).status).toBe(200);
    await api.db.query('update users set user_status_id = 1 where id = $1', [player.userId]);
    expect(ProfileResponse.parse(await (await send(player.cookie, 'GET')).json()).locked).toBe(true);
    await expectError(await send(player.cookie, 'PUT', { inn: '987654321' }), 409, 'profile_locked');
    await api.db.query('update users set user_status_id = null, verification_status = 2 where id = $1', [player.userId]);
    await expectError(await send(player.cookie, 'PUT', { name: 'Other' }), 409, 'profile_locked');
    expect(ProfileResponse.parse(await (await send(player.cookie, 'GET')).json()).data).toMatchObject({ name: 'Test', inn: '123456789' });
  });
});
