import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

// English is bundled; every other locale is its own chunk, loaded when the language is chosen.
const lazyLocales = import.meta.glob<{ default: Record<string, string> }>(['./locales/*.json', '!./locales/en.json']);

/** The languages with a locale bundle of the shell's keys (en bundled, the others lazily loaded). */
export const LOCALE_LANGUAGES: readonly string[] = ['en', ...Object.keys(lazyLocales).map((path) => path.replace(/^.*\/(\w+)\.json$/, '$1'))];

/** Starts i18next with the bundled English dictionary; English is the fallback of every key. */
export async function createI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Switches language, loading its bundle first. A language without a bundle, or whose bundle
 * fails to load, shows the English texts (the fallback) rather than a blank screen.
 */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    const loader = lazyLocales[`./locales/${language}.json`];
    if (loader) {
      try {
        const bundle = await loader();
        instance.addResourceBundle(language, 'translation', bundle.default, true, false);
      } catch {
        // a failed chunk keeps English rather than a blank screen
      }
    }
  }
  if (instance.language !== language) await instance.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Adds the route's dictionaries from the API (document 001 §7) over the bundled texts of a language. */
export function applyDictionaries(instance: i18n, language: string, dictionaries: ReadonlyArray<Readonly<Record<string, string>>>): void {
  for (const entries of dictionaries) instance.addResourceBundle(language, 'translation', entries, true, true);
}
