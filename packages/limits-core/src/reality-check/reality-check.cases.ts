import type { RealityCheckAction } from '@kickoff/contracts';
import type { RealityCheckEffects } from './reality-check.rules';

/** Re-evaluation waits: what is left, at most 5 minutes (document 001 §9). */
export const waitCases: ReadonlyArray<{ leftMs: number; waitMs: number }> = [
  { leftMs: 60 * 60_000, waitMs: 300_000 },
  { leftMs: 300_001, waitMs: 300_000 },
  { leftMs: 300_000, waitMs: 300_000 },
  { leftMs: 299_999, waitMs: 299_999 },
  { leftMs: 1, waitMs: 1 },
  { leftMs: 0, waitMs: 0 },
  { leftMs: -5_000, waitMs: 0 },
];

/** The modal's answers (document 001 §4). */
export const effectCases: ReadonlyArray<{ action: RealityCheckAction; doNotShowAgain: boolean; effects: RealityCheckEffects }> = [
  { action: 'continue', doNotShowAgain: false, effects: { restartTimer: true, hide: false, clearStoredTimestamp: false, disconnect: false } },
  { action: 'continue', doNotShowAgain: true, effects: { restartTimer: false, hide: true, clearStoredTimestamp: false, disconnect: false } },
  { action: 'logout', doNotShowAgain: false, effects: { restartTimer: false, hide: false, clearStoredTimestamp: true, disconnect: true } },
  { action: 'logout', doNotShowAgain: true, effects: { restartTimer: false, hide: false, clearStoredTimestamp: true, disconnect: true } },
  { action: 'none', doNotShowAgain: false, effects: { restartTimer: false, hide: false, clearStoredTimestamp: false, disconnect: false } },
  { action: 'none', doNotShowAgain: true, effects: { restartTimer: false, hide: true, clearStoredTimestamp: false, disconnect: false } },
];
