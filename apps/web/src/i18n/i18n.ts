import { BUNDLED_LANGUAGE, fallbackChain, intlLocale, LANGUAGES, textDirection } from '@kickoff/guards-core/languages';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

type Bundle = Record<string, string>;

// English (en-GB, document 001 §2) is bundled; every other locale is its own chunk, loaded when the
// language is chosen (a dynamic import per language).
const lazyLocales = import.meta.glob<{ default: Bundle }>(['./locales/*.json', '!./locales/en.json']);

/** The languages with a locale bundle of the shell's keys (en bundled, the others lazily loaded). */
export const LOCALE_LANGUAGES: readonly string[] = [BUNDLED_LANGUAGE, ...Object.keys(lazyLocales).map((path) => path.replace(/^.*\/(\w+)\.json$/, '$1'))];

/**
 * i18next knows a language by its Intl tag (`pt-BR`, `en-GB`), so its plural rules are the
 * language's own (the site prefix `br` is not Breton); a missing key is read from the language's
 * fallback chain (a regional variant's language, then English: document 001 §9).
 */
const FALLBACKS: Record<string, string[]> = Object.fromEntries(LANGUAGES.map((language) => [language.locale, fallbackChain(language.code).map(intlLocale)]));

/** Starts i18next with the bundled English dictionary; English is the fallback of every key. */
export async function createI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  const english = intlLocale(BUNDLED_LANGUAGE);
  await instance.use(initReactI18next).init({
    lng: english,
    fallbackLng: { ...FALLBACKS, default: [english] },
    load: 'currentOnly',
    resources: { [english]: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Loads a language's bundle once. A missing bundle is a module-not-found (document 001 §2): the
 * language then shows its fallback chain's texts key by key rather than a blank screen.
 */
async function loadBundle(instance: i18n, code: string): Promise<void> {
  const tag = intlLocale(code);
  if (instance.hasResourceBundle(tag, 'translation')) return;
  const loader = lazyLocales[`./locales/${code}.json`];
  if (!loader) return;
  try {
    const bundle = await loader();
    instance.addResourceBundle(tag, 'translation', bundle.default, true, false);
  } catch {
    // a failed chunk keeps the fallback texts rather than a blank screen
  }
}

/**
 * Switches language (a site prefix such as `de`, `ar`, `br`), loading its bundle and those of its
 * fallback chain first; sets the document's language and writing direction (`dir="rtl"` for
 * Arabic, Persian, Hebrew and Urdu).
 */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  const chain = fallbackChain(language).filter((code) => code !== BUNDLED_LANGUAGE);
  await Promise.all([language, ...chain].map((code) => loadBundle(instance, code)));
  const tag = intlLocale(language);
  if (instance.language !== tag) await instance.changeLanguage(tag);
  document.documentElement.lang = tag;
  document.documentElement.dir = textDirection(language);
}

/** Adds the route's dictionaries from the API (document 001 §7) over the bundled texts of a language. */
export function applyDictionaries(instance: i18n, language: string, dictionaries: ReadonlyArray<Readonly<Record<string, string>>>): void {
  for (const entries of dictionaries) instance.addResourceBundle(intlLocale(language), 'translation', entries, true, true);
}
