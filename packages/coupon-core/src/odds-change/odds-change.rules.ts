import type { ChangeCoefAction, CouponBet } from '@kickoff/contracts';
import { isGameFinished } from '../bets/bets.rules';

/**
 * Odds-change policy (document 000 §3 `changeCoefAction`, §4 "One-click mode", §9 defaults):
 * 0 confirm every change, 1 accept any change, 2 accept increases only (the default);
 * one-click uses 1.
 */

/** The change-coef actions by name (document 000 §3): 0 confirm every change, 1 accept any, 2 accept increases. */
export const ChangeCoefActionCode = { confirmEvery: 0, acceptAny: 1, acceptIncreases: 2 } as const satisfies Record<string, ChangeCoefAction>;
/** Every change-coef action, in order: what the settings offer. */
export const CHANGE_COEF_ACTIONS: readonly ChangeCoefAction[] = [ChangeCoefActionCode.confirmEvery, ChangeCoefActionCode.acceptAny, ChangeCoefActionCode.acceptIncreases];
/** The default action (document 000 §9: "change-coef action 2"). */
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = ChangeCoefActionCode.acceptIncreases;
/** The action one-click uses (document 000 §4). */
export const ONE_CLICK_CHANGE_COEF_ACTION: ChangeCoefAction = ChangeCoefActionCode.acceptAny;

/** One feed update of a bet: any of a new coefficient, blocked flag, score, or game state. */
export interface FeedUpdate {
  readonly coef?: number;
  readonly isBlocked?: boolean;
  readonly scoreFormatted?: string;
  readonly isFinished?: boolean;
  readonly gameStatusId?: number;
  readonly timeSec?: number;
}

/** What the coupon does with a feed update. */
export type FeedDecision =
  | { readonly kind: 'accept' }
  | { readonly kind: 'confirm'; readonly reason: 'coef_changed'; readonly fromCoef: number; readonly toCoef: number }
  | { readonly kind: 'drop'; readonly reason: 'score_changed' | 'game_finished' };

/** The policy that decides feed updates. */
export interface OddsChangePolicy {
  readonly changeCoefAction: ChangeCoefAction;
  readonly isDropOnScoreChange: boolean;
}

/** The action in force: one-click always accepts any change (document 000 §4). */
export function effectiveChangeCoefAction(settings: { readonly changeCoefAction: ChangeCoefAction; readonly isActiveOneClick: boolean }): ChangeCoefAction {
  return settings.isActiveOneClick ? ONE_CLICK_CHANGE_COEF_ACTION : settings.changeCoefAction;
}

/**
 * Decides one feed update of `bet`. `confirmedCoef` is the coefficient the player last saw and
 * accepted (the bet's coef when no change is waiting). A finished game drops the bet; a score change
 * drops it when `isDropOnScoreChange`; a new coef is accepted or needs confirmation by the action;
 * a block or an unblock is state the coupon shows, accepted silently (a locked bet cannot be placed).
 */
export function decideFeedUpdate(bet: CouponBet, update: FeedUpdate, policy: OddsChangePolicy, confirmedCoef: number = bet.market.coef): FeedDecision {
  const finished = isGameFinished({ isFinished: update.isFinished ?? bet.game.isFinished, statusId: update.gameStatusId ?? bet.game.statusId });
  if (finished) return { kind: 'drop', reason: 'game_finished' };
  if (policy.isDropOnScoreChange && update.scoreFormatted !== undefined && update.scoreFormatted !== bet.scoreFormatted) return { kind: 'drop', reason: 'score_changed' };
  const coef = update.coef;
  if (coef === undefined || coef === confirmedCoef) return { kind: 'accept' };
  const needsConfirmation = policy.changeCoefAction === ChangeCoefActionCode.confirmEvery || (policy.changeCoefAction === ChangeCoefActionCode.acceptIncreases && coef < confirmedCoef);
  return needsConfirmation ? { kind: 'confirm', reason: 'coef_changed', fromCoef: confirmedCoef, toCoef: coef } : { kind: 'accept' };
}

/** The bet with a feed update applied (the coupon always shows the latest state). */
export function applyFeedUpdate(bet: CouponBet, update: FeedUpdate): CouponBet {
  return {
    ...bet,
    market: update.coef === undefined ? bet.market : { ...bet.market, coef: update.coef },
    isBlocked: update.isBlocked ?? bet.isBlocked,
    ...(update.scoreFormatted === undefined ? {} : { scoreFormatted: update.scoreFormatted }),
    game: {
      ...bet.game,
      isFinished: update.isFinished ?? bet.game.isFinished,
      statusId: update.gameStatusId ?? bet.game.statusId,
      timeSec: update.timeSec ?? bet.game.timeSec,
    },
  };
}
