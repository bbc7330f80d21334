import { getTotoCouponsCall, getTotoDrawsCall, getTotoResultsCall, placeTotoCouponCall, type PlaceTotoCouponRequest, type TotoApi, type TotoCoupon, type TotoCoupons, type TotoDraws, type TotoResults } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `TotoApi` over HTTP (issue 16): the reads retried by the transport; the placing is idempotent on its request id. */
@injectable()
export class HttpTotoApi implements TotoApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getDraws(signal?: AbortSignal): Promise<TotoDraws> {
    return this.transport.call(getTotoDrawsCall, signal ? { signal } : {});
  }

  getResults(signal?: AbortSignal): Promise<TotoResults> {
    return this.transport.call(getTotoResultsCall, signal ? { signal } : {});
  }

  place(request: PlaceTotoCouponRequest, signal?: AbortSignal): Promise<TotoCoupon> {
    return this.transport.call(placeTotoCouponCall, { body: request, ...(signal ? { signal } : {}) });
  }

  getCoupons(signal?: AbortSignal): Promise<TotoCoupons> {
    return this.transport.call(getTotoCouponsCall, signal ? { signal } : {});
  }
}
