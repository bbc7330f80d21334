import { RemoteViewData, RemoteViewHeaders } from '@kickoff/contracts';
import { completeLanguages } from '@kickoff/guards-core/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { SEED_PAGES } from './content.pages';

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

  it('serves every promotion and the information page in every complete language', async () => {
    for (const code of completeLanguages()) {
      for (const path of ['promotions', 'promotions/welcome-bonus', 'promotions/accumulator-boost', 'bonuses', 'offers', 'betting-awards']) {
        const page = SEED_PAGES.find((candidate) => candidate.path === path);
        expect(page?.texts[code], `${path} in ${code}`).toBeDefined();
      }
      for (const path of ['information', 'information/about', 'information/contacts', 'information/howbet', 'information/rules/1', 'information/payment', 'information/responsiblegaming']) {
        expect(SEED_PAGES.find((candidate) => candidate.path === path)?.texts[code], `${path} in ${code}`).toBeDefined();
      }
    }
    expect((await view('/promotions-content/ja/promotions')).title).toBe('プロモーション');
    const greek = await view('/information-content/el/information');
    expect(greek.title).toBe('Πληροφορίες');
    expect(greek.body).toContain('href="/el/information/about"');
    // a summary names the authoritative English text and links to it
    const about = await view('/information-content/ja/information/about');
    expect(about.title).toBe('会社概要');
    expect(about.body).toContain('英語の本文が正文です');
    expect(about.body).toContain('href="/en/information/about"');
  });

  it('falls back from a regional variant to its language, then to English (document 001 §9: the fallback language is en)', async () => {
    expect((await view('/promotions-content/br/promotions')).title).toBe('Promoções');
    expect((await view('/promotions-content/mx/promotions/welcome-bonus')).title).toBe('Bono de bienvenida: 100 % hasta 100 EUR');
    expect((await view('/promotions-content/hi/promotions')).title).toBe('Promotions');
    expect((await view('/information-content/ja/information/taxation')).title).toBe('税金');
    expect((await view('/information-content/ja/information/consent')).title).toBe('データ処理への同意');
    expect((await view('/information-content/hi/information/about')).title).toBe('About us');
  });
});
