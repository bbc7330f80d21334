import { intlLocale } from '@kickoff/guards-core/languages';
import { MemoryBootData } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { createI18n, LOCALE_LANGUAGES, switchLanguage } from './i18n';

describe('language bundles (issue 18)', () => {
  it('speaks Polish plurals through Intl plural rules: 1 rynek, 2 rynki, 5 rynków, 22 rynki', async () => {
    const i18n = await createI18n();
    await switchLanguage(i18n, 'pl');
    expect([1, 2, 5, 22, 25].map((count) => i18n.t('betting_all_markets', { count }))).toEqual(['1 rynek', '2 rynki', '5 rynków', '22 rynki', '25 rynków']);
    expect(document.documentElement.lang).toBe('pl');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('writes Arabic right to left with its six plural forms', async () => {
    const i18n = await createI18n();
    await switchLanguage(i18n, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('betting_all_markets', { count }))).toEqual(['لا توجد أسواق', 'سوق واحد', 'سوقان', '3 أسواق', '11 سوقًا', '100 سوق']);
    expect(i18n.t('main_live')).toBe('مباشر');
  });

  it('falls back key by key: a regional variant to its language, a language without a bundle (Swahili) to English', async () => {
    const i18n = await createI18n();
    await switchLanguage(i18n, 'br');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.t('main_live')).toBe((await import('./locales/pt.json')).default.main_live);
    await switchLanguage(i18n, 'sw');
    expect(i18n.t('main_live')).toBe('Live');
    expect(document.documentElement.lang).toBe('sw');
  });

  it('loads every language on demand, English too (issue 20), and starts in the page\'s language with its texts', async () => {
    expect(LOCALE_LANGUAGES[0]).toBe('en');
    expect(LOCALE_LANGUAGES).toEqual(expect.arrayContaining(['ar', 'fa', 'pl', 'de']));
    const polish = await createI18n('pl');
    expect(polish.language).toBe('pl');
    expect(polish.t('main_live')).toBe((await import('./locales/pl.json')).default.main_live);
    const english = await createI18n();
    expect(english.t('main_live')).toBe('Live');
    expect(document.documentElement.lang).toBe('en-GB');
  });
});

describe('the dictionary inlined in the served page (issue 20)', () => {
  it("takes the page language's dictionary from the boot data: no bundle is loaded", async () => {
    const boot = new MemoryBootData({ 'dictionary:de': { main_live: 'Live (aus der Seite)' } });
    const i18n = await createI18n('de', boot);
    expect(i18n.t('main_live')).toBe('Live (aus der Seite)');
    // only what the page carried: the German bundle was not loaded over it
    expect(i18n.getResource(intlLocale('de'), 'translation', 'main_error')).toBeUndefined();
    expect(boot.has('dictionary:de')).toBe(false);
  });

  it('loads the bundle without boot data or when the part is malformed', async () => {
    const german = (await import('./locales/de.json')).default;
    expect((await createI18n('de')).t('main_live')).toBe(german.main_live);
    for (const part of [['main_live'], { main_live: 5 }, 'text']) {
      const i18n = await createI18n('de', new MemoryBootData({ 'dictionary:de': part }));
      expect(i18n.t('main_live')).toBe(german.main_live);
      expect(i18n.getResource(intlLocale('de'), 'translation', 'main_error')).toBe(german.main_error);
    }
  });
});

describe("the page's start in tasks (issue 20)", () => {
  it("starts i18next in one task and takes the page's dictionary in the next, with the same texts", async () => {
    const english = (await import('./locales/en.json')).default;
    const dictionary = { main_live: 'Live (from the page)', main_error: english.main_error };
    const boot = new MemoryBootData({ 'dictionary:en': dictionary });
    const steps: boolean[] = [];
    // each end of a task notes whether the page's dictionary was taken by then
    const nextTask = async () => void steps.push(!boot.has('dictionary:en'));
    const split = await createI18n('en', boot, nextTask);
    expect(steps).toEqual([false]);
    expect(boot.has('dictionary:en')).toBe(false);
    const whole = await createI18n('en', new MemoryBootData({ 'dictionary:en': dictionary }));
    expect([split.language, split.t('main_live'), split.t('main_error')]).toEqual([whole.language, 'Live (from the page)', english.main_error]);
    expect(split.t('betting_all_markets', { count: 2 })).toBe(whole.t('betting_all_markets', { count: 2 }));
  });
});
