import type { ServiceIdentifier } from 'inversify';
import type { BuyPromoRequest, BuyPromoResponse, PointsOverview, PromoStore } from './promo.schemas';

/** The points and promo-store calls. Methods reject with `ApiError`. */
export interface PromoApi {
  /** `GET /web-api/points/v1/overview`. */
  getPoints(signal?: AbortSignal): Promise<PointsOverview>;
  /** `GET /web-api/promo/v1/store`. */
  getStore(signal?: AbortSignal): Promise<PromoStore>;
  /** `POST /web-api/promo/v1/buy`: a repeated `requestId` gets the first purchase again. */
  buy(request: BuyPromoRequest): Promise<BuyPromoResponse>;
}

/** Container identifier of the `PromoApi`. */
export const PromoApi = Symbol.for('PromoApi') as ServiceIdentifier<PromoApi>;
