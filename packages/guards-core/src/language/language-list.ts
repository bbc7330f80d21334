/**
 * The site's languages and regional variants (document 001 §2: "about 90 languages and regional
 * variants; en-GB is bundled"). Each is routable under its prefix of exactly two lowercase letters
 * (document 000 §2). A language's prefix is its ISO 639-1 code; a regional variant takes a
 * country-style prefix (as the spec itself names some languages by country codes: document 000 §9
 * KZ, UA), never one that another entry uses. `locale` is the BCP 47 tag given to Intl (dates,
 * numbers, money, plural rules); `fallback` is the bundle a missing key is taken from before English.
 */
export type TextDirection = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** The URL prefix and the name of the locale bundle (two lowercase letters). */
  readonly code: string;
  /** The BCP 47 tag Intl formats with. */
  readonly locale: string;
  /** The language's name in its own script. */
  readonly name: string;
  readonly englishName: string;
  readonly direction: TextDirection;
  /** The bundle a key missing here is read from before English (regional variants only). */
  readonly fallback?: string;
  /**
   * Declared complete: its bundle has every key of English with the same placeholders and every
   * plural form its Intl plural categories ask for (`pnpm i18n:report` fails otherwise).
   */
  readonly complete: boolean;
}

/** The language every key falls back to (document 001 §9); its bundle ships in the first chunk. */
export const BUNDLED_LANGUAGE = 'en';

const ltr = (code: string, locale: string, name: string, englishName: string, complete = false, fallback?: string): LanguageInfo =>
  fallback === undefined ? { code, locale, name, englishName, direction: 'ltr', complete } : { code, locale, name, englishName, direction: 'ltr', complete, fallback };
const rtl = (code: string, locale: string, name: string, englishName: string, complete = false): LanguageInfo => ({ code, locale, name, englishName, direction: 'rtl', complete });

export const LANGUAGES: readonly LanguageInfo[] = [
  ltr('en', 'en-GB', 'English', 'English', true),
  ltr('ru', 'ru', 'Русский', 'Russian', true),
  ltr('de', 'de', 'Deutsch', 'German', true),
  ltr('es', 'es', 'Español', 'Spanish', true),
  ltr('pt', 'pt-PT', 'Português', 'Portuguese', true),
  ltr('tr', 'tr', 'Türkçe', 'Turkish', true),
  ltr('uk', 'uk', 'Українська', 'Ukrainian', true),
  ltr('kk', 'kk', 'Қазақша', 'Kazakh', true),
  ltr('az', 'az', 'Azərbaycan', 'Azerbaijani', true),
  ltr('fr', 'fr', 'Français', 'French', true),
  ltr('it', 'it', 'Italiano', 'Italian', true),
  ltr('pl', 'pl', 'Polski', 'Polish', true),
  rtl('ar', 'ar', 'العربية', 'Arabic', true),
  rtl('fa', 'fa', 'فارسی', 'Persian', true),
  rtl('he', 'he', 'עברית', 'Hebrew'),
  rtl('ur', 'ur', 'اردو', 'Urdu', true),
  ltr('ro', 'ro', 'Română', 'Romanian', true),
  ltr('el', 'el', 'Ελληνικά', 'Greek', true),
  ltr('hi', 'hi', 'हिन्दी', 'Hindi'),
  ltr('ja', 'ja', '日本語', 'Japanese', true),
  ltr('ko', 'ko', '한국어', 'Korean', true),
  ltr('zh', 'zh-CN', '中文（简体）', 'Chinese (Simplified)', true),
  ltr('id', 'id', 'Bahasa Indonesia', 'Indonesian', true),
  ltr('vi', 'vi', 'Tiếng Việt', 'Vietnamese', true),
  ltr('th', 'th', 'ไทย', 'Thai', true),
  ltr('nl', 'nl', 'Nederlands', 'Dutch', true),
  ltr('sv', 'sv', 'Svenska', 'Swedish', true),
  ltr('no', 'nb', 'Norsk bokmål', 'Norwegian', true),
  ltr('da', 'da', 'Dansk', 'Danish', true),
  ltr('fi', 'fi', 'Suomi', 'Finnish', true),
  ltr('cs', 'cs', 'Čeština', 'Czech', true),
  ltr('sk', 'sk', 'Slovenčina', 'Slovak', true),
  ltr('hu', 'hu', 'Magyar', 'Hungarian', true),
  ltr('bg', 'bg', 'Български', 'Bulgarian', true),
  ltr('sr', 'sr-Cyrl', 'Српски', 'Serbian'),
  ltr('hr', 'hr', 'Hrvatski', 'Croatian', true),
  ltr('bs', 'bs', 'Bosanski', 'Bosnian'),
  ltr('sl', 'sl', 'Slovenščina', 'Slovenian', true),
  ltr('mk', 'mk', 'Македонски', 'Macedonian', true),
  ltr('sq', 'sq', 'Shqip', 'Albanian', true),
  ltr('lt', 'lt', 'Lietuvių', 'Lithuanian', true),
  ltr('lv', 'lv', 'Latviešu', 'Latvian', true),
  ltr('et', 'et', 'Eesti', 'Estonian', true),
  ltr('be', 'be', 'Беларуская', 'Belarusian'),
  ltr('ka', 'ka', 'ქართული', 'Georgian', true),
  ltr('hy', 'hy', 'Հայերեն', 'Armenian', true),
  ltr('uz', 'uz', 'Oʻzbekcha', 'Uzbek', true),
  ltr('ky', 'ky', 'Кыргызча', 'Kyrgyz'),
  ltr('tg', 'tg', 'Тоҷикӣ', 'Tajik'),
  ltr('mn', 'mn', 'Монгол', 'Mongolian'),
  ltr('bn', 'bn', 'বাংলা', 'Bengali', true),
  ltr('ta', 'ta', 'தமிழ்', 'Tamil'),
  ltr('te', 'te', 'తెలుగు', 'Telugu'),
  ltr('mr', 'mr', 'मराठी', 'Marathi'),
  ltr('gu', 'gu', 'ગુજરાતી', 'Gujarati'),
  ltr('kn', 'kn', 'ಕನ್ನಡ', 'Kannada'),
  ltr('ml', 'ml', 'മലയാളം', 'Malayalam'),
  ltr('pa', 'pa', 'ਪੰਜਾਬੀ', 'Punjabi'),
  ltr('ne', 'ne', 'नेपाली', 'Nepali'),
  ltr('si', 'si', 'සිංහල', 'Sinhala'),
  ltr('ms', 'ms', 'Bahasa Melayu', 'Malay', true),
  ltr('tl', 'fil', 'Filipino', 'Filipino'),
  ltr('km', 'km', 'ខ្មែរ', 'Khmer'),
  ltr('lo', 'lo', 'ລາວ', 'Lao'),
  ltr('my', 'my', 'မြန်မာ', 'Burmese'),
  ltr('sw', 'sw', 'Kiswahili', 'Swahili'),
  ltr('am', 'am', 'አማርኛ', 'Amharic'),
  ltr('ha', 'ha', 'Hausa', 'Hausa'),
  ltr('yo', 'yo', 'Yorùbá', 'Yoruba'),
  ltr('ig', 'ig', 'Igbo', 'Igbo'),
  ltr('zu', 'zu', 'isiZulu', 'Zulu'),
  ltr('af', 'af', 'Afrikaans', 'Afrikaans'),
  ltr('so', 'so', 'Soomaali', 'Somali'),
  ltr('ca', 'ca', 'Català', 'Catalan'),
  ltr('eu', 'eu', 'Euskara', 'Basque'),
  ltr('gl', 'gl', 'Galego', 'Galician'),
  ltr('is', 'is', 'Íslenska', 'Icelandic'),
  ltr('ga', 'ga', 'Gaeilge', 'Irish'),
  ltr('mt', 'mt', 'Malti', 'Maltese'),
  ltr('cy', 'cy', 'Cymraeg', 'Welsh'),
  ltr('lb', 'lb', 'Lëtzebuergesch', 'Luxembourgish'),
  // regional variants: a country-style prefix; a missing key comes from the language, then English
  ltr('us', 'en-US', 'English (US)', 'English (United States)', false, 'en'),
  ltr('au', 'en-AU', 'English (Australia)', 'English (Australia)', false, 'en'),
  ltr('ke', 'en-KE', 'English (Kenya)', 'English (Kenya)', false, 'en'),
  ltr('ng', 'en-NG', 'English (Nigeria)', 'English (Nigeria)', false, 'en'),
  ltr('br', 'pt-BR', 'Português (Brasil)', 'Portuguese (Brazil)', false, 'pt'),
  ltr('mx', 'es-MX', 'Español (México)', 'Spanish (Mexico)', false, 'es'),
  ltr('co', 'es-CO', 'Español (Colombia)', 'Spanish (Colombia)', false, 'es'),
  ltr('pe', 'es-PE', 'Español (Perú)', 'Spanish (Peru)', false, 'es'),
  ltr('cl', 'es-CL', 'Español (Chile)', 'Spanish (Chile)', false, 'es'),
  ltr('at', 'de-AT', 'Deutsch (Österreich)', 'German (Austria)', false, 'de'),
  ltr('ch', 'de-CH', 'Deutsch (Schweiz)', 'German (Switzerland)', false, 'de'),
  ltr('tw', 'zh-TW', '中文（繁體）', 'Chinese (Traditional)', false, 'zh'),
  ltr('hk', 'zh-HK', '中文（香港）', 'Chinese (Hong Kong)', false, 'zh'),
  ltr('rs', 'sr-Latn', 'Srpski (latinica)', 'Serbian (Latin)', false, 'sr'),
];

const BY_CODE: ReadonlyMap<string, LanguageInfo> = new Map(LANGUAGES.map((language) => [language.code, language]));

/** The entry of a prefix, or undefined for a code the list does not have. */
export function languageInfo(code: string): LanguageInfo | undefined {
  return BY_CODE.get(code);
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
  return LANGUAGES.filter((language) => language.complete).map((language) => language.code);
}
