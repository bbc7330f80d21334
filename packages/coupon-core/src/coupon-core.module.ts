import { ContainerModule } from 'inversify';
import { bindCouponCashout } from './coupon-cashout.module';
import { bindCouponPromo } from './coupon-promo.module';
import { bindCouponShell } from './coupon-shell.module';

/**
 * Binds the coupon services as singletons. Needs the platform ports (`platformModule`) and a
 * `CouponApi`, a `CashoutApi` and a `PromoApi` (from `http-client`, or fakes in tests) and a `BalanceRefresher` (the app binds
 * accounts-core's accounts service). Everything at once (tests, other hosts); the web app loads
 * `couponShellModule` at start, `couponCashoutModule` with the views of the open bets and
 * `couponPromoModule` with those of the promo store (issue 20).
 */
export const couponCoreModule = new ContainerModule((options) => {
  bindCouponShell(options);
  bindCouponCashout(options);
  bindCouponPromo(options);
});
