import type { ChangeCoefAction } from '@kickoff/contracts';
import { CHANGE_COEF_ACTIONS, DEFAULT_CHANGE_COEF_ACTION } from '../odds-change/odds-change.rules';
import { DEFAULT_ODDS_FORMAT_ID, isOddsFormatId, type OddsFormatId } from '../odds/odds-format.rules';

/**
 * Coupon settings, stored locally (document 000 §3 "Coupon settings (stored locally)").
 * Amounts (`oneClickAmount`, `bonusAccountOneClickAmount`, `amountStepByCurrencyIso`) in major units.
 */
export interface CouponSettings {
  readonly amountStepByCurrencyIso: Readonly<Record<string, number>>;
  readonly isManualAmountStep: boolean;
  readonly changeCoefAction: ChangeCoefAction;
  /** How coefficient changes are notified; the spec gives no values: 0 is this project's default. */
  readonly changeNotifyAction: number;
  readonly isAutoMax: boolean;
  readonly isVipBet: boolean;
  readonly isBalanceShown: boolean;
  readonly isPossibleWinShown: boolean;
  readonly isSelectAccountShown: boolean;
  readonly isCouponFixed: boolean;
  readonly oneClickAmount: number;
  readonly isActiveOneClick: boolean;
  /** A fixed coefficient for one-click bets; 0 means not set. */
  readonly exactCoef: number;
  readonly isDropOnScoreChange: boolean;
  readonly expressId: number | null;
  readonly bonusAccountOneClickAmount: number;
  /**
   * The odds format the player chose (`coefViewId`, document 001 §3; ids of document 000 §9): lists,
   * the coupon and the history show odds in it, and a placed coupon carries it.
   */
  readonly coefViewId: OddsFormatId;
}

/** Defaults (document 000 §3, §9: change-coef action 2); the others are this project's choice. */
export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: DEFAULT_CHANGE_COEF_ACTION,
  changeNotifyAction: 0,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: false,
  isCouponFixed: false,
  oneClickAmount: 0,
  isActiveOneClick: false,
  exactCoef: 0,
  isDropOnScoreChange: false,
  expressId: null,
  bonusAccountOneClickAmount: 0,
  coefViewId: DEFAULT_ODDS_FORMAT_ID,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Settings read back from storage: every field that has the right type is kept, every other takes
 * its default, so an old or damaged stored value never breaks the coupon.
 */
export function normalizeSettings(stored: unknown): CouponSettings {
  if (!isRecord(stored)) return DEFAULT_COUPON_SETTINGS;
  const d = DEFAULT_COUPON_SETTINGS;
  const bool = (key: keyof CouponSettings, fallback: boolean): boolean => (typeof stored[key] === 'boolean' ? (stored[key] as boolean) : fallback);
  const amount = (key: keyof CouponSettings, fallback: number): number => (isAmount(stored[key]) ? (stored[key] as number) : fallback);
  const steps: Record<string, number> = {};
  if (isRecord(stored.amountStepByCurrencyIso)) {
    for (const [iso, step] of Object.entries(stored.amountStepByCurrencyIso)) if (/^[A-Z]{3}$/.test(iso) && isAmount(step) && step > 0) steps[iso] = step;
  }
  const action = stored.changeCoefAction;
  return {
    amountStepByCurrencyIso: steps,
    isManualAmountStep: bool('isManualAmountStep', d.isManualAmountStep),
    changeCoefAction: CHANGE_COEF_ACTIONS.includes(action as ChangeCoefAction) ? (action as ChangeCoefAction) : d.changeCoefAction,
    changeNotifyAction: Number.isInteger(stored.changeNotifyAction) ? (stored.changeNotifyAction as number) : d.changeNotifyAction,
    isAutoMax: bool('isAutoMax', d.isAutoMax),
    isVipBet: bool('isVipBet', d.isVipBet),
    isBalanceShown: bool('isBalanceShown', d.isBalanceShown),
    isPossibleWinShown: bool('isPossibleWinShown', d.isPossibleWinShown),
    isSelectAccountShown: bool('isSelectAccountShown', d.isSelectAccountShown),
    isCouponFixed: bool('isCouponFixed', d.isCouponFixed),
    oneClickAmount: amount('oneClickAmount', d.oneClickAmount),
    isActiveOneClick: bool('isActiveOneClick', d.isActiveOneClick),
    exactCoef: amount('exactCoef', d.exactCoef),
    isDropOnScoreChange: bool('isDropOnScoreChange', d.isDropOnScoreChange),
    expressId: Number.isInteger(stored.expressId) ? (stored.expressId as number) : d.expressId,
    bonusAccountOneClickAmount: amount('bonusAccountOneClickAmount', d.bonusAccountOneClickAmount),
    coefViewId: typeof stored.coefViewId === 'number' && isOddsFormatId(stored.coefViewId) ? stored.coefViewId : d.coefViewId,
  };
}
