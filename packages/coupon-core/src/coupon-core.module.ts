import { ContainerModule } from 'inversify';
import { CashoutService, DefaultCashoutService } from './cashout/cashout.service';
import { CouponService, DefaultCouponService } from './coupon/coupon.service';
import { PlacingIdSource, RandomPlacingIdSource } from './placing/placing-id';
import { CouponPlacer, DefaultCouponPlacer } from './placing/placer.service';
import { PromoStoreService } from './promo/promo-store.service';
import { CouponSettingsService, DefaultCouponSettingsService } from './settings/settings.service';

/**
 * Binds the coupon services as singletons. Needs the platform ports (`platformModule`) and a
 * `CouponApi`, a `CashoutApi` and a `PromoApi` (from `http-client`, or fakes in tests) and a `BalanceRefresher` (the app binds
 * accounts-core's accounts service).
 */
export const couponCoreModule = new ContainerModule(({ bind }) => {
  bind(CouponSettingsService).to(DefaultCouponSettingsService).inSingletonScope();
  bind(CouponService).to(DefaultCouponService).inSingletonScope();
  bind(PlacingIdSource).to(RandomPlacingIdSource).inSingletonScope();
  bind(CouponPlacer).to(DefaultCouponPlacer).inSingletonScope();
  bind(CashoutService).to(DefaultCashoutService).inSingletonScope();
  bind(PromoStoreService).toSelf().inSingletonScope();
});
