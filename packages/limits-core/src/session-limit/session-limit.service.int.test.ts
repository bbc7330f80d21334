import { InMemoryUserApi } from '@kickoff/accounts-core';
import { describe, expect, it } from 'vitest';
import { Limits } from '../limits/limits.service';
import { T0_SECONDS, aLimit } from '../testing/limit-fixtures';
import { createLimitsTestBed } from '../testing/limits-test-container';
import { SessionLimit } from './session-limit.service';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function started(limitValue: number | null, limitBalance: number | null = null) {
  const bed = createLimitsTestBed((platform) => new InMemoryUserApi(platform.clock));
  bed.limitsApi.seed([aLimit({ limitType: 31, limitValue, limitBalance, startedAt: T0_SECONDS, currencyCode: null })]);
  const limits = bed.container.get(Limits);
  await limits.load('en');
  const session = bed.container.get(SessionLimit);
  session.start();
  return { bed, limits, session };
}

describe('SessionLimitService wired (document 001 §4, §5, §9)', () => {
  it('pings every 30 s while the limit exists and ends it with a permanent error and a disconnect', async () => {
    const { bed, session } = await started(2);
    expect(session.remainingSeconds).toBe(7200);
    expect(session.endsAtMs).toBe(Date.UTC(2026, 0, 1) + 7_200_000);
    expect(session.isRunning).toBe(true);

    bed.platform.clock.advanceBy(29_999);
    expect(bed.limitsApi.callCount('ping')).toBe(0);
    bed.platform.clock.advanceBy(1);
    expect(bed.limitsApi.callCount('ping')).toBe(1);
    await flush();
    expect(session.remainingSeconds).toBe(7170);
    bed.platform.clock.advanceBy(30_000);
    expect(bed.limitsApi.callCount('ping')).toBe(2);
    await flush();

    bed.platform.clock.advanceBy(7_200_000 - 60_000 - 1);
    await flush();
    expect(session.hasEnded).toBe(false);
    expect(bed.terminator.reasons).toEqual([]);
    bed.platform.clock.advanceBy(1);
    await flush();
    expect(session.hasEnded).toBe(true);
    expect(session.isRunning).toBe(false);
    expect(bed.notifier.notifications).toEqual([{ type: 'error', titleKey: 'main_error', messageKey: 'responsible_gaming_session_limit_ended', permanent: true }]);
    expect(bed.terminator.reasons).toEqual(['session_limit']);
    const pings = bed.limitsApi.callCount('ping');
    expect(pings).toBe(240);
    bed.platform.clock.advanceBy(120_000);
    expect(bed.limitsApi.callCount('ping')).toBe(pings);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('clears the remaining limit for the no-limit constant -1 and sends no pings', async () => {
    const { bed, session } = await started(-1, 3600);
    expect(session.remainingSeconds).toBeNull();
    expect(session.isRunning).toBe(false);
    bed.platform.clock.advanceBy(120_000);
    expect(bed.limitsApi.callCount('ping')).toBe(0);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('stops when the player sets the limit to -1', async () => {
    const { bed, limits, session } = await started(2);
    expect(session.isRunning).toBe(true);
    await limits.save([{ limitType: 31, limitValue: -1 }]);
    expect(session.remainingSeconds).toBeNull();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('ends at once when the balance is not positive', async () => {
    const bed = createLimitsTestBed((platform) => new InMemoryUserApi(platform.clock));
    bed.limitsApi.seed([aLimit({ limitType: 31, limitValue: 1, startedAt: T0_SECONDS - 3600, currencyCode: null })]);
    const limits = bed.container.get(Limits);
    await limits.load('en');
    expect(limits.sessionLimit).toEqual({ kind: 'active', hours: 1, remainingSeconds: 0 });
    const session = bed.container.get(SessionLimit);
    session.start();
    await flush();
    expect(session.hasEnded).toBe(true);
    expect(bed.terminator.reasons).toEqual(['session_limit']);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('dispose leaves no timer', async () => {
    const { bed, session } = await started(3);
    expect(bed.platform.clock.pendingTimerCount()).toBe(2);
    session.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});
