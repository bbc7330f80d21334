import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, startTestApi, type TestApi } from '../testing';

let api: TestApi;
let webDist: string;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => ({ index, name: `row ${index}` })))};`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'kickoff-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Kickoff</title><div id="root"></div>');
  // What the build writes (scripts/precompress.mjs): the asset, its .br and .gz twins, its source map.
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js.map'), '{"version":3}');
  api = await startTestApi({ settings: { webDist } });
});
afterAll(async () => {
  await api?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding: string) => rawGet(api.baseUrl, path, acceptEncoding);

describe('compression and caching (issue 20)', () => {
  it('serves an asset\'s precompressed brotli twin, immutable, and gzip to a client without brotli', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1a2b3c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('never serves a source map', async () => {
    expect((await get('/assets/app-1a2b3c.js.map', 'identity')).status).toBe(404);
  });

  it('compresses JSON answers over 1 KB and leaves small ones as they are', async () => {
    const config = await get('/bff-api/config/all.json?lang=en', 'br');
    expect(config.status).toBe(200);
    expect(config.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(config.body).toString())).toHaveProperty('siteName');
    const health = await get('/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
