import { FALLBACK_LANGUAGE, type SiteLanguage } from '@kickoff/contracts';

/** The cookie whose presence makes guest-hidden languages available (document 001 §5). */
export const UA_COOKIE_NAME = 'ua';

/**
 * The languages a visitor may use (document 001 §5): every site language, except those hidden
 * from unauthorised users when no `ua` cookie exists.
 */
export function availableLanguages(languages: readonly SiteLanguage[], hasUaCookie: boolean): string[] {
  return languages.filter((language) => hasUaCookie || !language.hiddenForGuests).map((language) => language.code);
}

/**
 * The language to use (document 001 §5): the candidate when it is available; otherwise the
 * site's default language when that is available; otherwise `en` (document 001 §9).
 */
export function resolveLanguage(candidate: string | null | undefined, available: readonly string[], defaultLanguage: string | null | undefined): string {
  if (candidate && available.includes(candidate)) return candidate;
  if (defaultLanguage && available.includes(defaultLanguage)) return defaultLanguage;
  return FALLBACK_LANGUAGE;
}

/** What the URL's language calls for. */
export type LanguageDecision = { kind: 'keep'; language: string } | { kind: 'redirect'; language: string };

/**
 * The URL language rule (document 000 §2, document 001 §2 and §5): a URL without a language
 * prefix goes to the prefix of the stored language (resolved as above); a prefix that is not
 * available goes to the resolved language; an available prefix is kept.
 */
export function decideUrlLanguage(input: {
  urlLanguage: string | null;
  storedLanguage: string | null;
  languages: readonly SiteLanguage[];
  defaultLanguage: string;
  hasUaCookie: boolean;
}): LanguageDecision {
  const available = availableLanguages(input.languages, input.hasUaCookie);
  if (input.urlLanguage === null) return { kind: 'redirect', language: resolveLanguage(input.storedLanguage, available, input.defaultLanguage) };
  if (available.includes(input.urlLanguage)) return { kind: 'keep', language: input.urlLanguage };
  return { kind: 'redirect', language: resolveLanguage(input.storedLanguage, available, input.defaultLanguage) };
}

/** Languages whose maintenance page shows the Russian text (document 000 §9, document 001 §8). */
export const RUSSIAN_MAINTENANCE_LANGUAGES: readonly string[] = ['az', 'kz', 'ua', 'ru'];

/**
 * The language of the maintenance text (document 000 §9): Russian for AZ, KZ, UA and RU, English
 * otherwise ('403 ERROR' with 'Maintenance underway').
 */
export function maintenanceTextLanguage(language: string): 'ru' | 'en' {
  return RUSSIAN_MAINTENANCE_LANGUAGES.includes(language) ? 'ru' : 'en';
}
