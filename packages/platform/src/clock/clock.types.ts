import type { ServiceIdentifier } from 'inversify';

/** An opaque handle of a scheduled timer, given back to `clearTimeout` / `clearInterval`. */
export interface TimerHandle {
  readonly timerId: number;
}

/**
 * Time as a port: the current time in epoch milliseconds and the timer functions.
 * Core packages take time only from here, so tests drive it with a `SimulatedClock`.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Runs `callback` once after `delayMs` milliseconds. */
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  /** Runs `callback` every `intervalMs` milliseconds until cleared. */
  setInterval(callback: () => void, intervalMs: number): TimerHandle;
  /** Cancels a timeout; unknown or already-run handles are ignored. */
  clearTimeout(handle: TimerHandle | undefined): void;
  /** Cancels an interval; unknown handles are ignored. */
  clearInterval(handle: TimerHandle | undefined): void;
}

/** Container identifier of the `Clock`. */
export const Clock = Symbol.for('Clock') as ServiceIdentifier<Clock>;
