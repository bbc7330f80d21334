import type { FeedGame, FeedMarket } from '@kickoff/contracts';
import { toCouponBet } from '@kickoff/catalog-core';
import { CouponPlacer, CouponService, CouponSettingsService } from '@kickoff/coupon-core';
import { useService } from '../../app/di';

/**
 * Whether a selection is in the coupon, and what pressing it does: in one-click mode the bet is
 * placed at once (coupon-core's placer, change-coef action 1; an unset stake is reported there); otherwise it is added to
 * the coupon (as catalog-core's `toCouponBet` makes it) or taken out.
 */
export function useSelection(game: FeedGame, market: FeedMarket): { isSelected: boolean; toggle: () => void } {
  const coupon = useService(CouponService);
  const settings = useService(CouponSettingsService);
  const placer = useService(CouponPlacer);
  const bet = () => toCouponBet(game, market);
  const isSelected = coupon.bets.some((current) => current.market.id === market.id);
  const toggle = () => {
    if (settings.settings.isActiveOneClick) void placer.placeOneClick(bet());
    else if (isSelected) coupon.removeBet(bet().id);
    else coupon.addBet(bet());
  };
  return { isSelected, toggle };
}
