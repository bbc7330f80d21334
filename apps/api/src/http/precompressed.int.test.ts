import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, startTestApi, type TestApi } from '../testing';

// Issue 19 "Memory" / issue 20: a feed body is compressed once per ETag and encoding; every poller
// gets the same bytes (no compression stream per request).

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const get = (path: string, acceptEncoding: string) => rawGet(api.baseUrl, path, acceptEncoding);

describe('feed answers compressed once and shared', () => {
  it('sends the same brotli bytes to two pollers of one version, gzip to a client without brotli, the plain body to one without either', async () => {
    const first = await get('/web-api/feed/v1/sports?section=line', 'gzip, deflate, br');
    const second = await get('/web-api/feed/v1/sports?section=line', 'br');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.etag).toBe(second.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
    const menu = JSON.parse(brotliDecompressSync(first.body).toString('utf8')) as { section: string; sports: unknown[] };
    expect(menu.section).toBe('line');
    expect(menu.sports.length).toBeGreaterThan(0);

    const gz = await get('/web-api/feed/v1/sports?section=line', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(menu);

    const plain = await get('/web-api/feed/v1/sports?section=line', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(menu);
  });
});
