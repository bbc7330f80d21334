import type { FeedGame, FeedMarket } from '@kickoff/contracts';
import { toCouponBet } from '@kickoff/catalog-core';
import { CouponPlacer, CouponService } from '@kickoff/coupon-core';
import { useService } from '../../app/di';

/**
 * Whether a selection is in the coupon, and its press, which coupon-core's placer decides: placed at
 * once in one-click mode, else into the coupon (as catalog-core's `toCouponBet` makes it) or out.
 */
export function useSelection(game: FeedGame, market: FeedMarket): { isSelected: boolean; toggle: () => void } {
  const coupon = useService(CouponService);
  const placer = useService(CouponPlacer);
  const isSelected = coupon.bets.some((current) => current.market.id === market.id);
  const toggle = () => void placer.pressSelection(toCouponBet(game, market));
  return { isSelected, toggle };
}
