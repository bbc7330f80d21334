import { InMemoryUserApi } from '@kickoff/accounts-core';
import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it, vi } from 'vitest';
import { Limits } from '../limits/limits.service';
import { aLimit } from '../testing/limit-fixtures';
import { createLimitsTestBed } from '../testing/limits-test-container';
import { RealityCheck, realityCheckStorageKey } from './reality-check.service';

const MINUTE_MS = 60_000;
const T0_MS = Date.UTC(2026, 0, 1);

async function started(value: unknown = 15, platform = createTestPlatform()) {
  let userApi: InMemoryUserApi | undefined;
  const bed = createLimitsTestBed(
    (p) => {
      userApi = new InMemoryUserApi(p.clock);
      return userApi;
    },
    { platform },
  );
  bed.limitsApi.seed([{ ...aLimit({ limitType: 32, currencyCode: null }), limitValue: value as number }]);
  await bed.container.get(Limits).load('en');
  const check = bed.container.get(RealityCheck);
  check.start(7);
  return { bed, check, userApi: userApi!, platform };
}

describe('RealityCheckService wired (document 001 §4, §5, §9)', () => {
  it('runs the period in chunks of at most 5 minutes and opens the modal when due', async () => {
    const platform = createTestPlatform();
    const delays: number[] = [];
    const original = platform.clock.setTimeout.bind(platform.clock);
    vi.spyOn(platform.clock, 'setTimeout').mockImplementation((callback, delayMs) => {
      delays.push(delayMs);
      return original(callback, delayMs);
    });
    const { check } = await started(15, platform);
    expect(check.dueAtMs).toBe(T0_MS + 15 * MINUTE_MS);
    platform.clock.advanceBy(15 * MINUTE_MS - 1);
    expect(check.isOpen).toBe(false);
    platform.clock.advanceBy(1);
    expect(check.isOpen).toBe(true);
    expect(check.shownAtMs).toBe(T0_MS + 15 * MINUTE_MS);
    expect(delays).toEqual([300_000, 300_000, 300_000]);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('keeps the stored timestamp across a reload', async () => {
    const { bed, check, platform } = await started(15);
    expect(JSON.parse(platform.localStore.get(realityCheckStorageKey(7))!)).toEqual({ startedAtMs: T0_MS, periodMinutes: 15, doNotShowAgain: false });
    platform.clock.advanceBy(10 * MINUTE_MS);
    check.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);

    const reloaded = await started(15, platform);
    expect(reloaded.check.dueAtMs).toBe(T0_MS + 15 * MINUTE_MS);
    platform.clock.advanceBy(5 * MINUTE_MS);
    expect(reloaded.check.isOpen).toBe(true);
  });

  it('continue restarts the timer and posts the answer', async () => {
    const { check, userApi, platform } = await started(5);
    platform.clock.advanceBy(5 * MINUTE_MS);
    expect(check.isOpen).toBe(true);
    platform.clock.advanceBy(MINUTE_MS);
    await check.respond('continue', false);
    expect(userApi.realityChecks).toEqual([{ data: { attributes: { action: 'continue', do_not_show_again: false, popup_show_at: (T0_MS + 5 * MINUTE_MS) / 1000 } } }]);
    expect(check.isOpen).toBe(false);
    expect(check.dueAtMs).toBe(T0_MS + 11 * MINUTE_MS);
    platform.clock.advanceBy(5 * MINUTE_MS);
    expect(check.isOpen).toBe(true);
  });

  it("'do not show again' stops the reminders, also after a reload", async () => {
    const { check, userApi, platform } = await started(5);
    platform.clock.advanceBy(5 * MINUTE_MS);
    await check.respond('continue', true);
    expect(userApi.realityChecks[0]?.data.attributes.do_not_show_again).toBe(true);
    expect(check.dueAtMs).toBeNull();
    expect(platform.clock.pendingTimerCount()).toBe(0);
    check.dispose();
    const reloaded = await started(5, platform);
    expect(reloaded.check.dueAtMs).toBeNull();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('log out clears the stored timestamp and disconnects', async () => {
    const { bed, check, platform } = await started(10);
    platform.clock.advanceBy(10 * MINUTE_MS);
    await check.respond('logout', false);
    expect(platform.localStore.get(realityCheckStorageKey(7))).toBeNull();
    expect(bed.terminator.reasons).toEqual(['reality_check']);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('nothing just closes the modal', async () => {
    const { bed, check, userApi, platform } = await started(10);
    platform.clock.advanceBy(10 * MINUTE_MS);
    await check.respond('none', false);
    expect(check.isOpen).toBe(false);
    expect(userApi.realityChecks[0]?.data.attributes.action).toBe('none');
    expect(bed.terminator.reasons).toEqual([]);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('uses only numeric values', async () => {
    const { check, platform } = await started('often');
    expect(check.periodMinutes).toBeNull();
    expect(platform.clock.pendingTimerCount()).toBe(0);
    const numeric = await started('30');
    expect(numeric.check.periodMinutes).toBe(30);
  });

  it('follows a changed period and dispose leaves no timer', async () => {
    const { bed, check, platform } = await started(15);
    await bed.container.get(Limits).save([{ limitType: 32, limitValue: 30 }]);
    expect(check.periodMinutes).toBe(30);
    expect(check.dueAtMs).toBe(T0_MS + 30 * MINUTE_MS);
    expect(platform.clock.pendingTimerCount()).toBe(1);
    check.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});
