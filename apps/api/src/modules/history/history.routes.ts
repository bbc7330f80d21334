import { getBetHistoryCall, getHistoryCouponCall, HISTORY_PERIOD_MS, HistoryCouponParams, type HistoryCoupon, type HistoryCouponStatus } from '@kickoff/contracts';
import { fromMinorUnits } from '@kickoff/coupon-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';

interface CouponRow {
  id: number;
  code: string;
  type_id: 0 | 1 | 2;
  system_value: number;
  amount_minor: number;
  coef: number;
  possible_win_minor: number;
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
    amount: fromMinorUnits(coupon.amount_minor, coupon.currency_decimals),
    coef: coupon.coef,
    possibleWin: fromMinorUnits(coupon.possible_win_minor, coupon.currency_decimals),
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

const COUPON_COLUMNS = 'id, code, type_id, system_value, amount_minor, coef, possible_win_minor, win_minor, status, currency, currency_decimals, placed_at, settled_at';

/** The player's bet history with filters, and one coupon for its owner (print-coupon ids are numeric only). */
export function registerHistoryRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerCall(app, getBetHistoryCall, async ({ request, query }) => {
    const user = await requireUser(request, context);
    const period = query.period ?? '30d';
    const status = query.status ?? 'all';
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const since = period === 'all' ? 0 : context.clock.now() - HISTORY_PERIOD_MS[period];
    const filter = 'where user_id = $1 and placed_at >= $2 and ($3::text is null or status = $3)';
    const params = [user.userId, since, status === 'all' ? null : status];
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total from coupons ${filter}`, params);
    const rows = await db.query<CouponRow>(`select ${COUPON_COLUMNS} from coupons ${filter} order by placed_at desc, id desc limit $4 offset $5`, [...params, pageSize, (page - 1) * pageSize]);
    return { coupons: await withBets(db, rows), total: count?.total ?? 0, page, pageSize };
  });

  registerCall(app, getHistoryCouponCall, async ({ request, params }) => {
    const parsed = HistoryCouponParams.safeParse(params);
    // document 000 §5: "Print-coupon id must be numeric"
    if (!parsed.success) throw httpError(400, 'validation_error', 'main_validation_error', { fields: { couponId: 'main_validation_error' } });
    const user = await requireUser(request, context);
    const [row] = await db.query<CouponRow>(`select ${COUPON_COLUMNS} from coupons where id = $1 and user_id = $2`, [parsed.data.couponId, user.userId]);
    if (!row) throw httpError(404, 'not_found', 'main_not_found');
    const [coupon] = await withBets(db, [row]);
    return coupon as HistoryCoupon;
  });
}
