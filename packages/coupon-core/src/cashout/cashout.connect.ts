import type { CashoutOffer } from '@kickoff/contracts';
import { currencyDecimals } from '../amounts/amounts.rules';
import { partialCashoutMinor } from './cashout.rules';
import { offerMinor, type CashoutEntry, type CashoutReceipt, type CashoutStep } from './cashout.service';

/**
 * The cash-out views (issue 16) as pure functions of the service's state: the coupon's open bets
 * and a My bets row draw these, keys and minor units only.
 */

/** What the view needs of the service. */
export interface CashoutSource {
  readonly offers: readonly CashoutOffer[] | null;
  readonly readErrorKey: string | null;
  readonly receipts: readonly CashoutReceipt[];
  entry(couponId: string): CashoutEntry;
}

/** Money of one item: the coupon's currency. */
export interface CashoutMoney {
  readonly currencyIso: string;
  readonly decimals: number;
}

export interface CashoutBetView {
  readonly title: string;
  readonly marketName: string;
  readonly coef: number;
  readonly statusKey: string;
}

export interface CashoutItemView {
  readonly couponId: string;
  readonly code: string;
  readonly typeKey: string;
  readonly bets: readonly CashoutBetView[];
  readonly money: CashoutMoney;
  readonly stakeMinor: number;
  readonly possibleWinMinor: number;
  /** What earlier partial cash-outs paid; null when none. */
  readonly cashedOutMinor: number | null;
  readonly isAvailable: boolean;
  /** Why there is no cash-out now. */
  readonly unavailableKey: string | null;
  /** The part of the stake chosen (all of it by default) and its bounds. */
  readonly part: { readonly minor: number; readonly maxMinor: number; readonly isAll: boolean; readonly errorKey: string | null; readonly isDisabled: boolean };
  /** The value of the chosen part now: what the button pays. */
  readonly valueMinor: number;
  /** The value of the whole running stake now. */
  readonly fullValueMinor: number;
  readonly button: { readonly labelKey: string; readonly amountMinor: number; readonly isDisabled: boolean; readonly isBusy: boolean };
  readonly canHalf: boolean;
  readonly notice: { readonly step: CashoutStep; readonly messageKey: string; readonly amountMinor: number | null; readonly isAlert: boolean } | null;
}

export interface CashoutReceiptView {
  readonly couponId: string;
  readonly code: string;
  readonly messageKey: string;
  readonly amountMinor: number;
  readonly money: CashoutMoney;
}

export interface CashoutListView {
  readonly titleKey: string;
  readonly isLoading: boolean;
  readonly errorKey: string | null;
  readonly items: readonly CashoutItemView[];
  readonly receipts: readonly CashoutReceiptView[];
  /** No open coupon: the list says so. */
  readonly emptyKey: string | null;
}

/** One coupon's cash-out view. */
export function connectCashoutItem(offer: CashoutOffer, entry: CashoutEntry): CashoutItemView {
  const { decimals, stakeMinor, valueMinor: fullValueMinor, possibleWinMinor, cashedOutMinor } = offerMinor(offer);
  const partMinor = entry.partMinor === null ? stakeMinor : entry.partMinor;
  const isPartValid = Number.isInteger(partMinor) && partMinor > 0 && partMinor <= stakeMinor;
  const valueMinor = isPartValid ? partialCashoutMinor(fullValueMinor, stakeMinor, partMinor) : 0;
  const isBusy = entry.step === 'sending';
  const isFailed = entry.step === 'failed';
  const canSell = offer.isAvailable && isPartValid && valueMinor > 0;
  const notice =
    entry.step === 'idle' || entry.step === 'sending' || entry.messageKey === null
      ? null
      : {
          step: entry.step,
          messageKey: entry.messageKey,
          amountMinor: entry.step === 'paid' ? entry.paidMinor : entry.step === 'changed' ? entry.newValueMinor : null,
          isAlert: entry.step !== 'paid',
        };
  return {
    couponId: offer.couponId,
    code: offer.code,
    typeKey: `coupon_type_${offer.typeId}`,
    bets: offer.bets.map((bet) => ({ title: `${bet.opponent1Name} – ${bet.opponent2Name}`, marketName: bet.marketName, coef: bet.coef, statusKey: `office_history_status_${bet.status}` })),
    money: { currencyIso: offer.currency, decimals },
    stakeMinor,
    possibleWinMinor,
    cashedOutMinor: cashedOutMinor > 0 ? cashedOutMinor : null,
    isAvailable: offer.isAvailable,
    unavailableKey: offer.isAvailable ? null : `coupon_cashout_reason_${offer.reason ?? 'no_stake'}`,
    part: { minor: partMinor, maxMinor: stakeMinor, isAll: partMinor === stakeMinor, errorKey: isPartValid ? null : 'coupon_cashout_part_invalid', isDisabled: isBusy || !offer.isAvailable },
    valueMinor,
    fullValueMinor,
    button: {
      // a failed send is sent again as it was: the same part and value
      labelKey: isFailed ? 'coupon_cashout_retry' : partMinor === stakeMinor ? 'coupon_cashout_all' : 'coupon_cashout_part',
      amountMinor: isFailed && entry.pending ? entry.pending.valueMinor : valueMinor,
      isDisabled: isBusy || !(canSell || (isFailed && entry.pending !== null)),
      isBusy,
    },
    canHalf: offer.isAvailable && !isBusy && stakeMinor >= 2,
    notice,
  };
}

/** The list of the player's open coupons with their cash-out, and the receipts of coupons sold whole. */
export function connectCashoutList(source: CashoutSource): CashoutListView {
  const offers = source.offers;
  const items = (offers ?? []).map((offer) => connectCashoutItem(offer, source.entry(offer.couponId)));
  const receipts = source.receipts.map((receipt) => {
    const decimals = currencyDecimals(receipt.currency);
    return { couponId: receipt.couponId, code: receipt.code, messageKey: 'coupon_cashout_receipt', amountMinor: receipt.paidMinor, money: { currencyIso: receipt.currency, decimals } };
  });
  return {
    titleKey: 'coupon_open_bets',
    isLoading: offers === null && source.readErrorKey === null,
    errorKey: offers === null ? source.readErrorKey : null,
    items,
    receipts,
    emptyKey: offers !== null && items.length === 0 ? 'coupon_open_bets_empty' : null,
  };
}

/** One coupon's cash-out on a My bets row, or null when the coupon has no offer (not open, or not read yet). */
export function connectCouponCashout(source: CashoutSource, couponId: string): CashoutItemView | null {
  const offer = source.offers?.find((candidate) => candidate.couponId === couponId);
  return offer ? connectCashoutItem(offer, source.entry(couponId)) : null;
}
