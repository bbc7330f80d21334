/**
 * `pnpm i18n:report`: prints, per language of the list, the keys its bundle has, what it misses,
 * its placeholder and plural faults; exits non-zero when a language declared complete is not, when
 * a bundle has no language in the list, or when a declared language has no bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fallbackChain, LANGUAGES, pluralCategories } from '../../packages/guards-core/src/language/language-list';
import { type Bundle, checkBundle, isComplete } from './check';

const localesDir = resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');
const read = (code: string): Bundle => JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')) as Bundle;
const files = new Set(readdirSync(localesDir).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)));
const english = read('en');
const failures: string[] = [];
const notes: string[] = [];

for (const code of files) if (!LANGUAGES.some((language) => language.code === code)) failures.push(`${code}.json: no language ${code} in the language list`);

const rows: string[][] = [['code', 'language', 'declared', 'keys', 'missing', 'placeholders', 'plurals', 'extra', 'state']];
let bundled = 0;
let complete = 0;
for (const language of LANGUAGES) {
  if (!files.has(language.code)) {
    rows.push([language.code, language.englishName, language.complete ? 'complete' : '-', '0', '-', '-', '-', '-', `no bundle: ${fallbackChain(language.code).join(', then ')}`]);
    if (language.complete) failures.push(`${language.code}: declared complete but has no bundle`);
    continue;
  }
  bundled += 1;
  const report = checkBundle(english, read(language.code), pluralCategories(language.code));
  const ok = isComplete(report);
  if (ok) complete += 1;
  rows.push([
    language.code,
    language.englishName,
    language.complete ? 'complete' : '-',
    String(report.keys),
    String(report.missing.length),
    String(report.placeholders.length),
    String(report.plurals.length),
    String(report.extra.length),
    ok ? 'complete' : 'incomplete',
  ]);
  if (report.extra.length > 0) notes.push(`${language.code}: keys English no longer has (not read; remove them): ${report.extra.slice(0, 8).join(', ')}`);
  if (language.complete && !ok) {
    const detail = (label: string, keys: string[]) => (keys.length > 0 ? ` ${label}: ${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ` (+${keys.length - 8})` : ''};` : '');
    failures.push(`${language.code}: declared complete but${detail('missing', report.missing)}${detail('placeholders differ', report.placeholders)}${detail('plural forms missing', report.plurals)}`);
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
console.log(`\n${LANGUAGES.length} languages, ${bundled} with a bundle, ${complete} complete; English has ${Object.keys(english).length} keys.`);
if (notes.length > 0) for (const note of notes) console.log(`note: ${note}`);
if (failures.length > 0) {
  console.error(`\ni18n report: ${failures.length} fault(s)`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
