import { describe, expect, it } from 'vitest';
import { maintenanceLanguageCases, resolveLanguageCases, siteLanguages, urlLanguageCases } from './language.cases';
import { availableLanguages, decideUrlLanguage, maintenanceTextLanguage, resolveLanguage } from './language.rules';

describe('language rules (document 001 §5)', () => {
  it('excludes guest-hidden languages without the ua cookie', () => {
    expect(availableLanguages(siteLanguages, false)).toEqual(['en', 'ru', 'de']);
    expect(availableLanguages(siteLanguages, true)).toEqual(['en', 'ru', 'de', 'tr']);
  });

  it.each(resolveLanguageCases)('$name -> $expected', ({ candidate, hasUaCookie, defaultLanguage, expected }) => {
    expect(resolveLanguage(candidate, availableLanguages(siteLanguages, hasUaCookie), defaultLanguage)).toBe(expected);
  });

  it.each(urlLanguageCases)('url $urlLanguage stored $storedLanguage ua $hasUaCookie', ({ urlLanguage, storedLanguage, hasUaCookie, expected }) => {
    expect(decideUrlLanguage({ urlLanguage, storedLanguage, hasUaCookie, languages: siteLanguages, defaultLanguage: 'en' })).toEqual(expected);
  });

  it.each(maintenanceLanguageCases)('maintenance text for $language is $expected', ({ language, expected }) => {
    expect(maintenanceTextLanguage(language)).toBe(expected);
  });
});
