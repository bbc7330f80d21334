import type { SiteConfig } from '@kickoff/contracts';

/** Site-configuration fields the coupon reads (document 000 §3 "Site configuration fields read in this area"). */
export type CouponSiteConfig = Pick<
  SiteConfig,
  'couponTypesWithMinAmount' | 'couponTypesWithMaxAmount' | 'isAvailableCouponBonusBet' | 'showVipBet' | 'show_one_click' | 'ref_id' | 'hyperBonusPercent' | 'minHyperBonusBetLimit' | 'maxHyperBonusLimit'
>;

/**
 * What the coupon needs from the rest of the product (the account, the limits, the site
 * configuration), given by the app through `CouponService.configure`.
 * Amounts in minor units of the account's currency; `undefined` bounds mean unbounded
 * (document 000 §3: `maxBetAmount` "default unbounded").
 */
export interface CouponContext {
  readonly currencyIso: string;
  readonly accountId: number;
  readonly userId: number;
  /** The active account is the bonus account (type 4): no maximum amount there (document 000 §5). */
  readonly isBonusAccount: boolean;
  readonly balanceMinor: number | undefined;
  readonly minBetMinor: number | undefined;
  readonly maxBetMinor: number | undefined;
  readonly maxPayoutMinor: number | undefined;
  /** The smallest stake of one system combination, for the system entries' `minBetAmount`. */
  readonly minStakePerCombinationMinor: number;
  readonly availablePrepaidAmountMinor: number;
  readonly siteConfig: CouponSiteConfig;
}

/** The context before the app configures one: RUB, no account, every feature off. */
export const DEFAULT_COUPON_CONTEXT: CouponContext = {
  currencyIso: 'RUB',
  accountId: 0,
  userId: 0,
  isBonusAccount: false,
  balanceMinor: undefined,
  minBetMinor: undefined,
  maxBetMinor: undefined,
  maxPayoutMinor: undefined,
  minStakePerCombinationMinor: 0,
  availablePrepaidAmountMinor: 0,
  siteConfig: {
    couponTypesWithMinAmount: [],
    couponTypesWithMaxAmount: [],
    isAvailableCouponBonusBet: false,
    showVipBet: false,
    show_one_click: false,
    ref_id: 0,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
  },
};

/** A coefficient change waiting for the player's confirmation. */
export interface PendingCoefChange {
  readonly fromCoef: number;
  readonly toCoef: number;
}

/** Where the placing stands: nothing sent, being sent, or sent without an answer (retry keeps the id). */
export type PlacingStatus = 'idle' | 'placing' | 'unknown';
