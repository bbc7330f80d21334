import type { CouponBet } from '@kickoff/contracts';

/** The coupon a press on a selection changes: its bets, and adding or taking out one. */
export interface SelectionTarget {
  readonly bets: readonly CouponBet[];
  addBet(bet: CouponBet): void;
  removeBet(betId: string): void;
}

/**
 * A press on a selection with one-click off (document 000 §4): the selection goes into the coupon,
 * or out when its market is there already. The picks before the placer has loaded and the placer
 * press alike.
 */
export function toggleSelection(target: SelectionTarget, bet: CouponBet): void {
  const picked = target.bets.find((current) => current.market.id === bet.market.id);
  if (picked) target.removeBet(picked.id);
  else target.addBet(bet);
}
