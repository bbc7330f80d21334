import type { ServiceIdentifier } from 'inversify';
import type { LoadedCoupon, PlaceCouponRequest, PlaceCouponResponse, PlacingOutcomeResponse } from './coupon.schemas';

/** The coupon calls, as `coupon-core` depends on them. Methods reject with `ApiError`. */
export interface CouponApi {
  /** Places one coupon; a repeated `request.id` gets the first answer again. */
  placeCoupon(request: PlaceCouponRequest, signal?: AbortSignal): Promise<PlaceCouponResponse>;
  /** The outcome of a placing id (pending, accepted or rejected); unknown ids reject with 404. */
  getPlacingOutcome(requestId: string, signal?: AbortSignal): Promise<PlacingOutcomeResponse>;
  /** A saved coupon by its code; unknown codes reject with 404. */
  loadCoupon(code: string, signal?: AbortSignal): Promise<LoadedCoupon>;
}

/** Container identifier of the `CouponApi`. */
export const CouponApi = Symbol.for('CouponApi') as ServiceIdentifier<CouponApi>;
