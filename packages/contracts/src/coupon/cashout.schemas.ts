import { z } from 'zod';
import { defineCall } from '../common/call';
import { PlacingRequestId, WireAmount } from './coupon.schemas';

/**
 * Cash-out wire contracts (issue 16: an open bet bought back at a value from the current odds with
 * the operator's margin, all or part of it). The spec shows no such call: the paths are this
 * project's, in the coupon calls' `/web-api/coupon/v1/...` style. Amounts in major units of the
 * coupon's currency, as in the placing answer.
 */

/** Why an open coupon has no cash-out now (coupon-core's `CashoutUnavailableReason`). */
export const CashoutUnavailableReason = z.enum(['suspended', 'leg_lost', 'awaiting_settlement', 'no_stake']);
export type CashoutUnavailableReason = z.infer<typeof CashoutUnavailableReason>;

/** One bet of a coupon on offer, as the player recognises it. */
export const CashoutOfferBet = z.object({
  opponent1Name: z.string(),
  opponent2Name: z.string(),
  marketName: z.string(),
  /** The coefficient the bet was placed at. */
  coef: z.number().min(1),
  status: z.enum(['open', 'won', 'lost', 'returned']),
});
export type CashoutOfferBet = z.infer<typeof CashoutOfferBet>;

/** The cash-out offer of one open coupon as the server prices it now. */
export const CashoutOffer = z.object({
  couponId: z.string().regex(/^\d+$/),
  /** The share code (`couponNumber`) the player saw on the receipt. */
  code: z.string(),
  typeId: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  bets: z.array(CashoutOfferBet),
  /** The stake still running (a partial cash-out lowers it). */
  stake: WireAmount,
  /** The possible win of the running stake. */
  possibleWin: WireAmount,
  /** The value of cashing out the whole running stake now; 0 when unavailable. */
  value: WireAmount,
  isAvailable: z.boolean(),
  reason: CashoutUnavailableReason.nullable(),
  /** What earlier partial cash-outs of this coupon paid in all. */
  cashedOut: WireAmount,
  currency: z.string(),
});
export type CashoutOffer = z.infer<typeof CashoutOffer>;

/** Answer of `GET /web-api/coupon/v1/cashout`: an offer per open coupon of the player, newest first. */
export const CashoutOffersResponse = z.object({
  offers: z.array(CashoutOffer),
  /** The operator's margin in basis points the values are priced with. */
  marginBasisPoints: z.number().int().min(0).max(10_000),
});
export type CashoutOffersResponse = z.infer<typeof CashoutOffersResponse>;

/**
 * A cash-out request: `requestId` is made by the client once per intent (a retry sends it again
 * and gets the first answer); `stake` is the part of the running stake sold (all of it for a full
 * cash-out) and `value` what the player was shown for that part. A different value now is refused
 * with the new one, like an odds change.
 */
export const CashoutRequest = z.object({
  requestId: PlacingRequestId,
  couponId: z.string().regex(/^\d{1,18}$/),
  stake: WireAmount.refine((stake) => stake > 0, { message: 'stake must be above zero' }),
  value: WireAmount,
});
export type CashoutRequest = z.infer<typeof CashoutRequest>;

/** Codes of a refused cash-out. */
export const CashoutRejectCode = z.enum(['cashout_value_changed', 'cashout_unavailable', 'cashout_stake_invalid', 'coupon_not_open']);
export type CashoutRejectCode = z.infer<typeof CashoutRejectCode>;

/** The cash-out was paid: `paid` credited once, the coupon closed (`cashed_out`) or still open with `stakeLeft`. */
export const CashoutAccepted = z.object({
  status: z.literal('accepted'),
  requestId: z.string(),
  couponId: z.string(),
  paid: WireAmount,
  stakeLeft: WireAmount,
  couponStatus: z.enum(['open', 'cashed_out']),
});
export type CashoutAccepted = z.infer<typeof CashoutAccepted>;

/** The cash-out was refused; nothing moved. `offer` is the coupon's offer now (null when it is no longer open). */
export const CashoutRejected = z.object({
  status: z.literal('rejected'),
  requestId: z.string(),
  couponId: z.string(),
  code: CashoutRejectCode,
  messageKey: z.string().min(1),
  /** The value of the requested part now (for `cashout_value_changed`). */
  newValue: WireAmount.optional(),
  offer: CashoutOffer.nullable(),
});
export type CashoutRejected = z.infer<typeof CashoutRejected>;

/** Answer of `POST /web-api/coupon/v1/cashout`. */
export const CashoutResponse = z.discriminatedUnion('status', [CashoutAccepted, CashoutRejected]);
export type CashoutResponse = z.infer<typeof CashoutResponse>;

/** `GET /web-api/coupon/v1/cashout`: the signed-in player's cash-out offers. */
export const getCashoutOffersCall = defineCall({
  name: 'coupon.cashoutOffers',
  method: 'GET',
  path: '/web-api/coupon/v1/cashout',
  response: CashoutOffersResponse,
  auth: true,
  retryable: true,
});

/** `POST /web-api/coupon/v1/cashout`: idempotent on `requestId`; two requests for the same stake pay once. */
export const cashoutCall = defineCall({
  name: 'coupon.cashout',
  method: 'POST',
  path: '/web-api/coupon/v1/cashout',
  body: CashoutRequest,
  response: CashoutResponse,
  auth: true,
  // the cash-out flow owns its one retry policy (same request id)
  retryable: false,
});
