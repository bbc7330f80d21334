import { ErrorBody, LimitActionResponse, LimitsResponse, SaveLimitsResponse, TestAnswersResponse, type Limit } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, sessionCookieOf, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { payDeposit } from '../payments/payments.testing';

let api: TestApi;
const V3 = '/limit-service-api/api/external/web/v3';

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

function call(player: TestPlayer, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { 'X-Auth': player.token, 'X-Language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function limits(player: TestPlayer): Promise<Limit[]> {
  const response = await call(player, 'GET', `${V3}/limits`);
  expect(response.status).toBe(200);
  return LimitsResponse.parse(await response.json()).limitsData;
}

async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = ErrorBody.parse(await response.json());
  expect(body.code).toBe(code);
  return body;
}

const RIGHT_ANSWERS = [
  { questionId: 1, answerId: 2 },
  { questionId: 2, answerId: 1 },
];
const now = () => Math.floor(api.clock.now() / 1000);

/** Signs in again (sessions without "remember" last 12 h, tokens 1800 s) and takes a new token. */
async function relogin(player: TestPlayer): Promise<void> {
  const login = await fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
  expect(login.status).toBe(200);
  player.cookie = sessionCookieOf(login);
  player.token = ((await (await fetch(`${api.baseUrl}/web-api/user/gettoken?force_refresh=true`, { headers: { cookie: player.cookie } })).json()) as { token: string }).token;
}

describe('limits v3: the server decides', () => {
  it('needs the service token (401 without X-Auth)', async () => {
    await expectError(await fetch(`${api.baseUrl}${V3}/limits`), 401, 'unauthorized');
  });

  it('applies a new deposit limit at once; an increase asks questions, then waits PENDING 86,400 s and needs confirmation; a decrease applies at once', async () => {
    const player = await registerPlayer(api);
    const first = SaveLimitsResponse.parse(await (await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 21, limitValue: 10_000 }] })).json());
    expect(first.status).toBe('SAVED');
    expect(first.limitsData).toEqual([
      { limitType: 21, limitValue: 10_000, limitBalance: 10_000, limitState: 'ACTIVE', needApprove: false, startedAt: now(), endsAt: null, selfExcludeReason: null, currencyCode: 'EUR' },
    ]);

    const raise = SaveLimitsResponse.parse(await (await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 21, limitValue: 50_000 }] })).json());
    expect(raise.status).toBe('QUESTIONS');
    expect(raise.questions.map((question) => question.id)).toEqual([1, 2]);
    expect(raise.tokenGuid).toEqual(expect.any(String));
    expect((await limits(player)).map((limit) => limit.limitState)).toEqual(['ACTIVE']);

    const answered = TestAnswersResponse.parse(await (await call(player, 'POST', `${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: RIGHT_ANSWERS })).json());
    expect(answered.success).toBe(true);
    const requestedAt = now();
    expect(answered.limitsData).toContainEqual({ limitType: 21, limitValue: 50_000, limitBalance: null, limitState: 'PENDING', needApprove: true, startedAt: requestedAt, endsAt: null, selfExcludeReason: null, currencyCode: 'EUR' });
    expect(answered.limitsData).toContainEqual(expect.objectContaining({ limitType: 21, limitValue: 10_000, limitState: 'ACTIVE' }));
    // The token is single-use.
    await expectError(await call(player, 'POST', `${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: RIGHT_ANSWERS }), 400, 'invalid_token_guid');

    // Inside the approval window the confirmation is refused.
    api.clock.advanceBy(86_399_000);
    await relogin(player);
    await expectError(await call(player, 'POST', `${V3}/limitaction`, { action: 'confirm', limitType: 21 }), 409, 'approval_window_open');
    api.clock.advanceBy(1_000);
    const confirmed = LimitActionResponse.parse(await (await call(player, 'POST', `${V3}/limitaction`, { action: 'confirm', limitType: 21 })).json());
    expect(confirmed.success).toBe(true);
    expect(confirmed.limitsData).toEqual([expect.objectContaining({ limitType: 21, limitValue: 50_000, limitState: 'ACTIVE', needApprove: false })]);

    const lower = SaveLimitsResponse.parse(await (await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 21, limitValue: 2_000 }] })).json());
    expect(lower.status).toBe('SAVED');
    expect(lower.limitsData).toEqual([expect.objectContaining({ limitType: 21, limitValue: 2_000, limitState: 'ACTIVE', limitBalance: 2_000 })]);
  });

  it('takes the approval window from the site configuration (limitApprovalWindowSeconds)', async () => {
    await api.db.query(`update site_settings set config = jsonb_set(config, '{limitApprovalWindowSeconds}', '3600')`);
    try {
      const player = await registerPlayer(api);
      await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 1_000 }] });
      const raise = SaveLimitsResponse.parse(await (await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 2_000 }] })).json());
      await call(player, 'POST', `${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: RIGHT_ANSWERS });
      api.clock.advanceBy(3_599_000);
      await relogin(player);
      await expectError(await call(player, 'POST', `${V3}/limitaction`, { action: 'confirm', limitType: 20 }), 409, 'approval_window_open');
      api.clock.advanceBy(1_000);
      const confirmed = LimitActionResponse.parse(await (await call(player, 'POST', `${V3}/limitaction`, { action: 'confirm', limitType: 20 })).json());
      expect(confirmed.limitsData).toEqual([expect.objectContaining({ limitType: 20, limitValue: 2_000, limitState: 'ACTIVE' })]);
    } finally {
      await api.db.query(`update site_settings set config = jsonb_set(config, '{limitApprovalWindowSeconds}', '86400')`);
    }
  });

  it('a loosened wagering limit (no approval needed) takes effect by itself when the window ends', async () => {
    const player = await registerPlayer(api);
    await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 2, limitValue: 1_000 }] });
    const raise = SaveLimitsResponse.parse(await (await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 2, limitValue: 999_999_999 }] })).json());
    const answered = TestAnswersResponse.parse(await (await call(player, 'POST', `${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: RIGHT_ANSWERS })).json());
    expect(answered.limitsData).toContainEqual(expect.objectContaining({ limitType: 2, limitValue: 999_999_999, limitState: 'PENDING', needApprove: false }));
    api.clock.advanceBy(86_400_000);
    await relogin(player);
    // The "no limit" value removes the limit once the window is over.
    expect(await limits(player)).toEqual([]);
  });

  it('enforces the deposit limit on deposits (403 deposit_limit_exceeded) and reports the balance left', async () => {
    const player = await registerPlayer(api);
    await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 20, limitValue: 5_000 }] });
    const deposit = (amountMinor: number, id: string) =>
      fetch(`${api.baseUrl}/web-api/payments/v1/deposit`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: player.cookie }, body: JSON.stringify({ paymentId: id, amountMinor }) });
    // Paid on the demo provider's page (issue 13), so the money counts against the limit.
    expect((await payDeposit(api, player.cookie, 3_000, { paymentId: 'dep-00001' })).status).toBe('succeeded');
    const refused = await expectError(await deposit(2_001, 'dep-00002'), 403, 'deposit_limit_exceeded');
    expect(refused.details).toMatchObject({ limitType: 20, limitBalance: 2_000 });
    expect((await limits(player)).find((limit) => limit.limitType === 20)?.limitBalance).toBe(2_000);
  });

  it('wrong answers save nothing and burn the token', async () => {
    const player = await registerPlayer(api);
    await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 1, limitValue: 1_000 }] });
    const raise = SaveLimitsResponse.parse(await (await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 1, limitValue: 9_000 }] })).json());
    const answered = TestAnswersResponse.parse(
      await (await call(player, 'POST', `${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: [{ questionId: 1, answerId: 1 }, { questionId: 2, answerId: 1 }] })).json(),
    );
    expect(answered.success).toBe(false);
    expect(answered.questionsResult).toEqual([
      { questionId: 1, correct: false },
      { questionId: 2, correct: true },
    ]);
    expect((await limits(player)).map((limit) => [limit.limitType, limit.limitValue, limit.limitState])).toEqual([[1, 1_000, 'ACTIVE']]);
  });

  it('rejects a pending increase with limitaction (or DELETE limit when the site chooses it)', async () => {
    const player = await registerPlayer(api);
    await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 22, limitValue: 1_000 }] });
    const raise = async () => {
      const saved = SaveLimitsResponse.parse(await (await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 22, limitValue: 4_000 }] })).json());
      await call(player, 'POST', `${V3}/testanswers`, { tokenGuid: saved.tokenGuid, answers: RIGHT_ANSWERS });
    };
    await raise();
    // While the change is pending the limit is locked (isLimitsLockedOnPendingChange).
    await expectError(await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 22, limitValue: 6_000 }] }), 409, 'limit_change_pending');
    await expectError(await call(player, 'DELETE', `${V3}/limit?limitType=22`), 409, 'cancel_by_action');
    const rejected = LimitActionResponse.parse(await (await call(player, 'POST', `${V3}/limitaction`, { action: 'reject', limitType: 22 })).json());
    expect(rejected.limitsData).toEqual([expect.objectContaining({ limitType: 22, limitValue: 1_000, limitState: 'ACTIVE' })]);
    await api.db.query(`update site_settings set config = jsonb_set(config, '{isLimitCancelByDelete}', 'true')`);
    try {
      await raise();
      await expectError(await call(player, 'POST', `${V3}/limitaction`, { action: 'reject', limitType: 22 }), 409, 'cancel_by_delete');
      const deleted = LimitActionResponse.parse(await (await call(player, 'DELETE', `${V3}/limit?limitType=22`)).json());
      expect(deleted.limitsData.map((limit) => limit.limitState)).toEqual(['ACTIVE']);
      await expectError(await call(player, 'DELETE', `${V3}/limit?limitType=22`), 404, 'limit_not_pending');
      await expectError(await call(player, 'DELETE', `${V3}/limit?limitType=abc`), 400, 'validation_error');
    } finally {
      await api.db.query(`update site_settings set config = jsonb_set(config, '{isLimitCancelByDelete}', 'false')`);
    }
  });

  it.each([
    ['an unknown type', { limits: [{ limitType: 37, limitValue: 1 }] }, 'limit_type_not_available'],
    ['a self-exclusion of 2 days', { limits: [{ limitType: 30, limitValue: 2 }] }, 'limit_value_not_allowed'],
    ['a session limit of 25 h', { limits: [{ limitType: 31, limitValue: 25 }] }, 'limit_value_not_allowed'],
    ['a reality check of 20 min', { limits: [{ limitType: 32, limitValue: 20 }] }, 'limit_value_not_allowed'],
    ['a time-out of 60 days', { limits: [{ limitType: 33, limitValue: 60 }] }, 'limit_value_not_allowed'],
    ['a fractional money limit', { limits: [{ limitType: 20, limitValue: 10.5 }] }, 'limit_value_not_allowed'],
    ['a type twice', { limits: [{ limitType: 20, limitValue: 100 }, { limitType: 20, limitValue: 200 }] }, 'duplicate_limit_type'],
    ['an unknown reason', { limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 99 }] }, 'unknown_self_exclude_reason'],
    ['no limits', { limits: [] }, 'validation_error'],
    ['a string value', { limits: [{ limitType: 20, limitValue: '100' }] }, 'validation_error'],
  ])('refuses %s with 400 and saves nothing', async (_label, body, code) => {
    const player = await registerPlayer(api);
    const error = await expectError(await call(player, 'POST', `${V3}/limits`, body), 400, code);
    if (code !== 'validation_error') expect(error.details?.['status']).toBe('bad_request');
    expect(await limits(player)).toEqual([]);
  });

  it('answers available limits with the spec option lists and the self-exclusion reasons', async () => {
    const player = await registerPlayer(api);
    const available = (await (await call(player, 'GET', `${V3}/availablelimits`)).json()) as { availableLimits: Array<{ type: number; measure: string; availableValues: number[] }> };
    const byType = new Map(available.availableLimits.map((limit) => [limit.type, limit]));
    // one self-exclusion list by the year length of the site's pack (365 days by default), not both (document 001 §9)
    expect(byType.get(30)?.availableValues).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    expect(byType.get(31)).toEqual({ type: 31, measure: 'hours', availableValues: [...Array.from({ length: 24 }, (_, index) => index + 1), -1] });
    expect(byType.get(32)?.availableValues).toEqual([5, 10, 15, 30, 45, 60]);
    expect(byType.get(33)?.availableValues).toEqual([1, 7, 30, 90]);
    expect(byType.get(21)?.availableValues).toContain(999_999_999);
    const reasons = (await (await fetch(`${api.baseUrl}${V3}/reasons/selfexclude`, { headers: { authorization: `Bearer ${player.token}` } })).json()) as { reasons: unknown[] };
    expect(reasons.reasons).toHaveLength(4);
  });

  it('pings with the session-limit balance and ends play when the session limit is used up', async () => {
    const player = await registerPlayer(api);
    const ping = async () => (await (await call(player, 'POST', `${V3}/ping`, {})).json()) as { success: boolean; sessionLimitBalance: number | null };
    expect(await ping()).toEqual({ success: true, sessionLimitBalance: null });
    await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 31, limitValue: 1 }] });
    const started = await api.db.query<{ created_at: number }>('select created_at from sessions where user_id = $1', [player.userId]);
    const playedSoFar = now() - (started[0]?.created_at ?? now());
    expect(await ping()).toEqual({ success: true, sessionLimitBalance: 3_600 - playedSoFar });
    await expectError(await call(player, 'POST', `${V3}/ping`, { extra: 1 }), 400, 'validation_error');
    api.clock.advanceBy(1_700_000);
    expect((await ping()).sessionLimitBalance).toBe(3_600 - playedSoFar - 1_700);
    api.clock.advanceBy(1_900_000);
    // The token (1800 s) is older than the session limit allows; a new token is refused as well.
    await expectError(await fetch(`${api.baseUrl}/web-api/user/gettoken?force_refresh=true`, { headers: { cookie: player.cookie } }), 403, 'session_limit_reached');
    // The session ended: the cookie answers why.
    await expectError(await fetch(`${api.baseUrl}/web-api/officeapi/v2/accounts`, { headers: { cookie: player.cookie } }), 403, 'session_limit_reached');
    // Logging in again the same day is refused too.
    const login = await fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
    await expectError(login, 403, 'session_limit_reached');
  });

  it('BlockUser self-excludes: sessions end and the next call is refused (403 self_excluded)', async () => {
    const player = await registerPlayer(api, { balanceMinor: 1_000 });
    await expectError(await call(player, 'POST', '/self-exclusion-api/api/external/web/v1/BlockUser', { periodDays: 2, selfExcludeReason: null }), 400, 'limit_value_not_allowed');
    await expectError(await call(player, 'POST', '/self-exclusion-api/api/external/web/v1/BlockUser', { periodDays: 'x' }), 400, 'validation_error');
    const blocked = await call(player, 'POST', '/self-exclusion-api/api/external/web/v1/BlockUser', { periodDays: 7, selfExcludeReason: 2 });
    expect(await blocked.json()).toEqual({ success: true });
    await expectError(await call(player, 'GET', `${V3}/limits`), 403, 'self_excluded');
    await expectError(await fetch(`${api.baseUrl}/web-api/officeapi/v2/accounts`, { headers: { cookie: player.cookie } }), 403, 'self_excluded');
    const login = await fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
    const refused = await expectError(login, 403, 'self_excluded');
    expect(refused.details?.['endsAt']).toBe(now() + 7 * 86_400);
    api.clock.advanceBy(7 * 86_400_000);
    const later = await fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
    expect(later.status).toBe(200);
  });

  it('a time-out (33) runs its days, ends the sessions and refuses deposits (sign-in: limits.enforcement.int.test.ts)', async () => {
    const player = await registerPlayer(api);
    const saved = SaveLimitsResponse.parse(await (await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 33, limitValue: 1 }] })).json());
    expect(saved.limitsData).toEqual([expect.objectContaining({ limitType: 33, limitValue: 1, limitState: 'ACTIVE', endsAt: now() + 86_400 })]);
    const [session] = await api.db.query<{ end_reason: string | null }>('select end_reason from sessions where user_id = $1 order by id desc limit 1', [player.userId]);
    expect(session?.end_reason).toBe('time_out');
    await api.db.query("update sessions set ended_at = null, end_reason = null where user_id = $1", [player.userId]);
    await expectError(await call(player, 'POST', `${V3}/limits`, { limits: [{ limitType: 33, limitValue: 7 }] }), 409, 'limit_locked');
    const deposit = await fetch(`${api.baseUrl}/web-api/payments/v1/deposit`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: player.cookie }, body: JSON.stringify({ paymentId: 'timeout-01', amountMinor: 100 }) });
    await expectError(deposit, 403, 'time_out_active');
    expect((await limits(player)).length).toBe(1);
  });
});
