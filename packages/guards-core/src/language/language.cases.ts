import type { SiteLanguage } from '@kickoff/contracts';

/** en, ru and de for everyone; tr hidden from guests without the ua cookie (document 001 §5). */
export const siteLanguages: readonly SiteLanguage[] = [
  { code: 'en', name: 'English', hiddenForGuests: false },
  { code: 'ru', name: 'Русский', hiddenForGuests: false },
  { code: 'de', name: 'Deutsch', hiddenForGuests: false },
  { code: 'tr', name: 'Türkçe', hiddenForGuests: true },
];

/** Document 001 §5: in the available list, else the default, else en. */
export const resolveLanguageCases: ReadonlyArray<{ name: string; candidate: string | null; hasUaCookie: boolean; defaultLanguage: string | null; expected: string }> = [
  { name: 'available candidate', candidate: 'de', hasUaCookie: false, defaultLanguage: 'ru', expected: 'de' },
  { name: 'guest-hidden without ua cookie falls to the default', candidate: 'tr', hasUaCookie: false, defaultLanguage: 'ru', expected: 'ru' },
  { name: 'guest-hidden with the ua cookie', candidate: 'tr', hasUaCookie: true, defaultLanguage: 'ru', expected: 'tr' },
  { name: 'unknown candidate to the default', candidate: 'fr', hasUaCookie: false, defaultLanguage: 'de', expected: 'de' },
  { name: 'no candidate to the default', candidate: null, hasUaCookie: false, defaultLanguage: 'de', expected: 'de' },
  { name: 'no default: en', candidate: 'fr', hasUaCookie: false, defaultLanguage: null, expected: 'en' },
  { name: 'hidden default without cookie: en', candidate: null, hasUaCookie: false, defaultLanguage: 'tr', expected: 'en' },
];

/** URL language decisions (document 000 §2: no prefix goes to the stored language's prefix). */
export const urlLanguageCases: ReadonlyArray<{ urlLanguage: string | null; storedLanguage: string | null; hasUaCookie: boolean; expected: { kind: string; language: string } }> = [
  { urlLanguage: null, storedLanguage: 'de', hasUaCookie: false, expected: { kind: 'redirect', language: 'de' } },
  { urlLanguage: null, storedLanguage: null, hasUaCookie: false, expected: { kind: 'redirect', language: 'en' } },
  { urlLanguage: 'ru', storedLanguage: 'de', hasUaCookie: false, expected: { kind: 'keep', language: 'ru' } },
  { urlLanguage: 'tr', storedLanguage: 'de', hasUaCookie: false, expected: { kind: 'redirect', language: 'de' } },
  { urlLanguage: 'tr', storedLanguage: null, hasUaCookie: true, expected: { kind: 'keep', language: 'tr' } },
  { urlLanguage: 'xx', storedLanguage: 'tr', hasUaCookie: false, expected: { kind: 'redirect', language: 'en' } },
];

/** Document 000 §9: the Russian maintenance text for AZ, KZ, UA and RU. */
export const maintenanceLanguageCases: ReadonlyArray<{ language: string; expected: 'ru' | 'en' }> = [
  { language: 'az', expected: 'ru' },
  { language: 'kz', expected: 'ru' },
  { language: 'ua', expected: 'ru' },
  { language: 'ru', expected: 'ru' },
  { language: 'en', expected: 'en' },
  { language: 'de', expected: 'en' },
];
