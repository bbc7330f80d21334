import { describe, expect, it } from 'vitest';
import { aLimit } from '../testing/limit-fixtures';
import { sessionLimitCases } from './session-limit.cases';
import { SESSION_PING_INTERVAL_MS, remainingSessionSeconds, sessionLimitState } from './session-limit.rules';

describe('session limit (document 001 §4, §5, §9)', () => {
  it('pings every 30 s', () => {
    expect(SESSION_PING_INTERVAL_MS).toBe(30_000);
  });

  it.each(sessionLimitCases)('$name', ({ limits, state }) => {
    expect(sessionLimitState(limits)).toEqual(state);
  });

  it('ignores a numeric-looking but non-numeric value', () => {
    const limit = { ...aLimit({ limitType: 31 }), limitValue: 'two' as unknown as number };
    expect(sessionLimitState([limit])).toEqual({ kind: 'ignored' });
    expect(sessionLimitState([{ ...limit, limitValue: '3' as unknown as number, limitBalance: 7200 }])).toEqual({ kind: 'active', hours: 3, remainingSeconds: 7200 });
  });

  it.each([
    [120, 120],
    [0, 0],
    [-1, 0],
    ['60', 60],
    ['x', 0],
    [null, 0],
  ])('remaining from balance %j is %j', (balance, remaining) => {
    expect(remainingSessionSeconds(balance)).toBe(remaining);
  });
});
