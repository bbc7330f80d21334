import type { Limit } from '@kickoff/contracts';
import { aLimit } from '../testing/limit-fixtures';
import type { SessionLimitState } from './session-limit.rules';

const session = (overrides: Partial<Limit>): Limit => aLimit({ limitType: 31, currencyCode: null, ...overrides });

/** Document 001 §5: numeric only; the no-limit constant clears; remaining = balance if positive, else 0. */
export const sessionLimitCases: ReadonlyArray<{ name: string; limits: Limit[]; state: SessionLimitState }> = [
  { name: 'no session limit', limits: [aLimit({ limitType: 21 })], state: { kind: 'none' } },
  { name: '2 hours, 5400 s left', limits: [session({ limitValue: 2, limitBalance: 5400 })], state: { kind: 'active', hours: 2, remainingSeconds: 5400 } },
  { name: 'balance 0', limits: [session({ limitValue: 2, limitBalance: 0 })], state: { kind: 'active', hours: 2, remainingSeconds: 0 } },
  { name: 'negative balance', limits: [session({ limitValue: 2, limitBalance: -30 })], state: { kind: 'active', hours: 2, remainingSeconds: 0 } },
  { name: 'no balance', limits: [session({ limitValue: 24, limitBalance: null })], state: { kind: 'active', hours: 24, remainingSeconds: 0 } },
  { name: 'the no-limit constant -1', limits: [session({ limitValue: -1, limitBalance: 3600 })], state: { kind: 'cleared' } },
  { name: 'not numeric', limits: [session({ limitValue: null, limitBalance: 3600 })], state: { kind: 'ignored' } },
  { name: 'pending only', limits: [session({ limitValue: 2, limitBalance: 100, limitState: 'PENDING' })], state: { kind: 'none' } },
];
