import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { CouponService, DefaultCouponService } from './coupon/coupon.service';
import { PlacingIdSource, RandomPlacingIdSource } from './placing/placing-id';
import { CouponPlacer, DefaultCouponPlacer } from './placing/placer.service';
import { CouponSettingsService, DefaultCouponSettingsService } from './settings/settings.service';

/** The coupon, its settings and placing: what an odds button and the coupon use. */
export function bindCouponShell({ bind }: ContainerModuleLoadOptions): void {
  bind(CouponSettingsService).to(DefaultCouponSettingsService).inSingletonScope();
  bind(CouponService).to(DefaultCouponService).inSingletonScope();
  bind(PlacingIdSource).to(RandomPlacingIdSource).inSingletonScope();
  bind(CouponPlacer).to(DefaultCouponPlacer).inSingletonScope();
}

/** The part of `couponCoreModule` every page needs (issue 20); its own file, so it does not bring cash-out or the promo store. */
export const couponShellModule = new ContainerModule(bindCouponShell);
