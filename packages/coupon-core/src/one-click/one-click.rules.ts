import type { CouponSettings } from '../settings/settings.rules';

/** Dictionary key of the one-click warning (document 000 §4, §8). */
export const COUPON_WILL_BE_CLEARED = 'coupon_will_be_cleared';

/** What turning one-click on or off needs. */
export type OneClickDecision = { readonly kind: 'apply' } | { readonly kind: 'confirm'; readonly messageKey: typeof COUPON_WILL_BE_CLEARED };

/**
 * Document 000 §4: "Turning it on while the coupon has bets asks for confirmation
 * ('coupon_will_be_cleared', choice to enable or cancel) and clears the coupon."
 */
export function requestOneClick(enable: boolean, betCount: number): OneClickDecision {
  return enable && betCount > 0 ? { kind: 'confirm', messageKey: COUPON_WILL_BE_CLEARED } : { kind: 'apply' };
}

/** Document 000 §4: "Choosing a drop-on-score-change action turns one-click off." */
export function withDropOnScoreChange(settings: CouponSettings, isDropOnScoreChange: boolean): CouponSettings {
  return { ...settings, isDropOnScoreChange, isActiveOneClick: isDropOnScoreChange ? false : settings.isActiveOneClick };
}

/** Document 000 §4: "Setting exact coef to zero also turns off drop-on-score-change." */
export function withExactCoef(settings: CouponSettings, exactCoef: number): CouponSettings {
  return { ...settings, exactCoef, isDropOnScoreChange: exactCoef === 0 ? false : settings.isDropOnScoreChange };
}
