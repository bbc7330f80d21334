import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../clock/simulated-clock';
import { SharedWatch } from './shared-watch';

describe('SharedWatch (one watch for every view that shows the same thing)', () => {
  it('starts with the first watcher and ends with the last; a second stop of one watcher counts once', () => {
    const clock = new SimulatedClock(0);
    let reads = 0;
    const shared = new SharedWatch(() => {
      reads++;
      const timer = clock.setInterval(() => reads++, 1_000);
      return () => clock.clearInterval(timer);
    });
    const first = shared.watch();
    const second = shared.watch();
    expect(reads).toBe(1);
    expect(clock.pendingTimerCount()).toBe(1);
    clock.advanceBy(2_000);
    expect(reads).toBe(3);
    first();
    first();
    expect(shared.isWatched).toBe(true);
    clock.advanceBy(1_000);
    expect(reads).toBe(4);
    second();
    expect(shared.isWatched).toBe(false);
    expect(clock.pendingTimerCount()).toBe(0);
    clock.advanceBy(5_000);
    expect(reads).toBe(4);
    // a later watch starts it again
    const third = shared.watch();
    expect(reads).toBe(5);
    third();
    expect(clock.pendingTimerCount()).toBe(0);
  });
});
