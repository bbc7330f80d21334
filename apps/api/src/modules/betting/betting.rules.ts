import type { CouponBet, CouponRejectCode, PlaceCouponRequest, RejectedBet } from '@kickoff/contracts';
import { priceCoupon, toMinorUnits, type AmountBounds } from '@kickoff/coupon-core';

/**
 * Server-side checks and pricing of a coupon (issue 5; document 000 §3 "Coupon as sent for
 * placing", §4 "Coupon bet rules", §5; "Coupon validation performed by the server: not shown",
 * so the rules below are this project's). The price uses the server's own feed and coupon-core's
 * maths, never the coefficients the client sent. Pure: feed rows and bounds in, decision out.
 */

/** A selection as the feed holds it now. */
export interface FeedSelection {
  marketId: number;
  gameId: number;
  coef: number;
  isBlocked: boolean;
  isBannedExpress: boolean;
  /** Settled markets (result set) cannot be bet on. */
  isSettled: boolean;
  gameStatus: number;
  /** `2:1`. */
  score: string;
  isLive: boolean;
}

/** What the decision depends on besides the coupon. */
export interface CouponCheckInput {
  coupon: PlaceCouponRequest;
  feed: ReadonlyMap<number, FeedSelection>;
  /** Minor-unit digits of the account's currency. */
  currencyDecimals: number;
  bounds: AmountBounds;
  /** The largest possible win accepted, in minor units. */
  maxPayoutMinor: number;
}

/** A bet the server accepts, at the server's coefficient. */
export interface PricedBet {
  bet: CouponBet;
  coef: number;
}

/** The decision before money moves. */
export type CouponDecision =
  | { kind: 'accepted'; amountMinor: number; coef: number; possibleWinMinor: number; bets: PricedBet[] }
  | { kind: 'rejected'; code: CouponRejectCode; messageKey: string; bets: RejectedBet[] };

/** The dictionary key of a reject code (`coupon_error_odds_changed`, ...). */
export function rejectMessageKey(code: CouponRejectCode): string {
  return `coupon_error_${code}`;
}

/** A rejection of the whole coupon. */
export function rejectCoupon(code: CouponRejectCode, bets: RejectedBet[] = [], messageKey = rejectMessageKey(code)): CouponDecision {
  return { kind: 'rejected', code, messageKey, bets };
}

/**
 * Checks one bet against the feed: existence, finished game (status 4, document 000 §4), blocked
 * market, express ban, score change when `isDropOnScoreChange`, and the odds-change policy
 * `changeCoefAction` (document 000 §3; coupon-core: 0 confirm every change, 1 accept any change,
 * 2 accept increases only). Returns the rejection, or the coefficient the bet is placed at.
 */
export function checkBet(bet: CouponBet, coupon: PlaceCouponRequest, selection: FeedSelection | undefined): RejectedBet | { coef: number } {
  const reject = (code: CouponRejectCode, newCoef?: number): RejectedBet => ({ betId: bet.id, code, ...(newCoef === undefined ? {} : { newCoef }) });
  if (!selection || selection.gameId !== bet.market.gameId) return reject('bet_not_found');
  if (selection.gameStatus === 4 || selection.isSettled) return reject('game_finished');
  if (selection.isBlocked) return reject('market_blocked');
  if (coupon.typeId !== 0 && selection.isBannedExpress) return reject('express_banned');
  if (coupon.isDropOnScoreChange && selection.isLive && bet.scoreFormatted !== undefined && bet.scoreFormatted !== selection.score) return reject('score_changed');
  const sent = bet.market.coef;
  const now = selection.coef;
  if (now !== sent) {
    const refuse = coupon.changeCoefAction === 0 || (coupon.changeCoefAction === 2 && now < sent);
    if (refuse) return reject('odds_changed', now);
  }
  return { coef: now };
}

/** Bets of one game in one express or system depend on each other (document 000 §3 `isDepend`). */
export function dependentBetIds(bets: readonly CouponBet[]): Set<string> {
  const byGame = new Map<number, string[]>();
  for (const bet of bets) byGame.set(bet.market.gameId, [...(byGame.get(bet.market.gameId) ?? []), bet.id]);
  return new Set([...byGame.values()].filter((ids) => ids.length > 1).flat());
}

/** Decides a coupon: every check, then the server's price; money checks (balance, limits) come after. */
export function decideCoupon(input: CouponCheckInput): CouponDecision {
  const { coupon } = input;
  const amountMinor = toMinorUnits(coupon.amount, input.currencyDecimals);
  if (amountMinor === undefined) return rejectCoupon('too_many_decimals');
  if (amountMinor <= 0) return rejectCoupon('amount_below_min');
  const rejected: RejectedBet[] = [];
  const priced: PricedBet[] = [];
  const dependent = coupon.typeId === 0 ? new Set<string>() : dependentBetIds(coupon.bets);
  for (const bet of coupon.bets) {
    if (dependent.has(bet.id)) {
      rejected.push({ betId: bet.id, code: 'bet_dependent' });
      continue;
    }
    const checked = checkBet(bet, coupon, input.feed.get(bet.market.id));
    if ('betId' in checked) rejected.push(checked);
    else priced.push({ bet, coef: checked.coef });
  }
  const firstRejection = rejected[0];
  if (firstRejection) return rejectCoupon(firstRejection.code, rejected);

  const price = priceCoupon({
    typeId: coupon.typeId,
    bets: priced.map(({ bet, coef }) => ({ ...bet, market: { ...bet.market, coef } })),
    amountMinor,
    systemValue: coupon.systemValue,
    isActiveSystemBanker: true,
  });
  // document 000 §5: "Possible win is amount times coef, or times exactCoef if set": a coupon sent
  // with an exact coefficient is placed only at that coefficient.
  if (coupon.exactCoef > 0 && price.coef !== coupon.exactCoef) {
    const changed = priced.filter(({ bet, coef }) => coef !== bet.market.coef);
    const bets = (changed.length > 0 ? changed : priced).map(({ bet, coef }) => ({ betId: bet.id, code: 'odds_changed' as const, newCoef: coef }));
    return rejectCoupon('odds_changed', bets);
  }
  if (input.bounds.minMinor !== undefined && amountMinor < input.bounds.minMinor) return rejectCoupon('amount_below_min');
  if (input.bounds.maxMinor !== undefined && amountMinor > input.bounds.maxMinor) return rejectCoupon('amount_above_max');
  if (price.isOverflow || price.possibleWinMinor > input.maxPayoutMinor) return rejectCoupon('possible_win_above_max_payout');
  return { kind: 'accepted', amountMinor, coef: price.coef, possibleWinMinor: price.possibleWinMinor, bets: priced };
}

/** A settled bet's factor: won pays its coefficient, returned pays 1, lost 0. */
export function settledFactor(result: 0 | 1 | 2, coef: number): number {
  return result === 1 ? coef : result === 2 ? 1 : 0;
}

/** The status of a settled coupon from its win and stake. */
export function settledStatus(winMinor: number, amountMinor: number, allReturned: boolean): 'won' | 'lost' | 'returned' {
  if (winMinor <= 0) return 'lost';
  if (allReturned && winMinor === amountMinor) return 'returned';
  return 'won';
}
