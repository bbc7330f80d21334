import { ApiError, type LoginResponse } from '@kickoff/contracts';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpAccountsApi, HttpLimitsApi, HttpUserApi } from '../apis/http-account-apis';
import { HttpPaymentsApi } from '../apis/http-payments-api';
import { HttpAuthApi } from '../apis/http-auth-api';
import { drive, StubServer, type StubReply } from '../testing/stub-server';
import { ServiceTokenProvider, TOKEN_COOKIE } from '../token/service-token';
import { AxiosHttpTransport } from '../transport/http-transport';
import { ApiClient } from './api-client';
import { HttpClientEventHub, type CaptchaRequest, type CaptchaSolver, type FingerprintProvider } from './ports';

const START_MS = Date.UTC(2026, 10, 22, 12);
const LIMITS = '/limit-service-api/api/external/web/v3/limits';
const TOKEN = '/web-api/user/gettoken';
const LOGIN = '/web-api/user/auth/login';

let platform: TestPlatform;
let server: StubServer;
let events: HttpClientEventHub;
let fingerprints: string[];
let captchaRequests: CaptchaRequest[];
let captchaAnswer: { captchaId: string; answer: string } | null;

/** A JWT-shaped token with an `exp` claim (seconds), as the server's gettoken answers. */
function jwt(serial: number, expSeconds: number): string {
  const payload = Buffer.from(JSON.stringify({ sub: 1, sid: 1, iat: expSeconds - 1800, exp: expSeconds, serial })).toString('base64url');
  return `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${payload}.sig${serial}`;
}

function tokenRoute(): (request: unknown, count: number) => StubReply {
  return (_request, count) => {
    const expiresAt = Math.floor(platform.clock.now() / 1000) + 1800;
    return { status: 200, json: { token: jwt(count, expiresAt), expiresAt, expiresInSeconds: 1800 } };
  };
}

const error = (status: number, code: string, details?: Record<string, unknown>): StubReply => ({ status, json: { code, messageKey: 'main_error', ...(details ? { details } : {}) } });
const okLogin: StubReply = { status: 200, json: { status: 'ok', userId: 7, redirectUrl: '/', twoStepToken: null } satisfies LoginResponse };

function client(options: { timeoutMs?: number } = {}): ApiClient {
  const raw = new AxiosHttpTransport({ baseUrl: server.baseUrl, timeoutMs: options.timeoutMs ?? 5_000 });
  const fingerprint: FingerprintProvider = {
    current: () => fingerprints.at(-1),
    refresh: async () => {
      fingerprints.push(`fp-${fingerprints.length + 1}`);
      return fingerprints.at(-1) as string;
    },
  };
  const captchaSolver: CaptchaSolver = {
    solve: async (request) => {
      captchaRequests.push(request);
      return captchaAnswer;
    },
  };
  return new ApiClient(
    { transport: raw, clock: platform.clock, tokens: new ServiceTokenProvider(raw, platform.cookies, platform.clock), events, captchaSolver, fingerprint },
    { appMarker: 'kickoff-test', hd: () => 'hd-1', random: () => 0.5 },
  );
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const caught = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

beforeEach(async () => {
  platform = createTestPlatform(START_MS);
  server = new StubServer(platform.clock);
  await server.start();
  server.on('GET', TOKEN, tokenRoute());
  events = new HttpClientEventHub();
  fingerprints = ['fp-1'];
  captchaRequests = [];
  captchaAnswer = { captchaId: 'cid-1', answer: '42' };
});
afterEach(async () => {
  await server.stop();
});

describe('headers and the service token', () => {
  it('sends X-Requested-With, the app marker, x-hd, the fingerprint and X-Auth on service calls', async () => {
    server.on('GET', LIMITS, () => ({ status: 200, json: { limitsData: [] } }));
    expect(await new HttpLimitsApi(client()).getLimits('de')).toEqual([]);
    const [request] = server.to(LIMITS);
    expect(request?.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', 'x-app': 'kickoff-test', 'x-hd': 'hd-1', 'x-fingerprint': 'fp-1', 'x-language': 'de' });
    expect(request?.headers['x-auth']).toBe(jwt(1, START_MS / 1000 + 1800));
    expect(server.to(TOKEN)[0]?.headers['x-auth']).toBeUndefined();
  });

  it('keeps the token in the cookie user_token with its expiry (1800 s), reuses it, and fetches anew after it expires', async () => {
    server.on('GET', LIMITS, () => ({ status: 200, json: { limitsData: [] } }));
    const api = new HttpLimitsApi(client());
    await api.getLimits('en');
    expect(server.to(TOKEN)[0]?.body).toBe('');
    expect(platform.cookies.get(TOKEN_COOKIE)).toBe(jwt(1, START_MS / 1000 + 1800));
    expect(platform.cookies.expiresAt(TOKEN_COOKIE)).toBe(START_MS + 1_800_000);
    platform.clock.advanceBy(1_799_000);
    await api.getLimits('en');
    expect(server.to(TOKEN)).toHaveLength(1);
    platform.clock.advanceBy(1_000);
    await api.getLimits('en');
    expect(server.to(TOKEN)).toHaveLength(2);
    expect(server.to(LIMITS)[2]?.headers['x-auth']).toBe(jwt(2, START_MS / 1000 + 3600));
  });

  it('shares one token request between five concurrent calls', async () => {
    server.on('GET', LIMITS, () => ({ status: 200, json: { limitsData: [] } }));
    const api = new HttpLimitsApi(client());
    await Promise.all(Array.from({ length: 5 }, () => api.getLimits('en')));
    expect(server.to(TOKEN)).toHaveLength(1);
    expect(new Set(server.to(LIMITS).map((request) => request.headers['x-auth'])).size).toBe(1);
  });

  it('shares a pending token request for 60 s, then starts a new one', async () => {
    server.on('GET', TOKEN, (_request, count) => (count === 1 ? { hang: true } : tokenRoute()(_request, count)));
    server.on('GET', LIMITS, () => ({ status: 200, json: { limitsData: [] } }));
    const api = new HttpLimitsApi(client());
    const first = new AbortController();
    const second = new AbortController();
    const stuck = [api.getLimits('en', first.signal), api.getLimits('en', second.signal)];
    await drive(platform.clock, new Promise((resolve) => setTimeout(resolve, 50)));
    platform.clock.advanceBy(59_999);
    const third = new AbortController();
    const alsoStuck = api.getLimits('en', third.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.to(TOKEN)).toHaveLength(1);
    platform.clock.advanceBy(1);
    await api.getLimits('en');
    expect(server.to(TOKEN)).toHaveLength(2);
    for (const controller of [first, second, third]) controller.abort();
    for (const call of [...stuck, alsoStuck]) expect((await rejection(call)).status).toBe(499);
  });

  it('401: deletes the token, fetches a new one and retries once', async () => {
    server.on('GET', LIMITS, (_request, count) => (count === 1 ? error(401, 'unauthorized') : { status: 200, json: { limitsData: [] } }));
    await new HttpLimitsApi(client()).getLimits('en');
    expect(server.to(TOKEN)).toHaveLength(2);
    const sent = server.to(LIMITS).map((request) => request.headers['x-auth']);
    expect(sent).toEqual([jwt(1, START_MS / 1000 + 1800), jwt(2, START_MS / 1000 + 1800)]);
    expect(platform.cookies.get(TOKEN_COOKIE)).toBe(jwt(2, START_MS / 1000 + 1800));
  });

  it('five concurrent calls refused with the same token refresh it once', async () => {
    server.on('GET', LIMITS, (request) => (request.headers['x-auth'] === jwt(1, START_MS / 1000 + 1800) ? error(401, 'unauthorized') : { status: 200, json: { limitsData: [] } }));
    const api = new HttpLimitsApi(client());
    await Promise.all(Array.from({ length: 5 }, () => api.getLimits('en')));
    expect(server.to(TOKEN)).toHaveLength(2);
    expect(server.to(LIMITS)).toHaveLength(10);
  });

  it('401 again after the retry: rejects with 401, without a third try', async () => {
    server.on('GET', LIMITS, () => error(401, 'unauthorized'));
    const failure = await rejection(new HttpLimitsApi(client()).getLimits('en'));
    expect(failure).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(server.to(LIMITS)).toHaveLength(2);
  });

  it('reports a failed token fetch to the shell and fails the call', async () => {
    server.on('GET', TOKEN, () => error(401, 'unauthorized'));
    const failures: unknown[] = [];
    events.onTokenFetchFailed((failure) => failures.push(failure));
    expect((await rejection(new HttpLimitsApi(client()).getLimits('en'))).status).toBe(401);
    expect(server.to(LIMITS)).toHaveLength(0);
    expect(failures).toHaveLength(1);
  });
});

describe('the error catalogue (document 001 §8)', () => {
  it('400 fingerprint_invalid: refreshes the fingerprint and retries, at most twice', async () => {
    server.on('POST', LOGIN, (_request, count) => (count <= 2 ? error(400, 'fingerprint_invalid') : okLogin));
    expect(await new HttpAuthApi(client()).login({ login: 'a@b.c', password: 'x' })).toMatchObject({ status: 'ok' });
    expect(server.to(LOGIN).map((request) => request.headers['x-fingerprint'])).toEqual(['fp-1', 'fp-2', 'fp-3']);
  });

  it('400 fingerprint_invalid three times: rejects after the second refresh', async () => {
    server.on('POST', LOGIN, () => error(400, 'fingerprint_invalid'));
    expect((await rejection(new HttpAuthApi(client()).login({ login: 'a@b.c', password: 'x' }))).code).toBe('fingerprint_invalid');
    expect(server.to(LOGIN)).toHaveLength(3);
  });

  it.each(['100', '111', '112', '113'])('400 with captcha code %s: asks the CaptchaSolver and retries with the captcha header', async (code) => {
    server.on('POST', LOGIN, (request) => (request.headers['x-captcha'] === 'cid-1:42' ? okLogin : error(400, code)));
    expect(await new HttpAuthApi(client()).login({ login: 'a@b.c', password: 'x' })).toMatchObject({ status: 'ok' });
    expect(captchaRequests).toEqual([{ code, callName: 'auth.login', attempt: 1 }]);
    expect(server.to(LOGIN).map((request) => request.headers['x-captcha'])).toEqual([undefined, 'cid-1:42']);
    expect(JSON.parse(server.to(LOGIN)[1]?.body ?? '{}')).toEqual({ login: 'a@b.c', password: 'x' });
  });

  it('a cancelled captcha rejects with the server error and sends nothing more', async () => {
    captchaAnswer = null;
    server.on('POST', LOGIN, () => error(400, '100'));
    expect((await rejection(new HttpAuthApi(client()).login({ login: 'a@b.c', password: 'x' }))).code).toBe('100');
    expect(server.to(LOGIN)).toHaveLength(1);
  });

  it('451 with exception_code 1 emits the terms-confirmation event; other 451s do not', async () => {
    const seen: string[] = [];
    events.onTermsConfirmationRequired((event) => seen.push(event.callName));
    server.on('GET', '/web-api/officeapi/v2/accounts', (_request, count) => (count === 1 ? error(451, 'terms_not_confirmed', { exception_code: 1 }) : error(451, 'unavailable_for_legal_reasons')));
    const accounts = new HttpAccountsApi(client());
    expect((await rejection(accounts.getAccounts('v2'))).status).toBe(451);
    expect(seen).toEqual(['accounts.list.v2']);
    await rejection(accounts.getAccounts('v2'));
    expect(seen).toEqual(['accounts.list.v2']);
    expect(server.to('/web-api/officeapi/v2/accounts')).toHaveLength(2);
  });

  it('a cancelled request closes with status 499', async () => {
    server.on('GET', '/web-api/api/web/user/v1/config', () => ({ hang: true }));
    const controller = new AbortController();
    const pending = new HttpUserApi(client()).getUserConfig(controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ status: 499, code: 'request_cancelled' });
  });

  it('a slow answer past the timeout is a network-error status (0, timeout)', async () => {
    server.on('POST', '/web-api/api/web/user/v1/reality-check', () => ({ hang: true }));
    const failure = await rejection(new HttpUserApi(client({ timeoutMs: 200 })).postRealityCheck({ data: { attributes: { action: 'continue', do_not_show_again: false, popup_show_at: 1 } } }));
    expect(failure).toMatchObject({ status: 0, code: 'timeout' });
    expect(server.to('/web-api/api/web/user/v1/reality-check')).toHaveLength(1);
  });

  it('a dropped answer is a network error (status 0) and a write without an idempotency key is not retried', async () => {
    server.on('POST', '/web-api/api/web/user/v1/reality-check', () => ({ drop: true }));
    const failure = await rejection(
      drive(platform.clock, new HttpUserApi(client()).postRealityCheck({ data: { attributes: { action: 'continue', do_not_show_again: false, popup_show_at: 1 } } }), () => server.busy),
    );
    expect(failure).toMatchObject({ status: 0, code: 'network_error' });
    expect(server.to('/web-api/api/web/user/v1/reality-check')).toHaveLength(1);
  });
});

describe('automatic retry: reads and idempotent calls, 3 times, 1000 ms doubling (document 001 §9)', () => {
  it('retries a read dropped twice, 1000 then 2000 ms apart on the Clock', async () => {
    server.on('GET', '/web-api/officeapi/v2/accounts', (_request, count) =>
      count <= 2 ? { drop: true } : { status: 200, json: { accounts: [], activeAccount: null, bonuses: [] } },
    );
    const data = await drive(platform.clock, new HttpAccountsApi(client()).getAccounts('v2'), () => server.busy);
    expect(data.conversionStatus).toBe('not_allowed');
    expect(server.to('/web-api/officeapi/v2/accounts').map((request) => request.atMs - START_MS)).toEqual([0, 1000, 3000]);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('gives up after 3 retries (1000, 2000, 4000 ms) with the last error', async () => {
    server.on('GET', '/web-api/officeapi/v2/accounts', () => error(503, 'unavailable'));
    const failure = await rejection(drive(platform.clock, new HttpAccountsApi(client()).getAccounts('v2'), () => server.busy));
    expect(failure.status).toBe(503);
    expect(server.to('/web-api/officeapi/v2/accounts').map((request) => request.atMs - START_MS)).toEqual([0, 1000, 3000, 7000]);
  });

  it('retries a write that carries an idempotency key (the demo deposit)', async () => {
    server.on('POST', '/web-api/payments/v1/deposit', (_request, count) =>
      count === 1 ? error(502, 'bad_gateway') : { status: 200, json: { id: 7000001, paymentId: 'pay-123456', kind: 'deposit', status: 'created', methodId: 'demo_card', accountId: 1, amountMinor: 100, currencyIso: 'EUR', createdAt: 1, updatedAt: 1, redirectUrl: '/demo-pay/abcdefghijklmnopqrstuvwx', declineCode: null, balanceMinor: 0 } },
    );
    const paid = await drive(platform.clock, new HttpPaymentsApi(client()).deposit({ paymentId: 'pay-123456', amountMinor: 100 }), () => server.busy);
    expect(paid).toMatchObject({ status: 'created', redirectUrl: '/demo-pay/abcdefghijklmnopqrstuvwx' });
    expect(server.to('/web-api/payments/v1/deposit').map((request) => request.headers['idempotency-key'])).toEqual(['pay-123456', 'pay-123456']);
  });

  it('does not retry a 4xx read', async () => {
    server.on('GET', '/web-api/officeapi/v2/accounts', () => error(404, 'not_found'));
    await rejection(drive(platform.clock, new HttpAccountsApi(client()).getAccounts('v2'), () => server.busy));
    expect(server.to('/web-api/officeapi/v2/accounts')).toHaveLength(1);
  });
});
