import type { z } from 'zod';
import { HISTORY_PERIOD_MS, HISTORY_TYPE_IDS, type BetHistoryPage, type BetHistoryQuery, type HistoryCoupon, type HistoryCouponStatus } from '@kickoff/contracts';
import { fromMinorUnits } from '@kickoff/coupon-core/rules';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { mainCurrencyOf } from '../limits/limits.repository';

/** The bet history (document 000 §2 office `history`, auth-required): the player's coupons as stored at placing and settlement. */

interface CouponRow {
  id: number;
  code: string;
  type_id: 0 | 1 | 2;
  system_value: number;
  amount_minor: number;
  coef: number;
  possible_win_minor: number;
  bonus_coef: number | null;
  hyper_bonus_minor: number;
  cashed_out_minor: number;
  stake_cashed_out_minor: number;
  win_minor: number | null;
  status: HistoryCouponStatus;
  currency: string;
  currency_decimals: number;
  placed_at: number;
  settled_at: number | null;
}

interface BetRow {
  coupon_id: number;
  market_id: number;
  game_id: number;
  market_name: string;
  coef: number;
  is_banker: boolean;
  result: 0 | 1 | 2 | null;
  sport_name: string;
  champ_name: string;
  opponent1: string;
  opponent2: string;
  start_at: number;
  score1: number;
  score2: number;
  game_status: number;
}

const RESULT_STATUS: Readonly<Record<0 | 1 | 2, HistoryCouponStatus>> = { 0: 'lost', 1: 'won', 2: 'returned' };

async function withBets(db: Queryable, coupons: CouponRow[]): Promise<HistoryCoupon[]> {
  if (coupons.length === 0) return [];
  const bets = await db.query<BetRow>(
    `select b.coupon_id, b.market_id, b.game_id, m.name as market_name, b.coef, b.is_banker, m.result, s.name as sport_name, c.name as champ_name,
            g.opponent1, g.opponent2, g.start_at, g.score1, g.score2, g.status as game_status
       from coupon_bets b join feed_markets m on m.id = b.market_id join feed_games g on g.id = b.game_id
       join feed_sports s on s.id = g.sport_id join feed_champs c on c.id = g.champ_id
      where b.coupon_id = any($1::bigint[]) order by b.coupon_id, b.position`,
    [coupons.map((coupon) => coupon.id)],
  );
  return coupons.map((coupon) => ({
    couponId: String(coupon.id),
    code: coupon.code,
    typeId: coupon.type_id,
    systemValue: coupon.system_value,
    // the stake as placed: what still runs plus what cash-outs sold (issue 16)
    amount: fromMinorUnits(Number(coupon.amount_minor) + Number(coupon.stake_cashed_out_minor), coupon.currency_decimals),
    coef: coupon.coef,
    // the stored possible win: the bonus bet and the hyper bonus included, as the coupon showed it
    possibleWin: fromMinorUnits(coupon.possible_win_minor, coupon.currency_decimals),
    ...(coupon.bonus_coef === null ? {} : { bonusCoef: Number(coupon.bonus_coef) }),
    ...(Number(coupon.hyper_bonus_minor) > 0 ? { hyperBonus: fromMinorUnits(Number(coupon.hyper_bonus_minor), coupon.currency_decimals) } : {}),
    ...(Number(coupon.stake_cashed_out_minor) > 0
      ? { cashedOut: fromMinorUnits(Number(coupon.cashed_out_minor), coupon.currency_decimals), stakeCashedOut: fromMinorUnits(Number(coupon.stake_cashed_out_minor), coupon.currency_decimals) }
      : {}),
    win: coupon.win_minor === null ? null : fromMinorUnits(coupon.win_minor, coupon.currency_decimals),
    status: coupon.status,
    currency: coupon.currency,
    placedAt: coupon.placed_at,
    settledAt: coupon.settled_at,
    bets: bets
      .filter((bet) => bet.coupon_id === coupon.id)
      .map((bet) => ({
        marketId: bet.market_id,
        gameId: bet.game_id,
        marketName: bet.market_name,
        coef: bet.coef,
        isBanker: bet.is_banker,
        status: bet.result === null ? 'open' : RESULT_STATUS[bet.result],
        sportName: bet.sport_name,
        champName: bet.champ_name,
        opponent1Name: bet.opponent1,
        opponent2Name: bet.opponent2,
        startDateTime: bet.start_at,
        scoreFormatted: `${bet.score1}:${bet.score2}`,
        gameStatusId: bet.game_status,
      })),
  }));
}

const COUPON_COLUMNS = 'id, code, type_id, system_value, amount_minor, coef, possible_win_minor, bonus_coef, hyper_bonus_minor, cashed_out_minor, stake_cashed_out_minor, win_minor, status, currency, currency_decimals, placed_at, settled_at';

/** A page of the player's coupons, newest first, filtered by period, status, type and sport, with the totals of every coupon the filter matches (issue 16). */
export async function betHistory(context: AppContext, userId: number, query: z.output<typeof BetHistoryQuery>): Promise<BetHistoryPage> {
  const { db } = context;
  const period = query.period ?? '30d';
  const status = query.status ?? 'all';
  const type = query.type ?? 'all';
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const since = period === 'all' ? 0 : context.clock.now() - HISTORY_PERIOD_MS[period];
  const filter = `where user_id = $1 and placed_at >= $2 and ($3::text is null or status = $3) and ($4::int is null or type_id = $4)
    and ($5::int is null or exists (select 1 from coupon_bets b join feed_games g on g.id = b.game_id where b.coupon_id = coupons.id and g.sport_id = $5))`;
  const params = [userId, since, status === 'all' ? null : status, type === 'all' ? null : HISTORY_TYPE_IDS[type], query.sportId ?? null];
  // the stake as placed is what still runs plus what cash-outs sold; the returns are the win (a refund included) and the cash-outs paid
  const [sums] = await db.query<{ total: number; stake: string | number; returns: string | number; decimals: number | null; currency: string | null }>(
    `select count(*)::int as total, coalesce(sum(amount_minor + stake_cashed_out_minor), 0) as stake, coalesce(sum(coalesce(win_minor, 0) + cashed_out_minor), 0) as returns,
            max(currency_decimals) as decimals, max(currency) as currency
       from coupons ${filter}`,
    params,
  );
  const rows = await db.query<CouponRow>(`select ${COUPON_COLUMNS} from coupons ${filter} order by placed_at desc, id desc limit $6 offset $7`, [...params, pageSize, (page - 1) * pageSize]);
  const sports = await db.query<{ id: number; name: string }>(
    `select distinct s.id, s.name from coupons c join coupon_bets b on b.coupon_id = c.id join feed_games g on g.id = b.game_id join feed_sports s on s.id = g.sport_id
      where c.user_id = $1 and c.placed_at >= $2 order by s.name, s.id`,
    [userId, since],
  );
  const decimals = sums?.decimals ?? 2;
  const stakeMinor = Number(sums?.stake ?? 0);
  const returnsMinor = Number(sums?.returns ?? 0);
  const currency = sums?.currency ?? ((await mainCurrencyOf(db, userId)) ?? 'EUR');
  return {
    coupons: await withBets(db, rows),
    total: sums?.total ?? 0,
    page,
    pageSize,
    totals: { count: sums?.total ?? 0, stake: fromMinorUnits(stakeMinor, decimals), returns: fromMinorUnits(returnsMinor, decimals), net: fromMinorUnits(returnsMinor - stakeMinor, decimals), currency },
    sports: sports.map((sport) => ({ id: Number(sport.id), name: sport.name })),
  };
}

/** One coupon of the player; someone else's or unknown ids are not found. */
export async function historyCoupon(context: AppContext, userId: number, couponId: string): Promise<HistoryCoupon> {
  const [row] = await context.db.query<CouponRow>(`select ${COUPON_COLUMNS} from coupons where id = $1 and user_id = $2`, [couponId, userId]);
  if (!row) throw notFound();
  const [coupon] = await withBets(context.db, [row]);
  return coupon as HistoryCoupon;
}
