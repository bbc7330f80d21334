import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTaskOf } from './next-task';
import { SimulatedClock } from './simulated-clock';
import { SystemClock } from './system-clock';

describe('SimulatedClock', () => {
  it('runs due timers in order of due time, then of scheduling', () => {
    const clock = new SimulatedClock(1_000);
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => seen.push(`c@${clock.now()}`), 200);
    clock.advanceBy(150);
    expect(seen).toEqual(['a@1100']);
    clock.advanceBy(50);
    expect(seen).toEqual(['a@1100', 'b@1200', 'c@1200']);
    expect(clock.now()).toBe(1_200);
  });

  it('repeats intervals and runs timers scheduled inside an advance', () => {
    const clock = new SimulatedClock(0);
    const ticks: number[] = [];
    const handle = clock.setInterval(() => {
      ticks.push(clock.now());
      if (ticks.length === 2) clock.setTimeout(() => ticks.push(-clock.now()), 5);
    }, 30);
    clock.advanceBy(100);
    expect(ticks).toEqual([30, 60, -65, 90]);
    clock.clearInterval(handle);
    clock.advanceBy(100);
    expect(ticks).toHaveLength(4);
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it('cancels timeouts and never goes back', () => {
    const clock = new SimulatedClock(0);
    const fn = vi.fn();
    const handle = clock.setTimeout(fn, 10);
    clock.clearTimeout(handle);
    clock.advanceBy(20);
    expect(fn).not.toHaveBeenCalled();
    expect(() => clock.advanceTo(5)).toThrow(RangeError);
    expect(() => clock.advanceBy(Number.NaN)).toThrow(RangeError);
  });

  it('runAll drains timeouts', () => {
    const clock = new SimulatedClock(0);
    const fn = vi.fn();
    clock.setTimeout(fn, 5_000);
    clock.setTimeout(fn, 60_000);
    clock.runAll();
    expect(fn).toHaveBeenCalledTimes(2);
    expect(clock.now()).toBe(60_000);
  });
});

describe('nextTaskOf', () => {
  it('resumes in a later task of the clock, not in the same one', async () => {
    const clock = new SimulatedClock(0);
    let resumed = false;
    void nextTaskOf(clock).then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    expect(clock.pendingTimerCount()).toBe(1);
    clock.advanceBy(0);
    await Promise.resolve();
    expect(resumed).toBe(true);
  });
});

describe('SystemClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the globals at call time, so fake timers drive it', () => {
    vi.useFakeTimers({ now: 5_000 });
    const clock = new SystemClock();
    const fn = vi.fn();
    clock.setTimeout(fn, 100);
    const interval = clock.setInterval(fn, 50);
    expect(clock.now()).toBe(5_000);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(3);
    clock.clearInterval(interval);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
