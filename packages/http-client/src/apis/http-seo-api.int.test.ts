import { startTestApi, type TestApi } from '@kickoff/api/testing';
import { ApiError, SeoApi } from '@kickoff/contracts';
import { createTestPlatform, platformModule } from '@kickoff/platform';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClientModule } from '../http-client.module';
import { MemorySessionCookies } from '../transport/http-transport';

let api: TestApi;
let container: Container;

beforeAll(async () => {
  const platform = createTestPlatform(Date.UTC(2026, 10, 22, 12));
  api = await startTestApi({ clock: platform.clock, settings: { publicOrigin: 'https://kickoff.test' } });
  container = new Container();
  container.load(platformModule(platform), httpClientModule({ baseUrl: api.baseUrl, cookies: new MemorySessionCookies(), random: () => 0.5 }));
});
afterAll(async () => {
  await api?.close();
});

describe('HttpSeoApi against the API (document 001 §7 SEO calls)', () => {
  it('reads a page’s SEO data in its language', async () => {
    const data = await container.get(SeoApi).getPageData('de', '/de/promotions');
    expect(data.page.title).toBe('Aktionen und Boni | Kickoff');
    expect(data.canonical).toBe('https://kickoff.test/de/promotions');
    expect(data.alternates.at(-1)).toMatchObject({ hreflang: { lang: 'x-default', href: 'https://kickoff.test/en/promotions' } });
  });

  it('rejects with the API’s code for a language the site does not have', async () => {
    const failure = await container.get(SeoApi).getPageData('xx', '/xx').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('unsupported_language');
  });
});
