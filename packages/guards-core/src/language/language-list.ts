/**
 * The site's languages and regional variants (document 001 §2: "about 90 languages and regional
 * variants; en-GB is bundled"). Each is routable under its prefix of exactly two lowercase letters
 * (document 000 §2). A language's prefix is its ISO 639-1 code; a regional variant takes a
 * country-style prefix (as the spec itself names some languages by country codes: document 000 §9
 * KZ, UA), never one that another entry uses. `locale` is the BCP 47 tag given to Intl (dates,
 * numbers, money, plural rules); `fallback` is the bundle a missing key is taken from before English.
 */
import { LANGUAGE_NAMES } from './language-names';

export type TextDirection = 'ltr' | 'rtl';

/**
 * A language as a page routes, formats and translates it: everything but its names (issue 20: the
 * browser's pages read these only; `LanguageInfo` adds the names, `language-names.ts`).
 */
export interface LanguageTag {
  /** The URL prefix and the name of the locale bundle (two lowercase letters). */
  readonly code: string;
  /** The BCP 47 tag Intl formats with. */
  readonly locale: string;
  readonly direction: TextDirection;
  /** The bundle a key missing here is read from before English (regional variants only). */
  readonly fallback?: string;
  /**
   * Declared complete: its bundle has every key of English with the same placeholders and every
   * plural form its Intl plural categories ask for (`pnpm i18n:report` fails otherwise).
   */
  readonly complete: boolean;
}

export interface LanguageInfo extends LanguageTag {
  /** The language's name in its own script. */
  readonly name: string;
  readonly englishName: string;
}

/** The language every key falls back to (document 001 §9); its bundle ships in the first chunk. */
export const BUNDLED_LANGUAGE = 'en';

const ltr = (code: string, locale: string, complete = false, fallback?: string): LanguageTag =>
  fallback === undefined ? { code, locale, direction: 'ltr', complete } : { code, locale, direction: 'ltr', complete, fallback };
const rtl = (code: string, locale: string, complete = false): LanguageTag => ({ code, locale, direction: 'rtl', complete });

/** The list's languages in its order, without their names. */
export const LANGUAGE_TAGS: readonly LanguageTag[] = [
  ltr('en', 'en-GB', true),
  ltr('ru', 'ru', true),
  ltr('de', 'de', true),
  ltr('es', 'es', true),
  ltr('pt', 'pt-PT', true),
  ltr('tr', 'tr', true),
  ltr('uk', 'uk', true),
  ltr('kk', 'kk', true),
  ltr('az', 'az', true),
  ltr('fr', 'fr', true),
  ltr('it', 'it', true),
  ltr('pl', 'pl', true),
  rtl('ar', 'ar', true),
  rtl('fa', 'fa', true),
  rtl('he', 'he'),
  rtl('ur', 'ur', true),
  ltr('ro', 'ro', true),
  ltr('el', 'el', true),
  ltr('hi', 'hi'),
  ltr('ja', 'ja', true),
  ltr('ko', 'ko', true),
  ltr('zh', 'zh-CN', true),
  ltr('id', 'id', true),
  ltr('vi', 'vi', true),
  ltr('th', 'th', true),
  ltr('nl', 'nl', true),
  ltr('sv', 'sv', true),
  ltr('no', 'nb', true),
  ltr('da', 'da', true),
  ltr('fi', 'fi', true),
  ltr('cs', 'cs', true),
  ltr('sk', 'sk', true),
  ltr('hu', 'hu', true),
  ltr('bg', 'bg', true),
  ltr('sr', 'sr-Cyrl'),
  ltr('hr', 'hr', true),
  ltr('bs', 'bs'),
  ltr('sl', 'sl', true),
  ltr('mk', 'mk', true),
  ltr('sq', 'sq', true),
  ltr('lt', 'lt', true),
  ltr('lv', 'lv', true),
  ltr('et', 'et', true),
  ltr('be', 'be'),
  ltr('ka', 'ka', true),
  ltr('hy', 'hy', true),
  ltr('uz', 'uz', true),
  ltr('ky', 'ky'),
  ltr('tg', 'tg'),
  ltr('mn', 'mn'),
  ltr('bn', 'bn', true),
  ltr('ta', 'ta'),
  ltr('te', 'te'),
  ltr('mr', 'mr'),
  ltr('gu', 'gu'),
  ltr('kn', 'kn'),
  ltr('ml', 'ml'),
  ltr('pa', 'pa'),
  ltr('ne', 'ne'),
  ltr('si', 'si'),
  ltr('ms', 'ms', true),
  ltr('tl', 'fil'),
  ltr('km', 'km'),
  ltr('lo', 'lo'),
  ltr('my', 'my'),
  ltr('sw', 'sw'),
  ltr('am', 'am'),
  ltr('ha', 'ha'),
  ltr('yo', 'yo'),
  ltr('ig', 'ig'),
  ltr('zu', 'zu'),
  ltr('af', 'af'),
  ltr('so', 'so'),
  ltr('ca', 'ca'),
  ltr('eu', 'eu'),
  ltr('gl', 'gl'),
  ltr('is', 'is'),
  ltr('ga', 'ga'),
  ltr('mt', 'mt'),
  ltr('cy', 'cy'),
  ltr('lb', 'lb'),
  // regional variants: a country-style prefix; a missing key comes from the language, then English
  ltr('us', 'en-US', false, 'en'),
  ltr('au', 'en-AU', false, 'en'),
  ltr('ke', 'en-KE', false, 'en'),
  ltr('ng', 'en-NG', false, 'en'),
  ltr('br', 'pt-BR', false, 'pt'),
  ltr('mx', 'es-MX', false, 'es'),
  ltr('co', 'es-CO', false, 'es'),
  ltr('pe', 'es-PE', false, 'es'),
  ltr('cl', 'es-CL', false, 'es'),
  ltr('at', 'de-AT', false, 'de'),
  ltr('ch', 'de-CH', false, 'de'),
  ltr('tw', 'zh-TW', false, 'zh'),
  ltr('hk', 'zh-HK', false, 'zh'),
  ltr('rs', 'sr-Latn', false, 'sr'),
];

/** The list's languages with their names (`LANGUAGE_NAMES`), in its order. */
export const LANGUAGES: readonly LanguageInfo[] = /* @__PURE__ */ LANGUAGE_TAGS.map((tag) => {
  const [name, englishName] = LANGUAGE_NAMES[tag.code] ?? [tag.code, tag.code];
  return { ...tag, name, englishName };
});

const BY_CODE: ReadonlyMap<string, LanguageTag> = new Map(LANGUAGE_TAGS.map((language) => [language.code, language]));

/** The entry of a prefix with its names, or undefined for a code the list does not have. */
export function languageInfo(code: string): LanguageInfo | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/** The writing direction of a language (left to right for a code the list does not have). */
export function textDirection(code: string): TextDirection {
  return BY_CODE.get(code)?.direction ?? 'ltr';
}

/** The BCP 47 tag Intl formats a language with (English's for a code the list does not have). */
export function intlLocale(code: string): string {
  return BY_CODE.get(code)?.locale ?? 'en-GB';
}

/**
 * The bundles a missing key is looked up in, in order (document 001 §9: English last): a regional
 * variant's language first, then English.
 */
export function fallbackChain(code: string): string[] {
  const chain: string[] = [];
  let next = BY_CODE.get(code)?.fallback;
  while (next !== undefined && next !== BUNDLED_LANGUAGE && !chain.includes(next)) {
    chain.push(next);
    next = BY_CODE.get(next)?.fallback;
  }
  if (code !== BUNDLED_LANGUAGE) chain.push(BUNDLED_LANGUAGE);
  return chain;
}

/** The plural categories a language's texts need, as Intl.PluralRules gives them (always ending with `other`). */
export function pluralCategories(code: string): Intl.LDMLPluralRule[] {
  const order: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const categories = new Intl.PluralRules(intlLocale(code)).resolvedOptions().pluralCategories;
  return order.filter((category) => categories.includes(category));
}

/** The languages declared complete. */
export function completeLanguages(): string[] {
  return LANGUAGE_TAGS.filter((language) => language.complete).map((language) => language.code);
}
