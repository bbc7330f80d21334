import { startTestApi, type TestApi } from '@kickoff/api/testing';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../client/api-client';
import { HttpClientEventHub } from '../client/ports';
import { drive, StubServer } from '../testing/stub-server';
import { ServiceTokenProvider } from '../token/service-token';
import { AxiosHttpTransport } from '../transport/http-transport';
import { SessionCheckLoader, SessionTextLoader, SiteConfigLoader } from './loaders';

const START_MS = Date.UTC(2026, 10, 22, 12);
const CONFIG = '/bff-api/config/all.json';
let api: TestApi;
let siteConfig: unknown;
let platform: TestPlatform;
let server: StubServer;

beforeAll(async () => {
  api = await startTestApi();
  siteConfig = await (await fetch(`${api.baseUrl}${CONFIG}?lang=en`)).json();
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  platform = createTestPlatform(START_MS);
  server = new StubServer(platform.clock);
  await server.start();
});
afterEach(async () => {
  await server.stop();
});

function transport(): ApiClient {
  const raw = new AxiosHttpTransport({ baseUrl: server.baseUrl });
  return new ApiClient({ transport: raw, clock: platform.clock, tokens: new ServiceTokenProvider(raw, platform.cookies, platform.clock), events: new HttpClientEventHub() }, { appMarker: 'kickoff-test', random: () => 0.5 });
}

const offsets = (path: string) => server.to(path).map((request) => request.atMs - START_MS);

describe('site configuration loader (document 001 §8: retried 5 times at 1 s, then no site config)', () => {
  it('succeeds on the sixth try, 1 s apart', async () => {
    server.on('GET', CONFIG, (_request, count) => (count <= 5 ? { status: 503, json: { code: 'unavailable', messageKey: 'main_error' } } : { status: 200, json: siteConfig }));
    const config = await drive(platform.clock, new SiteConfigLoader(transport(), platform.clock).load('en', { geoCountry: 'DE' }), () => server.busy);
    expect(config.siteName).toBe('Kickoff');
    expect(offsets(CONFIG)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(server.to(CONFIG)[0]?.headers['x-geo-country']).toBe('DE');
  });

  it("rejects with 'no_site_config' after the fifth retry", async () => {
    server.on('GET', CONFIG, () => ({ drop: true }));
    const failure = await drive(platform.clock, new SiteConfigLoader(transport(), platform.clock).load('en'), () => server.busy).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'no_site_config', status: 0 });
    expect(offsets(CONFIG)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});

describe('session check loader (document 001 §7: 2 retries at 1500 ms)', () => {
  const CHECK = '/web-api/user/session-check';

  it('retries twice, 1500 ms apart', async () => {
    server.on('GET', CHECK, (_request, count) => (count <= 2 ? { status: 502, json: { code: 'bad_gateway', messageKey: 'main_error' } } : { status: 200, json: { user_id: 42 } }));
    expect(await drive(platform.clock, new SessionCheckLoader(transport(), platform.clock).check(), () => server.busy)).toEqual({ userId: 42 });
    expect(offsets(CHECK)).toEqual([0, 1500, 3000]);
  });

  it('gives up after the second retry', async () => {
    server.on('GET', CHECK, () => ({ status: 500, json: { code: 'internal_error', messageKey: 'main_error' } }));
    const failure = await drive(platform.clock, new SessionCheckLoader(transport(), platform.clock).check(), () => server.busy).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 500 });
    expect(offsets(CHECK)).toEqual([0, 1500, 3000]);
  });
});

describe('session text loader (document 001 §7: about 8 s after ready, not parsed as JSON)', () => {
  const SESSION = '/web-api/session';

  it('loads GET /web-api/session 8 s after the app is ready, as text', async () => {
    server.on('GET', SESSION, () => ({ status: 200, text: '{"user_id":5}' }));
    const loader = new SessionTextLoader(transport(), platform.clock);
    const loading = loader.appReady();
    platform.clock.advanceBy(7_999);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.to(SESSION)).toHaveLength(0);
    platform.clock.advanceBy(1);
    expect(await loading).toBe('{"user_id":5}');
    expect(loader.session).toBe('{"user_id":5}');
    expect(server.to(SESSION)[0]?.atMs).toBe(START_MS + 8_000);
  });

  it('does not load when the page supplied the session, and dispose cancels a pending load', async () => {
    const loader = new SessionTextLoader(transport(), platform.clock);
    expect(await loader.appReady('user_id=9\n')).toBe('user_id=9\n');
    expect(platform.clock.pendingTimerCount()).toBe(0);
    const other = new SessionTextLoader(transport(), platform.clock);
    void other.appReady();
    expect(platform.clock.pendingTimerCount()).toBe(1);
    other.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
    platform.clock.advanceBy(10_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.to(SESSION)).toHaveLength(0);
  });

  it('reads the real API session text unparsed', async () => {
    const raw = new AxiosHttpTransport({ baseUrl: api.baseUrl });
    const client = new ApiClient({ transport: raw, clock: platform.clock, tokens: new ServiceTokenProvider(raw, platform.cookies, platform.clock), events: new HttpClientEventHub() }, { appMarker: 'kickoff-test' });
    const loader = new SessionTextLoader(client, platform.clock);
    const loading = loader.appReady();
    platform.clock.advanceBy(8_000);
    expect(await loading).toBe('user_id=0\n');
  });
});
