import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { CouponService, DefaultCouponService } from './coupon/coupon.service';
import { PlacingIdSource, RandomPlacingIdSource } from './placing/placing-id';
import { CouponPlacer, DefaultCouponPlacer } from './placing/placer.service';

/** The coupon service (pricing, validation) and placing, over the picks (`bindCouponPicks`). */
export function bindCouponPlacing({ bind }: ContainerModuleLoadOptions): void {
  bind(CouponService).to(DefaultCouponService).inSingletonScope();
  bind(PlacingIdSource).to(RandomPlacingIdSource).inSingletonScope();
  bind(CouponPlacer).to(DefaultCouponPlacer).inSingletonScope();
}

/**
 * The rest of `couponShellModule` (issue 20): the web app loads it after `couponPicksModule`, on the
 * first pick (`CouponPlacingLoader`) or with the views of the coupon; its own file, so the first
 * page's JavaScript does not carry it.
 */
export const couponPlacingModule = new ContainerModule(bindCouponPlacing);
