import { RemoteViewData, RemoteViewHeaders } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

let api: TestApi;
const JSON_RENDER = { [RemoteViewHeaders.renderMode.name]: 'json', [RemoteViewHeaders.apiVersion.name]: 'v2' };
const view = async (path: string) => RemoteViewData.parse(await (await fetch(`${api.baseUrl}/web-api/remote-view${path}`, { headers: JSON_RENDER })).json());

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('promotions per language (issue 18: CMS pages per language with a stated fallback)', () => {
  it('serves the promotions in German, Polish and Arabic, with links in the same language', async () => {
    const german = await view('/promotions-content/de/promotions');
    expect(german.title).toBe('Aktionen');
    expect(german.body).toContain('href="/de/promotions/welcome-bonus"');
    expect((await view('/promotions-content/pl/promotions/welcome-bonus')).title).toBe('Bonus powitalny: 100 % do 100 EUR');
    expect((await view('/promotions-content/ar/promotions/accumulator-boost')).title).toBe('تعزيز الإكسبريس');
  });

  it('falls back to English for a language the page does not have (document 001 §9: the fallback language is en)', async () => {
    expect((await view('/promotions-content/ja/promotions')).title).toBe('Promotions');
  });
});
