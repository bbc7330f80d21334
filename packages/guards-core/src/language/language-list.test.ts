import { describe, expect, it } from 'vitest';
import { LANGUAGE_SEGMENT } from '../routes/route-matcher.rules';
import { BUNDLED_LANGUAGE, completeLanguages, fallbackChain, intlLocale, LANGUAGE_TAGS, LANGUAGES, languageInfo, pluralCategories, textDirection } from './language-list';
import { LANGUAGE_NAMES } from './language-names';

describe('the language list (document 001 §2: about 90 languages and regional variants)', () => {
  it('holds about ninety entries, each under a distinct prefix of exactly two lowercase letters (document 000 §2)', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(85);
    const codes = LANGUAGES.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2}$/);
    for (const code of codes) expect(LANGUAGE_SEGMENT.test(code)).toBe(true);
  });

  it('gives each entry an Intl tag that Intl supports and a name in its own script', () => {
    for (const language of LANGUAGES) {
      expect(Intl.getCanonicalLocales(language.locale)).toHaveLength(1);
      expect(language.name.length).toBeGreaterThan(1);
    }
    expect(languageInfo('ar')?.name).toBe('العربية');
    expect(languageInfo('ru')?.name).toBe('Русский');
    expect(languageInfo('ja')?.name).toBe('日本語');
  });

  it('writes Arabic, Persian, Hebrew and Urdu right to left and the rest left to right', () => {
    expect(LANGUAGES.filter((language) => language.direction === 'rtl').map((language) => language.code)).toEqual(['ar', 'fa', 'he', 'ur']);
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('pl')).toBe('ltr');
    expect(textDirection('xx')).toBe('ltr');
  });

  it('bundles British English (en-GB) and falls back to it key by key', () => {
    expect(BUNDLED_LANGUAGE).toBe('en');
    expect(intlLocale('en')).toBe('en-GB');
    expect(fallbackChain('en')).toEqual([]);
    expect(fallbackChain('pl')).toEqual(['en']);
    expect(fallbackChain('br')).toEqual(['pt', 'en']);
    expect(intlLocale('br')).toBe('pt-BR');
    expect(intlLocale('xx')).toBe('en-GB');
  });

  it('every regional variant falls back to a language of the list', () => {
    for (const language of LANGUAGES.filter((item) => item.fallback !== undefined)) expect(languageInfo(language.fallback ?? '')).toBeDefined();
  });

  it('reads the plural categories from Intl.PluralRules', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('pl')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
    expect(pluralCategories('fa')).toEqual(['one', 'other']);
  });

  it('declares English complete', () => {
    expect(completeLanguages()).toContain('en');
  });

  it('keeps the names apart from what a page routes and formats with (issue 20: the browser reads the tags only)', () => {
    for (const tag of LANGUAGE_TAGS) expect(Object.keys(tag).sort()).toEqual(tag.fallback === undefined ? ['code', 'complete', 'direction', 'locale'] : ['code', 'complete', 'direction', 'fallback', 'locale']);
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual(LANGUAGE_TAGS.map((tag) => tag.code).sort());
    expect(LANGUAGES).toEqual(LANGUAGE_TAGS.map((tag) => ({ ...tag, name: LANGUAGE_NAMES[tag.code]?.[0], englishName: LANGUAGE_NAMES[tag.code]?.[1] })));
    expect(languageInfo('ar')).toEqual({ code: 'ar', locale: 'ar', direction: 'rtl', complete: true, name: 'العربية', englishName: 'Arabic' });
    expect(languageInfo('br')).toEqual({ code: 'br', locale: 'pt-BR', direction: 'ltr', complete: false, fallback: 'pt', name: LANGUAGE_NAMES['br']?.[0], englishName: LANGUAGE_NAMES['br']?.[1] });
  });
});
