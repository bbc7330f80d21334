import { pow10, scaleDecimals } from '../money/money.rules';
import { binomialBig, elementarySymmetricExact, MIN_SYSTEM_VALUE } from '../system/system.rules';

/**
 * Cash-out (issue 16, the product's "sale"): an open bet bought back by the operator before its
 * games end. Each open leg's chance is read from its current coefficient (1 / coef); a won leg is
 * worth its placed coefficient, a returned leg 1, a lost leg 0. The bet's fair value is the stake
 * times the expected factor of its legs (for a system, the DP's e_k over those expected factors, as
 * `allSystemValues` prices the win); the operator keeps its margin and rounds down once. The value
 * is never above the possible win, falls when a current coefficient rises (the chance falls), is
 * zero once a leg of a single or an express has lost, and is not offered while any open leg's
 * market is suspended. The client shows and the API pays with this one function.
 */

/** The operator's cash-out margin in basis points (100 = 1 %): the value is the fair value less this share. */
export const CASHOUT_MARGIN_BASIS_POINTS = 500;

/** A leg's state as the cash-out reads it. */
export type CashoutLegStatus = 'open' | 'won' | 'lost' | 'returned';

/** One bet of the coupon: the coefficient it was placed at and the market's current one. */
export interface CashoutLeg {
  readonly placedCoef: number;
  /** The market's coefficient now; read only while the leg is open. */
  readonly currentCoef: number;
  readonly status: CashoutLegStatus;
  /** The market is blocked (suspended) now. */
  readonly isSuspended: boolean;
  readonly isBanker?: boolean;
}

/** A coupon as the cash-out reads it; amounts in minor units. */
export interface CashoutCoupon {
  /** 0 single, 1 express, 2 system (document 000 §3). */
  readonly typeId: 0 | 1 | 2;
  readonly systemValue: number;
  /** The stake still running (a partial cash-out lowers it). */
  readonly stakeMinor: number;
  /** The possible win of that stake; the value never exceeds it. */
  readonly possibleWinMinor: number;
  readonly legs: readonly CashoutLeg[];
}

/** Why a coupon has no cash-out now. */
export type CashoutUnavailableReason = 'suspended' | 'leg_lost' | 'awaiting_settlement' | 'no_stake';

/** A cash-out quote: the value of the whole running stake, or why there is none (value 0). */
export type CashoutQuote =
  | { readonly isAvailable: true; readonly valueMinor: number; readonly reason: null }
  | { readonly isAvailable: false; readonly valueMinor: 0; readonly reason: CashoutUnavailableReason };

const unavailable = (reason: CashoutUnavailableReason): CashoutQuote => ({ isAvailable: false, valueMinor: 0, reason });

/** An exact rational factor numerator / denominator (both positive or numerator 0). */
interface Factor {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function legFactor(leg: CashoutLeg, placedUnits: bigint, currentUnits: bigint, unit: bigint): Factor {
  if (leg.status === 'lost') return { numerator: 0n, denominator: 1n };
  if (leg.status === 'returned') return { numerator: 1n, denominator: 1n };
  if (leg.status === 'won') return { numerator: placedUnits, denominator: unit };
  // open: placed coefficient x chance 1 / current coefficient
  return { numerator: placedUnits, denominator: currentUnits < unit ? unit : currentUnits };
}

/**
 * The cash-out value of a coupon's whole running stake now, with `marginBasisPoints` kept by the
 * operator, rounded down to a minor unit.
 */
export function cashoutQuote(coupon: CashoutCoupon, marginBasisPoints: number = CASHOUT_MARGIN_BASIS_POINTS): CashoutQuote {
  if (!(coupon.stakeMinor > 0) || coupon.legs.length === 0) return unavailable('no_stake');
  const isSystem = coupon.typeId === 2;
  const lostDecides = coupon.legs.some((leg) => leg.status === 'lost' && (!isSystem || leg.isBanker === true));
  if (lostDecides) return unavailable('leg_lost');
  const open = coupon.legs.filter((leg) => leg.status === 'open');
  if (open.length === 0) return unavailable('awaiting_settlement');
  if (open.some((leg) => leg.isSuspended)) return unavailable('suspended');
  const margin = BigInt(Math.min(10_000, Math.max(0, Math.round(marginBasisPoints))));
  const { units, scale } = scaleDecimals(coupon.legs.flatMap((leg) => [leg.placedCoef, leg.status === 'open' ? leg.currentCoef : 1]));
  const unit = pow10(scale);
  const factors = coupon.legs.map((leg, index) => legFactor(leg, units[index * 2] ?? unit, units[index * 2 + 1] ?? unit, unit));
  let numerator: bigint;
  let denominator: bigint;
  if (!isSystem) {
    numerator = BigInt(coupon.stakeMinor);
    denominator = 1n;
    for (const factor of factors) {
      numerator *= factor.numerator;
      denominator *= factor.denominator;
    }
  } else {
    // a system: unit stake x bankers x e_k(non-banker factors); over a common denominator
    const bankers = factors.filter((_factor, index) => coupon.legs[index]?.isBanker === true);
    const others = factors.filter((_factor, index) => coupon.legs[index]?.isBanker !== true);
    const k = coupon.systemValue;
    if (k < MIN_SYSTEM_VALUE || k > others.length) return unavailable('no_stake');
    const common = others.reduce((product, factor) => product * factor.denominator, 1n);
    const scaled = others.map((factor) => (factor.numerator * common) / factor.denominator);
    const e = elementarySymmetricExact(scaled, k);
    numerator = BigInt(coupon.stakeMinor) * (e[k] ?? 0n);
    denominator = binomialBig(others.length, k) * common ** BigInt(k);
    for (const factor of bankers) {
      numerator *= factor.numerator;
      denominator *= factor.denominator;
    }
  }
  if (numerator === 0n) return unavailable('leg_lost');
  const value = (numerator * (10_000n - margin)) / (denominator * 10_000n);
  const capped = value > BigInt(coupon.possibleWinMinor) ? coupon.possibleWinMinor : Number(value);
  return { isAvailable: true, valueMinor: capped, reason: null };
}

/**
 * The value of cashing out `partStakeMinor` of a running stake whose whole value is `valueMinor`:
 * the same share of the value, rounded down (a part and the rest never pay more than the whole).
 */
export function partialCashoutMinor(valueMinor: number, stakeMinor: number, partStakeMinor: number): number {
  if (!(stakeMinor > 0) || !(partStakeMinor > 0)) return 0;
  if (partStakeMinor >= stakeMinor) return valueMinor;
  return Number((BigInt(valueMinor) * BigInt(partStakeMinor)) / BigInt(stakeMinor));
}

/** The possible win of what stays running after a part of the stake is cashed out (rounded down, never more than before). */
export function remainingPossibleWinMinor(possibleWinMinor: number, stakeMinor: number, stakeLeftMinor: number): number {
  if (!(stakeMinor > 0) || stakeLeftMinor <= 0) return 0;
  return Number((BigInt(possibleWinMinor) * BigInt(stakeLeftMinor)) / BigInt(stakeMinor));
}
