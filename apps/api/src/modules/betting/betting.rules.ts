import { GameStatus, type CouponBet, type CouponRejectCode, type PlaceCouponRequest, type RejectedBet } from '@kickoff/contracts';
import { bonusBet, hyperBonusMinor, isBonusBet, isBonusBetEligible, priceCoupon, toMinorUnits, type AmountBounds, type HyperBonusConfig } from '@kickoff/coupon-core/rules';

/**
 * Server-side checks and pricing of a coupon (issue 5; document 000 §3 "Coupon as sent for
 * placing", §4 "Coupon bet rules", §5; "Coupon validation performed by the server: not shown",
 * so the rules below are this project's). The price uses the server's own feed and coupon-core's
 * maths, never the coefficients the client sent. Pure: feed rows and bounds in, decision out.
 */

/** Coupon types as sent (document 000 §4: 0 single, 1 express, 2 system; 9 is split into singles before sending). */
export const CouponType = { single: 0, express: 1, system: 2 } as const;
/** `changeCoefAction` (document 000 §3; coupon-core): 0 confirm every change, 1 accept any change, 2 accept increases only. */
export const ChangeCoefPolicy = { confirmEvery: 0, acceptAny: 1, acceptIncreases: 2 } as const;
/** A settled market's result: lost, won, returned (stake back). */
export const BetResult = { lost: 0, won: 1, returned: 2 } as const;

/** A selection as the feed holds it now. */
export interface FeedSelection {
  marketId: number;
  gameId: number;
  coef: number;
  /** Market kind (document 000 §5: kind 7 never counts toward the bonus bet). */
  kind: number;
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
  /** The site configuration's `isAvailableCouponBonusBet` (document 000 §5), never the client's. */
  isAvailableCouponBonusBet: boolean;
  /** The site configuration's hyper bonus settings (document 000 §3), never the payload's. */
  hyperBonus: HyperBonusConfig;
}

/** A bet the server accepts, at the server's coefficient. */
export interface PricedBet {
  bet: CouponBet;
  coef: number;
  /** The market kind as the feed holds it. */
  kind: number;
}

/** The decision before money moves. */
export type CouponDecision =
  | {
      kind: 'accepted';
      amountMinor: number;
      /** The coupon coefficient, the bonus bet's included. */
      coef: number;
      /** The win when every bet wins (bonus bet included) plus `hyperBonusMinor`: what the coupon shows as possible win. */
      possibleWinMinor: number;
      /** The hyper bonus a win pays on top (document 000 §3), 0 when it does not apply. */
      hyperBonusMinor: number;
      /** The bonus bet's coefficient when the coupon carries it (document 000 §5). */
      bonusCoef: number | null;
      /** The player's bets, without the bonus bet. */
      bets: PricedBet[];
    }
  | { kind: 'rejected'; code: CouponRejectCode; messageKey: string; bets: RejectedBet[] };

/** The dictionary key of a reject code (`coupon_reject_odds_changed`, ...), as the app's locales name them. */
export function rejectMessageKey(code: CouponRejectCode): string {
  return `coupon_reject_${code}`;
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
  if (!selection || selection.gameId !== bet.market.gameId || isBonusBet(bet)) return reject('bet_not_found');
  if (selection.gameStatus === GameStatus.finished || selection.isSettled) return reject('game_finished');
  if (selection.isBlocked) return reject('market_blocked');
  if (coupon.typeId !== CouponType.single && selection.isBannedExpress) return reject('express_banned');
  if (coupon.isDropOnScoreChange && selection.isLive && bet.scoreFormatted !== undefined && bet.scoreFormatted !== selection.score) return reject('score_changed');
  const sent = bet.market.coef;
  const now = selection.coef;
  if (now !== sent) {
    const refuse = coupon.changeCoefAction === ChangeCoefPolicy.confirmEvery || (coupon.changeCoefAction === ChangeCoefPolicy.acceptIncreases && now < sent);
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

/**
 * Decides a coupon: every check, then the server's price; money checks (balance, limits) come after.
 *
 * The bonus bet (document 000 §4 "A bonus bet counts when its sport id is 0 or its type is a bonus
 * type"; §5 eligibility and coefficient) is not a feed selection: the server recomputes eligibility
 * from its own feed (coefficients and market kinds) and the site configuration, and prices the bonus
 * line with coupon-core's `bonusBet`, ignoring the coefficient the client sent. A bonus line on a
 * coupon that is not eligible is refused (`bonus_bet_not_eligible`, naming the line); an eligible
 * coupon sent without it is placed without it (the player deleted it, `manuallyDeletedBonusBet`).
 * The hyper bonus comes from the site configuration with coupon-core's `hyperBonusMinor`, on the
 * possible win as `priceCoupon` gives it, exactly as the coupon shows it.
 */
export function decideCoupon(input: CouponCheckInput): CouponDecision {
  const { coupon } = input;
  const amountMinor = toMinorUnits(coupon.amount, input.currencyDecimals);
  if (amountMinor === undefined) return rejectCoupon('too_many_decimals');
  if (amountMinor <= 0) return rejectCoupon('amount_below_min');
  // A promo code (issue 16) is checked after the price, against the player's codes, by `betting.promo.ts`.
  const bonusLines = coupon.bets.filter((bet) => isBonusBet(bet));
  const playerBets = coupon.bets.filter((bet) => !isBonusBet(bet));
  const rejected: RejectedBet[] = [];
  const priced: PricedBet[] = [];
  const dependent = coupon.typeId === CouponType.single ? new Set<string>() : dependentBetIds(playerBets);
  for (const bet of playerBets) {
    if (dependent.has(bet.id)) {
      rejected.push({ betId: bet.id, code: 'bet_dependent' });
      continue;
    }
    const selection = input.feed.get(bet.market.id);
    const checked = checkBet(bet, coupon, selection);
    if ('betId' in checked) rejected.push(checked);
    else priced.push({ bet, coef: checked.coef, kind: selection?.kind ?? bet.market.kind });
  }
  const firstRejection = rejected[0];
  if (firstRejection) return rejectCoupon(firstRejection.code, rejected);

  const serverBets = priced.map(({ bet, coef, kind }) => ({ ...bet, market: { ...bet.market, coef, kind } }));
  const eligible = isBonusBetEligible({ typeId: coupon.typeId, isAvailableCouponBonusBet: input.isAvailableCouponBonusBet, bets: serverBets });
  if (bonusLines.length > 1 || (bonusLines.length === 1 && !eligible)) {
    return rejectCoupon('bonus_bet_not_eligible', bonusLines.map((line) => ({ betId: line.id, code: 'bonus_bet_not_eligible' as const })));
  }
  const bonus = bonusLines.length === 1 ? bonusBet(serverBets.length) : null;
  const price = priceCoupon({
    typeId: coupon.typeId,
    bets: bonus ? [...serverBets, bonus] : serverBets,
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
  const hyperMinor = price.isOverflow ? 0 : hyperBonusMinor({ typeId: coupon.typeId, amountMinor, possibleWinMinor: price.possibleWinMinor, decimals: input.currencyDecimals, config: input.hyperBonus });
  const possibleWinMinor = price.possibleWinMinor + hyperMinor;
  if (price.isOverflow || !Number.isSafeInteger(possibleWinMinor) || possibleWinMinor > input.maxPayoutMinor) return rejectCoupon('possible_win_above_max_payout');
  return { kind: 'accepted', amountMinor, coef: price.coef, possibleWinMinor, hyperBonusMinor: hyperMinor, bonusCoef: bonus ? bonus.market.coef : null, bets: priced };
}

/** A settled bet's factor: won pays its coefficient, returned pays 1, lost 0. */
export function settledFactor(result: 0 | 1 | 2, coef: number): number {
  return result === BetResult.won ? coef : result === BetResult.returned ? 1 : 0;
}

/** The status of a settled coupon from its win and stake. */
export function settledStatus(winMinor: number, amountMinor: number, allReturned: boolean): 'won' | 'lost' | 'returned' {
  if (winMinor <= 0) return 'lost';
  if (allReturned && winMinor === amountMinor) return 'returned';
  return 'won';
}
