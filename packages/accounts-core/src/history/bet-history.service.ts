import { HistoryApi } from '@kickoff/contracts';
import { Clock, Visibility } from '@kickoff/platform';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { BetHistoryObserver, HistoryCouponObserver } from './bet-history.observers';
import { DEFAULT_HISTORY_FILTER, validateHistoryFilter, type HistoryFilter, type HistoryFilterInput } from './history.rules';

/**
 * My bets as read models (issue 12): a view observes a page of the history or one coupon and
 * disposes the observer when it goes. Needs the `HistoryApi` (contracts) and the platform's Clock
 * and Visibility.
 */
@injectable()
export class DefaultBetHistoryService {
  constructor(
    @inject(HistoryApi) private readonly api: HistoryApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Visibility) private readonly visibility: Visibility,
  ) {}

  /** A page of the history; a filter that does not validate opens on the default one (30 days, every status, type and sport, page 1). */
  observePage(filter: HistoryFilterInput = {}): BetHistoryObserver {
    const checked = validateHistoryFilter(filter);
    const initial: HistoryFilter = checked.ok ? checked.filter : DEFAULT_HISTORY_FILTER;
    return new BetHistoryObserver(this.api, this.clock, this.visibility, initial);
  }

  /** One coupon of the signed-in player (My bets row, `print-coupon/{couponId}`). */
  observeCoupon(couponId: string): HistoryCouponObserver {
    return new HistoryCouponObserver(this.api, couponId);
  }
}

/** The bet history service. */
export type BetHistoryService = DefaultBetHistoryService;
/** Container identifier of the `BetHistoryService`. */
export const BetHistoryService = Symbol.for('BetHistoryService') as ServiceIdentifier<BetHistoryService>;
