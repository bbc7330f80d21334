import type { CouponBet, FeedGame, FeedMarket } from '@kickoff/contracts';
import { CouponService, CouponSettingsService, DEFAULT_BET_STATUS_ID } from '@kickoff/coupon-core';
import { useService } from '../../app/di';

/** The coupon's id of a feed selection. */
export function selectionId(market: Pick<FeedMarket, 'gameId' | 'id'>): string {
  return `${market.gameId}:${market.id}`;
}

/** A feed selection as a coupon bet (document 000 §3 "Coupon bet"). */
export function toCouponBet(game: FeedGame, market: FeedMarket): CouponBet {
  return {
    id: selectionId(market),
    market: {
      id: market.id,
      coef: market.coef,
      kind: market.kind,
      sportId: game.sportId,
      typeId: market.typeId,
      isLive: game.isLive,
      gameId: game.id,
      champId: game.champId,
      sportName: game.sportName,
      champName: game.champName,
      opponent1Name: game.opponent1Name,
      opponent2Name: game.opponent2Name,
    },
    blockId: 0,
    statusId: DEFAULT_BET_STATUS_ID,
    typeId: market.typeId,
    game: { isFinished: game.isFinished, isLiveInLive: false, statusId: game.statusId, startDateTime: game.startDateTime, timeSec: game.timeSec },
    fullScore: game.fullScore,
    scoreFormatted: game.scoreFormatted,
    isBlocked: market.isBlocked,
    isDepend: false,
    isBannedExpress: market.isBannedExpress,
    isDisabledBanker: false,
    isBanker: false,
  };
}

/**
 * Whether a selection is in the coupon, and what pressing it does: in one-click mode the bet is
 * placed at once (coupon-core's `placeOneClick`, change-coef action 1); otherwise it is added to
 * the coupon or taken out.
 */
export function useSelection(game: FeedGame, market: FeedMarket): { isSelected: boolean; toggle: () => void } {
  const coupon = useService(CouponService);
  const settings = useService(CouponSettingsService);
  const id = selectionId(market);
  const isSelected = coupon.bets.some((bet) => bet.id === id);
  const toggle = () => {
    if (settings.settings.isActiveOneClick) void coupon.placeOneClick(toCouponBet(game, market));
    else if (isSelected) coupon.removeBet(id);
    else coupon.addBet(toCouponBet(game, market));
  };
  return { isSelected, toggle };
}
