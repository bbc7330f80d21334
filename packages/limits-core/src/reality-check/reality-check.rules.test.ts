import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aLimit } from '../testing/limit-fixtures';
import { effectCases, waitCases } from './reality-check.cases';
import {
  REALITY_CHECK_CHUNK_MS,
  isRealityCheckRecord,
  realityCheckDueAtMs,
  realityCheckEffects,
  realityCheckPeriodMinutes,
  realityCheckWaitMs,
  resumeRealityCheck,
} from './reality-check.rules';

const NOW = Date.UTC(2026, 0, 1);

describe('reality check (document 001 §4, §5, §9)', () => {
  it('evaluates in chunks of at most 5 minutes', () => {
    expect(REALITY_CHECK_CHUNK_MS).toBe(300_000);
  });

  it.each(waitCases)('$leftMs ms left: wait $waitMs ms', ({ leftMs, waitMs }) => {
    expect(realityCheckWaitMs(NOW + leftMs, NOW)).toBe(waitMs);
  });

  it('never waits longer than a chunk nor past the due time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 3_600_000 }), (leftMs) => {
        const wait = realityCheckWaitMs(NOW + leftMs, NOW);
        return wait <= REALITY_CHECK_CHUNK_MS && wait <= leftMs && wait >= 0;
      }),
    );
  });

  it.each([
    [5, NOW + 300_000],
    [15, NOW + 900_000],
    [60, NOW + 3_600_000],
  ])('a %i-minute period is due at %i', (minutes, dueAt) => {
    expect(realityCheckDueAtMs(NOW, minutes)).toBe(dueAt);
  });

  it.each([
    [30, 30],
    ['45', 45],
    [null, null],
    [0, null],
    [-1, null],
  ])('uses only a numeric positive limit 32 value: %j -> %j', (value, minutes) => {
    expect(realityCheckPeriodMinutes([aLimit({ limitType: 32, limitValue: value as number | null })])).toBe(minutes);
  });

  it('ignores a non-numeric value that slipped through', () => {
    expect(realityCheckPeriodMinutes([{ ...aLimit({ limitType: 32 }), limitValue: 'often' as unknown as number }])).toBeNull();
    expect(realityCheckPeriodMinutes([aLimit({ limitType: 32, limitValue: 15, limitState: 'PENDING' })])).toBeNull();
  });

  it.each(effectCases)('$action with do-not-show-again $doNotShowAgain', ({ action, doNotShowAgain, effects }) => {
    expect(realityCheckEffects(action, doNotShowAgain)).toEqual(effects);
  });

  it('resumes a stored period of the same length and restarts otherwise', () => {
    const stored = { startedAtMs: NOW - 60_000, periodMinutes: 15, doNotShowAgain: false };
    expect(resumeRealityCheck(stored, 15, NOW)).toBe(stored);
    expect(resumeRealityCheck(stored, 30, NOW)).toEqual({ startedAtMs: NOW, periodMinutes: 30, doNotShowAgain: false });
    expect(resumeRealityCheck({ ...stored, startedAtMs: NOW + 1 }, 15, NOW)).toEqual({ startedAtMs: NOW, periodMinutes: 15, doNotShowAgain: false });
    expect(resumeRealityCheck(undefined, 15, NOW)).toEqual({ startedAtMs: NOW, periodMinutes: 15, doNotShowAgain: false });
    expect(isRealityCheckRecord(stored)).toBe(true);
    expect(isRealityCheckRecord({ startedAtMs: '1', periodMinutes: 15, doNotShowAgain: false })).toBe(false);
  });
});
