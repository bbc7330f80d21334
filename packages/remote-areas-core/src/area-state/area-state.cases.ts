import { AreaState } from './area-state.rules';

const { notExist, error, loading, ready } = AreaState;

/** Every ordered pair of distinct states with the verdict of document 000 §4. */
export const areaMoveCases: ReadonlyArray<{ from: AreaState; to: AreaState; allowed: boolean }> = [
  { from: notExist, to: loading, allowed: true },
  { from: notExist, to: ready, allowed: true },
  { from: notExist, to: error, allowed: false },
  { from: error, to: loading, allowed: true },
  { from: error, to: notExist, allowed: true },
  { from: error, to: ready, allowed: false },
  { from: loading, to: error, allowed: true },
  { from: loading, to: ready, allowed: true },
  { from: loading, to: notExist, allowed: true },
  { from: ready, to: notExist, allowed: true },
  { from: ready, to: loading, allowed: false },
  { from: ready, to: error, allowed: false },
  { from: notExist, to: notExist, allowed: false },
  { from: ready, to: ready, allowed: false },
];

/** Retry waits: 1000 ms first, doubling, 3 retries (document 000 §4, document 001 §9). */
export const retryDelayCases: ReadonlyArray<{ retryNumber: number; delayMs: number | null }> = [
  { retryNumber: 1, delayMs: 1000 },
  { retryNumber: 2, delayMs: 2000 },
  { retryNumber: 3, delayMs: 4000 },
  { retryNumber: 4, delayMs: null },
  { retryNumber: 0, delayMs: null },
];

/** Manual reload once per second (document 000 §4). */
export const manualReloadCases: ReadonlyArray<{ lastReloadAtMs: number | null; nowMs: number; allowed: boolean }> = [
  { lastReloadAtMs: null, nowMs: 0, allowed: true },
  { lastReloadAtMs: 10_000, nowMs: 10_999, allowed: false },
  { lastReloadAtMs: 10_000, nowMs: 11_000, allowed: true },
  { lastReloadAtMs: 10_000, nowMs: 10_500, allowed: false },
];

/** What the area's place shows (document 000 §4: error block, preloader while retrying). */
export const areaDisplayCases: ReadonlyArray<{ state: AreaState; retryPending: boolean; display: string }> = [
  { state: ready, retryPending: false, display: 'content' },
  { state: loading, retryPending: false, display: 'preloader' },
  { state: error, retryPending: true, display: 'preloader' },
  { state: error, retryPending: false, display: 'error' },
  { state: notExist, retryPending: false, display: 'nothing' },
];
