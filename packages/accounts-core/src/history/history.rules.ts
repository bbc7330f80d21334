import { HistoryCouponStatus, HistoryCouponType, HistoryPeriod, type BetHistoryPage, type HistoryCoupon, type HistoryTotals } from '@kickoff/contracts';

/**
 * Pure rules of My bets (document 000 §2 office `history`, auth-required) and the printed coupon
 * (document 000 §2 Empty layout `print-coupon/{couponId}`, §5 "Print-coupon id must be numeric").
 */

/** Coupons per history page. */
export const HISTORY_PAGE_SIZE = 20;
/** While the page shows open coupons it is read again on the default refresh (document 001 §9 "default 10 s"): bets settle. */
export const HISTORY_REFRESH_MS = 10_000;

/** The status filter: one status or every status. */
export type HistoryStatusFilter = HistoryCouponStatus | 'all';

/** The statuses the filter offers, `all` first. */
export const HISTORY_STATUS_FILTERS: readonly HistoryStatusFilter[] = ['all', ...HistoryCouponStatus.options];
/** The periods the filter offers. */
export const HISTORY_PERIODS: readonly HistoryPeriod[] = HistoryPeriod.options;

/** The coupon types the filter offers (issue 16), `all` first. */
export const HISTORY_TYPE_FILTERS: readonly HistoryCouponType[] = HistoryCouponType.options;

/** The filter of a history page: period, status, coupon type, a sport (null: every sport) and the page. */
export interface HistoryFilter {
  readonly period: HistoryPeriod;
  readonly status: HistoryStatusFilter;
  readonly type: HistoryCouponType;
  readonly sportId: number | null;
  readonly page: number;
}

/** The filter a page opens with: 30 days, every status, type and sport, the first page (the history call's defaults). */
export const DEFAULT_HISTORY_FILTER: HistoryFilter = { period: '30d', status: 'all', type: 'all', sportId: null, page: 1 };

/** Why a filter value is refused. */
export type HistoryFilterError = 'history_period_invalid' | 'history_status_invalid' | 'history_type_invalid' | 'history_sport_invalid' | 'history_page_invalid';

/** What a link or a select gives a filter. */
export interface HistoryFilterInput {
  period?: string;
  status?: string;
  type?: string;
  sportId?: number | null;
  page?: number;
}

/** Checks a filter as it comes from a link or a select: a known period, status and type, a sport id (a whole number from 1) or none, a whole page from 1. */
export function validateHistoryFilter(input: HistoryFilterInput): { ok: true; filter: HistoryFilter } | { ok: false; code: HistoryFilterError } {
  const period = input.period ?? DEFAULT_HISTORY_FILTER.period;
  const status = input.status ?? DEFAULT_HISTORY_FILTER.status;
  const type = input.type ?? DEFAULT_HISTORY_FILTER.type;
  const sportId = input.sportId ?? null;
  const page = input.page ?? DEFAULT_HISTORY_FILTER.page;
  if (!(HISTORY_PERIODS as readonly string[]).includes(period)) return { ok: false, code: 'history_period_invalid' };
  if (!(HISTORY_STATUS_FILTERS as readonly string[]).includes(status)) return { ok: false, code: 'history_status_invalid' };
  if (!(HISTORY_TYPE_FILTERS as readonly string[]).includes(type)) return { ok: false, code: 'history_type_invalid' };
  if (sportId !== null && (!Number.isInteger(sportId) || sportId < 1)) return { ok: false, code: 'history_sport_invalid' };
  if (!Number.isInteger(page) || page < 1) return { ok: false, code: 'history_page_invalid' };
  return { ok: true, filter: { period: period as HistoryPeriod, status: status as HistoryStatusFilter, type: type as HistoryCouponType, sportId, page } };
}

/** Whether two filters ask for the same page. */
export function sameHistoryFilter(a: HistoryFilter, b: HistoryFilter): boolean {
  return a.period === b.period && a.status === b.status && a.type === b.type && a.sportId === b.sportId && a.page === b.page;
}

/** The totals line of a filtered history (issue 16): the sums the server gave and whether the net is a gain, a loss or even. */
export interface HistoryTotalsView extends HistoryTotals {
  readonly netKey: 'office_history_net_gain' | 'office_history_net_loss' | 'office_history_net_even';
}

/** The totals line of a page of the history. */
export function historyTotalsView(totals: HistoryTotals): HistoryTotalsView {
  const netKey = totals.net > 0 ? 'office_history_net_gain' : totals.net < 0 ? 'office_history_net_loss' : 'office_history_net_even';
  return { ...totals, netKey };
}

/** Number of pages of a list (at least one). */
export function historyPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The pager of a page: where it stands and which moves are possible. */
export interface HistoryPager {
  readonly page: number;
  readonly pages: number;
  readonly canPrevious: boolean;
  readonly canNext: boolean;
}

/** The pager of a page of the history. */
export function historyPager(data: Pick<BetHistoryPage, 'page' | 'total' | 'pageSize'>): HistoryPager {
  const pages = historyPageCount(data.total, data.pageSize);
  return { page: data.page, pages, canPrevious: data.page > 1, canNext: data.page < pages };
}

/** Whether a page shows a coupon still open (then it is read again, `HISTORY_REFRESH_MS`). */
export function hasOpenCoupons(data: Pick<BetHistoryPage, 'coupons'> | null): boolean {
  return data !== null && data.coupons.some((coupon) => coupon.status === 'open');
}

/** A coupon id as `print-coupon/{couponId}` and the history call take it: digits only (document 000 §5). */
export function isCouponId(value: string): boolean {
  return /^\d{1,18}$/.test(value);
}

/** A selection of a printed coupon. */
export interface PrintedSelection {
  readonly marketId: number;
  readonly event: string;
  readonly league: string;
  readonly marketName: string;
  readonly coef: number;
  readonly startDateTime: number;
  readonly isBanker: boolean;
}

/** What a printed coupon shows (document 000 §2 `print-coupon`): number, date, selections, odds, stake, possible win. */
export interface PrintedCoupon {
  readonly couponId: string;
  readonly code: string;
  readonly placedAt: number;
  /** The coupon type's dictionary key (`coupon_type_0` single, `_1` express, `_2` system). */
  readonly typeKey: string;
  /** The system size of a system coupon (document 000 §4 type 2), else null. */
  readonly systemValue: number | null;
  readonly selections: readonly PrintedSelection[];
  readonly coef: number;
  readonly stake: number;
  readonly possibleWin: number;
  /** The paid win once settled, else null. */
  readonly win: number | null;
  readonly statusKey: string;
  readonly currency: string;
}

/** The printed view of a coupon of the history. */
export function printedCoupon(coupon: HistoryCoupon): PrintedCoupon {
  return {
    couponId: coupon.couponId,
    code: coupon.code,
    placedAt: coupon.placedAt,
    typeKey: `coupon_type_${coupon.typeId}`,
    systemValue: coupon.typeId === 2 ? coupon.systemValue : null,
    selections: coupon.bets.map((bet) => ({
      marketId: bet.marketId,
      event: `${bet.opponent1Name} – ${bet.opponent2Name}`,
      league: `${bet.sportName}. ${bet.champName}`,
      marketName: bet.marketName,
      coef: bet.coef,
      startDateTime: bet.startDateTime,
      isBanker: bet.isBanker,
    })),
    coef: coupon.coef,
    stake: coupon.amount,
    possibleWin: coupon.possibleWin,
    win: coupon.win,
    statusKey: `office_history_status_${coupon.status}`,
    currency: coupon.currency,
  };
}
