import type { CouponBet } from '@kickoff/contracts';
import { splitBankers } from '../bets/bets.rules';
import { capMinor, divideHalfUp, multiplyMinor, pow10, roundHalfUp, scaleDecimals } from '../money/money.rules';
import { coefByView } from '../odds/odds-format.rules';
import { systemCoef, systemWinExact } from '../system/system.rules';

/** Coupon type ids by name (document 000 §4): 0 single, 1 express, 2 system, 9 several singles. */
export const CouponType = { single: 0, express: 1, system: 2, severalSingles: 9 } as const;
/** A coupon type id (document 000 §4). */
export type CouponTypeId = (typeof CouponType)[keyof typeof CouponType];
/** Every coupon type, in the order the coupon offers them. */
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [CouponType.single, CouponType.express, CouponType.system, CouponType.severalSingles];

/** What a coupon's price depends on; amounts in minor units. */
export interface PricingInput {
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  readonly amountMinor: number;
  /** Several singles: the amount of each bet (the coupon amount when absent). */
  readonly amountByBetIdMinor?: Readonly<Record<string, number>>;
  readonly systemValue: number;
  readonly isActiveSystemBanker: boolean;
  /** A fixed coefficient for a single (one-click); 0 means not set. */
  readonly exactCoef?: number;
  /** The operator's largest payout; `undefined` is unbounded. */
  readonly maxPayoutMinor?: number;
}

/** A coupon's price: its coefficient, the total amount and the possible wins, in minor units. */
export interface CouponPrice {
  /** The coupon coefficient, exact to 3 decimals (half-up): the product for an express, the average combination for a system. */
  readonly coef: number;
  readonly totalAmountMinor: number;
  /** The largest win (every bet wins), after `maxPayout`. */
  readonly possibleWinMinor: number;
  /** The smallest win that still pays (a system with only its k lowest bets winning), after `maxPayout`. */
  readonly minPossibleWinMinor: number;
  readonly isCappedByMaxPayout: boolean;
  /** The exact win did not fit a safe integer: refuse the coupon (validation code `coupon_possible_win_too_large`). */
  readonly isOverflow: boolean;
}

const EMPTY_PRICE: CouponPrice = { coef: 0, totalAmountMinor: 0, possibleWinMinor: 0, minPossibleWinMinor: 0, isCappedByMaxPayout: false, isOverflow: false };

/** The exact product of coefficients rounded half-up to 3 decimals (1.5 x 1.9 x 2.25 = 6.413). */
export function productCoef(coefs: readonly number[]): number {
  if (coefs.length === 0) return 0;
  const { units, scale } = scaleDecimals(coefs);
  const product = units.reduce((total, unit) => total * unit, 1n);
  const totalScale = scale * coefs.length;
  if (totalScale <= 3) return Number(product) / 10 ** totalScale;
  return Number(divideHalfUp(product, pow10(totalScale - 3))) / 1000;
}

/** The coefficient a single prices with: `exactCoef` when set (document 000 §5), else the bet's. */
export function singleCoef(bet: CouponBet, exactCoef = 0): number {
  return exactCoef > 0 ? exactCoef : bet.market.coef;
}

/**
 * Document 000 §5: "Possible win is amount times coef, or times exactCoef if set"; express: the
 * product of the coefs; system: `systemWinExact` (amount split over the combinations, bankers in
 * each); several singles: the sum of each bet's own win. Rounded once per coupon (per bet for
 * several singles, each being its own coupon), then capped by `maxPayout` (the issue).
 */
export function priceCoupon(input: PricingInput): CouponPrice {
  const { bets, amountMinor } = input;
  const first = bets[0];
  if (!first) return EMPTY_PRICE;
  let coef: number;
  let totalAmountMinor = amountMinor;
  let max: { minor: number; isOverflow: boolean };
  let min: { minor: number; isOverflow: boolean };
  switch (input.typeId) {
    case CouponType.single: {
      coef = singleCoef(first, input.exactCoef);
      max = min = multiplyMinor(amountMinor, [coef]);
      break;
    }
    case CouponType.express: {
      const coefs = bets.map((bet) => bet.market.coef);
      coef = productCoef(coefs);
      max = min = multiplyMinor(amountMinor, coefs);
      break;
    }
    case CouponType.system: {
      const { bankers, others } = splitBankers(bets, input.isActiveSystemBanker);
      const legs = { coefs: others.map((bet) => bet.market.coef), bankerCoefs: bankers.map((bet) => bet.market.coef) };
      const wins = systemWinExact(legs, amountMinor, input.systemValue);
      coef = roundHalfUp(systemCoef(legs, input.systemValue), 3);
      max = { minor: wins.maxWinMinor, isOverflow: wins.isOverflow };
      min = { minor: wins.minWinMinor, isOverflow: wins.isOverflow };
      break;
    }
    case CouponType.severalSingles: {
      let total = 0;
      let overflow = false;
      let smallest = Number.POSITIVE_INFINITY;
      totalAmountMinor = 0;
      for (const bet of bets) {
        const betAmount = input.amountByBetIdMinor?.[bet.id] ?? amountMinor;
        totalAmountMinor += betAmount;
        const win = multiplyMinor(betAmount, [bet.market.coef]);
        total += win.minor;
        overflow ||= win.isOverflow || !Number.isSafeInteger(total);
        smallest = Math.min(smallest, win.minor);
      }
      coef = 0;
      max = { minor: Number.isSafeInteger(total) ? total : Number.MAX_SAFE_INTEGER, isOverflow: overflow };
      min = { minor: smallest, isOverflow: overflow };
      break;
    }
  }
  const possibleWinMinor = capMinor(max.minor, input.maxPayoutMinor);
  return {
    coef,
    totalAmountMinor,
    possibleWinMinor,
    minPossibleWinMinor: capMinor(min.minor, input.maxPayoutMinor),
    isCappedByMaxPayout: possibleWinMinor < max.minor,
    isOverflow: max.isOverflow || min.isOverflow,
  };
}

/** The coupon coefficient in the player's odds format (`coefByView`); 0 for several singles. */
export function priceCoefByView(price: CouponPrice, coefViewId: number): number {
  return price.coef > 0 ? coefByView(price.coef, coefViewId) : 0;
}
