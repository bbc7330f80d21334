import { makeAutoObservable } from 'mobx';
import { capMinor } from '../money/money.rules';
import { amountBounds, autoMaxAmount, couponBlocks, currencyAmounts, maxAmountByBlock, type AmountBounds, type CurrencyAmounts } from '../amounts/amounts.rules';
import { splitBankers } from '../bets/bets.rules';
import { hyperBonusMinor } from '../bonus/bonus.rules';
import { effectiveChangeCoefAction } from '../odds-change/odds-change.rules';
import type { PlacingContext } from '../placing/placing.rules';
import { CouponType, priceCoupon, priceCoefByView, type CouponPrice } from '../pricing/pricing.rules';
import type { CouponSettings } from '../settings/settings.rules';
import { allSystemValues, type SystemValuePricing } from '../system/system.rules';
import { validateCoupon, type FieldErrors } from '../validation/validation.rules';
import { isVipBetAvailable } from '../vip/vip.rules';
import type { CouponDraft } from './coupon.rules';
import type { CouponContext, PendingCoefChange } from './coupon.types';

/** The coupon state the selectors read: the draft, the app's context, the stored settings, waiting odds changes. */
export interface CouponPricingState {
  readonly draft: CouponDraft;
  readonly context: CouponContext;
  readonly settings: CouponSettings;
  readonly pendingCoefChanges: Readonly<Record<string, PendingCoefChange>>;
}

/**
 * The coupon's pricing selectors (document 000 §3, §5): amounts, bounds, prices, system values,
 * hyper bonus, VIP availability and validation, each a MobX computed over the coupon's state,
 * so a view re-renders only for what it reads. Pure reads: it changes nothing.
 */
export class CouponPricing {
  constructor(private readonly state: CouponPricingState) {
    makeAutoObservable<CouponPricing, 'state'>(this, { state: false });
  }

  get currency(): CurrencyAmounts {
    return currencyAmounts(this.state.context.currencyIso, this.state.settings);
  }
  /** Min and max of the amount for the current type and account (document 000 §5). */
  get bounds(): AmountBounds {
    return amountBounds({ typeId: this.state.draft.typeId, config: this.state.context.siteConfig, minBetMinor: this.state.context.minBetMinor, maxBetMinor: this.state.context.maxBetMinor, isBonusAccount: this.state.context.isBonusAccount });
  }
  /** Auto max is on (document 000 §3 `isActiveAutoMax`): the stored choice `isAutoMax`, while there is a finite maximum. */
  get isActiveAutoMax(): boolean {
    return this.state.settings.isAutoMax && this.bounds.maxMinor !== undefined;
  }
  /** VIP bet is on (document 000 §3 `isActiveVipBet`): the stored choice `isVipBet`, while available (document 000 §5). */
  get isActiveVipBet(): boolean {
    return this.state.settings.isVipBet && this.isVipBetAvailable;
  }
  /** The amount priced and sent: the maximum under auto max, else the entered one. */
  get amountMinor(): number {
    return this.isActiveAutoMax ? (autoMaxAmount(this.bounds.maxMinor, this.state.context.balanceMinor) ?? this.state.draft.amountMinor) : this.state.draft.amountMinor;
  }
  get price(): CouponPrice {
    return priceCoupon({
      typeId: this.state.draft.typeId,
      bets: this.state.draft.bets,
      amountMinor: this.amountMinor,
      amountByBetIdMinor: this.state.draft.amountByBetIdMinor,
      systemValue: this.state.draft.systemValue,
      isActiveSystemBanker: this.state.draft.isActiveSystemBanker,
      exactCoef: this.state.settings.exactCoef,
      ...(this.state.context.maxPayoutMinor === undefined ? {} : { maxPayoutMinor: this.state.context.maxPayoutMinor }),
    });
  }
  get coefByView(): number {
    return priceCoefByView(this.price, this.state.settings.coefViewId);
  }
  /** Every system value of the coupon with its entry fields and wins, capped by `maxPayout` (document 000 §3 `systemValues`). */
  get systemValues(): SystemValuePricing[] {
    const { bankers, others } = splitBankers(this.state.draft.bets, this.state.draft.isActiveSystemBanker);
    const entries = allSystemValues({ coefs: others.map((bet) => bet.market.coef), bankerCoefs: bankers.map((bet) => bet.market.coef) }, this.amountMinor, this.state.context.minStakePerCombinationMinor);
    const cap = this.state.context.maxPayoutMinor;
    return cap === undefined ? entries : entries.map((entry) => ({ ...entry, minWinMinor: capMinor(entry.minWinMinor, cap), maxWinMinor: capMinor(entry.maxWinMinor, cap) }));
  }
  /** The hyper bonus on the current possible win, in minor units (0 when it does not apply). */
  get hyperBonusAmountMinor(): number {
    return hyperBonusMinor({ typeId: this.state.draft.typeId, amountMinor: this.amountMinor, possibleWinMinor: this.price.possibleWinMinor, decimals: this.currency.decimals, config: this.state.context.siteConfig });
  }
  get maxAmountByBlockIdMinor(): Record<number, number | undefined> {
    return maxAmountByBlock(couponBlocks(this.state.draft.bets), this.state.draft.amountByBlockIdMinor, this.bounds.maxMinor, this.currency.decimals);
  }
  get isVipBetAvailable(): boolean {
    return isVipBetAvailable({ showVipBet: this.state.context.siteConfig.showVipBet, maxBetMinor: this.bounds.maxMinor, bets: this.state.draft.bets, typeId: this.state.draft.typeId });
  }
  /** Why the coupon cannot be placed now: a code per field, empty when it can. */
  get validationErrors(): FieldErrors {
    return validateCoupon({
      typeId: this.state.draft.typeId,
      bets: this.state.draft.bets,
      amountMinor: this.amountMinor,
      amountByBetIdMinor: this.state.draft.amountByBetIdMinor,
      amountByBlockIdMinor: this.state.draft.amountByBlockIdMinor,
      maxAmountByBlockIdMinor: this.maxAmountByBlockIdMinor,
      systemValue: this.state.draft.systemValue,
      isActiveSystemBanker: this.state.draft.isActiveSystemBanker,
      minMinor: this.bounds.minMinor,
      maxMinor: this.bounds.maxMinor,
      promoCode: this.state.draft.promoCode,
      pendingCoefChangeBetIds: Object.keys(this.state.pendingCoefChanges),
      isPossibleWinOverflow: this.price.isOverflow,
      ...(this.systemMinAmountMinor === undefined ? {} : { systemMinAmountMinor: this.systemMinAmountMinor }),
    });
  }
  /** The smallest amount of the chosen system value (its entry's `minBetAmount`), when there is a minimum stake per combination. */
  get systemMinAmountMinor(): number | undefined {
    if (this.state.draft.typeId !== CouponType.system || this.state.context.minStakePerCombinationMinor <= 0) return undefined;
    return this.systemValues.find((entry) => entry.value === this.state.draft.systemValue)?.minBetAmount;
  }

  /** Who and how the coupon is placed (the payload's parts that are not the coupon's own). */
  get placingContext(): PlacingContext {
    const settings = this.state.settings;
    return {
      accountId: this.state.context.accountId,
      userId: this.state.context.userId,
      refId: this.state.context.siteConfig.ref_id,
      currencyDecimals: this.currency.decimals,
      coefViewId: settings.coefViewId,
      changeCoefAction: effectiveChangeCoefAction(settings),
      exactCoef: this.state.draft.typeId === CouponType.single ? settings.exactCoef : 0,
      isDropOnScoreChange: settings.isDropOnScoreChange,
      prepaidAmountMinor: this.state.context.availablePrepaidAmountMinor,
      hyperBonus: this.state.context.siteConfig,
      ...(this.state.context.maxPayoutMinor === undefined ? {} : { maxPayoutMinor: this.state.context.maxPayoutMinor }),
    };
  }
}
