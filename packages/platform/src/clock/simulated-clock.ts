import type { Clock, TimerHandle } from './clock.types';

interface ScheduledTimer {
  timerId: number;
  dueAt: number;
  intervalMs: number | null;
  callback: () => void;
}

/**
 * A clock that moves only when told to. `advanceBy(ms)` runs every timer that falls due, in the
 * order of due time and then of scheduling, with `now()` set to each timer's due time while it runs;
 * timers scheduled by a running callback run in the same advance when they fall due inside it.
 */
export class SimulatedClock implements Clock {
  private current: number;
  private nextId = 1;
  private readonly timers = new Map<number, ScheduledTimer>();

  /** @param startMs the starting time in epoch milliseconds (default 2026-01-01T00:00:00Z). */
  constructor(startMs = Date.UTC(2026, 0, 1)) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    return this.schedule(callback, delayMs, null);
  }

  setInterval(callback: () => void, intervalMs: number): TimerHandle {
    return this.schedule(callback, intervalMs, Math.max(1, intervalMs));
  }

  clearTimeout(handle: TimerHandle | undefined): void {
    if (handle) this.timers.delete(handle.timerId);
  }

  clearInterval(handle: TimerHandle | undefined): void {
    if (handle) this.timers.delete(handle.timerId);
  }

  /** Moves time forward by `ms` milliseconds, running due timers in order. */
  advanceBy(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advanceBy needs a finite, non-negative ms, got ${ms}`);
    this.advanceTo(this.current + ms);
  }

  /** Moves time forward to `targetMs` (epoch milliseconds), running due timers in order. */
  advanceTo(targetMs: number): void {
    if (targetMs < this.current) throw new RangeError('a SimulatedClock never goes back');
    for (;;) {
      const next = this.nextDue(targetMs);
      if (!next) break;
      this.current = next.dueAt;
      if (next.intervalMs === null) this.timers.delete(next.timerId);
      else next.dueAt += next.intervalMs;
      next.callback();
    }
    this.current = targetMs;
  }

  /** Runs timers until none is left, up to `limit` runs (intervals would otherwise never end). */
  runAll(limit = 10_000): void {
    for (let runs = 0; runs < limit; runs++) {
      const next = this.nextDue(Number.POSITIVE_INFINITY);
      if (!next) return;
      this.advanceTo(next.dueAt);
    }
    throw new Error(`SimulatedClock.runAll stopped after ${limit} runs`);
  }

  /** How many timers are scheduled: a disposed service leaves 0 behind. */
  pendingTimerCount(): number {
    return this.timers.size;
  }

  private schedule(callback: () => void, delayMs: number, intervalMs: number | null): TimerHandle {
    const timerId = this.nextId++;
    const safeDelay = Number.isFinite(delayMs) && delayMs > 0 ? delayMs : 0;
    this.timers.set(timerId, { timerId, dueAt: this.current + safeDelay, intervalMs, callback });
    return { timerId };
  }

  private nextDue(limitMs: number): ScheduledTimer | undefined {
    let best: ScheduledTimer | undefined;
    for (const timer of this.timers.values()) {
      if (timer.dueAt > limitMs) continue;
      if (!best || timer.dueAt < best.dueAt || (timer.dueAt === best.dueAt && timer.timerId < best.timerId)) best = timer;
    }
    return best;
  }
}
