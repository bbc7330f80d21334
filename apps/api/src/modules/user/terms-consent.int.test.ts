import { ErrorBody, PublishTermsResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDevTools } from '../dev/dev.routes';
import { enableDevTools, registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';

let api: TestApi;
const TERMS = '/web-api/api-v3/v2/user/agreement-rules';
const PLACE = '/web-api/coupon/v1/place';

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

function send(method: string, path: string, body?: unknown, cookie?: string): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = ErrorBody.parse(await response.json());
  expect(body.code).toBe(code);
  return body;
}

/** Publishes a version a second later than now (players who confirmed before it must confirm again). */
async function publish(body: unknown = {}): Promise<Response> {
  api.clock.advanceBy(1_000);
  return send('POST', '/dev-api/terms/publish', body);
}

describe('terms: status, the terms to confirm, confirm, and a development control to publish a version', () => {
  it('keeps the publish control off unless the dev tools are on', async () => {
    await setDevTools(api.db, false);
    await expectError(await publish(), 404, 'not_found');
  });

  it('a published version makes a signed-in player confirm again; placing and money calls answer 451 exception_code 1 until then', async () => {
    const player = await registerPlayer(api);
    const bystander = await registerPlayer(api);
    await enableDevTools(api.db);
    const before = (await (await send('GET', `${TERMS}/status`, undefined, player.cookie)).json()) as { result: boolean; updatedAt: number };
    expect(before.result).toBe(false);

    const published = PublishTermsResponse.parse(await (await publish()).json());
    expect(published.updatedAt).toBeGreaterThan(before.updatedAt);
    expect(await (await send('GET', `${TERMS}/status`, undefined, player.cookie)).json()).toEqual({ result: true, updatedAt: published.updatedAt });
    const rules = (await (await send('GET', `${TERMS}?lang=en`, undefined, player.cookie)).json()) as { rules: unknown[]; updatedAt: number };
    expect(rules.updatedAt).toBe(published.updatedAt);
    expect(rules.rules.length).toBeGreaterThan(0);

    // Document 001 §8: "HTTP 451 with exception_code 1 ... redirect to confirm terms", before anything else is looked at.
    for (const [path, body] of [
      [PLACE, {}],
      ['/web-api/payments/v1/deposit', { paymentId: 'terms-dep-0001', amountMinor: 100 }],
      ['/web-api/payments/v1/withdraw', { paymentId: 'terms-wd-0001', amountMinor: 100 }],
    ] as const) {
      const refused = await expectError(await send('POST', path, body, player.cookie), 451, 'terms_not_confirmed');
      expect(refused.details).toMatchObject({ exception_code: 1 });
    }
    // Reading calls stay open; guests are not asked (the call answers them as before).
    expect((await send('GET', '/web-api/api/web/user/v1/config', undefined, player.cookie)).status).toBe(200);
    expect((await send('POST', PLACE, {})).status).toBe(400);
    expect((await send('POST', '/web-api/payments/v1/deposit', { paymentId: 'terms-dep-0002', amountMinor: 100 })).status).toBe(401);

    await expectError(await send('POST', `${TERMS}/confirm`, { updatedAt: before.updatedAt }, player.cookie), 409, 'terms_outdated');
    expect(await (await send('POST', `${TERMS}/confirm`, { updatedAt: published.updatedAt }, player.cookie)).json()).toEqual({ success: true });
    expect(await (await send('GET', `${TERMS}/status`, undefined, player.cookie)).json()).toEqual({ result: false, updatedAt: published.updatedAt });
    expect((await send('POST', '/web-api/payments/v1/deposit', { paymentId: 'terms-dep-0003', amountMinor: 100 }, player.cookie)).status).toBe(200);
    // Past the gate, the place call validates its body as before.
    await expectError(await send('POST', PLACE, {}, player.cookie), 400, 'validation_error');

    // The confirmation is recorded per player with the version.
    expect(await api.db.query('select terms_version from terms_confirmations where user_id = $1', [player.userId])).toEqual([{ terms_version: published.updatedAt }]);
    // Another player who has not confirmed is still asked; confirming is per player.
    expect((await (await send('GET', `${TERMS}/status`, undefined, bystander.cookie)).json()) as { result: boolean }).toMatchObject({ result: true });
    expect(await (await send('POST', `${TERMS}/confirm`, { updatedAt: published.updatedAt }, bystander.cookie)).json()).toEqual({ success: true });
  });

  it('withdraws one player\'s confirmation for a test, leaving every other player alone', async () => {
    const player = await registerPlayer(api);
    const other = await registerPlayer(api);
    await setDevTools(api.db, false);
    await expectError(await send('POST', '/dev-api/terms/reset-confirmation', undefined, player.cookie), 404, 'not_found');
    await enableDevTools(api.db);
    await expectError(await send('POST', '/dev-api/terms/reset-confirmation'), 401, 'unauthorized');
    const reset = PublishTermsResponse.parse(await (await send('POST', '/dev-api/terms/reset-confirmation', undefined, player.cookie)).json());
    expect(await (await send('GET', `${TERMS}/status`, undefined, player.cookie)).json()).toEqual({ result: true, updatedAt: reset.updatedAt });
    expect(await (await send('GET', `${TERMS}/status`, undefined, other.cookie)).json()).toEqual({ result: false, updatedAt: reset.updatedAt });
    await expectError(await send('POST', '/web-api/payments/v1/deposit', { paymentId: 'reset-dep-0001', amountMinor: 100 }, player.cookie), 451, 'terms_not_confirmed');
    expect((await send('POST', '/web-api/payments/v1/deposit', { paymentId: 'reset-dep-0002', amountMinor: 100 }, other.cookie)).status).toBe(200);
    expect(await (await send('POST', `${TERMS}/confirm`, { updatedAt: reset.updatedAt }, player.cookie)).json()).toEqual({ success: true });
    expect((await send('POST', '/web-api/payments/v1/deposit', { paymentId: 'reset-dep-0003', amountMinor: 100 }, player.cookie)).status).toBe(200);
  });

  it('publishes only a newer version', async () => {
    await enableDevTools(api.db);
    const current = PublishTermsResponse.parse(await (await publish()).json()).updatedAt;
    await expectError(await publish({ updatedAt: current }), 409, 'terms_version_not_newer');
    await expectError(await publish({ updatedAt: 'later' }), 400, 'validation_error');
    expect(PublishTermsResponse.parse(await (await publish({ updatedAt: current + 60 })).json())).toEqual({ updatedAt: current + 60 });
  });
});

describe('cookie consent: "Accept all" and the other choices are recorded (document 001 §3, §4, §7)', () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await registerPlayer(api);
    const [row] = await api.db.query<{ updated_at: number }>('select updated_at from site_terms where id = 1');
    await send('POST', `${TERMS}/confirm`, { updatedAt: row?.updated_at }, player.cookie);
  });

  it('records a guest consent for the browser, with its type and time, and keeps the browser key', async () => {
    const first = await send('POST', '/analytics-api/v1/consent', { analytics: true, ads: true });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const visitorCookie = first.headers.getSetCookie().find((cookie) => cookie.startsWith('kickoff_visitor='));
    expect(visitorCookie).toMatch(/HttpOnly/i);
    const visitor = (visitorCookie ?? '').split(';')[0] ?? '';
    const visitorId = visitor.split('=')[1];
    expect((await send('POST', '/analytics-api/v1/consent', { analytics: false, ads: false }, visitor)).status).toBe(200);
    const rows = await api.db.query('select user_id, cookies_agree_type, analytics, ads, source, agreed_at from consent_records where visitor_id = $1 order by id', [visitorId]);
    const now = Math.floor(api.clock.now() / 1000);
    expect(rows).toEqual([
      { user_id: null, cookies_agree_type: 'ALL', analytics: true, ads: true, source: 'consent_update', agreed_at: now },
      { user_id: null, cookies_agree_type: 'DISABLE', analytics: false, ads: false, source: 'consent_update', agreed_at: now },
    ]);
  });

  it('records a signed-in player consent with the player, and the agreement time on the player', async () => {
    const time = Math.floor(api.clock.now() / 1000);
    expect((await send('POST', '/analytics-api/v1/consent', { analytics: true, ads: false }, player.cookie)).status).toBe(200);
    expect((await send('POST', '/web-api/user/cookies-agree', { cookiesAgreeTime: time, cookiesAgreeType: 'FUNCTIONALITY' }, player.cookie)).status).toBe(200);
    expect(await api.db.query('select cookies_agree_type, source, agreed_at from consent_records where user_id = $1 order by id', [player.userId])).toEqual([
      { cookies_agree_type: 'FUNCTIONALITY', source: 'consent_update', agreed_at: time },
      { cookies_agree_type: 'FUNCTIONALITY', source: 'agreement', agreed_at: time },
    ]);
    const [user] = await api.db.query('select cookies_agree_time, cookies_agree_type from users where id = $1', [player.userId]);
    expect(user).toEqual({ cookies_agree_time: time, cookies_agree_type: 'FUNCTIONALITY' });
  });

  it('refuses a consent without both flags and records nothing', async () => {
    const [{ count: before }] = (await api.db.query<{ count: number }>('select count(*)::int as count from consent_records')) as [{ count: number }];
    await expectError(await send('POST', '/analytics-api/v1/consent', { analytics: true }), 400, 'validation_error');
    const [{ count: after }] = (await api.db.query<{ count: number }>('select count(*)::int as count from consent_records')) as [{ count: number }];
    expect(after).toBe(before);
  });
});
