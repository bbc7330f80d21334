import { MemoryKeyValueStore, SimulatedClock } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { AD_BLOCK_DETECT_DELAY_MS, AD_BLOCK_NOTICE_CLOSED_KEY, AdBlockNoticeService, type AdBlockProbe } from './ad-block.service';

function aProbe(hidden: boolean): AdBlockProbe & { planted: number; removed: number } {
  const probe = {
    planted: 0,
    removed: 0,
    plant() {
      probe.planted++;
      return { isHidden: () => hidden, remove: () => void probe.removed++ };
    },
  };
  return probe;
}

describe('AdBlockNoticeService (document 000 §8)', () => {
  it('shows the notice when the blocker hid the bait, after the detection delay', () => {
    const clock = new SimulatedClock(0);
    const probe = aProbe(true);
    const notice = new AdBlockNoticeService(probe, clock, new MemoryKeyValueStore());
    notice.start();
    clock.advanceBy(AD_BLOCK_DETECT_DELAY_MS - 1);
    expect(notice.detected).toBe(false);
    clock.advanceBy(1);
    expect(notice.detected).toBe(true);
    expect(probe.removed).toBe(1);
  });

  it('shows nothing without a blocker', () => {
    const clock = new SimulatedClock(0);
    const notice = new AdBlockNoticeService(aProbe(false), clock, new MemoryKeyValueStore());
    notice.start();
    clock.advanceBy(AD_BLOCK_DETECT_DELAY_MS);
    expect(notice.detected).toBe(false);
  });

  it('stays closed for the session once closed', () => {
    const clock = new SimulatedClock(0);
    const store = new MemoryKeyValueStore();
    const probe = aProbe(true);
    const notice = new AdBlockNoticeService(probe, clock, store);
    notice.start();
    clock.advanceBy(AD_BLOCK_DETECT_DELAY_MS);
    notice.close();
    expect(notice.detected).toBe(false);
    expect(store.get(AD_BLOCK_NOTICE_CLOSED_KEY)).toBe('1');
    const again = new AdBlockNoticeService(probe, clock, store);
    again.start();
    expect(probe.planted).toBe(1);
  });

  it('gives the timer and the bait back on dispose', () => {
    const clock = new SimulatedClock(0);
    const probe = aProbe(true);
    const notice = new AdBlockNoticeService(probe, clock, new MemoryKeyValueStore());
    notice.start();
    notice.dispose();
    expect(clock.pendingTimerCount()).toBe(0);
    expect(probe.removed).toBe(1);
  });
});
