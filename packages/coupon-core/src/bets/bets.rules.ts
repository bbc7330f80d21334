import type { CouponBet, CouponGame } from '@kickoff/contracts';

/**
 * Coupon bet rules (document 000 §4 "Coupon bet rules").
 */

/** Game status meaning finished (document 000 §4: "when its status is 4"). */
export const FINISHED_GAME_STATUS = 4;
/** Game statuses meaning live (document 000 §4: "has status 2 or 3"). */
export const LIVE_GAME_STATUSES: readonly number[] = [2, 3];
/** Default `statusId` of a coupon bet (document 000 §3). */
export const DEFAULT_BET_STATUS_ID = -2;
/**
 * Bet type ids that mark the coupon's bonus bet. The spec says "its type is a bonus type" without
 * the number: 1000 is this project's choice, used by `bonusBet()` in bonus/bonus.rules.ts.
 */
export const BONUS_BET_TYPE_IDS: readonly number[] = [1000];

/** Document 000 §4: "A bet is locked if blocked, dependent or banned from express." */
export function isBetLocked(bet: Pick<CouponBet, 'isBlocked' | 'isDepend' | 'isBannedExpress'>): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}

/** Why a bet is locked (document 000 §4: "blocked, dependent or banned from express"), or `null` when it is not. */
export type BetLockReason = 'blocked' | 'dependent' | 'bannedExpress';

/** The first reason that locks a bet, in the order document 000 §4 names them; `null` when the bet is open. */
export function betLockReason(bet: Pick<CouponBet, 'isBlocked' | 'isDepend' | 'isBannedExpress'>): BetLockReason | null {
  if (bet.isBlocked) return 'blocked';
  if (bet.isDepend) return 'dependent';
  if (bet.isBannedExpress) return 'bannedExpress';
  return null;
}

/** Document 000 §4: "A game is finished when flagged finished or when its status is 4." */
export function isGameFinished(game: Pick<CouponGame, 'isFinished' | 'statusId'>): boolean {
  return game.isFinished || game.statusId === FINISHED_GAME_STATUS;
}

/**
 * Document 000 §4: "A bet is live if the game is not finished and has a running clock, is
 * live-in-live, has status 2 or 3, or its market is live." A running clock is `timeSec` above 0.
 */
export function isBetLive(bet: Pick<CouponBet, 'game' | 'market'>): boolean {
  if (isGameFinished(bet.game)) return false;
  return bet.game.timeSec > 0 || bet.game.isLiveInLive || LIVE_GAME_STATUSES.includes(bet.game.statusId) || bet.market.isLive;
}

/** Document 000 §4: "A bonus bet counts when its sport id is 0 or its type is a bonus type." */
export function isBonusBet(bet: Pick<CouponBet, 'market' | 'typeId'>, bonusTypeIds: readonly number[] = BONUS_BET_TYPE_IDS): boolean {
  return bet.market.sportId === 0 || bonusTypeIds.includes(bet.typeId);
}

/** The coefficient a bet prices with: its market's. */
export function betCoef(bet: Pick<CouponBet, 'market'>): number {
  return bet.market.coef;
}

/** The bets a system combines besides the bankers: all when bankers are off (`isActiveSystemBanker` false). */
export function splitBankers(bets: readonly CouponBet[], isActiveSystemBanker: boolean): { readonly bankers: CouponBet[]; readonly others: CouponBet[] } {
  if (!isActiveSystemBanker) return { bankers: [], others: [...bets] };
  return { bankers: bets.filter((bet) => bet.isBanker), others: bets.filter((bet) => !bet.isBanker) };
}
