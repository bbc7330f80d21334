import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { PromoStoreService } from './promo/promo-store.service';

/** The promo store (issue 16: needs a `PromoApi`, `PlacingIdSource`, the coupon and the placer). */
export function bindCouponPromo({ bind }: ContainerModuleLoadOptions): void {
  bind(PromoStoreService).toSelf().inSingletonScope();
}

/**
 * The promo store, loaded with the views that show it (the coupon panel, the promo store and
 * points pages; issue 20: not in the first page's JavaScript); its own file, so the module every
 * page loads does not bring it.
 */
export const couponPromoModule = new ContainerModule(bindCouponPromo);
