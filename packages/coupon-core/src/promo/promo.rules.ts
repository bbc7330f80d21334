import type { PromoEffect } from '@kickoff/contracts';
import { divideHalfUp } from '../money/money.rules';
import { CouponType } from '../pricing/pricing.rules';

/**
 * What a promo code does to a coupon (issue 16; document 000 §3 `promoCode`, §5 "Promo codes are
 * not accepted for several-singles coupons"). One set of rules for the coupon, which shows the
 * changed possible win, for the API, which applies the code at placing, and for settlement, which
 * pays it. Amounts in integer minor units.
 *
 * - boost: an express of at least `minSelections` selections; its possible win grows by
 *   `boostPercent` % (rounded half-up to a minor unit), paid when every selection wins.
 * - free bet: a single or an express whose stake is at most the free bet's value; the stake is not
 *   taken from the balance and a win pays the possible win less the stake.
 */

/** Why a code does not fit a coupon; the strings are the API's reject codes. */
export type PromoRefusal = 'promo_code_not_applicable' | 'promo_code_above_free_bet';

/** The coupon a code is applied to. */
export interface PromoCoupon {
  /** The coupon type as the player chose it (9 several singles included). */
  readonly typeId: number;
  /** The number of the player's selections (a bonus line not counted). */
  readonly selections: number;
  readonly amountMinor: number;
  /** The possible win without the code (hyper bonus included). */
  readonly possibleWinMinor: number;
  /** Minor-unit digits of the account's currency. */
  readonly decimals: number;
}

/** A code applied: what the coupon shows and what the placing takes. */
export interface PromoApplied {
  readonly possibleWinMinor: number;
  /** What leaves the balance: the stake, or 0 for a free bet. */
  readonly debitMinor: number;
}

/** The boosted amount: `winMinor` plus `percent` % of it, rounded half-up to a minor unit. */
export function boostMinor(winMinor: number, percent: number): number {
  return winMinor + Number(divideHalfUp(BigInt(winMinor) * BigInt(percent), 100n));
}

/** A free bet's value in minor units of a currency with `decimals` digits. */
export function freeBetMinor(freeBetUnits: number, decimals: number): number {
  return freeBetUnits * 10 ** decimals;
}

/** Why `effect` does not fit the coupon, or null when it does. Several singles never take a code (document 000 §5). */
export function promoRefusal(effect: PromoEffect, coupon: PromoCoupon): PromoRefusal | null {
  if (coupon.typeId === CouponType.severalSingles) return 'promo_code_not_applicable';
  if (effect.kind === 'boost') return coupon.typeId === CouponType.express && coupon.selections >= effect.minSelections ? null : 'promo_code_not_applicable';
  if (coupon.typeId !== CouponType.single && coupon.typeId !== CouponType.express) return 'promo_code_not_applicable';
  return coupon.amountMinor > freeBetMinor(effect.freeBetUnits, coupon.decimals) ? 'promo_code_above_free_bet' : null;
}

/** The coupon with the code: its possible win and what leaves the balance, or why the code does not fit. */
export function applyPromo(effect: PromoEffect, coupon: PromoCoupon): PromoApplied | { readonly refusal: PromoRefusal } {
  const refusal = promoRefusal(effect, coupon);
  if (refusal) return { refusal };
  if (effect.kind === 'boost') return { possibleWinMinor: boostMinor(coupon.possibleWinMinor, effect.boostPercent), debitMinor: coupon.amountMinor };
  return { possibleWinMinor: Math.max(0, coupon.possibleWinMinor - coupon.amountMinor), debitMinor: 0 };
}

/** What a coupon placed with a code carries to settlement. */
export interface SettledPromo {
  readonly kind: PromoEffect['kind'];
  readonly boostPercent: number;
}

/**
 * The win a settled coupon pays with its code: a boost when every selection won (the coupon then
 * pays exactly the boosted possible win it was placed with; with a returned selection it is another
 * express and pays without the boost), a free bet its win less the stake (never below 0).
 */
export function promoSettledWinMinor(promo: SettledPromo | null, winMinor: number, amountMinor: number, allWon: boolean): number {
  if (promo === null) return winMinor;
  if (promo.kind === 'boost') return allWon ? boostMinor(winMinor, promo.boostPercent) : winMinor;
  return Math.max(0, winMinor - amountMinor);
}
