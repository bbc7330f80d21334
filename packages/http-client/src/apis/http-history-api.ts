import { getBetHistoryCall, getHistoryCouponCall, type BetHistoryPage, type BetHistoryQuery, type HistoryApi, type HistoryCoupon } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `HistoryApi` over HTTP. */
@injectable()
export class HttpHistoryApi implements HistoryApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getBets(query: BetHistoryQuery, signal?: AbortSignal): Promise<BetHistoryPage> {
    return this.transport.call(getBetHistoryCall, { query, ...withSignal(signal) });
  }
  getCoupon(couponId: string, signal?: AbortSignal): Promise<HistoryCoupon> {
    return this.transport.call(getHistoryCouponCall, { params: { couponId }, ...withSignal(signal) });
  }
}
