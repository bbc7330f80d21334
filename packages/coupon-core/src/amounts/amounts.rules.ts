import type { CouponBet } from '@kickoff/contracts';
import { CURRENCY_AMOUNTS } from './currency-amounts.table';
import { divideHalfUp, pow10, scaleDecimals, toMinorUnits } from '../money/money.rules';
import { productCoef } from '../pricing/pricing.rules';

/** Initial amount and amount step of a currency, in major and minor units. */
export interface CurrencyAmounts {
  readonly currencyIso: string;
  /** Minor-unit decimals (2 for RUB, 0 for JPY, 3 for KWD). */
  readonly decimals: number;
  readonly initialAmount: number;
  readonly amountStep: number;
  readonly initialAmountMinor: number;
  readonly amountStepMinor: number;
}

/** The currency whose amounts an unknown code uses (document 000 §9: "default is the RUB value when the currency is unknown"). */
export const FALLBACK_CURRENCY_ISO = 'RUB';

/** Whether the table knows a currency code (case-insensitive). */
export function isKnownCurrency(currencyIso: string): boolean {
  return Object.hasOwn(CURRENCY_AMOUNTS, currencyIso.toUpperCase());
}

/** Minor-unit decimals of a currency; RUB's (2) for an unknown code. */
export function currencyDecimals(currencyIso: string): number {
  return currencyAmounts(currencyIso).decimals;
}

/**
 * The currency the coupon counts in: the active account's, else the site's own currency
 * (`defaultCurrencyIso` of the site configuration), so a guest on a EUR site starts at EUR 5
 * (document 000 §9 initial amounts), never at the RUB fallback meant for unknown codes.
 */
export function couponCurrencyIso(accountIso: string | undefined, siteDefaultCurrencyIso: string | undefined): string {
  return accountIso ?? siteDefaultCurrencyIso ?? FALLBACK_CURRENCY_ISO;
}

/**
 * Initial amount and step of a currency (document 000 §9); an unknown code gets RUB's amounts.
 * A player's own step (`amountStepByCurrencyIso` while `isManualAmountStep`, document 000 §3, §5)
 * replaces the table's step when it is positive and fits the currency's decimals.
 */
export function currencyAmounts(currencyIso: string, stepOverride?: { readonly isManualAmountStep: boolean; readonly amountStepByCurrencyIso: Readonly<Record<string, number>> }): CurrencyAmounts {
  const code = currencyIso.toUpperCase();
  const row = CURRENCY_AMOUNTS[code] ?? CURRENCY_AMOUNTS[FALLBACK_CURRENCY_ISO];
  if (!row) throw new Error('the currency table has no RUB row');
  const [decimals, initialAmount, tableStep] = row;
  const manualStep = stepOverride?.isManualAmountStep ? stepOverride.amountStepByCurrencyIso[code] : undefined;
  const manualStepMinor = manualStep === undefined ? undefined : toMinorUnits(manualStep, decimals);
  const amountStep = manualStepMinor !== undefined && manualStepMinor > 0 ? manualStep ?? tableStep : tableStep;
  return {
    currencyIso: CURRENCY_AMOUNTS[code] ? code : FALLBACK_CURRENCY_ISO,
    decimals,
    initialAmount,
    amountStep,
    initialAmountMinor: toMinorUnits(initialAmount, decimals) ?? 0,
    amountStepMinor: toMinorUnits(amountStep, decimals) ?? 0,
  };
}

/**
 * Quick-stake buttons (issue 15): the currency's initial amount (document 000 §9, the table above)
 * times 1, 2, 5 and 10: EUR 5, 10, 25, 50; RUB 150, 300, 750, 1500. Only amounts inside the
 * coupon's bounds are offered.
 */
export const QUICK_STAKE_MULTIPLES: readonly number[] = [1, 2, 5, 10];

/** The quick stakes of a currency (minor units) within the bounds, ascending, without repeats. */
export function quickStakes(initialAmountMinor: number, bounds: { readonly minMinor?: number | undefined; readonly maxMinor?: number | undefined }): number[] {
  if (!(initialAmountMinor > 0)) return [];
  const amounts = QUICK_STAKE_MULTIPLES.map((multiple) => initialAmountMinor * multiple).filter(
    (minor) => (bounds.minMinor === undefined || minor >= bounds.minMinor) && (bounds.maxMinor === undefined || minor <= bounds.maxMinor),
  );
  return [...new Set(amounts)];
}

/** The next amount up or down by one step (minor units), never below zero. */
export function stepAmount(amountMinor: number, stepMinor: number, direction: 1 | -1): number {
  return Math.max(0, amountMinor + direction * stepMinor);
}

/** Site-configuration fields that decide which coupon types have a minimum and a maximum (document 000 §3). */
export interface AmountBoundsConfig {
  readonly couponTypesWithMinAmount: readonly number[];
  readonly couponTypesWithMaxAmount: readonly number[];
}

/** Effective bounds of the coupon amount in minor units; `undefined` means unbounded. */
export interface AmountBounds {
  readonly minMinor: number | undefined;
  readonly maxMinor: number | undefined;
}

/**
 * Document 000 §5: "Max amount applies only to the types listed in couponTypesWithMaxAmount and not
 * on the bonus account; min amount applies only to couponTypesWithMinAmount." `maxBetMinor`
 * `undefined` is the spec's unbounded default of `maxBetAmount`.
 */
export function amountBounds(input: {
  readonly typeId: number;
  readonly config: AmountBoundsConfig;
  readonly minBetMinor: number | undefined;
  readonly maxBetMinor: number | undefined;
  readonly isBonusAccount: boolean;
}): AmountBounds {
  const hasMin = input.config.couponTypesWithMinAmount.includes(input.typeId);
  const hasMax = input.config.couponTypesWithMaxAmount.includes(input.typeId) && !input.isBonusAccount;
  return { minMinor: hasMin ? input.minBetMinor : undefined, maxMinor: hasMax ? input.maxBetMinor : undefined };
}

/**
 * Auto max (document 000 §3 `isActiveAutoMax`): the amount follows the maximum bet, never above
 * the balance; `undefined` when there is no finite maximum to follow.
 */
export function autoMaxAmount(maxMinor: number | undefined, balanceMinor: number | undefined): number | undefined {
  if (maxMinor === undefined) return undefined;
  return balanceMinor === undefined ? maxMinor : Math.max(0, Math.min(maxMinor, balanceMinor));
}

/** One block of a block-chained coupon: its id and its coefficient. */
export interface CouponBlock {
  readonly blockId: number;
  readonly coef: number;
}

/**
 * The blocks of a coupon in the order their first bet was added, each with its coefficient: the
 * product of its bets' coefs, exact to 3 decimals (`productCoef`), so a block of 1.5 and 2.0 is
 * 3.0 (document 000 §5 "the previous block's coef").
 */
export function couponBlocks(bets: readonly Pick<CouponBet, 'blockId' | 'market'>[]): CouponBlock[] {
  const coefsByBlock = new Map<number, number[]>();
  for (const bet of bets) {
    const coefs = coefsByBlock.get(bet.blockId);
    if (coefs) coefs.push(bet.market.coef);
    else coefsByBlock.set(bet.blockId, [bet.market.coef]);
  }
  return [...coefsByBlock].map(([blockId, coefs]) => ({ blockId, coef: productCoef(coefs) }));
}

/**
 * Max amount per block (document 000 §5): "the first block gets the max bet; each next block gets
 * the previous block's coef times its amount, rounded to 2 decimals". Minor units in and out; the
 * rounding is half-up to 2 decimals of the major unit (to the minor unit for 0- to 2-decimal currencies).
 * A block without an entered amount passes on 0.
 */
export function maxAmountByBlock(blocks: readonly CouponBlock[], amountByBlockIdMinor: Readonly<Record<number, number>>, maxBetMinor: number | undefined, decimals: number): Record<number, number | undefined> {
  const result: Record<number, number | undefined> = {};
  let previous: CouponBlock | undefined;
  for (const block of blocks) {
    if (!previous) {
      result[block.blockId] = maxBetMinor;
    } else {
      const previousAmount = BigInt(amountByBlockIdMinor[previous.blockId] ?? 0);
      const { units, scale } = scaleDecimals([previous.coef]);
      const [coefUnits = 0n] = units;
      // Round to 2 decimals of the major unit: 10^(decimals - 2) minor units when decimals > 2.
      const quantum = pow10(Math.max(0, decimals - 2));
      const rounded = divideHalfUp(previousAmount * coefUnits, pow10(scale) * quantum) * quantum;
      result[block.blockId] = Number(rounded);
    }
    previous = block;
  }
  return result;
}
