import { InMemoryUserApi } from '@kickoff/accounts-core';
import { describe, expect, it } from 'vitest';
import { RealityCheck } from '../reality-check/reality-check.service';
import { SessionLimit } from '../session-limit/session-limit.service';
import { T0_SECONDS, aLimit } from '../testing/limit-fixtures';
import { createLimitsTestBed } from '../testing/limits-test-container';
import { LimitsSession } from './limits-session.service';
import { Limits } from './limits.service';

describe('LimitsSessionService wired (document 001 §6)', () => {
  it('starts the session limit and the reality check on sign-in and stops everything on sign-out', async () => {
    const bed = createLimitsTestBed((platform) => new InMemoryUserApi(platform.clock));
    bed.limitsApi.seed([
      aLimit({ limitType: 31, limitValue: 4, startedAt: T0_SECONDS, currencyCode: null }),
      aLimit({ limitType: 32, limitValue: 30, currencyCode: null }),
      aLimit({ limitType: 21, limitValue: 20_000 }),
      aLimit({ limitType: 21, limitValue: 40_000, limitState: 'PENDING', needApprove: true }),
    ]);
    const session = bed.container.get(LimitsSession);
    expect(await session.signIn(7, 'hr')).toBe(true);
    expect(bed.limitsApi.calls[0]).toEqual({ method: 'getLimits', args: ['hr'] });
    expect(bed.container.get(SessionLimit).remainingSeconds).toBe(4 * 3600);
    expect(bed.container.get(RealityCheck).dueAtMs).toBe(Date.UTC(2026, 0, 1) + 30 * 60_000);
    // approval timer, session end, session ping, reality-check chunk
    expect(bed.platform.clock.pendingTimerCount()).toBe(4);
    bed.platform.clock.advanceBy(30_000);
    expect(bed.limitsApi.callCount('ping')).toBe(1);

    session.signOut();
    expect(session.activeUserId).toBeNull();
    expect(bed.container.get(Limits).limits).toEqual([]);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    bed.platform.clock.advanceBy(120_000);
    expect(bed.limitsApi.callCount('ping')).toBe(1);
  });

  it('dispose leaves no timer', async () => {
    const bed = createLimitsTestBed((platform) => new InMemoryUserApi(platform.clock));
    bed.limitsApi.seed([aLimit({ limitType: 31, limitValue: 1, startedAt: T0_SECONDS, currencyCode: null }), aLimit({ limitType: 32, limitValue: 5, currencyCode: null })]);
    const session = bed.container.get(LimitsSession);
    await session.signIn(3, 'en');
    expect(bed.platform.clock.pendingTimerCount()).toBeGreaterThan(0);
    session.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});
