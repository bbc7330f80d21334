import { InMemoryUserApi } from '@kickoff/accounts-core';
import { describe, expect, it } from 'vitest';
import { aLimit } from '../testing/limit-fixtures';
import { createLimitsTestBed } from '../testing/limits-test-container';
import { connectHeadroom, HEADROOM_REFRESH_MS, LimitsHeadroom } from './headroom.service';

function bed() {
  const testBed = createLimitsTestBed((platform) => new InMemoryUserApi(platform.clock));
  return { ...testBed, headroom: testBed.container.get(LimitsHeadroom) };
}

describe('LimitsHeadroomService on the simulated clock', () => {
  it('loads the limits when watched, every 30 s while watched, and stops with the last watcher', async () => {
    const { headroom, limitsApi, platform } = bed();
    limitsApi.seed([aLimit({ limitType: 1, limitValue: 5_000, limitBalance: 3_500 })]);
    const stopA = headroom.watch('de');
    const stopB = headroom.watch('de');
    await headroom.refresh();
    expect(limitsApi.calls.filter((call) => call.method === 'getLimits').map((call) => call.args)).toEqual([['de'], ['de']]);
    expect(headroom.headroom.stake?.remainingMinor).toBe(3_500);

    limitsApi.seed([aLimit({ limitType: 1, limitValue: 5_000, limitBalance: 500 })]);
    platform.clock.advanceBy(HEADROOM_REFRESH_MS);
    await Promise.resolve();
    await headroom.refresh();
    expect(headroom.headroom.stake?.remainingMinor).toBe(500);
    const loads = limitsApi.callCount('getLimits');

    stopA();
    stopA();
    platform.clock.advanceBy(HEADROOM_REFRESH_MS);
    expect(limitsApi.callCount('getLimits')).toBe(loads + 1);
    stopB();
    expect(platform.clock.pendingTimerCount()).toBe(0);
    platform.clock.advanceBy(10 * HEADROOM_REFRESH_MS);
    expect(limitsApi.callCount('getLimits')).toBe(loads + 1);
  });
});

describe('connectHeadroom', () => {
  const headroomOf = (limits: Parameters<typeof aLimit>[0][]) => {
    const { headroom, limitsApi } = bed();
    limitsApi.seed(limits.map((limit) => aLimit(limit)));
    return { headroom, ready: headroom.refresh() };
  };

  it('says how much more may be staked and deposited, in the limit currency', async () => {
    const { headroom, ready } = headroomOf([{ limitType: 1, limitValue: 5_000, limitBalance: 3_500 }, { limitType: 20, limitValue: 9_000, limitBalance: 9_000 }]);
    await ready;
    expect(connectHeadroom(headroom.headroom, { currencyIso: 'USD', show: 'both' })).toEqual({
      lines: [
        { key: 'responsible_headroom_stake', value: { key: 'responsible_value_money', money: { minor: 3_500, currencyIso: 'EUR' } }, limitTitleKey: 'responsible_limit_1' },
        { key: 'responsible_headroom_deposit', value: { key: 'responsible_value_money', money: { minor: 9_000, currencyIso: 'EUR' } }, limitTitleKey: 'responsible_limit_20' },
      ],
      blockedKey: null,
      empty: false,
    });
    expect(connectHeadroom(headroom.headroom, { currencyIso: 'USD', show: 'stake' }).lines.map((entry) => entry.key)).toEqual(['responsible_headroom_stake']);
  });

  it('a time-out says why nothing may be staked; no limit says nothing', async () => {
    const blocked = headroomOf([{ limitType: 33, limitValue: 7, endsAt: Date.UTC(2027, 0, 1) / 1000, currencyCode: null }]);
    await blocked.ready;
    expect(connectHeadroom(blocked.headroom.headroom, { currencyIso: 'EUR', show: 'stake' })).toEqual({ lines: [], blockedKey: 'responsible_gaming_time_out_active', empty: false });
    const none = headroomOf([]);
    await none.ready;
    expect(connectHeadroom(none.headroom.headroom, { currencyIso: 'EUR', show: 'both' })).toEqual({ lines: [], blockedKey: null, empty: true });
  });
});
