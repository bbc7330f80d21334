import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding, SharedBody } from './precompressed';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, else sends the body as it is', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
  });

  it('follows the weights: q=0 refuses a coding, a higher weight wins, * covers the codings not named', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1, gzip;q=1')).toBe('br');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0, *')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
  });
});

describe('SharedBody', () => {
  const text = JSON.stringify({ games: Array.from({ length: 200 }, (_unused, id) => ({ id, name: `game ${id}`, coef: 1.5 })) });

  it('compresses once per encoding and every caller gets the same bytes, which decode to the body', async () => {
    const body = new SharedBody(text);
    const [first, second] = await Promise.all([body.bytes('br'), body.bytes('br')]);
    expect(first).toBe(second);
    expect(brotliDecompressSync(first).toString('utf8')).toBe(text);
    const gz = await body.bytes('gzip');
    expect(gunzipSync(gz).toString('utf8')).toBe(text);
    expect(first.length).toBeLessThan(body.raw.length / 4);
    expect((await body.bytes('identity')).toString('utf8')).toBe(text);
  });
});
