import { isApiError, type BetHistoryPage, type HistoryApi, type HistoryCoupon } from '@kickoff/contracts';
import type { Clock, TimerHandle, Visibility } from '@kickoff/platform';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_REFRESH_MS,
  hasOpenCoupons,
  historyPager,
  historyTotalsView,
  isCouponId,
  printedCoupon,
  sameHistoryFilter,
  validateHistoryFilter,
  type HistoryFilter,
  type HistoryFilterInput,
  type HistoryPager,
  type HistoryTotalsView,
  type PrintedCoupon,
} from './history.rules';

/** Where an observer stands: `idle` once disposed, `loading` before the first answer, `ready` with data, `error` without data. */
export type HistoryObserverStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A refused value or a failed read: a code and the dictionary key a view shows. */
export interface HistoryError {
  readonly code: string;
  readonly key: string;
}

/** The error of a failed read; a guest (401) is asked to sign in, since the history is the signed-in player's own. */
function errorOf(error: unknown): HistoryError {
  if (!isApiError(error)) return { code: 'network_error', key: 'main_network_error' };
  if (error.status === 401 || error.code === 'unauthorized') return { code: 'unauthorized', key: 'history_sign_in' };
  return { code: error.code, key: error.messageKey };
}

function statusOf(disposed: boolean, hasData: boolean, error: HistoryError | null): HistoryObserverStatus {
  if (disposed) return 'idle';
  if (hasData) return 'ready';
  return error ? 'error' : 'loading';
}

/**
 * A page of My bets as an observer (issue 12): the filter (period, status, page), the page read from
 * the history call, the pager. A filter change reads the first page anew (a newer read aborts the
 * older one); a bad filter value is refused with `filterError` and changes nothing. While the page
 * shows open coupons it is read again every `HISTORY_REFRESH_MS`, quietly (the data stays), and not
 * while the page is hidden: the pending read happens when it shows again. `dispose()` aborts the
 * read, clears the timer and the visibility listener.
 */
export class BetHistoryObserver {
  filter: HistoryFilter;
  data: BetHistoryPage | null = null;
  error: HistoryError | null = null;
  filterError: HistoryError | null = null;
  private disposed = false;
  private controller: AbortController | null = null;
  private timer: TimerHandle | undefined;
  private dueWhileHidden = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly api: HistoryApi,
    private readonly clock: Clock,
    private readonly visibility: Visibility,
    filter: HistoryFilter,
  ) {
    this.filter = filter;
    makeAutoObservable<BetHistoryObserver, 'api' | 'clock' | 'visibility' | 'controller' | 'timer' | 'dueWhileHidden' | 'unsubscribe'>(
      this,
      { api: false, clock: false, visibility: false, controller: false, timer: false, dueWhileHidden: false, unsubscribe: false, data: observableRef },
      { autoBind: true },
    );
    this.unsubscribe = visibility.subscribe((visible) => this.onVisibility(visible));
    void this.read(false);
  }

  get status(): HistoryObserverStatus {
    return statusOf(this.disposed, this.data !== null, this.error);
  }

  /** The pager of the page shown, or null before the first answer. */
  get pager(): HistoryPager | null {
    return this.data ? historyPager(this.data) : null;
  }

  /** The totals of every coupon the filter matches, or null before the first answer (issue 16). */
  get totals(): HistoryTotalsView | null {
    return this.data ? historyTotalsView(this.data.totals) : null;
  }

  setPeriod(period: string): boolean {
    return this.apply({ ...this.filter, period, page: 1 });
  }

  setStatus(status: string): boolean {
    return this.apply({ ...this.filter, status, page: 1 });
  }

  setType(type: string): boolean {
    return this.apply({ ...this.filter, type, page: 1 });
  }

  /** A sport id as a select gives it: an empty value is every sport. */
  setSport(sportId: string | number | null): boolean {
    const id = sportId === null || sportId === '' ? null : Number(sportId);
    return this.apply({ ...this.filter, sportId: id, page: 1 });
  }

  setPage(page: number): boolean {
    return this.apply({ ...this.filter, page });
  }

  nextPage(): boolean {
    return this.pager?.canNext ? this.setPage(this.filter.page + 1) : false;
  }

  previousPage(): boolean {
    return this.pager?.canPrevious ? this.setPage(this.filter.page - 1) : false;
  }

  refetch(): void {
    if (!this.disposed) void this.read(true);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.controller?.abort();
    this.controller = null;
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.unsubscribe();
    this.data = null;
  }

  private apply(input: HistoryFilterInput): boolean {
    if (this.disposed) return false;
    const checked = validateHistoryFilter(input);
    if (!checked.ok) {
      this.filterError = { code: checked.code, key: checked.code };
      return false;
    }
    this.filterError = null;
    const next = checked.filter;
    if (sameHistoryFilter(next, this.filter)) return true;
    this.filter = next;
    this.data = null;
    this.error = null;
    void this.read(false);
    return true;
  }

  private async read(quiet: boolean): Promise<void> {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const { period, status, type, sportId, page } = this.filter;
    try {
      const data = await this.api.getBets({ period, status, type, ...(sportId === null ? {} : { sportId }), page, pageSize: HISTORY_PAGE_SIZE }, controller.signal);
      if (!controller.signal.aborted) this.receive(data, null);
    } catch (error) {
      if (!controller.signal.aborted) this.receive(quiet ? this.data : null, errorOf(error));
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  private receive(data: BetHistoryPage | null, error: HistoryError | null): void {
    this.data = data;
    this.error = error;
    if (!hasOpenCoupons(data)) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      if (this.visibility.isVisible()) void this.read(true);
      else this.dueWhileHidden = true;
    }, HISTORY_REFRESH_MS);
  }

  private onVisibility(visible: boolean): void {
    if (!visible || !this.dueWhileHidden || this.disposed) return;
    this.dueWhileHidden = false;
    void this.read(true);
  }
}

/**
 * One coupon of the history as an observer (a row opened in My bets, `print-coupon/{couponId}`):
 * read at creation; an id that is not numeric is refused without a call (document 000 §5).
 * `printed` is what the printed coupon shows.
 */
export class HistoryCouponObserver {
  data: HistoryCoupon | null = null;
  error: HistoryError | null = null;
  private disposed = false;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: HistoryApi,
    readonly couponId: string,
  ) {
    makeAutoObservable<HistoryCouponObserver, 'api' | 'controller'>(this, { api: false, couponId: false, controller: false, data: observableRef }, { autoBind: true });
    if (isCouponId(couponId)) void this.read();
    else this.error = { code: 'coupon_id_invalid', key: 'main_not_found' };
  }

  get status(): HistoryObserverStatus {
    return statusOf(this.disposed, this.data !== null, this.error);
  }

  /** The printed view of the coupon, or null before it is read. */
  get printed(): PrintedCoupon | null {
    return this.data ? printedCoupon(this.data) : null;
  }

  refetch(): void {
    if (!this.disposed && isCouponId(this.couponId)) void this.read();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.controller?.abort();
    this.controller = null;
    this.data = null;
  }

  private async read(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const data = await this.api.getCoupon(this.couponId, controller.signal);
      if (!controller.signal.aborted) this.receive(data, null);
    } catch (error) {
      if (!controller.signal.aborted) this.receive(this.data, errorOf(error));
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  private receive(data: HistoryCoupon | null, error: HistoryError | null): void {
    this.data = data;
    this.error = error;
  }
}
