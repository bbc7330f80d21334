import { describe, expect, it } from 'vitest';
import { PlacingRequestId } from '@kickoff/contracts';
import { RandomPlacingIdSource, uuidFromRandomBytes } from './placing-id';

describe('placing ids', () => {
  it('are distinct UUIDs the placing contract accepts', () => {
    const source = new RandomPlacingIdSource();
    const ids = new Set(Array.from({ length: 100 }, () => source.next()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(PlacingRequestId.safeParse(id).success).toBe(true);
  });

  it('builds a version-4 UUID from random bytes where randomUUID is missing (plain-http pages)', () => {
    expect(uuidFromRandomBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromRandomBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
