import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Toto wire contracts (issue 16: a pool of 15 events, picks, a fixed price per line, the pool and
 * payout rules stated, settled by the simulator). Document 000 §2 names the routes
 * (`toto/{totoSection?}`, children draws/coupons/next/nonimees) but shows no calls: the paths are
 * this project's, in the `/web-api/...` style. Money in integer minor units of the currency named
 * beside it (`minorDigits` digits).
 */

/** An outcome of an event: home win, draw, away win. */
export const TotoOutcomeSchema = z.enum(['1', 'X', '2']);

/** An event of a draw: a line game of the simulator, and its result once finished (`void`: every pick counts as correct). */
export const TotoEvent = z.object({
  position: z.number().int().min(1).max(15),
  gameId: z.number().int(),
  sportName: z.string(),
  champName: z.string(),
  opponent1: z.string(),
  opponent2: z.string(),
  startAt: z.number().int(),
  /** Feed status: 0 not started, 2 in play, 3 break, 4 finished (document 000 §4). */
  status: z.number().int(),
  /** The score once the game started (`2:1`), else null. */
  score: z.string().nullable(),
  result: z.enum(['1', 'X', '2', 'void']).nullable(),
});
export type TotoEvent = z.infer<typeof TotoEvent>;

/** A prize class of a pool: its share of the fund and, once settled, its winning lines and pay per line. */
export const TotoPoolClass = z.object({
  correct: z.number().int(),
  sharePercent: z.number().int(),
  fundMinor: z.number().int().min(0),
  winningLines: z.number().int().min(0).nullable(),
  perLineMinor: z.number().int().min(0).nullable(),
});
export type TotoPoolClass = z.infer<typeof TotoPoolClass>;

/** The pool of a draw in one currency: every stake, the operator's cut, the prize fund and its classes; `keptMinor` what the operator kept of the fund once settled. */
export const TotoPool = z.object({
  currency: z.string(),
  minorDigits: z.number().int().min(0).max(8),
  linePriceMinor: z.number().int().min(1),
  coupons: z.number().int().min(0),
  lines: z.number().int().min(0),
  poolMinor: z.number().int().min(0),
  cutMinor: z.number().int().min(0),
  fundMinor: z.number().int().min(0),
  classes: z.array(TotoPoolClass),
  keptMinor: z.number().int().min(0).nullable(),
});
export type TotoPool = z.infer<typeof TotoPool>;

/**
 * A draw. `open`: accepting coupons until `closesAt` (its first game's start); `upcoming`: the next
 * draw, open once the current one closes; `closed`: its games are playing; `settled`: paid.
 */
export const TotoDraw = z.object({
  id: z.number().int(),
  status: z.enum(['upcoming', 'open', 'closed', 'settled']),
  closesAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  events: z.array(TotoEvent),
  /** The pools by currency: the asking player's first (or the one asked for), then the others with stakes. */
  pools: z.array(TotoPool),
});
export type TotoDraw = z.infer<typeof TotoDraw>;

/** The stated rules: events, the operator's cut, the prize classes, the line prices, the most lines of a coupon. */
export const TotoRules = z.object({
  events: z.number().int(),
  cutPercent: z.number().int(),
  classes: z.array(z.object({ correct: z.number().int(), sharePercent: z.number().int() })),
  linePrices: z.array(z.object({ currency: z.string(), minorDigits: z.number().int(), linePriceMinor: z.number().int() })),
  maxLines: z.number().int(),
});
export type TotoRules = z.infer<typeof TotoRules>;

/** The current draw, the next one and the rules. */
export const TotoDraws = z.object({ current: TotoDraw.nullable(), next: TotoDraw.nullable(), rules: TotoRules });
export type TotoDraws = z.infer<typeof TotoDraws>;

/** `?currency=EUR`: the pool shown first (a signed-in player's account currency wins over it). */
export const TotoDrawsQuery = z.object({ currency: z.string().regex(/^[A-Z]{3}$/).optional() });

/** `GET /web-api/toto/v1/draws`: the current and next draws with their events and pools, and the rules. */
export const getTotoDrawsCall = defineCall({ name: 'toto.draws', method: 'GET', path: '/web-api/toto/v1/draws', query: TotoDrawsQuery, response: TotoDraws, retryable: true });

/** The settled draws, newest first, with their results and payouts per class. */
export const TotoResults = z.object({ draws: z.array(TotoDraw) });
export type TotoResults = z.infer<typeof TotoResults>;

/** `GET /web-api/toto/v1/results`: the last settled draws. */
export const getTotoResultsCall = defineCall({ name: 'toto.results', method: 'GET', path: '/web-api/toto/v1/results', query: TotoDrawsQuery, response: TotoResults, retryable: true });

/** A toto coupon placing: the client's request id (idempotency), the draw, the outcomes picked for each of the 15 events. */
export const PlaceTotoCouponRequest = z.object({
  requestId: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  drawId: z.number().int().min(1).max(2_147_483_647),
  picks: z.array(z.array(z.string().max(2)).max(3)).max(15),
});
export type PlaceTotoCouponRequest = z.infer<typeof PlaceTotoCouponRequest>;

/** A player's toto coupon: its picks and price, and once settled the lines by correct picks (13, 14, 15) and the win. */
export const TotoCoupon = z.object({
  id: z.number().int(),
  requestId: z.string(),
  drawId: z.number().int(),
  picks: z.array(z.array(TotoOutcomeSchema)),
  lines: z.number().int().min(1),
  linePriceMinor: z.number().int().min(1),
  amountMinor: z.number().int().min(1),
  currency: z.string(),
  minorDigits: z.number().int(),
  status: z.enum(['open', 'won', 'lost']),
  /** Lines with 15, 14 and 13 correct picks, once settled. */
  winningLines: z.object({ 15: z.number().int(), 14: z.number().int(), 13: z.number().int() }).nullable(),
  winMinor: z.number().int().min(0).nullable(),
  placedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type TotoCoupon = z.infer<typeof TotoCoupon>;

/** `POST /web-api/toto/v1/coupons`: places a coupon once per request id (a repeat answers the same coupon). */
export const placeTotoCouponCall = defineCall({ name: 'toto.place', method: 'POST', path: '/web-api/toto/v1/coupons', body: PlaceTotoCouponRequest, response: TotoCoupon, auth: true, retryable: true });

/** The player's toto coupons, newest first. */
export const TotoCoupons = z.object({ coupons: z.array(TotoCoupon) });
export type TotoCoupons = z.infer<typeof TotoCoupons>;

/** `GET /web-api/toto/v1/coupons`: the signed-in player's coupons. */
export const getTotoCouponsCall = defineCall({ name: 'toto.coupons', method: 'GET', path: '/web-api/toto/v1/coupons', response: TotoCoupons, auth: true, retryable: true });
