import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { bindCouponPicks } from './coupon-picks.module';
import { bindCouponPlacing } from './coupon-placing.module';

/** The coupon's picks, settings, service and placing: what an odds button and the coupon use. */
export function bindCouponShell(options: ContainerModuleLoadOptions): void {
  bindCouponPicks(options);
  bindCouponPlacing(options);
}

/**
 * The part of `couponCoreModule` every page needs (issue 20); its own file, so it does not bring
 * cash-out or the promo store. The web app loads it in two parts: `couponPicksModule` at start,
 * `couponPlacingModule` on the first pick or with the coupon's views.
 */
export const couponShellModule = new ContainerModule(bindCouponShell);
