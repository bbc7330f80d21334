import type { FeedGame, FeedMarket } from '@kickoff/contracts';
import { toCouponBet } from '@kickoff/catalog-core';
import { CouponPicks } from '@kickoff/coupon-core';
import { useService } from '../../app/di';

/**
 * Whether a selection is in the coupon, and its press, which coupon-core's picks and placer decide:
 * placed at once in one-click mode, else into the coupon (as catalog-core's `toCouponBet` makes it)
 * or out. issue 20: the picks are all the first page carries of the coupon; the placer loads on the first pick.
 */
export function useSelection(game: FeedGame, market: FeedMarket): { isSelected: boolean; toggle: () => void } {
  const picks = useService(CouponPicks);
  const isSelected = picks.isPicked(market.id);
  const toggle = () => void picks.press(toCouponBet(game, market));
  return { isSelected, toggle };
}
