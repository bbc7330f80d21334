import type { CouponBet } from '@kickoff/contracts';
import { isBetLocked, isGameFinished, splitBankers } from '../bets/bets.rules';
import { decimalPlaces, MAX_WIRE_MINOR, toMinorUnits } from '../money/money.rules';
import { MIN_SYSTEM_VALUE } from '../system/system.rules';
import { isPromoCodeAllowed } from '../vip/vip.rules';
import { CouponType, type CouponTypeId } from '../pricing/pricing.rules';

/**
 * Validation codes (dictionary keys): core packages return codes, the app translates them.
 * Document 000 §5 gives the rules; the server re-checks them ("Coupon validation performed by the server: not shown").
 */
export const ValidationCode = {
  notANumber: 'coupon_validation_not_a_number',
  notFinite: 'coupon_validation_not_finite',
  negative: 'coupon_validation_negative',
  tooManyDecimals: 'coupon_validation_too_many_decimals',
  tooLarge: 'coupon_validation_too_large',
  amountRequired: 'coupon_validation_amount_required',
  belowMin: 'coupon_validation_amount_below_min',
  aboveMax: 'coupon_validation_amount_above_max',
  notInteger: 'coupon_validation_not_integer',
  systemValueBelowMin: 'coupon_validation_system_value_below_min',
  systemValueAboveBets: 'coupon_validation_system_value_above_bets',
  noBets: 'coupon_validation_no_bets',
  notEnoughBets: 'coupon_validation_not_enough_bets',
  betLocked: 'coupon_validation_bet_locked',
  betFinished: 'coupon_validation_bet_finished',
  coefChangeUnconfirmed: 'coupon_validation_coef_change_unconfirmed',
  promoCodeNotAllowed: 'coupon_validation_promo_code_not_allowed',
  possibleWinTooLarge: 'coupon_validation_possible_win_too_large',
  tooManyBets: 'coupon_validation_too_many_bets',
  oneClickOff: 'coupon_validation_one_click_off',
} as const;
/** One validation code. */
export type ValidationCode = (typeof ValidationCode)[keyof typeof ValidationCode];
/** A validation code per failing field (`amount`, `systemValue`, `bets.<id>`, `amountByBetId.<id>`, `amountByBlockId.<id>`, `promoCode`, `possibleWin`). */
export type FieldErrors = Readonly<Record<string, ValidationCode>>;

/** The result of checking an entered amount: minor units, or a code. */
export type AmountCheck = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly code: ValidationCode };

/**
 * An entered amount (major units) checked for the currency and the bounds: NaN, Infinity,
 * negative, more decimals than the currency has, beyond a safe integer, below `minMinor` or above
 * `maxMinor` (bounds from `amountBounds`). Zero is valid here (an empty amount); placing needs more.
 */
export function validateAmountInput(value: unknown, bounds: { readonly decimals: number; readonly minMinor?: number | undefined; readonly maxMinor?: number | undefined }): AmountCheck {
  if (typeof value !== 'number' || Number.isNaN(value)) return { ok: false, code: ValidationCode.notANumber };
  if (!Number.isFinite(value)) return { ok: false, code: ValidationCode.notFinite };
  if (value < 0) return { ok: false, code: ValidationCode.negative };
  if (decimalPlaces(value) > bounds.decimals) return { ok: false, code: ValidationCode.tooManyDecimals };
  const minor = toMinorUnits(value, bounds.decimals);
  if (minor === undefined || minor > MAX_AMOUNT_MINOR) return { ok: false, code: ValidationCode.tooLarge };
  return checkAmountBounds(minor, bounds) ?? { ok: true, minor };
}

function checkAmountBounds(minor: number, bounds: { readonly minMinor?: number | undefined; readonly maxMinor?: number | undefined }): { readonly ok: false; readonly code: ValidationCode } | undefined {
  if (minor > 0 && bounds.minMinor !== undefined && minor < bounds.minMinor) return { ok: false, code: ValidationCode.belowMin };
  if (bounds.maxMinor !== undefined && minor > bounds.maxMinor) return { ok: false, code: ValidationCode.aboveMax };
  return undefined;
}

/** The result of checking an entered system value. */
export type SystemValueCheck = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly code: ValidationCode };

/** Document 000 §5 "systemValue is at least 2"; the issue: never above the number of non-banker bets. */
export function validateSystemValueInput(value: unknown, nonBankerCount: number): SystemValueCheck {
  if (typeof value !== 'number' || Number.isNaN(value)) return { ok: false, code: ValidationCode.notANumber };
  if (!Number.isFinite(value)) return { ok: false, code: ValidationCode.notFinite };
  if (!Number.isInteger(value)) return { ok: false, code: ValidationCode.notInteger };
  if (value < MIN_SYSTEM_VALUE) return { ok: false, code: ValidationCode.systemValueBelowMin };
  if (value > nonBankerCount) return { ok: false, code: ValidationCode.systemValueAboveBets };
  return { ok: true, value };
}

/** Everything `validateCoupon` looks at; amounts in minor units. */
export interface CouponValidationInput {
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  readonly amountMinor: number;
  readonly amountByBetIdMinor: Readonly<Record<string, number>>;
  readonly amountByBlockIdMinor: Readonly<Record<number, number>>;
  readonly maxAmountByBlockIdMinor: Readonly<Record<number, number | undefined>>;
  readonly systemValue: number;
  readonly isActiveSystemBanker: boolean;
  readonly minMinor: number | undefined;
  readonly maxMinor: number | undefined;
  readonly promoCode: string;
  /** Bets whose coefficient change waits for the player's confirmation. */
  readonly pendingCoefChangeBetIds: readonly string[];
  readonly isPossibleWinOverflow: boolean;
  /** A system's smallest amount: its entry's `minBetAmount` (combinations x the minimum stake of one). */
  readonly systemMinAmountMinor?: number;
}

/** The most bets a coupon sends (the placing contract's limit; project's choice, the spec gives none). */
export const MAX_COUPON_BETS = 60;

const MIN_BETS: Record<CouponTypeId, number> = { [CouponType.single]: 1, [CouponType.express]: 2, [CouponType.system]: 2, [CouponType.severalSingles]: 1 };

/** Every reason the coupon cannot be placed now, as a code per field; empty when it can. */
export function validateCoupon(input: CouponValidationInput): FieldErrors {
  const errors: Record<string, ValidationCode> = {};
  const bounds = { minMinor: input.minMinor, maxMinor: input.maxMinor };
  if (input.bets.length === 0) errors.bets = ValidationCode.noBets;
  else if (input.bets.length > MAX_COUPON_BETS) errors.bets = ValidationCode.tooManyBets;
  else if (input.bets.length < MIN_BETS[input.typeId] || (input.typeId === CouponType.single && input.bets.length > 1)) errors.bets = ValidationCode.notEnoughBets;
  for (const bet of input.bets) {
    if (isGameFinished(bet.game)) errors[`bets.${bet.id}`] = ValidationCode.betFinished;
    else if (isBetLocked(bet)) errors[`bets.${bet.id}`] = ValidationCode.betLocked;
    else if (input.pendingCoefChangeBetIds.includes(bet.id)) errors[`bets.${bet.id}`] = ValidationCode.coefChangeUnconfirmed;
  }
  if (input.typeId === CouponType.severalSingles) {
    for (const bet of input.bets) {
      const amount = input.amountByBetIdMinor[bet.id] ?? input.amountMinor;
      const problem = amount <= 0 ? ValidationCode.amountRequired : checkAmountBounds(amount, bounds)?.code;
      if (problem) errors[`amountByBetId.${bet.id}`] = problem;
    }
  } else {
    const problem = input.amountMinor <= 0 ? ValidationCode.amountRequired : checkAmountBounds(input.amountMinor, bounds)?.code;
    if (problem) errors.amount = problem;
  }
  if (input.typeId === CouponType.system) {
    const nonBankers = splitBankers(input.bets, input.isActiveSystemBanker).others.length;
    const check = validateSystemValueInput(input.systemValue, nonBankers);
    if (!check.ok) errors.systemValue = check.code;
    if (!errors.amount && input.systemMinAmountMinor !== undefined && input.amountMinor < input.systemMinAmountMinor) errors.amount = ValidationCode.belowMin;
  }
  for (const [blockId, amount] of Object.entries(input.amountByBlockIdMinor)) {
    const max = input.maxAmountByBlockIdMinor[Number(blockId)];
    if (max !== undefined && amount > max) errors[`amountByBlockId.${blockId}`] = ValidationCode.aboveMax;
  }
  if (input.promoCode !== '' && !isPromoCodeAllowed(input.typeId)) errors.promoCode = ValidationCode.promoCodeNotAllowed;
  if (input.isPossibleWinOverflow) errors.possibleWin = ValidationCode.possibleWinTooLarge;
  return errors;
}

/** The largest amount (minor units) a player may enter: its major-unit number must stay exact on the wire. */
export const MAX_AMOUNT_MINOR = MAX_WIRE_MINOR;
