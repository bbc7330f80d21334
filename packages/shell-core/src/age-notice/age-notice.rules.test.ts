import { describe, expect, it } from 'vitest';
import { AGE_CONFIRMATION_LIFETIME_MS, AGE_NOTICE_CLOSABLE, isAgeConfirmed, isAgeNoticeShown } from './age-notice.rules';
import { ageConfirmedCases } from './age-notice.cases';

describe('age restriction notice rules', () => {
  it('keeps a confirmation 259,200,000 ms and has no close button', () => {
    expect(AGE_CONFIRMATION_LIFETIME_MS).toBe(259_200_000);
    expect(AGE_NOTICE_CLOSABLE).toBe(false);
  });

  it.each(ageConfirmedCases)('%s', (_title, confirmedAtMs, nowMs, perSession, expected) => {
    expect(isAgeConfirmed({ confirmedAtMs, nowMs, perSession })).toBe(expected);
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('enabled %s, confirmed %s → shown %s', (isAgeNoticeEnabled, isConfirmed, expected) => {
    expect(isAgeNoticeShown({ isAgeNoticeEnabled, isConfirmed })).toBe(expected);
  });
});
