import { AppPreferences, ErrorBody } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from '../../testing';

let api: TestApi;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';
const PREFERENCES = '/web-api/officeapi/v1/preferences';
const SETTINGS = '/web-api/officeapi/v1/settings';

beforeAll(async () => {
  api = await startTestApi();
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

describe(`global preferences on ${database} (document 001 §3)`, () => {
  it("gives a new player the spec's defaults: UTC+3, 24 h, European view, the system's theme, group by country", async () => {
    const player = await registerPlayer(api);
    expect(AppPreferences.parse(await (await send(player.cookie, 'GET', PREFERENCES)).json())).toEqual({
      timeZone: 3,
      is12h: false,
      appViewType: 0,
      appTheme: null,
      appFontSize: 16,
      visuallyImpairedMode: false,
      isAppCompactView: false,
      isGroupByCountry: true,
      isTeamLogosInCoupon: false,
    });
  });

  it("keeps every preference for the player alone, the time zone shared with the office settings, and refuses bad values", async () => {
    const player = await registerPlayer(api);
    const other = await registerPlayer(api);
    const chosen: AppPreferences = { timeZone: -5, is12h: true, appViewType: 1, appTheme: 1, appFontSize: 20, visuallyImpairedMode: true, isAppCompactView: true, isGroupByCountry: false, isTeamLogosInCoupon: true };
    expect(await (await send(player.cookie, 'PUT', PREFERENCES, chosen)).json()).toEqual(chosen);
    expect(await (await send(player.cookie, 'GET', PREFERENCES)).json()).toEqual(chosen);
    expect(((await (await send(player.cookie, 'GET', SETTINGS)).json()) as { timeZone: number }).timeZone).toBe(-5);
    // saved again (the row exists): replaced, not added
    const light = { ...chosen, appTheme: 0, is12h: false };
    expect(await (await send(player.cookie, 'PUT', PREFERENCES, light)).json()).toEqual(light);
    expect(((await (await send(other.cookie, 'GET', PREFERENCES)).json()) as AppPreferences).appTheme).toBeNull();
    await expectError(await send(player.cookie, 'PUT', PREFERENCES, { ...chosen, timeZone: 15 }), 400, 'validation_error');
    await expectError(await send(player.cookie, 'PUT', PREFERENCES, { ...chosen, appTheme: 2 }), 400, 'validation_error');
    await expectError(await send(player.cookie, 'PUT', PREFERENCES, { ...chosen, appFontSize: 40 }), 400, 'validation_error');
    expect(await (await send(player.cookie, 'GET', PREFERENCES)).json()).toEqual(light);
    await expectError(await send(null, 'GET', PREFERENCES), 401, 'unauthorized');
    await expectError(await send(null, 'PUT', PREFERENCES, chosen), 401, 'unauthorized');
  });
});
