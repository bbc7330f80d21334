import { startTestApi, type TestApi } from '@kickoff/api/testing';
import { ApiError } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxiosHttpTransport } from '../transport/http-transport';
import { HttpSiteConfigApi } from './http-site-config-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('HttpSiteConfigApi against the running API', () => {
  it('loads and parses the site configuration', async () => {
    const client = new HttpSiteConfigApi(new AxiosHttpTransport({ baseUrl: api.baseUrl }));
    const config = await client.getSiteConfig('en');
    expect(config.siteName).toBe('Kickoff');
    expect(config.defaultLanguage).toBe('en');
  });

  it('rejects with the server error as an ApiError', async () => {
    const client = new HttpSiteConfigApi(new AxiosHttpTransport({ baseUrl: api.baseUrl }));
    const failure = await client.getSiteConfig('xx').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'unsupported_language' });
  });

  it('reports a cancelled call with status 499 and an unreachable server with status 0', async () => {
    const client = new HttpSiteConfigApi(new AxiosHttpTransport({ baseUrl: api.baseUrl }));
    const controller = new AbortController();
    controller.abort();
    await expect(client.getSiteConfig('en', controller.signal)).rejects.toMatchObject({ status: 499, code: 'request_cancelled' });
    const nowhere = new HttpSiteConfigApi(new AxiosHttpTransport({ baseUrl: 'http://127.0.0.1:9' }));
    await expect(nowhere.getSiteConfig('en')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
