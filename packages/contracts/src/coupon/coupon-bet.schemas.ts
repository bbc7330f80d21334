import { z } from 'zod';

// issue 20: the coupon's bet in a file of its own, apart from the placing calls' schemas, so a
// browser that reads the coupon it kept (the odds buttons' picks at start) does not load those.

/** Coupon types as sent (document 000 §4): several singles (9) are split into type-0 coupons before sending. */
export const SentCouponTypeId = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SentCouponTypeId = z.infer<typeof SentCouponTypeId>;

/** What the coupon does when a coefficient changes (document 000 §3): 0 confirm every change, 1 accept any, 2 accept increases only. */
export const ChangeCoefAction = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ChangeCoefAction = z.infer<typeof ChangeCoefAction>;

/** A decimal coefficient as the feed gives it: finite, at least 1. */
export const Coef = z.number().finite().min(1);

/** The market of a coupon bet (document 000 §3 "Coupon bet"). */
export const CouponMarket = z.object({
  id: z.number().int(),
  coef: Coef,
  kind: z.number().int(),
  sportId: z.number().int().min(0),
  typeId: z.number().int(),
  isLive: z.boolean(),
  gameId: z.number().int(),
  champId: z.number().int(),
  sportName: z.string().optional(),
  champName: z.string().optional(),
  opponent1Name: z.string().optional(),
  opponent2Name: z.string().optional(),
  /** The selection's short label from the feed (`1`, `X`, `O(2.5)`, `2:1`). */
  name: z.string().max(64).optional(),
  /** The line of a handicap or total (null for the other groups). */
  param: z.number().finite().nullable().optional(),
});
export type CouponMarket = z.infer<typeof CouponMarket>;

/** The game a coupon bet belongs to (document 000 §3); `timeSec` is the running game clock in seconds. */
export const CouponGame = z.object({
  number: z.number().int().optional(),
  isFinished: z.boolean(),
  isLiveInLive: z.boolean(),
  permanentId: z.number().int().optional(),
  statusId: z.number().int(),
  /** Epoch milliseconds. */
  startDateTime: z.number().int().optional(),
  timeSec: z.number().min(0),
});
export type CouponGame = z.infer<typeof CouponGame>;

/**
 * One bet of a coupon (document 000 §3 "Coupon bet"). `id` is the selection key the coupon keys
 * `amountByBetId` and `addedAtByBetId` by; `isBanker` marks a system banker (project's addition:
 * the spec has the coupon switch bankers but does not name the field).
 */
export const CouponBet = z.object({
  id: z.string().min(1).max(128),
  market: CouponMarket,
  blockId: z.number().int().min(0),
  /** Default -2 (document 000 §3). */
  statusId: z.number().int(),
  typeId: z.number().int(),
  additionalType: z.number().int().optional(),
  sportNameEng: z.string().optional(),
  champNameEng: z.string().optional(),
  opponent1NameEng: z.string().optional(),
  opponent2NameEng: z.string().optional(),
  calculatedDateTime: z.number().int().optional(),
  game: CouponGame,
  fullScore: z.string().optional(),
  scoreFormatted: z.string().optional(),
  status: z.number().int().optional(),
  isBlocked: z.boolean(),
  isDepend: z.boolean(),
  isBannedExpress: z.boolean(),
  isDisabledBanker: z.boolean(),
  isBanker: z.boolean(),
  expressId: z.number().int().optional(),
  statisticId: z.number().int().optional(),
  playersDuel: z.boolean().optional(),
  pageType: z.string().optional(),
});
export type CouponBet = z.infer<typeof CouponBet>;
