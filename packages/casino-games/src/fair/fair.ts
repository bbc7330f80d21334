import { hmacSha256, sha256, toHex, utf8Bytes } from './sha256';

/**
 * The provably fair random source (issue 17): every number of a round comes from
 * HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${block}`), block 0, 1, 2, ...
 * Each 32-byte digest gives eight numbers in [0, 1), each from four bytes read big-endian and
 * divided by 2^32. The server commits to SHA-256(server seed) before play and reveals the seed when
 * the player rotates it, so anyone can recompute every past round.
 */

/** The seeds and counter that decide one round. */
export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  /** The round's number under this server seed, from 0. */
  nonce: number;
}

/** The hex SHA-256 of a server seed: the commitment shown before play. */
export function hashServerSeed(serverSeed: string): string {
  return toHex(sha256(utf8Bytes(serverSeed)));
}

/** The hex HMAC of one block of a round (for showing on the verify page). */
export function roundDigestHex(input: FairInput, block = 0): string {
  return toHex(hmacSha256(utf8Bytes(input.serverSeed), utf8Bytes(`${input.clientSeed}:${input.nonce}:${block}`)));
}

/** A stream of uniform numbers in [0, 1) of one round; draws are consumed in order. */
export interface RandomStream {
  /** The next number in [0, 1). */
  next(): number;
  /** The next integer in [0, n). */
  nextInt(n: number): number;
}

/** The provably fair stream of a round. */
export function fairStream(input: FairInput): RandomStream {
  const key = utf8Bytes(input.serverSeed);
  let block = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let offset = 32;
  const next = (): number => {
    if (offset >= 32) {
      bytes = hmacSha256(key, utf8Bytes(`${input.clientSeed}:${input.nonce}:${block}`));
      block++;
      offset = 0;
    }
    const value = (((bytes[offset] as number) << 24) | ((bytes[offset + 1] as number) << 16) | ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number)) >>> 0;
    offset += 4;
    return value / 0x100000000;
  };
  return { next, nextInt: (n: number) => Math.floor(next() * n) };
}

/** A fast seeded stream (mulberry32) for headless RTP runs and tests; never used for real rounds. */
export function seededStream(seed: number): RandomStream {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
  return { next, nextInt: (n: number) => Math.floor(next() * n) };
}
