// The scripts of the served page as the build writes them (issue 20): the entry and the
// modulepreload list of `index.html`, which every route loads before it runs, with the gzip size
// of each file and of each library's own bytes (read from the build's hidden source maps). Unlike
// `BENCH_ONLY=js`, which counts what a browser fetched until the route showed (so an area
// prefetched at idle or a chunk a first call loads counts when it lands early), this figure needs
// no server and does not move with the machine's load.
//
//   node bench/served-scripts.mjs [dist folder, default ./dist] [extra asset file names...]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { codeByLibrary } from './js-size.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const extra = process.argv.slice(3);
const gzipKb = (text) => gzipSync(text, { level: 9 }).length / 1024;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...new Set([...[...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]), ...extra])];
const rows = [];
const libraries = new Map();
for (const file of files) {
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  rows.push({ file, gzip: gzipKb(code) });
  for (const [library, text] of codeByLibrary(file, code, dist)) libraries.set(library, (libraries.get(library) ?? '') + text);
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`scripts of ${join(dist, 'index.html')}: ${files.length} files, ${total.toFixed(1)} KB gzip`);
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${row.gzip.toFixed(1).padStart(6)} KB  ${row.file}`);
const byLibrary = [...libraries].map(([name, text]) => ({ name, gzip: gzipKb(text) })).sort((a, b) => b.gzip - a.gzip);
console.log(`by library (gzip of its own bytes): ${byLibrary.map((entry) => `${entry.name} ${entry.gzip.toFixed(1)}`).join(', ')}`);
