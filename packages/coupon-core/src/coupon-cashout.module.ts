import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { CashoutService, DefaultCashoutService } from './cashout/cashout.service';

/** Cash-out of the open bets (needs a `CashoutApi`, `PlacingIdSource` and the `BalanceRefresher`). */
export function bindCouponCashout({ bind }: ContainerModuleLoadOptions): void {
  bind(CashoutService).to(DefaultCashoutService).inSingletonScope();
}

/**
 * Cash-out, loaded with the views of the open bets (the coupon panel's, My bets'; issue 20: not in
 * the first page's JavaScript); its own file, so the module every page loads does not bring it.
 */
export const couponCashoutModule = new ContainerModule(bindCouponCashout);
