import { AvailableLimitsResponse, ErrorBody, LimitActionResponse, SaveLimitsResponse, TestAnswersResponse } from '@kickoff/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, sessionCookieOf, startTestApi, type TestApi, type TestPlayer } from '../../testing';

/**
 * The jurisdiction packs (issue 13): the site configuration names the jurisdiction and the API
 * decides with its pack how long a looser limit cools off; a stricter one applies at once everywhere.
 */

let api: TestApi;
const V3 = '/limit-service-api/api/external/web/v3';
const RIGHT_ANSWERS = [
  { questionId: 1, answerId: 2 },
  { questionId: 2, answerId: 1 },
];
const HOUR = 3_600;

beforeAll(async () => {
  api = await startTestApi();
});
afterEach(async () => {
  await setJurisdiction('default');
});
afterAll(async () => {
  await api?.close();
});

async function setJurisdiction(code: string): Promise<void> {
  await api.db.query(`update site_settings set config = jsonb_set(config, '{jurisdiction}', $1::jsonb)`, [JSON.stringify(code)]);
}

function call(player: TestPlayer, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api.baseUrl}${V3}${path}`, {
    method,
    headers: { 'X-Auth': player.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Signs in again after the clock passed the token's and the session's life. */
async function relogin(player: TestPlayer): Promise<void> {
  const login = await fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
  expect(login.status).toBe(200);
  player.cookie = sessionCookieOf(login);
  player.token = ((await (await fetch(`${api.baseUrl}/web-api/user/gettoken?force_refresh=true`, { headers: { cookie: player.cookie } })).json()) as { token: string }).token;
}

/** Sets a deposit limit of 10.00, raises it to 50.00 and answers the questions: the increase is pending. */
async function pendingIncrease(player: TestPlayer, limitType: number): Promise<void> {
  expect(SaveLimitsResponse.parse(await (await call(player, 'POST', '/limits', { limits: [{ limitType, limitValue: 1_000 }] })).json()).status).toBe('SAVED');
  const raise = SaveLimitsResponse.parse(await (await call(player, 'POST', '/limits', { limits: [{ limitType, limitValue: 5_000 }] })).json());
  expect(raise.status).toBe('QUESTIONS');
  const answered = TestAnswersResponse.parse(await (await call(player, 'POST', '/testanswers', { tokenGuid: raise.tokenGuid, answers: RIGHT_ANSWERS })).json());
  expect(answered.limitsData).toContainEqual(expect.objectContaining({ limitType, limitValue: 5_000, limitState: 'PENDING', needApprove: true }));
}

async function confirmStatus(player: TestPlayer, limitType: number): Promise<number> {
  return (await call(player, 'POST', '/limitaction', { action: 'confirm', limitType })).status;
}

describe.each([
  ['default', 24 * HOUR],
  ['uk', 24 * HOUR],
  ['se', 72 * HOUR],
  ['de', 7 * 24 * HOUR],
])('jurisdiction %s', (code, coolingOffSeconds) => {
  it(`a raised deposit limit waits ${coolingOffSeconds} s before it can be confirmed`, async () => {
    await setJurisdiction(code);
    const player = await registerPlayer(api);
    await pendingIncrease(player, 20);
    api.clock.advanceBy((coolingOffSeconds - 1) * 1000);
    await relogin(player);
    expect(await confirmStatus(player, 20)).toBe(409);
    api.clock.advanceBy(1000);
    const confirmed = await call(player, 'POST', '/limitaction', { action: 'confirm', limitType: 20 });
    expect(confirmed.status).toBe(200);
    expect(LimitActionResponse.parse(await confirmed.json()).limitsData).toEqual([expect.objectContaining({ limitType: 20, limitValue: 5_000, limitState: 'ACTIVE' })]);
  });

  it('a lowered limit applies at once', async () => {
    await setJurisdiction(code);
    const player = await registerPlayer(api);
    await call(player, 'POST', '/limits', { limits: [{ limitType: 22, limitValue: 9_000 }] });
    const lower = SaveLimitsResponse.parse(await (await call(player, 'POST', '/limits', { limits: [{ limitType: 22, limitValue: 3_000 }] })).json());
    expect(lower.status).toBe('SAVED');
    expect(lower.limitsData).toEqual([expect.objectContaining({ limitType: 22, limitValue: 3_000, limitState: 'ACTIVE' })]);
  });

  it('offers one self-exclusion list (365-day years) and refuses the 360-day values', async () => {
    await setJurisdiction(code);
    const player = await registerPlayer(api);
    const available = AvailableLimitsResponse.parse(await (await call(player, 'GET', '/availablelimits')).json()).availableLimits;
    expect(available.find((limit) => limit.type === 30)?.availableValues).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    const refused = await call(player, 'POST', '/limits', { limits: [{ limitType: 30, limitValue: 360 }] });
    expect(refused.status).toBe(400);
    expect(ErrorBody.parse(await refused.json()).code).toBe('limit_value_not_allowed');
  });
});

describe('an unknown jurisdiction in the configuration', () => {
  it('is the default pack: the site window decides', async () => {
    await setJurisdiction('atlantis');
    const player = await registerPlayer(api);
    await pendingIncrease(player, 21);
    api.clock.advanceBy(24 * HOUR * 1000);
    await relogin(player);
    expect(await confirmStatus(player, 21)).toBe(200);
  });
});
