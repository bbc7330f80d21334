import { ApiError, LimitTypeCode } from '@kickoff/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0_SECONDS, aLimit } from '../testing/limit-fixtures';
import {
  DEPOSIT_NO_LIMIT,
  LIMIT_APPROVAL_WINDOW_SECONDS,
  REALITY_CHECK_MINUTE_OPTIONS,
  SELF_EXCLUSION_UI_PERIODS,
  SESSION_LIMIT_HOUR_OPTIONS,
  SESSION_LIMIT_NOT_SET,
  TIME_OUT_DAY_OPTIONS,
  LimitMessageKey,
  limitKind,
  selfExclusionDayOptions,
} from './limit-catalog';
import { DEFAULT_LIMITS_SITE_SETTINGS, limitsSiteSettingsFrom } from './limits.ports';
import { approvalPhaseCases, depositChangeCases, limitChangeCases, limitKindCases, notificationHourCases, selfExclusionCases } from './limits.cases';
import {
  approvalNotificationHours,
  approvalPhase,
  depositLimitChange,
  isLimitFieldDisabled,
  isSelfExclusionActive,
  isTimeOutActive,
  limitFailure,
  limitsRequiringConfirm,
  nextApprovalWindowEnd,
  parseNumeric,
  removePendingDepositLimits,
  showSelfExclusionWarning,
  validateLimitChange,
} from './limits.rules';

describe('limit types and options (document 001 §3, §9)', () => {
  it.each(limitKindCases)('type $type is $kind', ({ type, kind }) => {
    expect(limitKind(type)).toBe(kind);
  });

  it('matches the contract codes', () => {
    expect(LimitTypeCode).toMatchObject({ deposit24h: 20, deposit7d: 21, deposit30d: 22, selfExclusion: 30, session: 31, realityCheck: 32, timeOut: 33, extraLimitsBlocker: 37 });
  });

  it('lists the option values of §9', () => {
    expect(selfExclusionDayOptions(365)).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    expect(selfExclusionDayOptions(360)).toEqual([1, 7, 30, 90, 180, 360, 720, 1080, 1800, 3650]);
    expect(SELF_EXCLUSION_UI_PERIODS).toEqual([{ unit: 'hours', value: 24 }, { unit: 'days', value: 7 }, { unit: 'days', value: 30 }]);
    expect(SESSION_LIMIT_HOUR_OPTIONS).toHaveLength(25);
    expect(SESSION_LIMIT_HOUR_OPTIONS.slice(0, 24)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(SESSION_LIMIT_HOUR_OPTIONS.at(-1)).toBe(-1);
    expect(SESSION_LIMIT_NOT_SET).toBe(-1);
    expect(REALITY_CHECK_MINUTE_OPTIONS).toEqual([5, 10, 15, 30, 45, 60]);
    expect(TIME_OUT_DAY_OPTIONS).toEqual([1, 7, 30, 90]);
    expect(DEPOSIT_NO_LIMIT).toBe(999999999);
    expect(LIMIT_APPROVAL_WINDOW_SECONDS).toBe(86400);
  });

  it('uses the message keys of §8', () => {
    expect(LimitMessageKey.confirmSuccess).toBe('responsible_gaming_confirm_limit_success');
    expect(LimitMessageKey.confirmError).toBe('responsible_gaming_confirm_limit_error');
    expect(LimitMessageKey.cancelSuccess).toBe('responsible_gaming_cancel_limit_success');
    expect(LimitMessageKey.cancelError).toBe('responsible_gaming_cancel_limit_error');
  });
});

describe('site settings of the limits (document 001 §4, §9)', () => {
  it('defaults the approval window to 86,400 s while no configuration is loaded', () => {
    expect(DEFAULT_LIMITS_SITE_SETTINGS.limitApprovalWindowSeconds).toBe(86_400);
    expect(limitsSiteSettingsFrom(() => null).limitApprovalWindowSeconds).toBe(86_400);
    expect(limitsSiteSettingsFrom(() => undefined).limitApprovalWindowSeconds).toBe(86_400);
  });

  it('reads a configured window and flags live from the configuration', () => {
    let config: { isLimitsLockedOnPendingChange: boolean; isLimitCancelByDelete: boolean; limitApprovalWindowSeconds: number } | null = null;
    const settings = limitsSiteSettingsFrom(() => config);
    expect(settings.isLimitsLockedOnPendingChange).toBe(false);
    config = { isLimitsLockedOnPendingChange: true, isLimitCancelByDelete: true, limitApprovalWindowSeconds: 3 * 86_400 };
    expect(settings.limitApprovalWindowSeconds).toBe(259_200);
    expect(settings.isLimitsLockedOnPendingChange).toBe(true);
    expect(settings.isLimitCancelByDelete).toBe(true);
  });
});

describe('pending approval (document 001 §4)', () => {
  it.each(approvalPhaseCases)('$name: $phase', ({ limit, nowSeconds, windowSeconds, phase }) => {
    expect(approvalPhase(limit, nowSeconds, windowSeconds)).toBe(phase);
  });

  it('uses 86,400 s when no window is given', () => {
    const limit = aLimit({ limitType: 21, limitState: 'PENDING', needApprove: true });
    expect(approvalPhase(limit, T0_SECONDS + 86_399)).toBe('waiting');
    expect(approvalPhase(limit, T0_SECONDS + 86_400)).toBe('confirm_required');
  });

  it.each(notificationHourCases)('$elapsedSeconds s into the window: $hours h left (rounded up)', ({ elapsedSeconds, hours }) => {
    const limit = aLimit({ limitType: 20, limitState: 'PENDING', needApprove: true });
    expect(approvalNotificationHours(limit, T0_SECONDS + elapsedSeconds)).toBe(hours);
  });

  it('lists the limits requiring confirmation and the next window end', () => {
    const early = aLimit({ limitType: 22, limitState: 'PENDING', needApprove: true, startedAt: T0_SECONDS - 86_400 });
    const late = aLimit({ limitType: 20, limitState: 'PENDING', needApprove: true, startedAt: T0_SECONDS - 100 });
    const limits = [aLimit({ limitType: 21 }), late, early];
    expect(limitsRequiringConfirm(limits, T0_SECONDS)).toEqual([early]);
    expect(nextApprovalWindowEnd(limits, T0_SECONDS)).toBe(T0_SECONDS - 100 + 86_400);
    expect(limitsRequiringConfirm(limits, T0_SECONDS + 86_300).map((limit) => limit.limitType)).toEqual([20, 22]);
    expect(nextApprovalWindowEnd(limits, T0_SECONDS + 86_300)).toBeNull();
    // In type order whatever the list order: the non-closable dialog always shows the same first limit.
    expect(limitsRequiringConfirm([early, late], T0_SECONDS + 86_300).map((limit) => limit.limitType)).toEqual([20, 22]);
  });

  it('rejecting removes the pending deposit limits only', () => {
    const limits = [
      aLimit({ limitType: 20 }),
      aLimit({ limitType: 20, limitState: 'PENDING', needApprove: true }),
      aLimit({ limitType: 21, limitState: 'PENDING', needApprove: true }),
      aLimit({ limitType: 31, limitState: 'PENDING', limitValue: 2 }),
    ];
    expect(removePendingDepositLimits(limits)).toEqual([limits[0], limits[3]]);
  });
});

describe('deposit-limit change (document 001 §3)', () => {
  it.each(depositChangeCases)('$previous -> $next: $change', ({ previous, next, change }) => {
    const result = depositLimitChange(previous, next);
    expect(result?.change ?? null).toBe(change);
    if (result) expect(result.value).toBe(next);
  });

  it('is antisymmetric for distinct values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (a, b) => {
        fc.pre(a !== b);
        return depositLimitChange(a, b)!.change === -depositLimitChange(b, a)!.change;
      }),
    );
  });
});

describe('self-exclusion (document 001 §4, §5)', () => {
  it.each(selfExclusionCases)('$name: active $active, warning $warning', ({ limits, active, warning }) => {
    expect(isSelfExclusionActive(limits, T0_SECONDS)).toBe(active);
    expect(showSelfExclusionWarning(limits, T0_SECONDS)).toBe(warning);
  });
});

describe('deposit time-out (type 33, document 001 §9)', () => {
  it.each([
    ['running 7 days', { startedAt: T0_SECONDS - 60, endsAt: T0_SECONDS + 7 * 86_400 }, true],
    ['ended', { startedAt: T0_SECONDS - 2 * 86_400, endsAt: T0_SECONDS - 86_400 }, false],
    ['ends now', { startedAt: T0_SECONDS - 86_400, endsAt: T0_SECONDS }, false],
    ['inactive', { limitState: 'INACTIVE' as const, endsAt: T0_SECONDS + 86_400 }, false],
  ])('%s: %s', (_name, overrides, active) => {
    expect(isTimeOutActive([aLimit({ limitType: 33, limitValue: 7, ...overrides })], T0_SECONDS)).toBe(active);
    expect(isSelfExclusionActive([aLimit({ limitType: 33, limitValue: 7, ...overrides })], T0_SECONDS)).toBe(false);
  });
});

describe('disabled fields and change verdicts (document 001 §5)', () => {
  it.each(limitChangeCases)('$name', ({ limits, locked, value, disabled, error, change }) => {
    const context = { limits, limitType: 21, nowSeconds: T0_SECONDS, isLimitsLockedOnPendingChange: locked };
    expect(isLimitFieldDisabled(context)).toBe(disabled);
    const verdict = validateLimitChange({ ...context, value });
    if (error === null) {
      expect(verdict).toEqual({ ok: true, depositChange: change === null ? null : { change, value: parseNumeric(value) } });
    } else {
      expect(verdict).toEqual({ ok: false, error });
    }
  });

  it('never blocks a decrease below the active value, whatever is pending', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 20_001, max: 900_000 }), fc.boolean(), (lower, pendingValue, locked) => {
        const limits = [aLimit({ limitType: 21, limitValue: 20_000 }), aLimit({ limitType: 21, limitValue: pendingValue, limitState: 'PENDING', needApprove: true })];
        const verdict = validateLimitChange({ limits, limitType: 21, nowSeconds: T0_SECONDS, isLimitsLockedOnPendingChange: locked, value: lower });
        return verdict.ok;
      }),
    );
  });
});

describe('numeric values only (document 001 §5)', () => {
  it.each([
    [30, 30],
    ['45', 45],
    [' 5 ', 5],
    ['-1', -1],
    ['1.5', 1.5],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [{}, null],
  ])('%j -> %j', (value, expected) => {
    expect(parseNumeric(value)).toBe(expected);
  });
});

describe('limit failures (document 001 §7, §8)', () => {
  it('lets the server title win and defaults the status to forbidden', () => {
    const withTitle = new ApiError(403, { code: 'limit_refused', messageKey: 'main_error', details: { status: 'blocked', title: 'Limit cannot be raised' } });
    expect(limitFailure(withTitle)).toEqual({ status: 'blocked', title: 'Limit cannot be raised', messageKey: 'main_error' });
    const bare = new ApiError(500, { code: 'internal_error', messageKey: 'main_error' });
    expect(limitFailure(bare)).toEqual({ status: 'forbidden', title: null, messageKey: 'main_error' });
    expect(limitFailure(new Error('boom'))).toEqual({ status: 'forbidden', title: null, messageKey: 'main_error' });
  });
});
