import type { ServiceIdentifier } from 'inversify';
import type { PlaceTotoCouponRequest, TotoCoupon, TotoCoupons, TotoDraws, TotoResults } from './toto.schemas';

/** The toto calls as catalog-core's `TotoService` depends on them. Methods reject with `ApiError`. */
export interface TotoApi {
  /** `GET /web-api/toto/v1/draws`. */
  getDraws(signal?: AbortSignal): Promise<TotoDraws>;
  /** `GET /web-api/toto/v1/results`. */
  getResults(signal?: AbortSignal): Promise<TotoResults>;
  /** `POST /web-api/toto/v1/coupons`. */
  place(request: PlaceTotoCouponRequest, signal?: AbortSignal): Promise<TotoCoupon>;
  /** `GET /web-api/toto/v1/coupons`. */
  getCoupons(signal?: AbortSignal): Promise<TotoCoupons>;
}

/** Container identifier of the `TotoApi`. */
export const TotoApi = Symbol.for('TotoApi') as ServiceIdentifier<TotoApi>;
