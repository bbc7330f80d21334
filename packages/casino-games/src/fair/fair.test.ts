import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairStream, hashServerSeed, roundDigestHex } from './fair';
import { hmacSha256, sha256, toHex, utf8Bytes } from './sha256';

describe('the provably fair source', () => {
  it('computes SHA-256 of the FIPS 180-4 examples', () => {
    expect(toHex(sha256(utf8Bytes('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(sha256(utf8Bytes('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('computes HMAC-SHA256 of RFC 4231 test case 2', () => {
    expect(toHex(hmacSha256(utf8Bytes('Jefe'), utf8Bytes('what do ya want for nothing?')))).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('agrees with an independent implementation on any seeds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ maxLength: 100 }), fc.nat(), (serverSeed, clientSeed, nonce) => {
        expect(hashServerSeed(serverSeed)).toBe(createHash('sha256').update(serverSeed, 'utf8').digest('hex'));
        expect(roundDigestHex({ serverSeed, clientSeed, nonce })).toBe(createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`, 'utf8').digest('hex'));
      }),
      { numRuns: 200 },
    );
  });

  it('reads the digest as eight numbers of four bytes, then the next block', () => {
    const input = { serverSeed: 'server', clientSeed: 'client', nonce: 3 };
    const stream = fairStream(input);
    const digest = Buffer.from(roundDigestHex(input), 'hex');
    for (let i = 0; i < 8; i++) expect(stream.next()).toBe(digest.readUInt32BE(i * 4) / 2 ** 32);
    expect(stream.next()).toBe(Buffer.from(roundDigestHex(input, 1), 'hex').readUInt32BE(0) / 2 ** 32);
  });
});
