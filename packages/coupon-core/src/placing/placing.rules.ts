import type { AcceptedCoupon, ChangeCoefAction, CouponBet, PlaceCouponRequest, PlaceCouponResponse, RejectedBet, RejectedCoupon } from '@kickoff/contracts';
import type { HyperBonusConfig } from '../bonus/bonus.rules';
import type { CouponDraft } from '../coupon/coupon.rules';
import { fromMinorUnits } from '../money/money.rules';
import { coefByView } from '../odds/odds-format.rules';
import { CouponType, priceCoupon, singleCoef, type CouponTypeId } from '../pricing/pricing.rules';

/** Who and how the coupon is placed: the parts of the payload that are not the coupon's own. */
export interface PlacingContext {
  readonly accountId: number;
  readonly userId: number;
  /** `ref_id` of the site configuration (document 000 §3). */
  readonly refId: number;
  readonly currencyDecimals: number;
  readonly coefViewId: number;
  /** The action in force (`effectiveChangeCoefAction`: one-click uses 1). */
  readonly changeCoefAction: ChangeCoefAction;
  readonly exactCoef: number;
  readonly isDropOnScoreChange: boolean;
  readonly prepaidAmountMinor: number;
  readonly hyperBonus: HyperBonusConfig;
  readonly maxPayoutMinor?: number;
}

/** The idempotency id of the i-th coupon of a placing intent: the intent id itself for one coupon, `<intent>-<i>` for several singles. */
export function placingRequestId(intentId: string, index: number, count: number): string {
  return count === 1 ? intentId : `${intentId}-${index + 1}`;
}

function payloadFor(typeId: Exclude<CouponTypeId, typeof CouponType.severalSingles>, bets: readonly CouponBet[], amountMinor: number, draft: CouponDraft, context: PlacingContext, id: string): PlaceCouponRequest {
  const price = priceCoupon({ typeId, bets, amountMinor, systemValue: draft.systemValue, isActiveSystemBanker: draft.isActiveSystemBanker, exactCoef: context.exactCoef, ...(context.maxPayoutMinor === undefined ? {} : { maxPayoutMinor: context.maxPayoutMinor }) });
  const first = bets[0];
  const coef = typeId === CouponType.single && first ? singleCoef(first, context.exactCoef) : price.coef;
  const amountByBlockId: Record<string, number> = {};
  for (const [blockId, minor] of Object.entries(draft.amountByBlockIdMinor)) amountByBlockId[blockId] = fromMinorUnits(minor, context.currencyDecimals);
  return {
    id,
    accountId: context.accountId,
    amount: fromMinorUnits(amountMinor, context.currencyDecimals),
    amountByBlockId,
    bets: bets.map((bet) => ({ ...bet, isBanker: typeId === CouponType.system && draft.isActiveSystemBanker && bet.isBanker })),
    changeCoefAction: context.changeCoefAction,
    coef,
    coefByView: coefByView(coef, context.coefViewId),
    coefViewId: context.coefViewId,
    exactCoef: context.exactCoef,
    isDropOnScoreChange: context.isDropOnScoreChange,
    prepaidAmount: fromMinorUnits(context.prepaidAmountMinor, context.currencyDecimals),
    refId: context.refId,
    systemValue: draft.systemValue,
    typeId,
    userId: context.userId,
    ...(draft.promoCode === '' || typeId !== draft.typeId ? {} : { promoCode: draft.promoCode }),
    // a single of several singles says so: the server refuses a promo code on it (document 000 §5)
    ...(draft.typeId === CouponType.severalSingles ? { severalSingles: true } : {}),
    hyperBonusPercent: context.hyperBonus.hyperBonusPercent,
    minHyperBonusBetLimit: context.hyperBonus.minHyperBonusBetLimit,
    maxHyperBonusLimit: context.hyperBonus.maxHyperBonusLimit,
  };
}

/**
 * The coupons to send for a placing intent (document 000 §3 "Coupon as sent for placing"): one,
 * or for several singles (type 9) one type-0 coupon per bet with that bet's amount (document 000
 * §4), each with its own idempotency id derived from `intentId`.
 */
export function buildPlacingPayloads(draft: CouponDraft, context: PlacingContext, intentId: string): PlaceCouponRequest[] {
  if (draft.bets.length === 0) return [];
  if (draft.typeId !== CouponType.severalSingles) return [payloadFor(draft.typeId, draft.bets, draft.amountMinor, draft, context, intentId)];
  return draft.bets.map((bet, index) => payloadFor(CouponType.single, [bet], draft.amountByBetIdMinor[bet.id] ?? draft.amountMinor, { ...draft, amountByBlockIdMinor: {} }, context, placingRequestId(intentId, index, draft.bets.length)));
}

/**
 * What identifies a placing intent: the payloads without their ids. The same fingerprint on a retry
 * keeps the same idempotency id; an edited coupon is a new intent with a new id.
 */
export function placingFingerprint(payloads: readonly PlaceCouponRequest[]): string {
  return JSON.stringify(payloads.map(({ id: _id, ...rest }) => rest));
}

/**
 * How one sent coupon ended: answered; no answer (network, timeout, server error), so the outcome is
 * unknown; or, from an outcome lookup, absent: the server never received it, so its bets stay.
 */
export type PlacingAttempt =
  | { readonly kind: 'answered'; readonly request: PlaceCouponRequest; readonly response: PlaceCouponResponse }
  | { readonly kind: 'unknown'; readonly request: PlaceCouponRequest; readonly errorCode: string }
  | { readonly kind: 'absent'; readonly request: PlaceCouponRequest };

/** The coupon after the answers: what stays in it and what the player sees. */
export interface PlacingApplication {
  /** Bets that stay in the coupon (the accepted ones leave). */
  readonly remainingBetIds: readonly string[];
  /** Document 000 §3 `successCoupon`: the accepted coupon of a single, express or system. */
  readonly successCoupon: AcceptedCoupon | null;
  /** Document 000 §3 `singlesResultCoupons`: each answer of several singles, in bet order. */
  readonly singlesResultCoupons: readonly PlaceCouponResponse[];
  /** Per-bet rejections to apply (new coef, blocked, finished). */
  readonly rejectedBets: readonly RejectedBet[];
  /** The coupon-level rejection, when there is one. */
  readonly rejection: Pick<RejectedCoupon, 'code' | 'messageKey'> | null;
  /** Some coupon got no answer: keep the intent (and its id) to retry or look the outcome up. */
  readonly hasUnknownOutcome: boolean;
}

/** Reads the answers of a placing (document 000 §3 `successCoupon`, `singlesResultCoupons`). */
export function applyPlacingAttempts(typeId: number, attempts: readonly PlacingAttempt[]): PlacingApplication {
  const accepted = new Set<string>();
  const rejectedBets: RejectedBet[] = [];
  const answers: PlaceCouponResponse[] = [];
  let rejection: PlacingApplication['rejection'] = null;
  let hasUnknownOutcome = false;
  const allBetIds: string[] = [];
  for (const attempt of attempts) {
    for (const bet of attempt.request.bets) allBetIds.push(bet.id);
    if (attempt.kind === 'absent') continue;
    if (attempt.kind === 'unknown') {
      hasUnknownOutcome = true;
      continue;
    }
    answers.push(attempt.response);
    if (attempt.response.status === 'accepted') {
      for (const bet of attempt.request.bets) accepted.add(bet.id);
    } else {
      rejection ??= { code: attempt.response.code, messageKey: attempt.response.messageKey };
      rejectedBets.push(...attempt.response.bets);
    }
  }
  const single = typeId !== CouponType.severalSingles ? answers[0] : undefined;
  return {
    remainingBetIds: allBetIds.filter((id) => !accepted.has(id)),
    successCoupon: single?.status === 'accepted' ? single : null,
    singlesResultCoupons: typeId === CouponType.severalSingles ? answers : [],
    rejectedBets,
    rejection,
    hasUnknownOutcome,
  };
}

/**
 * A bet with a rejection applied: a new coef for `odds_changed`, blocked for `market_blocked`,
 * finished for `game_finished`, dependent for `bet_dependent`, banned from express for
 * `express_banned` (each then locks the bet, document 000 §4). `score_changed` drops the bet: see
 * `isDroppingRejection`.
 */
export function applyBetRejection(bet: CouponBet, rejection: RejectedBet): CouponBet {
  switch (rejection.code) {
    case 'bet_dependent':
      return { ...bet, isDepend: true };
    case 'express_banned':
      return { ...bet, isBannedExpress: true };
    case 'odds_changed':
      return rejection.newCoef === undefined ? bet : { ...bet, market: { ...bet.market, coef: rejection.newCoef } };
    case 'market_blocked':
      return { ...bet, isBlocked: true };
    case 'game_finished':
      return { ...bet, game: { ...bet.game, isFinished: true } };
    default:
      return bet;
  }
}

/** A rejection that removes the bet from the coupon: the score changed under `isDropOnScoreChange` (document 000 §3). */
export function isDroppingRejection(rejection: RejectedBet): boolean {
  return rejection.code === 'score_changed';
}
