import { LimitTypeCode, type Limit, type RealityCheckAction } from '@kickoff/contracts';
import { activeLimit, parseNumeric } from '../limits/limits.rules';

/** The reality-check timer is re-evaluated in chunks of at most 5 minutes (document 001 §9). */
export const REALITY_CHECK_CHUNK_MS = 5 * 60 * 1000;

const MINUTE_MS = 60_000;

/**
 * The player's reality-check period in minutes, from the active limit 32; only a numeric, positive
 * value is used (document 001 §5: "A reality-check value is used only if numeric").
 */
export function realityCheckPeriodMinutes(limits: readonly Limit[]): number | null {
  const value = parseNumeric(activeLimit(limits, LimitTypeCode.realityCheck)?.limitValue ?? null);
  return value !== null && value > 0 ? value : null;
}

/** When the reality-check modal is due: the stored start plus the period. */
export function realityCheckDueAtMs(startedAtMs: number, periodMinutes: number): number {
  return startedAtMs + periodMinutes * MINUTE_MS;
}

/** How long to wait before re-evaluating: what is left, at most one 5-minute chunk (document 001 §9). */
export function realityCheckWaitMs(dueAtMs: number, nowMs: number): number {
  return Math.max(0, Math.min(dueAtMs - nowMs, REALITY_CHECK_CHUNK_MS));
}

/** The stored reality-check record: when the running period started, for which period, hidden or not. */
export interface RealityCheckRecord {
  startedAtMs: number;
  periodMinutes: number;
  doNotShowAgain: boolean;
}

/** Guards a stored value read back from storage. */
export function isRealityCheckRecord(value: unknown): value is RealityCheckRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['startedAtMs'] === 'number' && typeof record['periodMinutes'] === 'number' && typeof record['doNotShowAgain'] === 'boolean';
}

/**
 * The record to run with: a stored one for the same period that did not start in the future is
 * resumed (the timer survives a reload); otherwise a new period starts now.
 */
export function resumeRealityCheck(stored: RealityCheckRecord | undefined, periodMinutes: number, nowMs: number): RealityCheckRecord {
  if (stored && stored.periodMinutes === periodMinutes && stored.startedAtMs <= nowMs) return stored;
  return { startedAtMs: nowMs, periodMinutes, doNotShowAgain: false };
}

/** What the modal's answer does, as data. */
export interface RealityCheckEffects {
  /** Start a new period now and keep reminding. */
  restartTimer: boolean;
  /** Remember not to show the modal again for this period setting. */
  hide: boolean;
  /** Remove the stored timestamp. */
  clearStoredTimestamp: boolean;
  /** Disconnect the player. */
  disconnect: boolean;
}

/**
 * The modal's answers (document 001 §4): continue without 'do not show again' restarts the timer;
 * log out clears the stored timestamp and disconnects; nothing just closes it. 'Do not show again'
 * stops the reminders.
 */
export function realityCheckEffects(action: RealityCheckAction, doNotShowAgain: boolean): RealityCheckEffects {
  switch (action) {
    case 'continue':
      return { restartTimer: !doNotShowAgain, hide: doNotShowAgain, clearStoredTimestamp: false, disconnect: false };
    case 'logout':
      return { restartTimer: false, hide: false, clearStoredTimestamp: true, disconnect: true };
    case 'none':
      return { restartTimer: false, hide: doNotShowAgain, clearStoredTimestamp: false, disconnect: false };
  }
}
