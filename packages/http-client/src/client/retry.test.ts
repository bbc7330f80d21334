import { ApiError } from '@kickoff/contracts';
import { SimulatedClock } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { isTransient, retryDelayMs, sleep } from './retry';

describe('retry delays: 1000 ms doubled each time, with jitter (document 001 §9)', () => {
  it.each([
    [0, 0.5, 1000],
    [1, 0.5, 2000],
    [2, 0.5, 4000],
    [0, 0, 800],
    [2, 0.999_999, 4800],
  ])('retry %i with random %d waits %i ms', (index, random, delayMs) => {
    expect(retryDelayMs(index, () => random)).toBe(delayMs);
  });

  it.each([
    [0, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [499, false],
    [451, false],
  ])('status %i is transient: %s', (status, transient) => {
    expect(isTransient(new ApiError(status, { code: 'x', messageKey: 'main_error' }))).toBe(transient);
  });

  it('sleeps on the clock and rejects with 499 when aborted', async () => {
    const clock = new SimulatedClock(0);
    let done = false;
    const waiting = sleep(clock, 1000, undefined, 'test').then(() => {
      done = true;
    });
    clock.advanceBy(999);
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advanceBy(1);
    await waiting;
    expect(done).toBe(true);
    const controller = new AbortController();
    const aborted = sleep(clock, 1000, controller.signal, 'test');
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ status: 499, code: 'request_cancelled' });
    expect(clock.pendingTimerCount()).toBe(0);
  });
});
