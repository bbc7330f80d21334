// Writes a .br and a .gz twin beside every text asset of the build (issue 20), at the highest
// levels, so the API serves them precompressed with no work per request. Small files stay as they are,
// and so does the server render's bundle (`server/`, the API's own, never served: about 60 % of the
// build's text, the larger part of this step's time).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1_024;
const root = process.argv[2] ?? 'dist';

/** The folder of the server render's bundle (vite.ssr.config.ts); the API serves nothing under it. */
const SERVER_BUNDLE = 'server';

function* files(dir, top = true) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!(top && name === SERVER_BUNDLE)) yield* files(path, false);
    } else yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const path of files(root)) {
  if (!TEXT.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  raw += content.length;
  brotli += br.length;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`);
