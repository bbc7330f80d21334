import { INT32_MAX } from '../common/bounds';
import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Bet history wire contracts (document 000 §2: office `history` route, auth-required; Empty layout
 * `print-coupon/{couponId}` "(numeric only)", §5 "Print-coupon id must be numeric"). The spec shows
 * no history calls: the paths below are this project's, in the `/web-api/...` style.
 */

/** Periods of the history filter, counted back from now. */
export const HistoryPeriod = z.enum(['24h', '7d', '30d', '90d', 'all']);
export type HistoryPeriod = z.infer<typeof HistoryPeriod>;

/** Length of each period in milliseconds (`all` has none). */
export const HISTORY_PERIOD_MS: Readonly<Record<Exclude<HistoryPeriod, 'all'>, number>> = {
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  '90d': 90 * 86_400_000,
};

/** Coupon statuses: open until every game is settled, then won, lost or returned; cashed_out when the player sold all of it (issue 16). */
export const HistoryCouponStatus = z.enum(['open', 'won', 'lost', 'returned', 'cashed_out']);
export type HistoryCouponStatus = z.infer<typeof HistoryCouponStatus>;

/** Coupon types of the history filter (issue 16): single (type 0), express (1), system (2), or every type. */
export const HistoryCouponType = z.enum(['all', 'single', 'express', 'system']);
export type HistoryCouponType = z.infer<typeof HistoryCouponType>;

/** The coupon `typeId` (document 000 §4: 0 single, 1 express, 2 system) of each type filter. */
export const HISTORY_TYPE_IDS: Readonly<Record<Exclude<HistoryCouponType, 'all'>, 0 | 1 | 2>> = { single: 0, express: 1, system: 2 };

/** Query of the history list: period (default 30 days), status (default every status), type (default every type), a sport (a coupon with a selection of it; default every sport) and paging from 1. */
export const BetHistoryQuery = z.object({
  period: HistoryPeriod.default('30d'),
  status: z.union([HistoryCouponStatus, z.literal('all')]).default('all'),
  type: HistoryCouponType.default('all'),
  sportId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  page: z.coerce.number().int().max(INT32_MAX).min(1).default(1),
  pageSize: z.coerce.number().int().max(INT32_MAX).min(1).max(100).default(20),
});
export type BetHistoryQuery = z.input<typeof BetHistoryQuery>;

/** One bet of a coupon in the history, with its game as it stands. */
export const HistoryBet = z.object({
  marketId: z.number().int(),
  gameId: z.number().int(),
  marketName: z.string(),
  coef: z.number().min(1),
  isBanker: z.boolean(),
  status: HistoryCouponStatus,
  sportName: z.string(),
  champName: z.string(),
  opponent1Name: z.string(),
  opponent2Name: z.string(),
  /** Epoch milliseconds. */
  startDateTime: z.number().int(),
  scoreFormatted: z.string(),
  gameStatusId: z.number().int(),
});
export type HistoryBet = z.infer<typeof HistoryBet>;

/** A placed coupon; amounts in major units of `currency`, times in epoch milliseconds. */
export const HistoryCoupon = z.object({
  /** Numeric, as `print-coupon/{couponId}` needs it. */
  couponId: z.string().regex(/^\d+$/),
  /** The share code (`couponNumber` of the placing answer) that loads the coupon into a new slip. */
  code: z.string(),
  typeId: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  systemValue: z.number().int(),
  amount: z.number().min(0),
  coef: z.number().min(1),
  possibleWin: z.number().min(0),
  /** Null while open. */
  win: z.number().min(0).nullable(),
  status: HistoryCouponStatus,
  currency: z.string(),
  placedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  bets: z.array(HistoryBet),
  /** The bonus bet of an express (document 000 §5) the coupon was accepted with; its coefficient is part of `coef`. */
  bonusCoef: z.number().min(1).optional(),
  /** The hyper bonus a win pays on top (document 000 §3 `hyperBonusPercent`), in major units; part of `possibleWin`. */
  hyperBonus: z.number().min(0).optional(),
  /** What cash-outs of this coupon paid in all (issue 16), in major units, and the part of `amount` (the stake as placed) they sold; `possibleWin` is that of the stake still running. */
  cashedOut: z.number().min(0).optional(),
  stakeCashedOut: z.number().min(0).optional(),
});
export type HistoryCoupon = z.infer<typeof HistoryCoupon>;

/**
 * Totals of every coupon the filter matches (not only the page shown), in major units of `currency`
 * (issue 16): the stakes as placed, the returns paid so far (wins, refunds and cash-outs), and the net
 * (returns less stakes; an open coupon's stake counts, its return not yet).
 */
export const HistoryTotals = z.object({ count: z.number().int().min(0), stake: z.number().min(0), returns: z.number().min(0), net: z.number(), currency: z.string() });
export type HistoryTotals = z.infer<typeof HistoryTotals>;

/** A sport the player's coupons of the period have a selection of: the sport filter's options. */
export const HistorySport = z.object({ id: z.number().int(), name: z.string() });
export type HistorySport = z.infer<typeof HistorySport>;

/** A page of the history, newest first, with the totals of the whole filter and the sports to filter by. */
export const BetHistoryPage = z.object({
  coupons: z.array(HistoryCoupon),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totals: HistoryTotals,
  sports: z.array(HistorySport),
});
export type BetHistoryPage = z.infer<typeof BetHistoryPage>;

/** `GET /web-api/history/v1/bets?period=&status=&type=&sportId=&page=&pageSize=`: the signed-in player's coupons. */
export const getBetHistoryCall = defineCall({ name: 'history.bets', method: 'GET', path: '/web-api/history/v1/bets', query: BetHistoryQuery, response: BetHistoryPage, auth: true, retryable: true });

/** Path parameters of one coupon: numeric only (document 000 §5). */
export const HistoryCouponParams = z.object({ couponId: z.string().regex(/^\d{1,18}$/) });
export type HistoryCouponParams = z.infer<typeof HistoryCouponParams>;

/** `GET /web-api/history/v1/coupons/:couponId`: one coupon of its owner; another player's or an unknown id answers 404, a non-numeric id 400. */
export const getHistoryCouponCall = defineCall({ name: 'history.coupon', method: 'GET', path: '/web-api/history/v1/coupons/:couponId', response: HistoryCoupon, auth: true, retryable: true });
