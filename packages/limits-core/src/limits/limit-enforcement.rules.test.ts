import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0_SECONDS, aLimit } from '../testing/limit-fixtures';
import { availableLimitTable, DEPOSIT_NO_LIMIT, LIMIT_APPROVAL_WINDOW_SECONDS, moneyLimitWindowSeconds, SELF_EXCLUSION_DAY_VALUES, SETTABLE_LIMIT_TYPES } from './limit-catalog';
import { allowedValueCases, changeDirectionCases, windowCases } from './limit-enforcement.cases';
import {
  exclusionRefusal,
  hasLimitEnded,
  isAllowedLimitValue,
  isNoLimitValue,
  isPendingChangeDue,
  limitChangeDirection,
  limitEndsAt,
  limitInForce,
  moneyLimitRefusal,
  moneyLimitsInForce,
  needsApproval,
  sessionLimitBalanceSeconds,
  timeOutRefusal,
} from './limit-enforcement.rules';

const DAY = 86_400;

describe('the one limit table (document 001 §3, §9)', () => {
  it.each(windowCases)('type $type has a window of $seconds s', ({ type, seconds }) => {
    expect(moneyLimitWindowSeconds(type)).toBe(seconds);
  });

  it('keeps the no-limit code 999999999 and the approval window 86,400 s', () => {
    expect(DEPOSIT_NO_LIMIT).toBe(999_999_999);
    expect(LIMIT_APPROVAL_WINDOW_SECONDS).toBe(86_400);
  });

  it('accepts both year lengths of the self-exclusion options', () => {
    expect(SELF_EXCLUSION_DAY_VALUES).toEqual([1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825, 3650]);
  });

  it('lists every settable type once in the available limits, with the options of document 001 §9', () => {
    const table = availableLimitTable();
    expect(table.map((entry) => entry.type).sort((a, b) => a - b)).toEqual([...SETTABLE_LIMIT_TYPES].sort((a, b) => a - b));
    expect(table.find((entry) => entry.type === 33)).toEqual({ type: 33, measure: 'days', availableValues: [1, 7, 30, 90] });
    expect(table.find((entry) => entry.type === 32)).toEqual({ type: 32, measure: 'minutes', availableValues: [5, 10, 15, 30, 45, 60] });
    expect(table.find((entry) => entry.type === 31)?.availableValues).toHaveLength(25);
    expect(table.find((entry) => entry.type === 21)?.availableValues).toContain(999_999_999);
    expect(SETTABLE_LIMIT_TYPES).not.toContain(37);
  });
});

describe('allowed values and changes', () => {
  it.each(allowedValueCases)('type $type value $value allowed: $allowed', ({ type, value, allowed }) => {
    expect(isAllowedLimitValue(type, value)).toBe(allowed);
  });

  it.each(changeDirectionCases)('type $type from $from to $to is $direction', ({ type, from, to, direction }) => {
    expect(limitChangeDirection(type, from, to)).toBe(direction);
  });

  it('knows the no-limit values: 999999999 for money limits, -1 for the session limit', () => {
    expect(isNoLimitValue(21, 999_999_999)).toBe(true);
    expect(isNoLimitValue(1, 999_999_999)).toBe(true);
    expect(isNoLimitValue(31, -1)).toBe(true);
    expect(isNoLimitValue(31, 999_999_999)).toBe(false);
    expect(isNoLimitValue(30, 999_999_999)).toBe(false);
  });

  it('a stricter value never waits: any two money values order as their numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_998 }), fc.integer({ min: 1, max: 999_999_998 }), (from, to) => {
        expect(limitChangeDirection(21, from, to)).toBe(Math.sign(to - from));
      }),
    );
  });

  it('only deposit increases wait for a confirmation (document 001 §4)', () => {
    expect([20, 21, 22].every(needsApproval)).toBe(true);
    expect([1, 10, 31].some(needsApproval)).toBe(false);
  });
});

describe('limits in force', () => {
  it('ends self-exclusion and time-out after their days; other limits are open-ended', () => {
    expect(limitEndsAt(30, 7, T0_SECONDS)).toBe(T0_SECONDS + 7 * DAY);
    expect(limitEndsAt(33, 1, T0_SECONDS)).toBe(T0_SECONDS + DAY);
    expect(limitEndsAt(21, 5_000, T0_SECONDS)).toBeNull();
  });

  it('holds a limit in force from its start until its end', () => {
    const exclusion = aLimit({ limitType: 30, limitValue: 1, endsAt: T0_SECONDS + DAY });
    expect(limitInForce([exclusion], 30, T0_SECONDS - 1)).toBeUndefined();
    expect(limitInForce([exclusion], 30, T0_SECONDS)).toBe(exclusion);
    expect(limitInForce([exclusion], 30, T0_SECONDS + DAY)).toBeUndefined();
    expect(hasLimitEnded(exclusion, T0_SECONDS + DAY - 1)).toBe(false);
    expect(hasLimitEnded(exclusion, T0_SECONDS + DAY)).toBe(true);
    expect(limitInForce([aLimit({ limitState: 'PENDING' })], 20, T0_SECONDS)).toBeUndefined();
  });

  it('applies a pending change that needs no confirmation once its window is over', () => {
    const pending = { limitState: 'PENDING' as const, needApprove: false, approveAfter: T0_SECONDS + DAY };
    expect(isPendingChangeDue(pending, T0_SECONDS + DAY - 1)).toBe(false);
    expect(isPendingChangeDue(pending, T0_SECONDS + DAY)).toBe(true);
    expect(isPendingChangeDue({ ...pending, needApprove: true }, T0_SECONDS + 2 * DAY)).toBe(false);
  });
});

describe('refusals', () => {
  it('refuses every call during self-exclusion, and when the session limit has no time left', () => {
    const exclusion = aLimit({ limitType: 30, limitValue: 7, endsAt: T0_SECONDS + 7 * DAY });
    expect(exclusionRefusal([exclusion], T0_SECONDS, null)).toEqual({
      code: 'self_excluded',
      messageKey: 'responsible_gaming_self_excluded',
      details: { limitType: 30, endsAt: T0_SECONDS + 7 * DAY },
    });
    expect(exclusionRefusal([], T0_SECONDS, 0)).toMatchObject({ code: 'session_limit_reached', messageKey: 'responsible_gaming_session_limit_ended' });
    expect(exclusionRefusal([], T0_SECONDS, 1)).toBeNull();
    expect(exclusionRefusal([], T0_SECONDS, null)).toBeNull();
  });

  it('counts the session limit in hours against the seconds played today', () => {
    expect(sessionLimitBalanceSeconds(2, 3_600)).toBe(3_600);
    expect(sessionLimitBalanceSeconds(1, 4_000)).toBe(0);
  });

  it('refuses stakes and deposits during a time-out (33)', () => {
    expect(timeOutRefusal([aLimit({ limitType: 33, limitValue: 1, endsAt: T0_SECONDS + DAY })], T0_SECONDS)).toMatchObject({ code: 'time_out_active', details: { limitType: 33 } });
    expect(timeOutRefusal([], T0_SECONDS)).toBeNull();
  });

  it('refuses an amount that would go over a money limit and says what is left', () => {
    const limit = aLimit({ limitType: 1, limitValue: 10_000 });
    expect(moneyLimitRefusal(limit, 6_000, 4_000, 'wagering_limit_exceeded')).toBeNull();
    expect(moneyLimitRefusal(limit, 6_000, 4_001, 'wagering_limit_exceeded')).toEqual({
      code: 'wagering_limit_exceeded',
      messageKey: 'responsible_gaming_wagering_limit_exceeded',
      details: { limitType: 1, limitValue: 10_000, limitBalance: 4_000 },
    });
    expect(moneyLimitRefusal(limit, 12_000, 1, 'wagering_limit_exceeded')?.details.limitBalance).toBe(0);
    expect(moneyLimitRefusal(aLimit({ limitValue: 999_999_999 }), 999_999_999, 1, 'deposit_limit_exceeded')).toBeNull();
  });

  it('skips money limits set to no limit', () => {
    const limits = [aLimit({ limitType: 20, limitValue: 999_999_999 }), aLimit({ limitType: 21, limitValue: 5_000 })];
    expect(moneyLimitsInForce(limits, [20, 21, 22], T0_SECONDS).map((limit) => limit.limitType)).toEqual([21]);
  });
});
