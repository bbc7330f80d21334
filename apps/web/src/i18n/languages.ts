/**
 * The spec names some languages by country-style codes (document 000 §9: AZ, KZ, UA, RU) where this
 * site uses ISO 639-1 (kk for Kazakh, uk for Ukrainian). Maps a site language to the spec's code.
 */
const SPEC_CODE_OF_SITE_LANGUAGE: Readonly<Record<string, string>> = { kk: 'kz', uk: 'ua' };

export function specLanguageCode(language: string): string {
  return SPEC_CODE_OF_SITE_LANGUAGE[language] ?? language;
}

/**
 * The language of a page path: its first segment when that is exactly two lowercase letters
 * (document 000 §2), else undefined. Every API request carries it (`X-Language`), so the feed
 * names sports, leagues and markets in the language of the page on screen.
 */
export function languageOfPath(pathname: string): string | undefined {
  return /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
}
