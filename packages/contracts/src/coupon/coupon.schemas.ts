import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Coupon (bet slip) wire contracts: the coupon as sent for placing, its bets, the placing answer,
 * the lookup of a placing outcome by its idempotency id, and loading a coupon by its code.
 * Document 000 §7 says the placing call's "method and path not shown": the paths below are this
 * project's choice, in the `/web-api/...` style of the spec.
 */

export { ChangeCoefAction, Coef, CouponBet, CouponGame, CouponMarket, SentCouponTypeId } from './coupon-bet.schemas';
import { ChangeCoefAction, Coef, CouponBet, SentCouponTypeId } from './coupon-bet.schemas';

/** An amount in major units of the account's currency (the server checks its decimals against the currency). */
export const WireAmount = z.number().finite().min(0);

/** An idempotency id of one placing: 8 to 80 characters of letters, digits and `_:.-`. */
export const PlacingRequestId = z.string().min(8).max(80).regex(/^[A-Za-z0-9_:.-]+$/);

/**
 * The coupon as sent for placing (document 000 §3 "Coupon as sent for placing"). `id` is the
 * idempotency id made by the client once per placing intent and kept across retries: the server
 * answers a repeated id with the first answer.
 */
export const PlaceCouponRequest = z
  .object({
    id: PlacingRequestId,
    accountId: z.number().int(),
    amount: WireAmount,
    amountByBlockId: z.record(z.string().regex(/^\d+$/), WireAmount),
    bets: z.array(CouponBet).min(1).max(60),
    changeCoefAction: ChangeCoefAction,
    coef: Coef,
    coefByView: z.number().finite(),
    coefViewId: z.number().int().min(0),
    /** 0 when not set. */
    exactCoef: z.number().finite().min(0),
    isDropOnScoreChange: z.boolean(),
    prepaidAmount: WireAmount,
    refId: z.number().int(),
    systemValue: z.number().int().min(2),
    typeId: SentCouponTypeId,
    userId: z.number().int(),
    hyperBonusPercent: z.number().finite().min(0),
    minHyperBonusBetLimit: z.number().finite().min(0),
    maxHyperBonusLimit: z.number().finite().min(0),
    /** Project's addition to the spec's list: the coupon state holds a promo code (document 000 §3); never on several singles (§5). */
    promoCode: z.string().min(1).max(64).optional(),
    /** Project's addition: this single is one of a several-singles coupon (type 9, sent one single per bet); such a coupon takes no promo code (document 000 §5). */
    severalSingles: z.boolean().optional(),
  })
  .superRefine((coupon, ctx) => {
    const nonBankers = coupon.bets.filter((bet) => !bet.isBanker).length;
    if (coupon.typeId === 0 && coupon.bets.length !== 1) ctx.addIssue({ code: 'custom', path: ['bets'], message: 'a single has exactly one bet' });
    if (coupon.typeId === 1 && coupon.bets.length < 2) ctx.addIssue({ code: 'custom', path: ['bets'], message: 'an express has at least two bets' });
    // document 000 §3: systemValue never below 2; the issue: never above the number of non-banker bets.
    if (coupon.typeId === 2 && coupon.systemValue > nonBankers) ctx.addIssue({ code: 'custom', path: ['systemValue'], message: 'systemValue above the non-banker bets' });
    const ids = new Set(coupon.bets.map((bet) => bet.id));
    if (ids.size !== coupon.bets.length) ctx.addIssue({ code: 'custom', path: ['bets'], message: 'duplicate bet id' });
  });
export type PlaceCouponRequest = z.infer<typeof PlaceCouponRequest>;

/** Why the server refused a coupon or one of its bets. */
export const CouponRejectCode = z.enum([
  'odds_changed',
  'market_blocked',
  'game_finished',
  'bet_not_found',
  'limit_reached',
  'insufficient_funds',
  'amount_below_min',
  'amount_above_max',
  'too_many_decimals',
  'possible_win_above_max_payout',
  'promo_code_invalid',
  'promo_code_used',
  'promo_code_expired',
  'promo_code_not_applicable',
  'promo_code_above_free_bet',
  'self_excluded',
  'account_banned',
  'coupon_invalid',
  'score_changed',
  'bet_dependent',
  'express_banned',
  'time_out_active',
  'bonus_bet_not_eligible',
]);
export type CouponRejectCode = z.infer<typeof CouponRejectCode>;

/** A rejection of one bet; `newCoef` comes with `odds_changed`. */
export const RejectedBet = z.object({
  betId: z.string().min(1),
  code: CouponRejectCode,
  newCoef: Coef.optional(),
});
export type RejectedBet = z.infer<typeof RejectedBet>;

/** The server accepted the coupon. Amounts in major units; `acceptedAt` in epoch milliseconds. */
export const AcceptedCoupon = z.object({
  status: z.literal('accepted'),
  requestId: z.string(),
  couponId: z.string().min(1),
  couponNumber: z.string().min(1),
  typeId: SentCouponTypeId,
  amount: WireAmount,
  coef: Coef,
  /** What the coupon pays when every bet wins (the bonus bet included), plus `hyperBonus`: the coupon's possible win to the minor unit. */
  possibleWin: WireAmount,
  betIds: z.array(z.string()),
  acceptedAt: z.number().int(),
  /** The bonus bet's coefficient (document 000 §5) when the coupon was accepted with it; already part of `coef`. */
  bonusCoef: Coef.optional(),
  /** The hyper bonus (document 000 §3 `hyperBonusPercent`) the win pays on top, in major units; already part of `possibleWin`. */
  hyperBonus: WireAmount.optional(),
});
export type AcceptedCoupon = z.infer<typeof AcceptedCoupon>;

/** The server refused the coupon: a coupon-level code and key, and a code per failing bet. */
export const RejectedCoupon = z.object({
  status: z.literal('rejected'),
  requestId: z.string(),
  code: CouponRejectCode,
  messageKey: z.string().min(1),
  bets: z.array(RejectedBet),
});
export type RejectedCoupon = z.infer<typeof RejectedCoupon>;

/** Answer of `POST /web-api/coupon/v1/place`. */
export const PlaceCouponResponse = z.discriminatedUnion('status', [AcceptedCoupon, RejectedCoupon]);
export type PlaceCouponResponse = z.infer<typeof PlaceCouponResponse>;

/** `POST /web-api/coupon/v1/place`: idempotent on `id`, so the client may retry it. */
export const placeCouponCall = defineCall({
  name: 'coupon.place',
  method: 'POST',
  path: '/web-api/coupon/v1/place',
  body: PlaceCouponRequest,
  response: PlaceCouponResponse,
  auth: true,
  // Never retried by the transport: coupon-core's placer owns the one policy (PLACING_POLICY).
  retryable: false,
});

/** Path parameters of the outcome lookup. */
export const PlacingOutcomeParams = z.object({ requestId: PlacingRequestId });
export type PlacingOutcomeParams = z.infer<typeof PlacingOutcomeParams>;

/** The outcome of a placing id: still being processed, or the answer the place call gave. Unknown ids answer 404 `not_found`. */
export const PlacingOutcomeResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), requestId: z.string() }),
  AcceptedCoupon,
  RejectedCoupon,
]);
export type PlacingOutcomeResponse = z.infer<typeof PlacingOutcomeResponse>;

/** `GET /web-api/coupon/v1/outcome/:requestId`: what happened to a placing whose answer was lost. */
export const getPlacingOutcomeCall = defineCall({
  name: 'coupon.outcome',
  method: 'GET',
  path: '/web-api/coupon/v1/outcome/:requestId',
  response: PlacingOutcomeResponse,
  auth: true,
  // Each look-up is one request: the placer's policy counts and spaces them on the Clock.
  retryable: false,
});

/** Path parameters of loading a coupon by its code (`loadCouponInputValue`, document 000 §3). */
export const LoadCouponParams = z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,32}$/) });
export type LoadCouponParams = z.infer<typeof LoadCouponParams>;

/** A saved coupon: its bets with current coefficients, type and system value. */
export const LoadedCoupon = z.object({
  code: z.string(),
  typeId: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)]),
  systemValue: z.number().int().min(2),
  bets: z.array(CouponBet).min(1),
});
export type LoadedCoupon = z.infer<typeof LoadedCoupon>;

/** `GET /web-api/coupon/v1/load/:code`: the bets of a coupon code; unknown codes answer 404 `not_found`. */
export const loadCouponCall = defineCall({
  name: 'coupon.load',
  method: 'GET',
  path: '/web-api/coupon/v1/load/:code',
  response: LoadedCoupon,
  retryable: true,
});
