import { SaveLimitsResponse, LimitActionResponse } from '@kickoff/contracts';
import { SimulatedClock } from '@kickoff/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, registerPlayer, startTestApi, type TestApi } from '../../testing';
import { ShiftableClock } from './dev.clock';
import { setDevTools } from './dev.service';

/** The server clock's development control (issue 13): the e2e suite passes a limit's approval window with it. */

let api: TestApi;
const V3 = '/limit-service-api/api/external/web/v3';
const T0 = Date.UTC(2026, 10, 22, 12);

beforeAll(async () => {
  api = await startTestApi({ clock: new SimulatedClock(T0) });
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

const advance = (seconds: unknown) => fetch(`${api.baseUrl}/dev-api/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seconds }) });

describe('POST /dev-api/clock/advance', () => {
  it('answers 404 while the dev tools are off and leaves the clock alone', async () => {
    await setDevTools(api.db, false);
    try {
      expect((await fetch(`${api.baseUrl}/dev-api/clock`)).status).toBe(404);
      expect((await advance(60)).status).toBe(404);
      expect(api.clock.now()).toBe(T0);
    } finally {
      await enableDevTools(api.db);
    }
  });

  it('reads the server time and moves it forward by the given seconds', async () => {
    expect(await (await fetch(`${api.baseUrl}/dev-api/clock`)).json()).toEqual({ nowMs: T0, nowSeconds: T0 / 1000 });
    expect(await (await advance(90)).json()).toEqual({ nowMs: T0 + 90_000, nowSeconds: T0 / 1000 + 90 });
    expect(api.clock.now()).toBe(T0 + 90_000);
  });

  it.each([[0], [-5], [1.5], ['60'], [400 * 86_400 + 1]])('refuses %s seconds with 400 (the clock never goes back)', async (seconds) => {
    const before = api.clock.now();
    expect((await advance(seconds)).status).toBe(400);
    expect(api.clock.now()).toBe(before);
  });

  it('moves the time the limits read: a raised deposit limit can be confirmed once advanced past its window, and the old token has expired', async () => {
    const player = await registerPlayer(api);
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${api.baseUrl}${V3}${path}`, { method, headers: { 'X-Auth': player.token, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    await call('POST', '/limits', { limits: [{ limitType: 20, limitValue: 1_000 }] });
    const raise = SaveLimitsResponse.parse(await (await call('POST', '/limits', { limits: [{ limitType: 20, limitValue: 5_000 }] })).json());
    await call('POST', '/testanswers', { tokenGuid: raise.tokenGuid, answers: [{ questionId: 1, answerId: 2 }, { questionId: 2, answerId: 1 }] });
    expect((await call('POST', '/limitaction', { action: 'confirm', limitType: 20 })).status).toBe(409);
    await advance(86_400);
    // the service token lives 1800 s: it is refused after the advance
    expect((await call('GET', '/limits')).status).toBe(401);
    const login = await fetch(`${api.baseUrl}/web-api/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    player.token = ((await (await fetch(`${api.baseUrl}/web-api/user/gettoken?force_refresh=true`, { headers: { cookie } })).json()) as { token: string }).token;
    const confirmed = LimitActionResponse.parse(await (await call('POST', '/limitaction', { action: 'confirm', limitType: 20 })).json());
    expect(confirmed.limitsData).toEqual([expect.objectContaining({ limitType: 20, limitValue: 5_000, limitState: 'ACTIVE' })]);
  });
});

describe('ShiftableClock', () => {
  it('is the inner clock plus what it was advanced by, and never goes back', () => {
    const inner = new SimulatedClock(T0);
    const clock = new ShiftableClock(inner);
    clock.advanceBy(5_000);
    inner.advanceBy(1_000);
    expect(clock.now()).toBe(T0 + 6_000);
    expect(() => clock.advanceBy(-1)).toThrow(RangeError);
  });

  it('runs its timers on the inner clock', () => {
    const inner = new SimulatedClock(T0);
    const clock = new ShiftableClock(inner);
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(clock.now()), 1_000);
    clock.advanceBy(10_000);
    expect(fired).toEqual([]);
    inner.advanceBy(1_000);
    expect(fired).toEqual([T0 + 11_000]);
  });
});

describe('PUT /dev-api/site/jurisdiction', () => {
  const put = (body: unknown) => fetch(`${api.baseUrl}/dev-api/site/jurisdiction`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const configured = async () => ((await (await fetch(`${api.baseUrl}/bff-api/config/all.json?lang=en`)).json()) as { jurisdiction?: string }).jurisdiction;

  it('switches the configuration\'s jurisdiction, refuses an unknown one, and is 404 while the dev tools are off', async () => {
    expect(await configured()).toBe('default');
    expect(await (await put({ jurisdiction: 'se' })).json()).toEqual({ jurisdiction: 'se' });
    expect(await configured()).toBe('se');
    expect((await put({ jurisdiction: 'atlantis' })).status).toBe(400);
    await setDevTools(api.db, false);
    try {
      expect((await put({ jurisdiction: 'de' })).status).toBe(404);
    } finally {
      await enableDevTools(api.db);
    }
    expect(await configured()).toBe('se');
    await put({ jurisdiction: 'default' });
  });
});
