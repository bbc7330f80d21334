import type { CouponBet, PlaceCouponRequest } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { couponBetsFromFeed } from './betting.feed';
import { placeCoupon } from './betting.service';

/** The demo player whose history the seed fills (seeded by the accounts step). */
export const DEMO_BETTOR_EMAIL = 'demo@kickoff.example';

function seedCoupon(id: string, accountId: number, userId: number, bets: CouponBet[], amount: number, typeId: 0 | 1): PlaceCouponRequest {
  return {
    id,
    accountId,
    amount,
    amountByBlockId: {},
    bets,
    changeCoefAction: 1,
    coef: bets[0]?.market.coef ?? 1,
    coefByView: bets[0]?.market.coef ?? 1,
    coefViewId: 0,
    exactCoef: 0,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId: 0,
    systemValue: 2,
    typeId,
    userId,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
  };
}

/**
 * Seed step: a single and an express of the demo player on the seeded line, placed through the
 * placing code itself (debit and ledger included), so the office history shows coupons at once;
 * they settle when their games finish. Once per database.
 */
export async function seedDemoBets(context: AppContext): Promise<void> {
  const { db } = context;
  const [player] = await db.query<{ user_id: number; account_id: number }>(
    'select u.id as user_id, a.id as account_id from users u join accounts a on a.user_id = u.id and a.type = 0 where u.email = $1',
    [DEMO_BETTOR_EMAIL],
  );
  if (!player) return;
  const [placed] = await db.query('select 1 from coupon_requests where user_id = $1 limit 1', [player.user_id]);
  if (placed) return;
  const markets = await db.query<{ id: number }>(
    `select m.id from feed_markets m join feed_games g on g.id = m.game_id
      where g.status = 0 and g.sport_id = 1 and m.group_id = 1 and m.type_id = 1 and not m.is_blocked order by g.start_at, g.id limit 3`,
  );
  if (markets.length < 3) return;
  const bets = await couponBetsFromFeed(db, markets.map((market) => market.id));
  await placeCoupon(context, { userId: player.user_id }, seedCoupon(`seed-demo-single-${player.user_id}`, player.account_id, player.user_id, bets.slice(0, 1), 10, 0));
  await placeCoupon(context, { userId: player.user_id }, seedCoupon(`seed-demo-express-${player.user_id}`, player.account_id, player.user_id, bets.slice(1, 3), 5, 1));
}
