import { multiplyMinor, promoSettledWinMinor, systemWinExact } from '@kickoff/coupon-core/rules';
import type { AppContext } from '../../context';
import { earnCouponPoints } from '../points/points.service';
import { settledPromoOf } from './betting.promo';
import { credit, LedgerReason, lockAccount } from '../accounts/accounts.money';
import { BetResult, CouponType, settledFactor, settledStatus } from './betting.rules';

/**
 * Settlement (issue 5: "Settlement when games finish: won, lost, returned; winnings credited
 * once"). A coupon is settled when every market of its bets has a result; the status change
 * `open -> won|lost|returned` and the credit are one transaction, and the change only happens from
 * `open`, so a second settlement run (another tick, another process) finds nothing to pay.
 */

interface OpenBetRow {
  coupon_id: number;
  user_id: number;
  account_id: number;
  type_id: 0 | 1 | 2;
  system_value: number;
  amount_minor: number;
  coef: number;
  is_banker: boolean;
  result: 0 | 1 | 2;
  position: number;
  bonus_coef: number | null;
  hyper_bonus_minor: number;
  promo_kind: 'boost' | 'free_bet' | null;
  promo_boost_percent: number;
}

/** What an express carries besides its bets: the bonus bet's coefficient and the hyper bonus, as stored at placing. */
export interface CouponExtras {
  bonusCoef: number | null;
  hyperBonusMinor: number;
}

const NO_EXTRAS: CouponExtras = { bonusCoef: null, hyperBonusMinor: 0 };

/**
 * The win of a settled coupon in minor units (coupon-core's maths with won = coef, returned = 1,
 * lost = 0). The bonus bet's coefficient and the hyper bonus (document 000 §3, §5) are paid when
 * every bet of the express wins, so such a coupon pays exactly the possible win it was placed with
 * (the product over the same coefficients as `priceCoupon`, plus the stored hyper bonus); a
 * returned bet changes the coupon the bonus was priced on, so it then pays without them (project's rule).
 */
export function settledWinMinor(
  typeId: 0 | 1 | 2,
  systemValue: number,
  amountMinor: number,
  bets: ReadonlyArray<{ coef: number; isBanker: boolean; result: 0 | 1 | 2 }>,
  extras: CouponExtras = NO_EXTRAS,
): number {
  const factors = bets.map((bet) => settledFactor(bet.result, bet.coef));
  if (typeId === CouponType.express && bets.length > 0 && bets.every((bet) => bet.result === BetResult.won)) {
    const withBonus = extras.bonusCoef === null ? factors : [...factors, extras.bonusCoef];
    return multiplyMinor(amountMinor, withBonus).minor + extras.hyperBonusMinor;
  }
  if (typeId !== CouponType.system) return multiplyMinor(amountMinor, factors).minor;
  const legs = {
    coefs: bets.filter((bet) => !bet.isBanker).map((bet) => settledFactor(bet.result, bet.coef)),
    bankerCoefs: bets.filter((bet) => bet.isBanker).map((bet) => settledFactor(bet.result, bet.coef)),
  };
  return systemWinExact(legs, amountMinor, systemValue).maxWinMinor;
}

/** Settles up to `limit` open coupons whose markets all have results; returns how many were settled here. */
export async function settleOpenCoupons(context: AppContext, limit = 500): Promise<number> {
  const { db } = context;
  const rows = await db.query<OpenBetRow>(
    `select c.id as coupon_id, c.user_id, c.account_id, c.type_id, c.system_value, c.amount_minor, c.bonus_coef, c.hyper_bonus_minor, c.promo_kind, c.promo_boost_percent, b.coef, b.is_banker, m.result, b.position
       from coupons c join coupon_bets b on b.coupon_id = c.id join feed_markets m on m.id = b.market_id
      where c.id in (
        select c2.id from coupons c2 where c2.status = 'open'
           and not exists (select 1 from coupon_bets b2 join feed_markets m2 on m2.id = b2.market_id where b2.coupon_id = c2.id and m2.result is null)
         order by c2.id limit $1)
      order by c.id, b.position`,
    [limit],
  );
  const coupons = new Map<number, OpenBetRow[]>();
  for (const row of rows) coupons.set(row.coupon_id, [...(coupons.get(row.coupon_id) ?? []), row]);
  let settled = 0;
  const now = context.clock.now();
  for (const [couponId, bets] of coupons) {
    const first = bets[0] as OpenBetRow;
    const plainWin = settledWinMinor(first.type_id, first.system_value, first.amount_minor, bets.map((bet) => ({ coef: bet.coef, isBanker: bet.is_banker, result: bet.result })), {
      bonusCoef: first.bonus_coef === null ? null : Number(first.bonus_coef),
      hyperBonusMinor: Number(first.hyper_bonus_minor),
    });
    const status = settledStatus(plainWin, first.amount_minor, bets.every((bet) => bet.result === BetResult.returned));
    // issue 16: a boost code pays its boost when every bet won, a free bet pays its win less the stake
    const win = promoSettledWinMinor(settledPromoOf(first), plainWin, Number(first.amount_minor), bets.every((bet) => bet.result === BetResult.won));
    // one coupon's failure (a closed account) must not hold up the others; the next sweep retries it
    const done = await db.transaction(async (tx) => {
      const [changed] = await tx.query<{ id: number }>(
        // a cash-out between the read above and this update changed the running stake: the next sweep settles it
        "update coupons set status = $2, win_minor = $3, settled_at = $4 where id = $1 and status = 'open' and amount_minor = $5 returning id",
        [couponId, status, win, now, first.amount_minor],
      );
      if (!changed) return false;
      await tx.query('update coupon_bets b set result = m.result from feed_markets m where m.id = b.market_id and b.coupon_id = $1', [couponId]);
      await earnCouponPoints(tx, couponId, now);
      if (win > 0) {
        const account = await lockAccount(tx, first.account_id, first.user_id);
        await credit(tx, account, win, status === 'returned' ? LedgerReason.betRefund : LedgerReason.betWin, `coupon:${couponId}`, Math.floor(now / 1000));
      }
      return true;
    }).catch((error: unknown) => {
      context.logger.error('settlement failed', { couponId, error: String(error) });
      return false;
    });
    if (done) settled++;
  }
  return settled;
}
