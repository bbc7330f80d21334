import type { ServiceIdentifier } from 'inversify';
import type { BetHistoryPage, BetHistoryQuery, HistoryCoupon } from './history.schemas';

/** The bet history calls. Methods reject with `ApiError`. */
export interface HistoryApi {
  /** `GET /web-api/history/v1/bets`. */
  getBets(query: BetHistoryQuery, signal?: AbortSignal): Promise<BetHistoryPage>;
  /** `GET /web-api/history/v1/coupons/:couponId` (numeric ids only). */
  getCoupon(couponId: string, signal?: AbortSignal): Promise<HistoryCoupon>;
}

/** Container identifier of the `HistoryApi`. */
export const HistoryApi = Symbol.for('HistoryApi') as ServiceIdentifier<HistoryApi>;
