import type { Limit } from '@kickoff/contracts';
import { T0_SECONDS, aLimit } from '../testing/limit-fixtures';
import type { ApprovalPhase, LimitChangeError } from './limits.rules';
import type { LimitKind } from './limit-catalog';

const DAY = 86_400;

/** Limit type numbers (document 001 §3, document 000 §3). */
export const limitKindCases: ReadonlyArray<{ type: number; kind: LimitKind }> = [
  { type: 20, kind: 'deposit' },
  { type: 21, kind: 'deposit' },
  { type: 22, kind: 'deposit' },
  { type: 1, kind: 'wagering' },
  { type: 2, kind: 'wagering' },
  { type: 3, kind: 'wagering' },
  { type: 10, kind: 'loss' },
  { type: 11, kind: 'loss' },
  { type: 12, kind: 'loss' },
  { type: 30, kind: 'selfExclusion' },
  { type: 31, kind: 'session' },
  { type: 32, kind: 'realityCheck' },
  { type: 33, kind: 'timeOut' },
  { type: 37, kind: 'extraLimitsBlocker' },
  { type: 4, kind: 'unknown' },
  { type: 23, kind: 'unknown' },
];

const pendingIncrease = (overrides: Partial<Limit> = {}): Limit => aLimit({ limitType: 21, limitValue: 50_000, limitState: 'PENDING', needApprove: true, startedAt: T0_SECONDS, ...overrides });

/** The approval window ends 86,400 s after startedAt (document 001 §4); the window is configurable. */
export const approvalPhaseCases: ReadonlyArray<{ name: string; limit: Limit; nowSeconds: number; windowSeconds: number; phase: ApprovalPhase }> = [
  { name: 'just set', limit: pendingIncrease(), nowSeconds: T0_SECONDS, windowSeconds: DAY, phase: 'waiting' },
  { name: 'one second before 86,400 s', limit: pendingIncrease(), nowSeconds: T0_SECONDS + 86_399, windowSeconds: DAY, phase: 'waiting' },
  { name: 'at 86,400 s', limit: pendingIncrease(), nowSeconds: T0_SECONDS + 86_400, windowSeconds: DAY, phase: 'confirm_required' },
  { name: 'days later', limit: pendingIncrease(), nowSeconds: T0_SECONDS + 3 * DAY, windowSeconds: DAY, phase: 'confirm_required' },
  { name: 'a 3-day window, after one day', limit: pendingIncrease(), nowSeconds: T0_SECONDS + DAY, windowSeconds: 3 * DAY, phase: 'waiting' },
  { name: 'a 3-day window, at its end', limit: pendingIncrease(), nowSeconds: T0_SECONDS + 3 * DAY, windowSeconds: 3 * DAY, phase: 'confirm_required' },
  { name: 'deposit 20', limit: pendingIncrease({ limitType: 20 }), nowSeconds: T0_SECONDS + DAY, windowSeconds: DAY, phase: 'confirm_required' },
  { name: 'deposit 22', limit: pendingIncrease({ limitType: 22 }), nowSeconds: T0_SECONDS + DAY, windowSeconds: DAY, phase: 'confirm_required' },
  { name: 'not a deposit limit (wagering 1)', limit: pendingIncrease({ limitType: 1 }), nowSeconds: T0_SECONDS + DAY, windowSeconds: DAY, phase: 'none' },
  { name: 'session limit 31', limit: pendingIncrease({ limitType: 31 }), nowSeconds: T0_SECONDS + DAY, windowSeconds: DAY, phase: 'none' },
  { name: 'needApprove false', limit: pendingIncrease({ needApprove: false }), nowSeconds: T0_SECONDS + DAY, windowSeconds: DAY, phase: 'none' },
  { name: 'ACTIVE', limit: pendingIncrease({ limitState: 'ACTIVE' }), nowSeconds: T0_SECONDS + DAY, windowSeconds: DAY, phase: 'none' },
  { name: 'INACTIVE', limit: pendingIncrease({ limitState: 'INACTIVE' }), nowSeconds: T0_SECONDS + DAY, windowSeconds: DAY, phase: 'none' },
  { name: 'no startedAt', limit: pendingIncrease({ startedAt: null }), nowSeconds: T0_SECONDS + DAY, windowSeconds: DAY, phase: 'waiting' },
];

/** Notification hours are rounded up (document 001 §9). */
export const notificationHourCases: ReadonlyArray<{ elapsedSeconds: number; hours: number }> = [
  { elapsedSeconds: 0, hours: 24 },
  { elapsedSeconds: 1, hours: 24 },
  { elapsedSeconds: 3599, hours: 24 },
  { elapsedSeconds: 3600, hours: 23 },
  { elapsedSeconds: 3601, hours: 23 },
  { elapsedSeconds: 82_800, hours: 1 },
  { elapsedSeconds: 86_399, hours: 1 },
  { elapsedSeconds: 86_400, hours: 0 },
  { elapsedSeconds: 100_000, hours: 0 },
];

/** A deposit-limit change is reported as increase 1 or decrease -1 (document 001 §3); 999999999 is no limit. */
export const depositChangeCases: ReadonlyArray<{ previous: number | null; next: number; change: 1 | -1 | null }> = [
  { previous: 10_000, next: 20_000, change: 1 },
  { previous: 20_000, next: 10_000, change: -1 },
  { previous: 10_000, next: 10_000, change: null },
  { previous: null, next: 10_000, change: -1 },
  { previous: 999_999_999, next: 10_000, change: -1 },
  { previous: 10_000, next: 999_999_999, change: 1 },
  { previous: null, next: 999_999_999, change: null },
  { previous: 0, next: 1, change: 1 },
];

const selfExclusion = (overrides: Partial<Limit>): Limit => aLimit({ limitType: 30, limitValue: 7, currencyCode: null, ...overrides });

/** The self-exclusion warning: set and its start not yet passed (document 001 §4). */
export const selfExclusionCases: ReadonlyArray<{ name: string; limits: Limit[]; active: boolean; warning: boolean }> = [
  { name: 'none', limits: [], active: false, warning: false },
  { name: 'started, running', limits: [selfExclusion({ startedAt: T0_SECONDS - 10, endsAt: T0_SECONDS + 7 * DAY })], active: true, warning: false },
  { name: 'starts later', limits: [selfExclusion({ startedAt: T0_SECONDS + 3600, endsAt: T0_SECONDS + 8 * DAY })], active: false, warning: true },
  { name: 'starts later, pending', limits: [selfExclusion({ limitState: 'PENDING', startedAt: T0_SECONDS + 3600 })], active: false, warning: true },
  { name: 'starts now', limits: [selfExclusion({ startedAt: T0_SECONDS, endsAt: T0_SECONDS + DAY })], active: true, warning: false },
  { name: 'ended', limits: [selfExclusion({ startedAt: T0_SECONDS - 8 * DAY, endsAt: T0_SECONDS - DAY })], active: false, warning: false },
  { name: 'inactive', limits: [selfExclusion({ limitState: 'INACTIVE', startedAt: T0_SECONDS + 3600 })], active: false, warning: false },
  { name: 'a time-out 33 is not self-exclusion', limits: [aLimit({ limitType: 33, startedAt: T0_SECONDS + 3600 })], active: false, warning: false },
];

const active21 = aLimit({ limitType: 21, limitValue: 20_000 });
const pending21 = aLimit({ limitType: 21, limitValue: 50_000, limitState: 'PENDING', needApprove: true });
const runningSelfExclusion = selfExclusion({ startedAt: T0_SECONDS - 10, endsAt: T0_SECONDS + DAY });

/** Field locks (document 001 §5) and the change verdicts (a decrease is never blocked by a pending increase). */
export const limitChangeCases: ReadonlyArray<{
  name: string;
  limits: Limit[];
  locked: boolean;
  value: unknown;
  disabled: boolean;
  error: LimitChangeError | null;
  change: 1 | -1 | null;
}> = [
  { name: 'increase, nothing pending', limits: [active21], locked: true, value: 30_000, disabled: false, error: null, change: 1 },
  { name: 'decrease, nothing pending', limits: [active21], locked: true, value: 10_000, disabled: false, error: null, change: -1 },
  { name: 'increase while pending, locked', limits: [active21, pending21], locked: true, value: 60_000, disabled: true, error: 'limit_locked_pending_change', change: null },
  { name: 'decrease while pending, locked', limits: [active21, pending21], locked: true, value: 10_000, disabled: true, error: null, change: -1 },
  { name: 'back to the active value while pending, locked', limits: [active21, pending21], locked: true, value: 20_000, disabled: true, error: null, change: null },
  { name: 'increase while pending, not locked', limits: [active21, pending21], locked: false, value: 60_000, disabled: false, error: null, change: 1 },
  { name: 'the pending value again', limits: [active21, pending21], locked: false, value: 50_000, disabled: false, error: 'limit_unchanged', change: null },
  { name: 'unchanged', limits: [active21], locked: false, value: 20_000, disabled: false, error: 'limit_unchanged', change: null },
  { name: 'no limit, nothing set', limits: [], locked: false, value: 999_999_999, disabled: false, error: 'limit_unchanged', change: null },
  { name: 'to no limit', limits: [active21], locked: false, value: 999_999_999, disabled: false, error: null, change: 1 },
  { name: 'numeric string', limits: [active21], locked: false, value: '10000', disabled: false, error: null, change: -1 },
  { name: 'not numeric', limits: [active21], locked: false, value: 'abc', disabled: false, error: 'limit_value_not_numeric', change: null },
  { name: 'self-exclusion active', limits: [active21, runningSelfExclusion], locked: false, value: 10_000, disabled: true, error: 'limit_locked_self_exclusion', change: null },
];
