import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

// English is bundled; every other locale is its own chunk, loaded when the language is chosen.
const lazyLocales = import.meta.glob<{ default: Record<string, string> }>(['./locales/*.json', '!./locales/en.json']);

/** Starts i18next with the bundled English dictionary. */
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

/** Switches language, loading its bundle first; a missing bundle falls back to English. */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    const loader = lazyLocales[`./locales/${language}.json`];
    if (loader) {
      try {
        const bundle = await loader();
        instance.addResourceBundle(language, 'translation', bundle.default, true, true);
      } catch {
        // a failed chunk keeps English rather than a blank screen
      }
    }
  }
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}
