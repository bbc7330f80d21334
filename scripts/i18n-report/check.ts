/**
 * The language bundles' completeness check (issue 18): per language the keys it has, the keys of
 * English it misses, the keys whose placeholders ({{x}}) differ from English, and the plural forms
 * its Intl plural categories ask for that it lacks.
 */
export type Bundle = Readonly<Record<string, string>>;
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

const PLURAL_SUFFIXES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export interface LanguageReport {
  /** Keys of the bundle that English has (plural forms counted once per form). */
  keys: number;
  /** Keys English has that the bundle lacks (plural families excepted: see `plurals`). */
  missing: string[];
  /** Keys whose placeholder set differs from English's. */
  placeholders: string[];
  /** Plural forms (`base_few`) the language's categories ask for that the bundle lacks. */
  plurals: string[];
  /** Keys the bundle has that English does not. */
  extra: string[];
}

/** The placeholder names of a text: `{{count}}`, `{{ name }}`, `{{total, number}}` give count, name, total. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^}\s,]+)\s*(?:,[^}]*)?\}\}/g)) names.add(match[1] as string);
  return [...names].sort();
}

/**
 * The plural families of English: a base key `b` for which English has a form `b_one` (or another
 * category but `other`). The base text stands for the `other` form (i18next reads `b` when `b_other`
 * is absent).
 */
export function pluralFamilies(english: Bundle): Set<string> {
  const families = new Set<string>();
  for (const key of Object.keys(english)) {
    const match = /^(.*)_(zero|one|two|few|many)$/.exec(key);
    if (match && (match[1] as string) in english) families.add(match[1] as string);
  }
  return families;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Checks one bundle against English for a language whose plural categories are `categories`. */
export function checkBundle(english: Bundle, bundle: Bundle, categories: readonly PluralCategory[]): LanguageReport {
  const families = pluralFamilies(english);
  const familyForms = new Set<string>();
  for (const base of families) for (const suffix of PLURAL_SUFFIXES) familyForms.add(`${base}_${suffix}`);
  const report: LanguageReport = { keys: 0, missing: [], placeholders: [], plurals: [], extra: [] };

  for (const [key, text] of Object.entries(english)) {
    if (familyForms.has(key) || families.has(key)) continue;
    const own = bundle[key];
    if (own === undefined) {
      report.missing.push(key);
      continue;
    }
    report.keys += 1;
    if (!sameSet(placeholdersOf(own), placeholdersOf(text))) report.placeholders.push(key);
  }

  for (const base of families) {
    const englishOther = placeholdersOf(english[`${base}_other`] ?? (english[base] as string));
    for (const category of categories) {
      const form = category === 'other' ? (bundle[`${base}_other`] ?? bundle[base]) : bundle[`${base}_${category}`];
      const name = category === 'other' && bundle[`${base}_other`] === undefined ? base : `${base}_${category}`;
      if (form === undefined) {
        report.plurals.push(`${base}_${category}`);
        continue;
      }
      report.keys += 1;
      // a form other than `other` may leave the number out (Arabic's dual, "one market"); nothing else may differ
      const own = placeholdersOf(form);
      const expected = category === 'other' ? englishOther : englishOther.filter((item) => item !== 'count' || own.includes('count'));
      if (!sameSet(own, expected)) report.placeholders.push(name);
    }
  }

  for (const key of Object.keys(bundle)) {
    if (key in english) continue;
    const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    if (match && families.has(match[1] as string)) continue;
    report.extra.push(key);
  }
  return report;
}

/**
 * Whether a report shows a complete bundle: nothing missing, no placeholder or plural fault. Keys
 * English no longer has are listed (`extra`) but do not make a bundle incomplete: i18next never
 * reads them, and a key retired from English is removed from the other bundles at leisure.
 */
export function isComplete(report: LanguageReport): boolean {
  return report.missing.length === 0 && report.placeholders.length === 0 && report.plurals.length === 0;
}
