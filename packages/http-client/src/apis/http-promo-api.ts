import { buyPromoCall, getPointsCall, getPromoStoreCall, type BuyPromoRequest, type BuyPromoResponse, type PointsOverview, type PromoApi, type PromoStore } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `PromoApi` over HTTP (points and the promo-code store, issue 16). */
@injectable()
export class HttpPromoApi implements PromoApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getPoints(signal?: AbortSignal): Promise<PointsOverview> {
    return this.transport.call(getPointsCall, signal ? { signal } : {});
  }

  getStore(signal?: AbortSignal): Promise<PromoStore> {
    return this.transport.call(getPromoStoreCall, signal ? { signal } : {});
  }

  buy(request: BuyPromoRequest): Promise<BuyPromoResponse> {
    return this.transport.call(buyPromoCall, { body: request });
  }
}
