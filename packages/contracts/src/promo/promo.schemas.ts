import { z } from 'zod';
import { defineCall } from '../common/call';
import { PlacingRequestId } from '../coupon/coupon.schemas';

/**
 * Points and the promo-code store (document 000 §1 "points, a promo-code store", §2 routes `points`
 * and `promo`; §3 coupon fields `promoCode`, `manualPromoCode`, `promoCodes`; §5 "Promo codes are
 * not accepted for several-singles coupons"). The spec names the pages and the coupon's fields but
 * no call: the paths and the rules below are this project's.
 *
 * Points: a settled coupon (won or lost) staked with real money earns 1 point per whole unit of its
 * currency staked; a returned or cashed-out stake, a bonus-account stake and a free bet earn none.
 * Points buy promo codes; a code is the player's own, used once, before it expires.
 */

/** What a promo code does to the coupon it is entered in. */
export const PromoEffect = z.discriminatedUnion('kind', [
  /** The possible win of an express of at least `minSelections` selections grows by `boostPercent` %, paid when every selection wins. */
  z.object({ kind: z.literal('boost'), boostPercent: z.number().int().min(1).max(100), minSelections: z.number().int().min(2).max(60) }),
  /** The stake, up to `freeBetUnits` whole units of the account's currency, is not taken from the balance; a win pays the possible win less the stake. Singles and expresses only. */
  z.object({ kind: z.literal('free_bet'), freeBetUnits: z.number().int().min(1).max(1_000) }),
]);
export type PromoEffect = z.infer<typeof PromoEffect>;

/** One product of the store: its effect, its price in points and how long its code lasts. */
export const PromoProduct = z.object({
  id: z.string().min(1).max(40),
  effect: PromoEffect,
  pricePoints: z.number().int().positive(),
  validDays: z.number().int().positive(),
});
export type PromoProduct = z.infer<typeof PromoProduct>;

export const PromoCodeStatus = z.enum(['active', 'used', 'expired']);
export type PromoCodeStatus = z.infer<typeof PromoCodeStatus>;

/** A promo code the player bought. Times in epoch milliseconds. */
export const PromoCode = z.object({
  code: z.string().min(1).max(64),
  productId: z.string(),
  effect: PromoEffect,
  status: PromoCodeStatus,
  boughtAt: z.number().int(),
  expiresAt: z.number().int(),
  usedAt: z.number().int().nullable(),
  /** The number (share code) of the coupon that used it. */
  couponNumber: z.string().nullable(),
});
export type PromoCode = z.infer<typeof PromoCode>;

/** The store page: the products, the player's points and codes (newest first). */
export const PromoStore = z.object({ balance: z.number().int().min(0), products: z.array(PromoProduct), codes: z.array(PromoCode) });
export type PromoStore = z.infer<typeof PromoStore>;

/** A purchase: `requestId` is made once per intent and sent again on a retry, so a purchase is made once. */
export const BuyPromoRequest = z.object({ requestId: PlacingRequestId, productId: z.string().min(1).max(40) });
export type BuyPromoRequest = z.infer<typeof BuyPromoRequest>;

export const BuyPromoResponse = z.object({ code: PromoCode, balance: z.number().int().min(0) });
export type BuyPromoResponse = z.infer<typeof BuyPromoResponse>;

export const PointsReason = z.enum(['bet_settled', 'promo_bought', 'dev_grant']);
export type PointsReason = z.infer<typeof PointsReason>;

/** One row of the points ledger: points earned (positive) or spent (negative). `ref` is the coupon number or the promo code. */
export const PointsEntry = z.object({ id: z.number().int(), points: z.number().int(), reason: PointsReason, ref: z.string().nullable(), createdAt: z.number().int() });
export type PointsEntry = z.infer<typeof PointsEntry>;

/** The points page: the balance (the sum of the ledger), the rule that earns them and the latest rows. */
export const PointsOverview = z.object({
  balance: z.number().int().min(0),
  /** Points per whole unit of the currency staked on a settled real-money coupon. */
  pointsPerUnit: z.number().int().positive(),
  history: z.array(PointsEntry),
});
export type PointsOverview = z.infer<typeof PointsOverview>;

/** Development control: grants a player points (only with the development tools on). */
export const DevGrantPointsRequest = z.object({ points: z.number().int().min(1).max(1_000_000) });
export type DevGrantPointsRequest = z.infer<typeof DevGrantPointsRequest>;
export const DevPointsParams = z.object({ userId: z.coerce.number().int().positive().max(2 ** 53 - 1) });

/** `GET /web-api/points/v1/overview`: the player's points. */
export const getPointsCall = defineCall({ name: 'points.overview', method: 'GET', path: '/web-api/points/v1/overview', response: PointsOverview, auth: true, retryable: true });
/** `GET /web-api/promo/v1/store`: the products and the player's codes. */
export const getPromoStoreCall = defineCall({ name: 'promo.store', method: 'GET', path: '/web-api/promo/v1/store', response: PromoStore, retryable: true });
/** `POST /web-api/promo/v1/buy`: buys a code once per `requestId`; too few points is 409 `points_insufficient`. */
export const buyPromoCall = defineCall({ name: 'promo.buy', method: 'POST', path: '/web-api/promo/v1/buy', body: BuyPromoRequest, response: BuyPromoResponse, auth: true });
/** `POST /dev-api/users/:userId/points`: grants points (404 unless the dev tools are on). */
export const devGrantPointsCall = defineCall({ name: 'dev.grantPoints', method: 'POST', path: '/dev-api/users/:userId/points', body: DevGrantPointsRequest, response: PointsOverview });
