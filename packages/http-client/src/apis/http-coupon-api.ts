import { getPlacingOutcomeCall, loadCouponCall, placeCouponCall, type CouponApi, type LoadedCoupon, type PlaceCouponRequest, type PlaceCouponResponse, type PlacingOutcomeResponse } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `CouponApi` over HTTP: placing is idempotent on the coupon's id, so it is retried safely. */
@injectable()
export class HttpCouponApi implements CouponApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  placeCoupon(request: PlaceCouponRequest, signal?: AbortSignal): Promise<PlaceCouponResponse> {
    return this.transport.call(placeCouponCall, { body: request, ...withSignal(signal) });
  }
  getPlacingOutcome(requestId: string, signal?: AbortSignal): Promise<PlacingOutcomeResponse> {
    return this.transport.call(getPlacingOutcomeCall, { params: { requestId }, ...withSignal(signal) });
  }
  loadCoupon(code: string, signal?: AbortSignal): Promise<LoadedCoupon> {
    return this.transport.call(loadCouponCall, { params: { code }, ...withSignal(signal) });
  }
}
