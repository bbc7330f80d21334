import { LoginResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../settings';
import { registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../testing';

let api: TestApi;
let player: TestPlayer;

beforeAll(async () => {
  api = await startTestApi();
  player = await registerPlayer(api, { balanceMinor: 10_000 });
});
afterAll(async () => {
  await api?.close();
});

const LOGIN = '/web-api/user/auth/login';

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await api.db.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

describe('cross-site request forgery (issue 19)', () => {
  it('refuses a state change from a foreign origin with 403 foreign_origin, before anything is written', async () => {
    const ledgerBefore = await count('select count(*)::int as n from ledger where user_id = $1', [player.userId]);
    const response = await post('/web-api/payments/v1/withdraw', { paymentId: 'csrf-1', amountMinor: 500 }, { cookie: player.cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'foreign_origin', messageKey: 'main_forbidden' });
    expect(await count('select count(*)::int as n from ledger where user_id = $1', [player.userId])).toBe(ledgerBefore);
  });

  it('refuses a login posted by another site (login CSRF): no session cookie is set', async () => {
    const response = await post(LOGIN, { login: player.email, password: player.password }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('kickoff_session='))).toBe(false);
  });

  it('refuses a cross-site request that carries no Origin but Sec-Fetch-Site: cross-site', async () => {
    const response = await post(LOGIN, { login: player.email, password: player.password }, { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
  });

  it('accepts the site\'s own origin and the origin the request was sent to', async () => {
    const own = await post(LOGIN, { login: player.email, password: player.password }, { origin: api.baseUrl, 'sec-fetch-site': 'same-origin' });
    expect(LoginResponse.parse(await own.json())).toMatchObject({ status: 'ok' });
    const publicOrigin = await post(LOGIN, { login: player.email, password: player.password }, { origin: 'http://localhost:8080' });
    expect(publicOrigin.status).toBe(200);
  });

  it('lets a foreign page read nothing new: reads are not guarded but answer no CORS headers', async () => {
    const response = await fetch(`${api.baseUrl}/web-api/officeapi/v2/accounts`, { headers: { cookie: player.cookie, origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the login throttle counts the peer address (issue 19)', () => {
  it('ignores a client-set X-Forwarded-For: the failure is counted for the peer', async () => {
    const response = await post(LOGIN, { login: 'nobody-xff@test.example', password: 'wrong-password-9' }, { 'x-forwarded-for': '203.0.113.77' });
    expect(response.status).toBe(401);
    expect(await count("select count(*)::int as n from login_failures where key = 'address:203.0.113.77'", [])).toBe(0);
    expect(await count("select count(*)::int as n from login_failures where key = 'address:127.0.0.1'", [])).toBeGreaterThan(0);
  });

  it('believes X-Forwarded-For from a configured trusted proxy', async () => {
    const proxied = await startTestApi({ db: api.db, clock: api.clock, seed: false, settings: { trustedProxies: ['127.0.0.1'] } });
    try {
      const response = await fetch(`${proxied.baseUrl}${LOGIN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
        body: JSON.stringify({ login: 'nobody-proxied@test.example', password: 'wrong-password-9' }),
      });
      expect(response.status).toBe(401);
      expect(await count("select count(*)::int as n from login_failures where key = 'address:198.51.100.9'", [])).toBe(1);
    } finally {
      await proxied.close();
    }
  });
});

describe('registration is rate-limited per peer address (issue 19)', () => {
  it('refuses the registration over the limit with 429 rate_limited, writes no user, and counts again after the window', async () => {
    const limited = await startTestApi({ db: api.db, clock: api.clock, seed: false, settings: { registrationLimit: { max: 2, windowSeconds: 3_600 } } });
    // The registrations of the tests above (same database, same address) are not this test's.
    await api.db.query('delete from rate_events');
    try {
      const register = (email: string) =>
        fetch(`${limited.baseUrl}/web-api/user/auth/registration/full`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${email.length}` },
          body: JSON.stringify({ email, password: 'Secret-pass-1', name: 'Rae', surname: 'Lim', date_birthday: '1990-01-01', countryId: 66, currencyIso: 'EUR' }),
        });
      expect((await register('rate-1@test.example')).status).toBe(200);
      expect((await register('rate-22@test.example')).status).toBe(200);
      const users = await count('select count(*)::int as n from users', []);
      const refused = await register('rate-333@test.example');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: 3_600 } });
      expect(await count('select count(*)::int as n from users', [])).toBe(users);
      // A taken e-mail is refused before it counts (no token spent on it).
      api.clock.advanceBy(3_601_000);
      expect((await register('rate-1@test.example')).status).toBe(409);
      expect((await register('rate-4444@test.example')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('secure defaults (issue 19)', () => {
  it('reads loopback, Secure cookies and HSTS from the environment', () => {
    expect(readSettings({ DATA_DIR: '/tmp/kickoff-settings-test', TOKEN_SECRET: 'x' }).settings).toMatchObject({ host: 'localhost', secureCookies: false, hsts: false, trustedProxies: [], registrationLimit: { max: 20, windowSeconds: 3_600 } });
    const https = readSettings({ DATA_DIR: '/tmp/kickoff-settings-test', TOKEN_SECRET: 'x', PUBLIC_ORIGIN: 'https://bet.example', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8' }).settings;
    expect(https).toMatchObject({ secureCookies: true, hsts: true, trustedProxies: ['10.0.0.1', '10.0.0.0/8'] });
    expect(readSettings({ DATA_DIR: '/tmp/kickoff-settings-test', TOKEN_SECRET: 'x', HOST: '0.0.0.0' }).settings.host).toBe('0.0.0.0');
  });

  it('behind https, answers with HSTS and sets the session and device cookies Secure', async () => {
    const secure = await startTestApi({ db: api.db, clock: api.clock, seed: false, settings: { publicOrigin: 'https://bet.example', secureCookies: true, hsts: true } });
    try {
      const response = await fetch(`${secure.baseUrl}${LOGIN}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: player.email, password: player.password }) });
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const cookies = response.headers.getSetCookie();
      for (const name of ['kickoff_session=', 'kickoff_device=']) expect(cookies.find((line) => line.startsWith(name))).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
  });
});
