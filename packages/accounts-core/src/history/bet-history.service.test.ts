import { ApiError } from '@kickoff/contracts';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DefaultBetHistoryService } from './bet-history.service';
import { aHistoryCoupon, InMemoryHistoryApi } from './testing/in-memory-history-api';

let platform: TestPlatform;
let api: InMemoryHistoryApi;
let service: DefaultBetHistoryService;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOW = Date.UTC(2026, 0, 1, 12);

beforeEach(() => {
  platform = createTestPlatform(NOW);
  api = new InMemoryHistoryApi(platform.clock, [
    aHistoryCoupon(),
    ...Array.from({ length: 24 }, (_, index) => aHistoryCoupon({ couponId: String(200_000 + index), code: `K-${200_000 + index}`, status: 'lost', win: 0, placedAt: NOW - (index + 2) * 3_600_000 })),
    aHistoryCoupon({ couponId: '300000', status: 'won', win: 37, placedAt: NOW - 40 * 86_400_000 }),
  ]);
  service = new DefaultBetHistoryService(api, platform.clock, platform.visibility);
});
afterEach(() => {
  expect(platform.clock.pendingTimerCount()).toBe(0);
  expect(platform.visibility.listenerCount()).toBe(0);
});

describe('the bet history read model', () => {
  it('reads the first page of 30 days of every status, with its pager', async () => {
    const history = service.observePage();
    expect(history.status).toBe('loading');
    await settle();
    expect(history.status).toBe('ready');
    expect(api.queries).toEqual([{ period: '30d', status: 'all', type: 'all', page: 1, pageSize: 20 }]);
    expect(history.data?.coupons[0]?.couponId).toBe('100001');
    expect(history.pager).toEqual({ page: 1, pages: 2, canPrevious: false, canNext: true });
    history.dispose();
    expect(history.status).toBe('idle');
  });

  it('pages forward and back, and a filter change reads the first page', async () => {
    const history = service.observePage();
    await settle();
    expect(history.nextPage()).toBe(true);
    expect(history.status).toBe('loading');
    await settle();
    expect(history.data?.coupons).toHaveLength(5);
    expect(history.nextPage()).toBe(false);
    expect(history.setStatus('won')).toBe(true);
    await settle();
    expect(history.filter).toEqual({ period: '30d', status: 'won', type: 'all', sportId: null, page: 1 });
    expect(history.data?.total).toBe(0);
    expect(history.setPeriod('90d')).toBe(true);
    await settle();
    expect(history.data?.coupons.map((coupon) => coupon.couponId)).toEqual(['300000']);
    history.dispose();
  });

  it('filters by type and sport and shows the totals of the whole filter (issue 16)', async () => {
    api.coupons = [
      aHistoryCoupon({ couponId: '1', typeId: 0, amount: 5, win: 9.25, status: 'won', placedAt: NOW - 3_600_000, bets: [aHistoryCoupon().bets[0]!] }),
      aHistoryCoupon({ couponId: '2', typeId: 1, amount: 10, win: 0, status: 'lost', placedAt: NOW - 7_200_000 }),
      aHistoryCoupon({ couponId: '3', typeId: 0, amount: 2.5, placedAt: NOW - 9_000_000, bets: [{ ...aHistoryCoupon().bets[0]!, sportName: 'Tennis' }] }),
      aHistoryCoupon({ couponId: '4', typeId: 2, systemValue: 2, amount: 6, win: 0, cashedOut: 4.2, stakeCashedOut: 6, status: 'cashed_out', placedAt: NOW - 10_000_000 }),
    ];
    const history = service.observePage();
    await settle();
    // stakes 5 + 10 + 2.5 + 6 = 23.5; returns 9.25 + 4.20 = 13.45
    expect(history.totals).toEqual({ count: 4, stake: 23.5, returns: 13.45, net: -10.05, currency: 'EUR', netKey: 'office_history_net_loss' });
    expect(history.data?.sports).toEqual([{ id: 1, name: 'Football' }, { id: 4, name: 'Tennis' }]);
    expect(history.setType('single')).toBe(true);
    await settle();
    expect(api.queries.at(-1)).toEqual({ period: '30d', status: 'all', type: 'single', page: 1, pageSize: 20 });
    expect(history.data?.coupons.map((coupon) => coupon.couponId)).toEqual(['1', '3']);
    expect(history.totals).toMatchObject({ count: 2, stake: 7.5, returns: 9.25, net: 1.75, netKey: 'office_history_net_gain' });
    expect(history.setSport('4')).toBe(true);
    await settle();
    expect(api.queries.at(-1)).toEqual({ period: '30d', status: 'all', type: 'single', sportId: 4, page: 1, pageSize: 20 });
    expect(history.data?.coupons.map((coupon) => coupon.couponId)).toEqual(['3']);
    expect(history.setSport('')).toBe(true);
    expect(history.setType('system')).toBe(true);
    await settle();
    expect(history.filter).toEqual({ period: '30d', status: 'all', type: 'system', sportId: null, page: 1 });
    expect(history.totals).toMatchObject({ count: 1, stake: 6, returns: 4.2, net: -1.8 });
    const reads = api.queries.length;
    expect(history.setType('accumulator')).toBe(false);
    expect(history.setSport('-3')).toBe(false);
    expect(history.filterError?.code).toBe('history_sport_invalid');
    expect(api.queries).toHaveLength(reads);
    history.dispose();
  });

  it('refuses a bad filter value with a code and reads nothing', async () => {
    const history = service.observePage();
    await settle();
    expect(history.setStatus('cancelled')).toBe(false);
    expect(history.filterError).toEqual({ code: 'history_status_invalid', key: 'history_status_invalid' });
    expect(history.setPage(0)).toBe(false);
    expect(api.queries).toHaveLength(1);
    expect(history.filter.status).toBe('all');
    history.dispose();
  });

  it('a page with an open coupon is read again every 10 s until the coupon settles, then the timer stops', async () => {
    const history = service.observePage({ status: 'all' });
    await settle();
    platform.clock.advanceBy(9_999);
    await settle();
    expect(api.queries).toHaveLength(1);
    api.settle('100001', 'won', 37);
    platform.clock.advanceBy(1);
    await settle();
    expect(api.queries).toHaveLength(2);
    expect(history.data?.coupons[0]?.win).toBe(37);
    expect(platform.clock.pendingTimerCount()).toBe(0);
    history.dispose();
  });

  it('does not read while the page is hidden; reads when it shows again', async () => {
    const history = service.observePage();
    await settle();
    platform.visibility.setVisible(false);
    platform.clock.advanceBy(30_000);
    await settle();
    expect(api.queries).toHaveLength(1);
    platform.visibility.setVisible(true);
    await settle();
    expect(api.queries).toHaveLength(2);
    history.dispose();
  });

  it('dispose aborts a read in flight and clears the refresh timer', async () => {
    const history = service.observePage();
    await settle();
    expect(platform.clock.pendingTimerCount()).toBe(1);
    api.hold();
    history.refetch();
    history.dispose();
    api.release();
    await settle();
    expect(history.data).toBeNull();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('shows a failed first read as an error; a failed refresh keeps the page', async () => {
    api.failNext(new ApiError(0, { code: 'network_error', messageKey: 'main_network_error' }));
    const history = service.observePage();
    await settle();
    expect(history.status).toBe('error');
    expect(history.error).toEqual({ code: 'network_error', key: 'main_network_error' });
    history.refetch();
    await settle();
    expect(history.status).toBe('ready');
    api.failNext(new ApiError(500, { code: 'internal_error', messageKey: 'main_error' }));
    history.refetch();
    await settle();
    expect(history.status).toBe('ready');
    expect(history.error?.key).toBe('main_error');
    history.dispose();
  });

  it('a guest is asked to sign in (the history is the signed-in player\'s own)', async () => {
    api.failNext(new ApiError(401, { code: 'unauthorized', messageKey: 'main_unauthorized' }));
    const coupon = service.observeCoupon('100001');
    await settle();
    expect(coupon.error).toEqual({ code: 'unauthorized', key: 'history_sign_in' });
    coupon.dispose();
  });

  it('one coupon: read by id and printed; an unknown id is not found; a non-numeric id is refused without a call', async () => {
    const coupon = service.observeCoupon('100001');
    const unknown = service.observeCoupon('999');
    const bad = service.observeCoupon('12ab');
    await settle();
    expect(coupon.printed?.possibleWin).toBe(37);
    expect(unknown.status).toBe('error');
    expect(unknown.error).toEqual({ code: 'not_found', key: 'main_not_found' });
    expect(bad.error?.code).toBe('coupon_id_invalid');
    expect(api.couponReads).toEqual(['100001', '999']);
    for (const observer of [coupon, unknown, bad]) observer.dispose();
    expect(coupon.status).toBe('idle');
  });
});
