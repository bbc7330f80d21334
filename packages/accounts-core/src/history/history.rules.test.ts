import { describe, expect, it } from 'vitest';
import { aHistoryCoupon } from './testing/in-memory-history-api';
import { hasOpenCoupons, historyPager, historyTotalsView, isCouponId, printedCoupon, validateHistoryFilter } from './history.rules';

describe('My bets rules', () => {
  it.each([
    [{}, { ok: true, filter: { period: '30d', status: 'all', type: 'all', sportId: null, page: 1 } }],
    [{ period: '7d', status: 'won', page: 3 }, { ok: true, filter: { period: '7d', status: 'won', type: 'all', sportId: null, page: 3 } }],
    [{ type: 'express', sportId: 40 }, { ok: true, filter: { period: '30d', status: 'all', type: 'express', sportId: 40, page: 1 } }],
    [{ type: 'accumulator' }, { ok: false, code: 'history_type_invalid' }],
    [{ sportId: 0 }, { ok: false, code: 'history_sport_invalid' }],
    [{ sportId: 2.5 }, { ok: false, code: 'history_sport_invalid' }],
    [{ period: '14d' }, { ok: false, code: 'history_period_invalid' }],
    [{ status: 'cancelled' }, { ok: false, code: 'history_status_invalid' }],
    [{ page: 0 }, { ok: false, code: 'history_page_invalid' }],
    [{ page: 1.5 }, { ok: false, code: 'history_page_invalid' }],
    [{ page: Number.NaN }, { ok: false, code: 'history_page_invalid' }],
  ])('validates the filter %j as %j', (input, expected) => {
    expect(validateHistoryFilter(input)).toEqual(expected);
  });

  it('pages: 41 coupons by 20 make 3 pages', () => {
    expect(historyPager({ page: 1, total: 41, pageSize: 20 })).toEqual({ page: 1, pages: 3, canPrevious: false, canNext: true });
    expect(historyPager({ page: 3, total: 41, pageSize: 20 })).toEqual({ page: 3, pages: 3, canPrevious: true, canNext: false });
    expect(historyPager({ page: 1, total: 0, pageSize: 20 }).pages).toBe(1);
  });

  it('marks the net of the totals a gain, a loss or even', () => {
    expect(historyTotalsView({ count: 2, stake: 10, returns: 18.5, net: 8.5, currency: 'EUR' }).netKey).toBe('office_history_net_gain');
    expect(historyTotalsView({ count: 1, stake: 10, returns: 0, net: -10, currency: 'EUR' }).netKey).toBe('office_history_net_loss');
    expect(historyTotalsView({ count: 0, stake: 0, returns: 0, net: 0, currency: 'EUR' }).netKey).toBe('office_history_net_even');
  });

  it('refreshes only pages with an open coupon', () => {
    expect(hasOpenCoupons({ coupons: [aHistoryCoupon({ status: 'won', win: 37 })] })).toBe(false);
    expect(hasOpenCoupons({ coupons: [aHistoryCoupon({ status: 'won', win: 37 }), aHistoryCoupon()] })).toBe(true);
    expect(hasOpenCoupons(null)).toBe(false);
  });

  // document 000 §5: "Print-coupon id must be numeric"
  it.each([
    ['100001', true],
    ['12a4', false],
    ['-5', false],
    ['', false],
  ])('takes %j as a coupon id: %s', (value, ok) => {
    expect(isCouponId(value)).toBe(ok);
  });

  it('prints the number, date, selections with odds, stake and possible win', () => {
    const printed = printedCoupon(aHistoryCoupon());
    expect(printed).toMatchObject({ couponId: '100001', code: 'K-100001', typeKey: 'coupon_type_1', systemValue: null, coef: 3.7, stake: 10, possibleWin: 37, win: null, statusKey: 'office_history_status_open', currency: 'EUR' });
    expect(printed.selections.map((selection) => [selection.event, selection.marketName, selection.coef])).toEqual([
      ['London FC – Leeds United', '1', 1.85],
      ['Madrid – Sevilla', 'X', 2],
    ]);
    expect(printedCoupon(aHistoryCoupon({ typeId: 2, systemValue: 2 })).systemValue).toBe(2);
  });
});
