// The pure rules of @kickoff/coupon-core (`@kickoff/coupon-core/rules`), written by hand: no MobX,
// no Inversify, no platform ports, so the API server prices and validates coupons with exactly the
// maths the bet slip shows. The services are the main entry (index.ts); no name is in both.

// money
export {
  MAX_SAFE_MINOR,
  MAX_WIRE_MINOR,
  parseDecimal,
  decimalPlaces,
  divideHalfUp,
  roundHalfUp,
  toMinorUnits,
  fromMinorUnits,
  multiplyMinor,
  capMinor,
  type ScaledDecimal,
  type MoneyProduct,
} from './money/money.rules';

// amounts by currency
export { CURRENCY_AMOUNTS } from './amounts/currency-amounts.table';
export {
  FALLBACK_CURRENCY_ISO,
  isKnownCurrency,
  currencyDecimals,
  currencyAmounts,
  couponCurrencyIso,
  stepAmount,
  quickStakes,
  QUICK_STAKE_MULTIPLES,
  amountBounds,
  autoMaxAmount,
  maxAmountByBlock,
  type CurrencyAmounts,
  type AmountBoundsConfig,
  type AmountBounds,
  type CouponBlock,
} from './amounts/amounts.rules';

// odds display
export { ODDS_FORMATS, ODDS_FORMAT_IDS, DEFAULT_ODDS_FORMAT_ID, ODDS_DISPLAY_DECIMALS, isOddsFormatId, coefByView, fractionalOdds, type OddsFormatId, type OddsFormat } from './odds/odds-format.rules';

// system bets
export {
  MIN_SYSTEM_VALUE,
  DEFAULT_SYSTEM_VALUE,
  binomial,
  binomialBig,
  elementarySymmetric,
  elementarySymmetricExact,
  systemValueBounds,
  clampSystemValue,
  allSystemValues,
  systemWinExact,
  systemCoef,
  type SystemValueEntry,
  type SystemValuePricing,
  type SystemLegs,
} from './system/system.rules';
export { systemScenarios, type SystemScenario } from './system/system.scenarios';

// cash-out (issue 16)
export {
  CASHOUT_MARGIN_BASIS_POINTS,
  cashoutQuote,
  partialCashoutMinor,
  remainingPossibleWinMinor,
  type CashoutLeg,
  type CashoutLegStatus,
  type CashoutCoupon,
  type CashoutQuote,
  type CashoutUnavailableReason,
} from './cashout/cashout.rules';

// promo codes (issue 16)
export { boostMinor, freeBetMinor, promoRefusal, applyPromo, promoSettledWinMinor, type PromoRefusal, type PromoCoupon, type PromoApplied, type SettledPromo } from './promo/promo.rules';

// bet rules
export {
  FINISHED_GAME_STATUS,
  LIVE_GAME_STATUSES,
  DEFAULT_BET_STATUS_ID,
  BONUS_BET_TYPE_IDS,
  isBetLocked,
  betLockReason,
  isGameFinished,
  isBetLive,
  isBonusBet,
  betCoef,
  splitBankers,
  type BetLockReason,
} from './bets/bets.rules';
export { selectionLabel, type SelectionLabel } from './bets/selection-label.rules';

// bonus bet and hyper bonus
export {
  BONUS_EXCLUDED_MARKET_KIND,
  BONUS_MIN_BET_COEF,
  BONUS_MIN_TOTAL_COEF,
  BONUS_MIN_BETS,
  BONUS_BET_ID,
  isBonusBetEligible,
  bonusBetCoefficient,
  bonusBet,
  reconcileBonusBet,
  hyperBonusMinor,
  type HyperBonusConfig,
} from './bonus/bonus.rules';

// VIP bet and promo codes
export { isVipBetAvailable, isPromoCodeAllowed, isPromoCodeOffered } from './vip/vip.rules';

// pricing
export { CouponType, COUPON_TYPE_IDS, productCoef, singleCoef, priceCoupon, priceCoefByView, type CouponTypeId, type PricingInput, type CouponPrice } from './pricing/pricing.rules';

// validation
export { ValidationCode, MAX_AMOUNT_MINOR, MAX_COUPON_BETS, validateAmountInput, validateSystemValueInput, validateCoupon, type FieldErrors, type AmountCheck, type SystemValueCheck, type CouponValidationInput } from './validation/validation.rules';

// odds changes
export {
  ChangeCoefActionCode,
  CHANGE_COEF_ACTIONS,
  DEFAULT_CHANGE_COEF_ACTION,
  ONE_CLICK_CHANGE_COEF_ACTION,
  effectiveChangeCoefAction,
  decideFeedUpdate,
  applyFeedUpdate,
  type FeedUpdate,
  type FeedDecision,
  type OddsChangePolicy,
} from './odds-change/odds-change.rules';

// one-click
export { COUPON_WILL_BE_CLEARED, requestOneClick, withDropOnScoreChange, withExactCoef, type OneClickDecision } from './one-click/one-click.rules';

// settings (pure)
export { DEFAULT_COUPON_SETTINGS, normalizeSettings, type CouponSettings } from './settings/settings.rules';

// coupon draft transitions
export {
  EMPTY_DRAFT,
  DEFAULT_TAB,
  playerBets,
  nonBankerCount,
  normalizeDraft,
  addBet,
  removeBet,
  clearDraft,
  switchType,
  isCouponTypeAvailable,
  toggleBanker,
  replaceBet,
  toStoredCoupon,
  type CouponDraft,
  type DraftContext,
  type StoredCoupon,
} from './coupon/coupon.rules';

// placing payloads and answers
export {
  placingRequestId,
  buildPlacingPayloads,
  placingFingerprint,
  applyPlacingAttempts,
  applyBetRejection,
  isDroppingRejection,
  type PlacingContext,
  type PlacingAttempt,
  type PlacingApplication,
} from './placing/placing.rules';
