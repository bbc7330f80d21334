import type { CouponBet } from '@kickoff/contracts';
import { isBetLive } from '../bets/bets.rules';
import { CouponType } from '../pricing/pricing.rules';

/**
 * Document 000 §5: "VIP bet is available only if showVipBet is on, the max bet is finite, all bets
 * are pre-match, there is at least one bet, and the type is not several-singles."
 * `maxBetMinor` `undefined` is the unbounded maximum.
 */
export function isVipBetAvailable(input: { readonly showVipBet: boolean; readonly maxBetMinor: number | undefined; readonly bets: readonly CouponBet[]; readonly typeId: number }): boolean {
  return (
    input.showVipBet &&
    input.maxBetMinor !== undefined &&
    Number.isFinite(input.maxBetMinor) &&
    input.bets.length > 0 &&
    input.bets.every((bet) => !isBetLive(bet)) &&
    input.typeId !== CouponType.severalSingles
  );
}

/** Document 000 §5: "Promo codes are not accepted for several-singles coupons." */
export function isPromoCodeAllowed(typeId: number): boolean {
  return typeId !== CouponType.severalSingles;
}

/**
 * Whether the coupon offers a promo-code entry: the type accepts one (document 000 §5) and the
 * operator has codes on offer (`promoCodes`, document 000 §3). The reference API knows no code
 * yet and refuses every one (`promo_code_invalid`), so with no codes on offer there is no field
 * that could only ever fail.
 */
export function isPromoCodeOffered(typeId: number, promoCodes: readonly string[]): boolean {
  return isPromoCodeAllowed(typeId) && promoCodes.length > 0;
}
