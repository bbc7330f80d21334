// The scripts of the served page as the build writes them (issue 20): the entry and the
// modulepreload list of `index.html`, which every route loads before it runs, with the gzip size
// of each file and of each library's own bytes (read from the build's hidden source maps). Unlike
// `BENCH_ONLY=js`, which counts what a browser fetched until the route showed (so an area
// prefetched at idle or a chunk a first call loads counts when it lands early), this figure needs
// no server and does not move with the machine's load.
//
//   node bench/served-scripts.mjs [dist folder, default ./dist] [extra asset file names...]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { libraryOf } from './js-size.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const extra = process.argv.slice(3);
const BASE64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, index) => [char, index]));
const gzipKb = (text) => gzipSync(text, { level: 9 }).length / 1024;

/** One line of a source map's mappings as [generated column, source index or -1]; `state.source` carries the relative source index across lines. */
function decodeLine(line, state) {
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.get(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length >= 4) {
      state.source += values[1];
      segments.push([column, state.source]);
    } else segments.push([column, -1]);
  }
  return segments;
}

/** The code of one built file by library (bytes no mapping points at are "unmapped": import lists, the bundler's runtime). */
function codeByLibrary(file, code) {
  const byLibrary = new Map();
  const add = (library, text) => byLibrary.set(library, (byLibrary.get(library) ?? '') + text);
  const mapPath = join(dist, 'assets', `${file}.map`);
  if (!existsSync(mapPath)) {
    add('unmapped', code);
    return byLibrary;
  }
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const libraries = map.sources.map(libraryOf);
  const mappingLines = map.mappings.split(';');
  const state = { source: 0 };
  code.split('\n').forEach((line, index) => {
    const segments = decodeLine(mappingLines[index] ?? '', state);
    if (segments.length === 0) {
      add('unmapped', `${line}\n`);
      return;
    }
    if (segments[0][0] > 0) add('unmapped', line.slice(0, segments[0][0]));
    segments.forEach(([column, source], position) => {
      const end = position + 1 < segments.length ? segments[position + 1][0] : line.length;
      add(source >= 0 ? libraries[source] : 'unmapped', line.slice(column, end));
    });
  });
  return byLibrary;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...new Set([...[...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]), ...extra])];
const rows = [];
const libraries = new Map();
for (const file of files) {
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  rows.push({ file, gzip: gzipKb(code) });
  for (const [library, text] of codeByLibrary(file, code)) libraries.set(library, (libraries.get(library) ?? '') + text);
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`scripts of ${join(dist, 'index.html')}: ${files.length} files, ${total.toFixed(1)} KB gzip`);
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${row.gzip.toFixed(1).padStart(6)} KB  ${row.file}`);
const byLibrary = [...libraries].map(([name, text]) => ({ name, gzip: gzipKb(text) })).sort((a, b) => b.gzip - a.gzip);
console.log(`by library (gzip of its own bytes): ${byLibrary.map((entry) => `${entry.name} ${entry.gzip.toFixed(1)}`).join(', ')}`);
