import type { CouponRejectCode, PlaceCouponRequest } from '@kickoff/contracts';
import { applyPromo, CouponType, type SettledPromo } from '@kickoff/coupon-core/rules';
import type { Queryable } from '../../db/database';
import { effectOf } from '../points/points.service';

/**
 * A promo code at placing (issue 16; document 000 §3 `promoCode`, §5 "Promo codes are not accepted
 * for several-singles coupons"). The code is read with a row lock in the placing's transaction, so
 * two placings with one code take it once: the second finds it used. Checks, in order: the code
 * exists and is the player's (`promo_code_invalid`), unused (`promo_code_used`), not expired
 * (`promo_code_expired`), fits the coupon (coupon-core's `applyPromo`: `promo_code_not_applicable`,
 * `promo_code_above_free_bet`); the changed possible win stays under the maximum payout.
 */

/** A code that fits the coupon: what the coupon is placed with. */
export interface ClaimedPromo {
  readonly kind: 'claimed';
  readonly code: string;
  readonly promo: SettledPromo;
  readonly possibleWinMinor: number;
  /** What leaves the balance: the stake, or 0 for a free bet. */
  readonly debitMinor: number;
}

export type PromoClaim = ClaimedPromo | { readonly kind: 'refused'; readonly code: CouponRejectCode };

interface CodeRow {
  code: string;
  user_id: number;
  kind: 'boost' | 'free_bet';
  boost_percent: number | null;
  min_selections: number | null;
  free_bet_units: number | null;
  expires_at: number;
  used_at: number | null;
}

/** The coupon as the server priced it. */
export interface PricedForPromo {
  readonly amountMinor: number;
  readonly possibleWinMinor: number;
  readonly selections: number;
  readonly decimals: number;
  readonly maxPayoutMinor: number;
  readonly nowMs: number;
}

/** Reads and checks the coupon's promo code under a lock; the caller marks it used with `markPromoUsed` in the same transaction. */
export async function claimPromoCode(tx: Queryable, userId: number, coupon: PlaceCouponRequest & { promoCode: string }, priced: PricedForPromo): Promise<PromoClaim> {
  const refused = (code: CouponRejectCode): PromoClaim => ({ kind: 'refused', code });
  const [row] = await tx.query<CodeRow>('select code, user_id, kind, boost_percent, min_selections, free_bet_units, expires_at, used_at from promo_codes where code = $1 for update', [
    coupon.promoCode.trim().toUpperCase(),
  ]);
  if (!row || Number(row.user_id) !== userId) return refused('promo_code_invalid');
  if (row.used_at !== null) return refused('promo_code_used');
  if (Number(row.expires_at) <= priced.nowMs) return refused('promo_code_expired');
  const effect = effectOf(row);
  const applied = applyPromo(effect, {
    typeId: coupon.severalSingles === true ? CouponType.severalSingles : coupon.typeId,
    selections: priced.selections,
    amountMinor: priced.amountMinor,
    possibleWinMinor: priced.possibleWinMinor,
    decimals: priced.decimals,
  });
  if ('refusal' in applied) return refused(applied.refusal);
  if (applied.possibleWinMinor > priced.maxPayoutMinor) return refused('possible_win_above_max_payout');
  return { kind: 'claimed', code: row.code, promo: { kind: effect.kind, boostPercent: effect.kind === 'boost' ? effect.boostPercent : 0 }, ...applied };
}

/** Marks the claimed code used by the coupon and stores on the coupon what settlement pays for it. */
export async function markPromoUsed(tx: Queryable, claim: ClaimedPromo, couponId: number, nowMs: number): Promise<void> {
  await tx.query('update promo_codes set used_at = $2, coupon_id = $3 where code = $1 and used_at is null', [claim.code, nowMs, couponId]);
  await tx.query('update coupons set promo_code = $2, promo_kind = $3, promo_boost_percent = $4 where id = $1', [couponId, claim.code, claim.promo.kind, claim.promo.boostPercent]);
}

/** What a stored coupon carries to settlement. */
export function settledPromoOf(row: { promo_kind: 'boost' | 'free_bet' | null; promo_boost_percent: number }): SettledPromo | null {
  return row.promo_kind === null ? null : { kind: row.promo_kind, boostPercent: Number(row.promo_boost_percent) };
}
