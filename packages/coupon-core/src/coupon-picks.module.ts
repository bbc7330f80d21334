import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { CouponPicks, DefaultCouponPicks } from './picks/picks.store';
import { CouponSettingsService, DefaultCouponSettingsService } from './settings/settings.service';

/** The coupon's picks and settings: what an odds button reads and writes (issue 20: all the first page needs of the coupon). */
export function bindCouponPicks({ bind }: ContainerModuleLoadOptions): void {
  bind(CouponSettingsService).to(DefaultCouponSettingsService).inSingletonScope();
  bind(CouponPicks).to(DefaultCouponPicks).inSingletonScope();
}

/** The part of `couponShellModule` the first page needs; its own file, so it brings neither pricing nor placing. */
export const couponPicksModule = new ContainerModule(bindCouponPicks);
