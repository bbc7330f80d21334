// Public surface of @kickoff/coupon-core, written by hand (STYLE.md 4): the services, their
// identifiers and the container module. The pure rules (money, odds, system, bonus, pricing,
// validation, placing payloads, settings and draft transitions) are the `@kickoff/coupon-core/rules`
// entry (src/rules.ts), free of MobX and Inversify, so each name is exported once and the API
// server prices coupons with exactly the maths the bet slip shows.

// settings
export { SETTINGS_STORAGE_KEY, CouponSettingsService, DefaultCouponSettingsService } from './settings/settings.service';

// coupon state and service
export { DEFAULT_COUPON_CONTEXT, type CouponContext, type CouponSiteConfig, type PendingCoefChange, type PlacingStatus } from './coupon/coupon.types';
export { COUPON_STORAGE_KEY, CouponService, DefaultCouponService } from './coupon/coupon.service';

// the coupon's picks (issue 20: what an odds button reads and writes, the first page's part of the coupon)
export { CouponPicks, DefaultCouponPicks, CouponPlacingLoader, CouponNotifier, ONE_CLICK_NOT_LOADED_KEY, type CouponNotice, type CouponPresser } from './picks/picks.store';
export { toggleSelection, type SelectionTarget } from './picks/selection.rules';

// the coupon panel's view model
export {
  CouponTab,
  COUPON_TABS,
  INSUFFICIENT_FUNDS_CODE,
  BET_LOCK_REASON_KEYS,
  connectCouponPanel,
  connectCouponResult,
  connectCouponSettings,
  type CouponPanelInput,
  type CouponPanelCoupon,
  type CouponPanelPlacer,
  type CouponPanelView,
  type CouponBetView,
  type CouponResultView,
  type CouponSettingsView,
  type PanelMoney,
} from './coupon/coupon-panel.connect';

// placing
export { PlacingIdSource, RandomPlacingIdSource } from './placing/placing-id';
export { PLACING_POLICY, ONE_CLICK_SET_AMOUNT_KEY, BalanceRefresher, CouponPlacer, DefaultCouponPlacer, type PlaceResult, type PlacingRejection } from './placing/placer.service';

// cash-out (issue 16)
export { CASHOUT_REFRESH_MS, DefaultCashoutService, offerMinor, type CashoutEntry, type CashoutReceipt, type CashoutStep } from './cashout/cashout.service';
export { CashoutService } from './cashout/cashout.id';
export {
  connectCashoutItem,
  connectCashoutList,
  connectCouponCashout,
  type CashoutSource,
  type CashoutMoney,
  type CashoutBetView,
  type CashoutItemView,
  type CashoutReceiptView,
  type CashoutListView,
} from './cashout/cashout.connect';

// wiring
export { PromoStoreService } from './promo/promo-store.service';
export {
  promoEffectText,
  connectPoints,
  connectPromoStore,
  type PromoText,
  type PointsView,
  type PointsState,
  type PromoStoreState,
  type PromoProductView,
  type PromoCodeView,
  type PromoStoreView,
} from './promo/promo.connect';
export { couponCoreModule } from './coupon-core.module';
export { couponShellModule } from './coupon-shell.module';
export { couponPicksModule } from './coupon-picks.module';
export { couponPlacingModule } from './coupon-placing.module';
export { couponCashoutModule } from './coupon-cashout.module';
export { couponPromoModule } from './coupon-promo.module';
