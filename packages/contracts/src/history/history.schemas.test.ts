import { describe, expect, it } from 'vitest';
import { BetHistoryQuery, HISTORY_PERIOD_MS, HISTORY_TYPE_IDS, HistoryCouponParams, getBetHistoryCall, getHistoryCouponCall } from './history.schemas';

describe('bet history contract', () => {
  it('needs a signed-in player (document 000 §2: history routes carry an auth-required flag)', () => {
    expect([getBetHistoryCall.auth, getHistoryCouponCall.auth]).toEqual([true, true]);
  });

  it('filters 30 days of every status by default', () => {
    expect(BetHistoryQuery.parse({})).toEqual({ period: '30d', status: 'all', type: 'all', page: 1, pageSize: 20 });
    expect(BetHistoryQuery.parse({ type: 'system', sportId: '3' })).toMatchObject({ type: 'system', sportId: 3 });
    expect(BetHistoryQuery.safeParse({ type: 'accumulator' }).success).toBe(false);
    expect(HISTORY_TYPE_IDS).toEqual({ single: 0, express: 1, system: 2 });
    expect(BetHistoryQuery.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(HISTORY_PERIOD_MS['7d']).toBe(604_800_000);
  });

  // document 000 §5: "Print-coupon id must be numeric"
  it.each([
    ['100001', true],
    ['0', true],
    ['12a4', false],
    ['-5', false],
    ['1.5', false],
    ['', false],
  ])('takes %j as a coupon id: %s', (couponId, ok) => {
    expect(HistoryCouponParams.safeParse({ couponId }).success).toBe(ok);
  });
});
