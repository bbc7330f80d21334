import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WatchedReads } from './watched-reads';

let platform: TestPlatform;
let reads: WatchedReads;
/** The answers of the reads, in the order they began; each waits until the test lets it answer. */
let pending: Array<{ answer: () => void; current: () => boolean }>;
let shown: number[];

beforeEach(() => {
  platform = createTestPlatform();
  pending = [];
  shown = [];
  reads = new WatchedReads(platform.clock, 1_000, () => {
    const current = reads.begin();
    const index = pending.length;
    return new Promise<void>((resolve) => {
      pending.push({
        current,
        answer: () => {
          if (current()) shown.push(index);
          resolve();
        },
      });
    });
  });
});
afterEach(() => expect(platform.clock.pendingTimerCount()).toBe(0));

describe('WatchedReads (a page read live on the Clock, the latest read wins)', () => {
  it('reads at once and every interval while watched, and not after the stop', () => {
    const stop = reads.watch();
    expect(pending).toHaveLength(1);
    platform.clock.advanceBy(999);
    expect(pending).toHaveLength(1);
    platform.clock.advanceBy(1);
    expect(pending).toHaveLength(2);
    platform.clock.advanceBy(2_000);
    expect(pending).toHaveLength(4);
    stop();
    platform.clock.advanceBy(5_000);
    expect(pending).toHaveLength(4);
  });

  it('shows only the answer of the latest read: an earlier one answering late is dropped', () => {
    const stop = reads.watch();
    platform.clock.advanceBy(1_000);
    pending[1]?.answer();
    pending[0]?.answer();
    expect(shown).toEqual([1]);
    stop();
  });

  it('drops an answer that comes after the stop, and a new watch replaces the old one', () => {
    const first = reads.watch();
    const second = reads.watch();
    expect(pending).toHaveLength(2);
    expect(pending[0]?.current()).toBe(false);
    // the first watch's stop no longer stops the reading the second one started
    first();
    platform.clock.advanceBy(1_000);
    expect(pending).toHaveLength(3);
    second();
    pending[2]?.answer();
    expect(shown).toEqual([]);
  });
});
