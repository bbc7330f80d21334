import { BUNDLED_LANGUAGE, fallbackChain, intlLocale, LANGUAGE_TAGS, textDirection } from '@kickoff/guards-core/languages';
import { bootRecord, type BootData } from '@kickoff/platform';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Bundle = Record<string, string>;

// Every locale is its own chunk, loaded when its language is shown (a dynamic import per language;
// issue 20: the first page carries only its own language's dictionary). English (en-GB, document
// 001 §2) is the fallback of every key: awaited when it is the page's language or the language has
// no bundle of its own, else loaded behind the page's own.
const localeBundles = import.meta.glob<{ default: Bundle }>('./locales/*.json');
const codeOfPath = (path: string): string => path.replace(/^.*\/(\w+)\.json$/, '$1');

/** The languages with a locale bundle of the shell's keys (English first). */
export const LOCALE_LANGUAGES: readonly string[] = [BUNDLED_LANGUAGE, ...Object.keys(localeBundles).map(codeOfPath).filter((code) => code !== BUNDLED_LANGUAGE)];

/**
 * i18next knows a language by its Intl tag (`pt-BR`, `en-GB`), so its plural rules are the
 * language's own (the site prefix `br` is not Breton); a missing key is read from the language's
 * fallback chain (a regional variant's language, then English: document 001 §9).
 */
const FALLBACKS: Record<string, string[]> = Object.fromEntries(LANGUAGE_TAGS.map((language) => [language.locale, fallbackChain(language.code).map(intlLocale)]));

/**
 * Starts i18next in `language` (the page's, English when the path names none), its dictionary
 * loaded before anything is drawn; English is the fallback of every key. `nextTask`, when given,
 * ends the current task between i18next's start and the dictionary's loading (issue 20: together
 * they were one task of 60-80 ms at 4x CPU in the page's start).
 */
export async function createI18n(language: string = BUNDLED_LANGUAGE, boot?: BootData, nextTask?: () => Promise<void>): Promise<i18n> {
  const instance = i18next.createInstance();
  if (boot) bootDictionaries.set(instance, boot);
  const english = intlLocale(BUNDLED_LANGUAGE);
  await instance.use(initReactI18next).init({
    lng: english,
    fallbackLng: { ...FALLBACKS, default: [english] },
    load: 'currentOnly',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (nextTask) await nextTask();
  await switchLanguage(instance, language);
  return instance;
}

/** The served page's boot data of an instance (issue 20: its language's dictionary comes inlined). */
const bootDictionaries = new WeakMap<i18n, BootData>();

/** The page's dictionary of a language, once, when it is an object of texts (else the bundle is loaded). */
function bootDictionary(instance: i18n, code: string): Bundle | undefined {
  const entries = bootRecord(bootDictionaries.get(instance)?.take(`dictionary:${code}`));
  if (!entries || !Object.values(entries).every((value) => typeof value === 'string')) return undefined;
  return entries as Bundle;
}

/**
 * Loads a language's bundle once (from the page's boot data when it carries it). A missing bundle is a module-not-found (document 001 §2): the
 * language then shows its fallback chain's texts key by key rather than a blank screen.
 */
async function loadBundle(instance: i18n, code: string): Promise<void> {
  const tag = intlLocale(code);
  if (instance.hasResourceBundle(tag, 'translation')) return;
  const booted = bootDictionary(instance, code);
  if (booted) {
    // issue 20: the language has no texts yet (checked above, nothing awaited since): a shallow
    // merge of the page's dictionary, not a deep one of a copy (~50 ms at 4x CPU in the start)
    instance.addResourceBundle(tag, 'translation', booted, false, false, { silent: false, skipCopy: true });
    return;
  }
  const loader = localeBundles[`./locales/${code}.json`];
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
  const ownBundle = Object.hasOwn(localeBundles, `./locales/${language}.json`);
  const awaited = language === BUNDLED_LANGUAGE || !ownBundle ? [language, ...chain, BUNDLED_LANGUAGE] : [language, ...chain];
  await Promise.all(awaited.map((code) => loadBundle(instance, code)));
  // A complete language needs no English; it still comes, behind, for a key a bundle may lack.
  if (!awaited.includes(BUNDLED_LANGUAGE)) void loadBundle(instance, BUNDLED_LANGUAGE);
  const tag = intlLocale(language);
  if (instance.language !== tag) await instance.changeLanguage(tag);
  // issue 20: the server render has no document (the API writes the page's lang and dir).
  if (typeof document === 'undefined') return;
  // issue 20: written only when they change: writing `lang` (even the same value) makes the browser
  // match every element's :lang() again, a style recalculation and layout of the whole page (about
  // 170 ms at 4x CPU on a phone's home), and this runs at start and again after the hydration. The
  // server writes the site's code (`en`), which names the same language as its tag (`en-GB`).
  const root = document.documentElement;
  const dir = textDirection(language);
  if (root.lang !== tag && root.lang !== language) root.lang = tag;
  if (root.dir !== dir) root.dir = dir;
}

/** Adds the route's dictionaries from the API (document 001 §7) over the bundled texts of a language. */
export function applyDictionaries(instance: i18n, language: string, dictionaries: ReadonlyArray<Readonly<Record<string, string>>>): void {
  for (const entries of dictionaries) instance.addResourceBundle(intlLocale(language), 'translation', entries, true, true);
}
