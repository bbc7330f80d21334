import type { Clock, TimerHandle } from '@kickoff/platform';

/** A clock the development controls can move forward: the simulated clock of tests, or `ShiftableClock`. */
export interface AdvanceableClock extends Clock {
  advanceBy(ms: number): void;
}

/** Whether `clock` can be moved forward by the development controls. */
export function isAdvanceable(clock: Clock): clock is AdvanceableClock {
  return typeof (clock as Partial<AdvanceableClock>).advanceBy === 'function';
}

/**
 * The server's clock in a running process: another clock (the system's) plus an offset that only
 * `POST /dev-api/clock/advance` grows, so a limit's approval window, a session's expiry or a token's
 * life can be passed on a development server without waiting. Timers run on the inner clock.
 */
export class ShiftableClock implements AdvanceableClock {
  private offsetMs = 0;

  constructor(private readonly inner: Clock) {}

  now(): number {
    return this.inner.now() + this.offsetMs;
  }

  /** Moves the time forward by `ms` (never back). */
  advanceBy(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advanceBy needs a finite, non-negative ms, got ${ms}`);
    this.offsetMs += ms;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    return this.inner.setTimeout(callback, delayMs);
  }

  setInterval(callback: () => void, intervalMs: number): TimerHandle {
    return this.inner.setInterval(callback, intervalMs);
  }

  clearTimeout(handle: TimerHandle | undefined): void {
    this.inner.clearTimeout(handle);
  }

  clearInterval(handle: TimerHandle | undefined): void {
    this.inner.clearInterval(handle);
  }
}
