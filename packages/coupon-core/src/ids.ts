// The container identifiers of the coupon's services, apart from the services (issue 20): the first
// page names them (the feed's link to the coupon, the app's wiring) without loading the coupon's
// pricing, validation and placing, which come with `couponPlacingModule` on the first pick or with
// the coupon panel. Each service's file re-exports its identifier from here.
import type { ServiceIdentifier } from 'inversify';
import type { DefaultCouponService } from './coupon/coupon.service';
import type { DefaultCouponPlacer } from './placing/placer.service';

/** The coupon service as the container gives it. */
export type CouponService = DefaultCouponService;
/** Container identifier of the `CouponService`. */
export const CouponService = Symbol.for('CouponService') as ServiceIdentifier<CouponService>;

/** The placer as the container gives it. */
export type CouponPlacer = DefaultCouponPlacer;
/** Container identifier of the `CouponPlacer`. */
export const CouponPlacer = Symbol.for('CouponPlacer') as ServiceIdentifier<CouponPlacer>;

/** Something placed was accepted: the accounts (balance) should be read again. */
export interface BalanceRefresher {
  refresh(): Promise<unknown>;
}
/** Container identifier of the `BalanceRefresher` port (the app binds accounts-core's service). */
export const BalanceRefresher = Symbol.for('BalanceRefresher') as ServiceIdentifier<BalanceRefresher>;
