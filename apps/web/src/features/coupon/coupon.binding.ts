import { Accounts, type AccountsService } from '@kickoff/accounts-core';
import { AccountTypeCode } from '@kickoff/contracts';
import { CouponFeedLink } from '@kickoff/catalog-core';
import { CouponPlacer, CouponService, type CouponContext } from '@kickoff/coupon-core';
import { couponCurrencyIso, type FieldErrors } from '@kickoff/coupon-core/rules';
import { matchRoute, shouldOpenLoginModal } from '@kickoff/guards-core';
import { AuthStatusService, SiteConfigStore } from '@kickoff/shell-core';
import { autorun, reaction } from 'mobx';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useService } from '../../app/di';
import { ModalStore } from '../../shell/modal.store';
import { LOGIN_MODAL, openAuthModal } from '../auth/auth-modals';

/** The coupon's context from the signed-in user, the active account and the site configuration. */
export function couponContextOf(siteConfig: SiteConfigStore, accounts: AccountsService, auth: AuthStatusService): Partial<CouponContext> {
  const config = siteConfig.config;
  const account = accounts.activeAccount;
  return {
    userId: auth.userId ?? 0,
    accountId: account?.id ?? 0,
    // A guest's coupon counts in the site's currency (document 000 §9 initial amounts).
    currencyIso: couponCurrencyIso(account?.iso, config.defaultCurrencyIso),
    ...(account ? { balanceMinor: account.money, isBonusAccount: account.type === AccountTypeCode.bonus } : { balanceMinor: undefined, isBonusAccount: false }),
    siteConfig: {
      couponTypesWithMinAmount: config.couponTypesWithMinAmount,
      couponTypesWithMaxAmount: config.couponTypesWithMaxAmount,
      isAvailableCouponBonusBet: config.isAvailableCouponBonusBet,
      showVipBet: config.showVipBet,
      show_one_click: config.show_one_click,
      ref_id: config.ref_id,
      hyperBonusPercent: config.hyperBonusPercent,
      minHyperBonusBetLimit: config.minHyperBonusBetLimit,
      maxHyperBonusLimit: config.maxHyperBonusLimit,
    },
  };
}

/** The context the coupon panel's preparation configured each coupon with, until the panel's binding takes over (issue 20). */
const preparedContexts = new WeakMap<CouponService, string>();

/** Configures the coupon before its panel renders (issue 20: the panel's preparation, a task of its own). */
export function configureCouponAhead(coupon: CouponService, siteConfig: SiteConfigStore, accounts: AccountsService, auth: AuthStatusService): void {
  const context = couponContextOf(siteConfig, accounts, auth);
  coupon.configure(context);
  preparedContexts.set(coupon, JSON.stringify(context));
}

/**
 * Keeps the coupon's context in step with the rest of the product: the signed-in user and active
 * account (currency, balance) and the site configuration; keeps the slip on the feed. The coupon
 * service decides everything that follows from them (the shell's coupon reminder watches it).
 */
export function useCouponBinding(): void {
  const coupon = useService(CouponService);
  const accounts = useService(Accounts);
  const auth = useService(AuthStatusService);
  const siteConfig = useService(SiteConfigStore);
  const feedLink = useService(CouponFeedLink);
  useEffect(() => {
    // The slip follows the odds of its games on any page (catalog-core's link into CouponService.updateBet).
    feedLink.start();
    return () => feedLink.dispose();
  }, [feedLink]);
  useEffect(() => {
    // The context is read in the data function and applied in the effect: configure() writes the
    // coupon's own observables, which a single autorun would see as a cycle. issue 20: the panel's
    // preparation configured it already in a task of its own; the same context is not applied again.
    const context = couponContextOf(siteConfig, accounts, auth);
    if (preparedContexts.get(coupon) !== JSON.stringify(context)) coupon.configure(context);
    preparedContexts.delete(coupon);
    return reaction(
      () => couponContextOf(siteConfig, accounts, auth),
      (next) => coupon.configure(next),
    );
  }, [coupon, accounts, auth, siteConfig]);
  // A signed-in player's accounts are loaded; a guest's are forgotten.
  useEffect(
    () =>
      autorun(() => {
        if (auth.isAuthorized) void accounts.refresh();
        else if (auth.isGuest) accounts.reset();
      }),
    [auth, accounts],
  );
}

/** The place action of the panel: a guest gets the login modal, a player places through coupon-core's placer. */
export function usePlaceCoupon(): { onPlace: () => void; isBusy: boolean; refusal: FieldErrors | null } {
  const placer = useService(CouponPlacer);
  const auth = useService(AuthStatusService);
  const modals = useService(ModalStore);
  const location = useLocation();
  const onPlace = useCallback(() => {
    if (!auth.isAuthorized) {
      // document 000 §2: the login modal is not opened when the route is already login; the coupon stays.
      if (shouldOpenLoginModal(matchRoute(location.pathname).route.name, false)) openAuthModal(modals, LOGIN_MODAL);
      return;
    }
    void placer.place();
  }, [auth, placer, modals, location.pathname]);
  return { onPlace, isBusy: placer.isBusy, refusal: placer.refusal };
}
