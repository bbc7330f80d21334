/**
 * The spec names some languages by country-style codes (document 000 §9: AZ, KZ, UA, RU) where this
 * site uses ISO 639-1 (kk for Kazakh, uk for Ukrainian). Maps a site language to the spec's code.
 */
const SPEC_CODE_OF_SITE_LANGUAGE: Readonly<Record<string, string>> = { kk: 'kz', uk: 'ua' };

export function specLanguageCode(language: string): string {
  return SPEC_CODE_OF_SITE_LANGUAGE[language] ?? language;
}
