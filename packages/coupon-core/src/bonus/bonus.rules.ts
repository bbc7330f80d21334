import type { CouponBet } from '@kickoff/contracts';
import { BONUS_BET_TYPE_IDS, isBonusBet } from '../bets/bets.rules';
import { multiplyMinor, roundHalfUp, toMinorUnits } from '../money/money.rules';
import { CouponType } from '../pricing/pricing.rules';

/** Market kind that never counts toward the bonus bet (document 000 §5: "is not market kind 7"). */
export const BONUS_EXCLUDED_MARKET_KIND = 7;
/** Smallest coefficient of each bet (document 000 §5: "every bet has coef at least 1.1"). */
export const BONUS_MIN_BET_COEF = 1.1;
/** Smallest total coefficient (document 000 §5: "total coef at least 1.01"). */
export const BONUS_MIN_TOTAL_COEF = 1.01;
/** Fewest bets (document 000 §5: "at least 3 bets"). */
export const BONUS_MIN_BETS = 3;
/** The bonus bet's id in the coupon (project's choice). */
export const BONUS_BET_ID = 'bonus';

/**
 * Document 000 §5 "Bonus bet eligibility: coupon is express; feature flag isAvailableCouponBonusBet
 * is on; at least 3 bets; every bet has coef at least 1.1 and is not market kind 7; total coef at
 * least 1.01." `bets` are the player's bets, without the bonus bet itself.
 */
export function isBonusBetEligible(input: { readonly typeId: number; readonly isAvailableCouponBonusBet: boolean; readonly bets: readonly CouponBet[] }): boolean {
  const { bets } = input;
  if (input.typeId !== CouponType.express || !input.isAvailableCouponBonusBet || bets.length < BONUS_MIN_BETS) return false;
  if (!bets.every((bet) => bet.market.coef >= BONUS_MIN_BET_COEF && bet.market.kind !== BONUS_EXCLUDED_MARKET_KIND)) return false;
  const total = bets.reduce((product, bet) => product * bet.market.coef, 1);
  return total >= BONUS_MIN_TOTAL_COEF;
}

/** Document 000 §5: "1 multiplied by (1 + n/100) for n bets from 1 to 9, and by 1.1 for other counts." */
export function bonusBetCoefficient(betCount: number): number {
  return Number.isInteger(betCount) && betCount >= 1 && betCount <= 9 ? (100 + betCount) / 100 : 1.1;
}

/** The bonus bet the coupon shows for `betCount` player bets: sport id 0, bonus type, coef from `bonusBetCoefficient`. */
export function bonusBet(betCount: number): CouponBet {
  return {
    id: BONUS_BET_ID,
    market: { id: 0, coef: bonusBetCoefficient(betCount), kind: 0, sportId: 0, typeId: BONUS_BET_TYPE_IDS[0] ?? 0, isLive: false, gameId: 0, champId: 0 },
    blockId: 0,
    statusId: -2,
    typeId: BONUS_BET_TYPE_IDS[0] ?? 0,
    game: { isFinished: false, isLiveInLive: false, statusId: 0, timeSec: 0 },
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: true,
    isBanker: false,
  };
}

/**
 * The coupon's bets with the bonus bet added, updated or removed: present (last) exactly when the
 * player's bets are eligible and the player has not deleted it (`manuallyDeletedBonusBet`, document 000 §4).
 */
export function reconcileBonusBet(bets: readonly CouponBet[], input: { readonly typeId: number; readonly isAvailableCouponBonusBet: boolean; readonly manuallyDeletedBonusBet: boolean }): CouponBet[] {
  const playerBets = bets.filter((bet) => !isBonusBet(bet));
  const eligible = !input.manuallyDeletedBonusBet && isBonusBetEligible({ typeId: input.typeId, isAvailableCouponBonusBet: input.isAvailableCouponBonusBet, bets: playerBets });
  return eligible ? [...playerBets, bonusBet(playerBets.length)] : playerBets;
}

/** Hyper bonus settings (document 000 §3): percent, smallest amount that earns it, largest bonus; major units. */
export interface HyperBonusConfig {
  readonly hyperBonusPercent: number;
  readonly minHyperBonusBetLimit: number;
  readonly maxHyperBonusLimit: number;
}

/**
 * Hyper bonus in minor units: `hyperBonusPercent` % of the net possible win (win minus amount) of
 * an express whose amount is at least `minHyperBonusBetLimit`, capped at `maxHyperBonusLimit`
 * (0 = no cap). The spec names the three fields only; the formula is this project's choice.
 */
export function hyperBonusMinor(input: { readonly typeId: number; readonly amountMinor: number; readonly possibleWinMinor: number; readonly decimals: number; readonly config: HyperBonusConfig }): number {
  const { config } = input;
  if (input.typeId !== CouponType.express || !(config.hyperBonusPercent > 0)) return 0;
  const minAmountMinor = toMinorUnits(roundHalfUp(config.minHyperBonusBetLimit, input.decimals), input.decimals) ?? Number.POSITIVE_INFINITY;
  if (input.amountMinor < minAmountMinor) return 0;
  const netWin = Math.max(0, input.possibleWinMinor - input.amountMinor);
  const bonus = multiplyMinor(netWin, [config.hyperBonusPercent], 100n).minor;
  const capMinor = config.maxHyperBonusLimit > 0 ? (toMinorUnits(roundHalfUp(config.maxHyperBonusLimit, input.decimals), input.decimals) ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  return Math.min(bonus, capMinor);
}
