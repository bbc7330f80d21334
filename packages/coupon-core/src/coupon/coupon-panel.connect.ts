import { selectionLabel, type SelectionLabel } from '../bets/selection-label.rules';
import type { ChangeCoefAction, CouponBet } from '@kickoff/contracts';
import { betLockReason, isBetLocked, isBonusBet, splitBankers, type BetLockReason } from '../bets/bets.rules';
import { systemScenarios } from '../system/system.scenarios';
import { toMinorUnits } from '../money/money.rules';
import { CHANGE_COEF_ACTIONS } from '../odds-change/odds-change.rules';
import { ODDS_FORMAT_IDS, type OddsFormatId } from '../odds/odds-format.rules';
import { COUPON_WILL_BE_CLEARED } from '../one-click/one-click.rules';
import { COUPON_TYPE_IDS, CouponType, type CouponTypeId } from '../pricing/pricing.rules';
import type { CouponSettings } from '../settings/settings.rules';
import { isPromoCodeOffered } from '../vip/vip.rules';
import type { PromoEffect } from '@kickoff/contracts';
import { applyPromo } from '../promo/promo.rules';
import { promoEffectText, type PromoText } from '../promo/promo.connect';
import type { CouponPlacer } from '../placing/placer.service';
import { isCouponTypeAvailable, nonBankerCount } from './coupon.rules';
import type { CouponService } from './coupon.service';

/** What the panel reads of the coupon. */
export type CouponPanelCoupon = Pick<
  CouponService,
  | 'tab'
  | 'draft'
  | 'bets'
  | 'typeId'
  | 'systemValue'
  | 'systemValues'
  | 'currency'
  | 'bounds'
  | 'amountMinor'
  | 'quickStakesMinor'
  | 'price'
  | 'hyperBonusAmountMinor'
  | 'maxAmountByBlockIdMinor'
  | 'isActiveAutoMax'
  | 'isVipBetAvailable'
  | 'isActiveVipBet'
  | 'validationErrors'
  | 'inputErrors'
  | 'pendingCoefChanges'
  | 'promoCodes'
  | 'loadErrorKey'
  | 'loadCouponInputValue'
  | 'context'
>;

/** What the panel reads of the placer. */
export type CouponPanelPlacer = Pick<
  CouponPlacer,
  'isBusy' | 'isResolving' | 'placingStatus' | 'refusal' | 'pendingOneClick' | 'successCoupon' | 'receiptMoney' | 'singlesResultCoupons' | 'rejection' | 'oneClickRefusalKey'
>;

/** The panel's inputs: the coupon, the placer and the stored settings. */
export interface CouponPanelInput {
  readonly coupon: CouponPanelCoupon;
  readonly placer: CouponPanelPlacer;
  readonly settings: CouponSettings;
  /** The effect of the promo code in the coupon when it is one of the player's active codes (issue 16, `PromoStoreService.effectOf`). */
  readonly promoEffect?: PromoEffect | null;
}

/** The coupon's tabs by name (document 000 §9: tab 1 the slip, the default; tab 2 its settings). */
export const CouponTab = { slip: 1, settings: 2 } as const;
/** One coupon tab. */
export type CouponTab = (typeof CouponTab)[keyof typeof CouponTab];
/** The tabs in the order the panel shows them. */
export const COUPON_TABS: readonly CouponTab[] = [CouponTab.slip, CouponTab.settings];
/** The server's refusal code that a deposit answers (the receipt links to the deposit page). */
export const INSUFFICIENT_FUNDS_CODE = 'insufficient_funds';

/** Dictionary key of each lock reason (document 000 §4 "blocked, dependent or banned from express"). */
export const BET_LOCK_REASON_KEYS: Readonly<Record<BetLockReason, string>> = {
  blocked: 'coupon_validation_bet_locked',
  dependent: 'coupon_bet_locked_dependent',
  bannedExpress: 'coupon_bet_locked_banned_express',
};

/** Money the view formats with its own formatter: minor units of the coupon's currency. */
export interface PanelMoney {
  readonly currencyIso: string;
  readonly decimals: number;
}

/** One bet row. Coefficients are decimal odds; the view shows them in `coefViewId`. */
export interface CouponBetView {
  readonly bet: CouponBet;
  readonly id: string;
  /** The coupon's bonus bet (document 000 §4): titled by `bonusTitleKey`, not by its opponents. */
  readonly isBonus: boolean;
  readonly isLocked: boolean;
  /** Why the bet stops the coupon (locked and why, finished, a change to confirm), or `null`. */
  readonly reasonKey: string | null;
  readonly coef: number;
  /** What the player picked, in words: `t(selection.key, selection.params)` ("Arsenal", "Over 2.5"). */
  readonly selection: SelectionLabel;
  /** The running score of a live game; pre-match selections show none ("0:0" says nothing there). */
  readonly score: string | null;
  readonly coefChange: { readonly fromCoef: number; readonly toCoef: number; readonly direction: 'up' | 'down' } | null;
  /** The banker switch of a system with bankers on, or `null`. */
  readonly banker: { readonly isChecked: boolean; readonly isDisabled: boolean } | null;
  /** Several singles: this bet's own amount, or `null`. */
  readonly amount: { readonly minor: number; readonly errorKey: string | null } | null;
}

/** What the coupon panel draws: keys, flags and amounts in minor units; nothing to decide. */
export interface CouponPanelView {
  readonly tabs: readonly { readonly tab: CouponTab; readonly labelKey: string; readonly isSelected: boolean; readonly badge: number | null }[];
  readonly tab: CouponTab;
  /** The settings tab is open (else the slip). */
  readonly isSettingsTab: boolean;
  readonly coefViewId: OddsFormatId;
  readonly money: PanelMoney;
  readonly oneClickConfirm: { readonly messageKey: string; readonly confirmKey: string; readonly cancelKey: string } | null;
  /** The coupon has no bets: the view shows `emptyKey` and the load form. */
  readonly isEmpty: boolean;
  readonly types: readonly { readonly typeId: CouponTypeId; readonly labelKey: string; readonly isSelected: boolean; readonly isAvailable: boolean }[];
  readonly system: {
    readonly value: number;
    readonly options: readonly { readonly value: number; readonly labelKey: string; readonly params: { readonly value: number; readonly total: number; readonly combo: number } }[];
    readonly isBankersActive: boolean;
    readonly errorKey: string | null;
    /**
     * The scenario table (issue 16): what the system pays for every number of winning selections
     * (bankers won), least and most, in minor units; empty while the value is out of range.
     */
    readonly scenarios: {
      readonly titleKey: string;
      readonly rows: readonly { readonly winners: number; readonly labelKey: string; readonly params: { readonly winners: number; readonly total: number }; readonly minWinMinor: number; readonly maxWinMinor: number }[];
    };
  } | null;
  readonly bets: readonly CouponBetView[];
  readonly coefChanges: { readonly messageKey: string; readonly acceptKey: string } | null;
  readonly amount: { readonly minor: number; readonly errorKey: string | null; readonly isDisabled: boolean; readonly stepMinor: number; readonly quickStakesMinor: readonly number[] };
  readonly bounds: { readonly minMinor: number | null; readonly maxMinor: number | null };
  /** Amounts per block when the coupon has more than one block (document 000 §5 max per block). */
  readonly blocks: readonly { readonly blockId: number; readonly minor: number; readonly errorKey: string | null }[];
  readonly autoMax: { readonly isChecked: boolean; readonly isDisabled: boolean };
  readonly vip: { readonly isChecked: boolean } | null;
  /** The promo-code field (document 000 §3 `promoCode`, `promoCodes`): the player's codes to pick, what the entered code does, or why it does not fit. */
  readonly promo: { readonly value: string; readonly errorKey: string | null; readonly codes: readonly string[]; readonly effect: PromoText | null } | null;
  readonly summary: {
    readonly stakeMinor: number;
    readonly coef: number | null;
    readonly hyperBonusMinor: number | null;
    readonly cappedWinMinor: number | null;
    /** The possible win with the hyper bonus and the promo code's effect. */
    readonly possibleWinMinor: number;
    /** The possible win without the promo code, when the code changes it. */
    readonly withoutPromoWinMinor: number | null;
    readonly minWinMinor: number | null;
    readonly errorKey: string | null;
  };
  /** Why the last press placed nothing (distinct keys), or `null`. */
  readonly refusalKeys: readonly string[] | null;
  /** The room left under the player's stake limits is shown (issue 13): a signed-in player with a slip. */
  readonly showsLimitHeadroom: boolean;
  readonly place: { readonly labelKey: string; readonly isBusy: boolean };
  readonly oneClickNoteKey: string | null;
  readonly result: CouponResultView;
  /** Loading a saved coupon by its code: the typed code, whether there is one to send, the last error. */
  readonly load: { readonly code: string; readonly canSubmit: boolean; readonly errorKey: string | null };
  readonly settingsTab: CouponSettingsView;
}

/** The answer of the last placing. Amounts in minor units of the coupon's currency. */
export interface CouponResultView {
  /** The accepted coupon; its amounts in the currency it was placed in (`money`), whatever the active account is now. */
  readonly success: { readonly couponId: string; readonly couponNumber: string; readonly amountMinor: number; readonly possibleWinMinor: number; readonly money: PanelMoney } | null;
  readonly singles: readonly ({ readonly requestId: string; readonly isAccepted: true; readonly couponNumber: string } | { readonly requestId: string; readonly isAccepted: false; readonly messageKey: string; readonly fallbackKey: string })[];
  /** The server's refusal: `key` first, `fallbackKey` when the dictionary has no `key`; a deposit link for missing funds. */
  readonly rejection: { readonly key: string; readonly fallbackKey: string; readonly hasDepositLink: boolean } | null;
  readonly oneClickRefusalKey: string | null;
  readonly unknownOutcome: { readonly messageKey: string; readonly checkKey: string } | null;
}

/** The settings tab: the odds format, the odds-change policy, one-click and its amount, drop on score change. */
export interface CouponSettingsView {
  readonly formats: readonly { readonly formatId: OddsFormatId; readonly labelKey: string; readonly isSelected: boolean }[];
  readonly policies: readonly { readonly action: ChangeCoefAction; readonly labelKey: string; readonly isChecked: boolean }[];
  readonly oneClick: { readonly isChecked: boolean; readonly amountMinor: number };
  readonly isDropOnScoreChange: boolean;
}

const rejectionKey = (code: string): string => `coupon_reject_${code}`;

function betView(bet: CouponBet, { coupon }: CouponPanelInput): CouponBetView {
  const errors = coupon.validationErrors;
  const lock = betLockReason(bet);
  const pending = coupon.pendingCoefChanges[bet.id];
  const isSeveralSingles = coupon.typeId === CouponType.severalSingles;
  return {
    bet,
    id: bet.id,
    isBonus: isBonusBet(bet),
    isLocked: isBetLocked(bet),
    reasonKey: lock ? BET_LOCK_REASON_KEYS[lock] : (errors[`bets.${bet.id}`] ?? null),
    coef: bet.market.coef,
    selection: selectionLabel(bet),
    score: bet.market.isLive && bet.scoreFormatted ? bet.scoreFormatted : null,
    coefChange: pending ? { ...pending, direction: pending.toCoef > pending.fromCoef ? 'up' : 'down' } : null,
    banker: coupon.typeId === CouponType.system && coupon.draft.isActiveSystemBanker ? { isChecked: bet.isBanker, isDisabled: bet.isDisabledBanker && !bet.isBanker } : null,
    amount: isSeveralSingles ? { minor: coupon.draft.amountByBetIdMinor[bet.id] ?? coupon.draft.amountMinor, errorKey: coupon.inputErrors[`amountByBetId.${bet.id}`] ?? null } : null,
  };
}

/** The answer of the last placing as the receipt shows it (document 000 §3 `successCoupon`, `singlesResultCoupons`). */
export function connectCouponResult({ coupon, placer }: Pick<CouponPanelInput, 'coupon' | 'placer'>): CouponResultView {
  const money = placer.receiptMoney ?? { currencyIso: coupon.currency.currencyIso, decimals: coupon.currency.decimals };
  const success = placer.successCoupon;
  const rejection = placer.rejection;
  return {
    success: success
      ? {
          couponId: success.couponId,
          couponNumber: success.couponNumber,
          amountMinor: toMinorUnits(success.amount, money.decimals) ?? 0,
          possibleWinMinor: toMinorUnits(success.possibleWin, money.decimals) ?? 0,
          money,
        }
      : null,
    singles: placer.singlesResultCoupons.map((answer) =>
      answer.status === 'accepted'
        ? { requestId: answer.requestId, isAccepted: true as const, couponNumber: answer.couponNumber }
        : { requestId: answer.requestId, isAccepted: false as const, messageKey: answer.messageKey, fallbackKey: rejectionKey(answer.code) },
    ),
    rejection: rejection ? { key: rejectionKey(rejection.code), fallbackKey: rejection.messageKey, hasDepositLink: rejection.code === INSUFFICIENT_FUNDS_CODE } : null,
    oneClickRefusalKey: placer.oneClickRefusalKey,
    unknownOutcome: placer.placingStatus === 'unknown' && !placer.isResolving ? { messageKey: 'coupon_outcome_unknown', checkKey: 'coupon_outcome_check' } : null,
  };
}

/** The settings tab's view (document 000 §3 coupon settings, §9 odds formats); `decimals` of the coupon's currency. */
export function connectCouponSettings(settings: CouponSettings, decimals: number): CouponSettingsView {
  return {
    formats: ODDS_FORMAT_IDS.map((formatId) => ({ formatId, labelKey: `coupon_odds_format_${formatId}`, isSelected: settings.coefViewId === formatId })),
    policies: CHANGE_COEF_ACTIONS.map((action) => ({ action, labelKey: `coupon_change_coef_action_${action}`, isChecked: settings.changeCoefAction === action })),
    // The one-click amount is stored in major units (document 000 §3 settings); the field shows minor units.
    oneClick: { isChecked: settings.isActiveOneClick, amountMinor: toMinorUnits(settings.oneClickAmount, decimals) ?? 0 },
    isDropOnScoreChange: settings.isDropOnScoreChange,
  };
}

/** The scenario rows of a system coupon (issue 16), from coupon-core's DP over its legs as priced. */
function systemScenarioTable(coupon: CouponPanelCoupon, total: number): NonNullable<CouponPanelView['system']>['scenarios'] {
  const { bankers, others } = splitBankers(coupon.draft.bets, coupon.draft.isActiveSystemBanker);
  const legs = { coefs: others.map((bet) => bet.market.coef), bankerCoefs: bankers.map((bet) => bet.market.coef) };
  return {
    titleKey: 'coupon_system_scenarios',
    rows: systemScenarios(legs, coupon.amountMinor, coupon.systemValue).map((row) => ({
      winners: row.winners,
      labelKey: 'coupon_system_scenario_row',
      params: { winners: row.winners, total },
      minWinMinor: row.minWinMinor,
      maxWinMinor: row.maxWinMinor,
    })),
  };
}

/**
 * The entered promo code on the coupon (issue 16): the player's active code changes the possible
 * win as coupon-core's `applyPromo` says (the API applies the same rule at placing); a code that is
 * not one of them, or does not fit the coupon, shows why and changes nothing.
 */
function promoOnCoupon(input: CouponPanelInput): { effect: PromoText | null; errorKey: string | null; possibleWinMinor: number | null } {
  const { coupon } = input;
  if (coupon.draft.promoCode === '' || coupon.bets.length === 0) return { effect: null, errorKey: null, possibleWinMinor: null };
  const effect = input.promoEffect ?? null;
  if (effect === null) return { effect: null, errorKey: 'coupon_reject_promo_code_invalid', possibleWinMinor: null };
  const applied = applyPromo(effect, {
    typeId: coupon.typeId,
    selections: coupon.bets.filter((bet) => !isBonusBet(bet)).length,
    amountMinor: coupon.amountMinor,
    possibleWinMinor: coupon.price.possibleWinMinor + coupon.hyperBonusAmountMinor,
    decimals: coupon.currency.decimals,
  });
  if ('refusal' in applied) return { effect: promoEffectText(effect), errorKey: `coupon_reject_${applied.refusal}`, possibleWinMinor: null };
  return { effect: promoEffectText(effect), errorKey: null, possibleWinMinor: applied.possibleWinMinor };
}

/**
 * The coupon panel's view model (document 000 §3, §4, §5): which types can be chosen, why a bet is
 * locked, what the buttons say, the money shown (minor units; the app formats), the amount bounds,
 * the possible win and the messages. Pure: the same input gives the same view.
 */
export function connectCouponPanel(input: CouponPanelInput): CouponPanelView {
  const { coupon, placer, settings } = input;
  const tab: CouponTab = coupon.tab === CouponTab.settings ? CouponTab.settings : CouponTab.slip;
  const errors = coupon.validationErrors;
  const inputErrors = coupon.inputErrors;
  const price = coupon.price;
  const isSystem = coupon.typeId === CouponType.system;
  const blockIds = Object.keys(coupon.maxAmountByBlockIdMinor).map(Number);
  const total = nonBankerCount(coupon.draft);
  const promo = promoOnCoupon(input);
  return {
    tabs: COUPON_TABS.map((id) => ({ tab: id, labelKey: `coupon_tab_${id}`, isSelected: tab === id, badge: id === CouponTab.slip && coupon.bets.length > 0 ? coupon.bets.length : null })),
    tab,
    isSettingsTab: tab === CouponTab.settings,
    coefViewId: settings.coefViewId,
    money: { currencyIso: coupon.currency.currencyIso, decimals: coupon.currency.decimals },
    oneClickConfirm: placer.pendingOneClick ? { messageKey: COUPON_WILL_BE_CLEARED, confirmKey: 'coupon_one_click_enable', cancelKey: 'coupon_cancel' } : null,
    isEmpty: coupon.bets.length === 0,
    types: COUPON_TYPE_IDS.map((typeId) => ({ typeId, labelKey: `coupon_type_${typeId}`, isSelected: coupon.typeId === typeId, isAvailable: isCouponTypeAvailable(coupon.draft, typeId) })),
    system: isSystem
      ? {
          value: coupon.systemValue,
          options: coupon.systemValues.map((entry) => ({ value: entry.value, labelKey: 'coupon_system_option', params: { value: entry.value, total, combo: entry.combo } })),
          isBankersActive: coupon.draft.isActiveSystemBanker,
          errorKey: inputErrors['systemValue'] ?? null,
          scenarios: systemScenarioTable(coupon, total),
        }
      : null,
    bets: coupon.bets.map((bet) => betView(bet, input)),
    coefChanges: Object.keys(coupon.pendingCoefChanges).length > 0 ? { messageKey: 'coupon_coef_changed', acceptKey: 'coupon_accept_changes' } : null,
    amount: { minor: coupon.amountMinor, errorKey: inputErrors['amount'] ?? errors['amount'] ?? null, isDisabled: coupon.isActiveAutoMax, stepMinor: coupon.currency.amountStepMinor, quickStakesMinor: coupon.quickStakesMinor },
    bounds: { minMinor: coupon.bounds.minMinor ?? null, maxMinor: coupon.bounds.maxMinor ?? null },
    blocks:
      blockIds.length > 1
        ? blockIds.map((blockId) => ({ blockId, minor: coupon.draft.amountByBlockIdMinor[blockId] ?? 0, errorKey: inputErrors[`amountByBlockId.${blockId}`] ?? errors[`amountByBlockId.${blockId}`] ?? null }))
        : [],
    // Auto max follows a finite maximum only (document 000 §5).
    autoMax: { isChecked: coupon.isActiveAutoMax, isDisabled: coupon.bounds.maxMinor === undefined },
    vip: coupon.isVipBetAvailable ? { isChecked: coupon.isActiveVipBet } : null,
    promo: isPromoCodeOffered(coupon.typeId, coupon.promoCodes)
      ? { value: coupon.draft.promoCode, errorKey: inputErrors['promoCode'] ?? promo.errorKey, codes: coupon.promoCodes, effect: promo.effect }
      : null,
    summary: {
      stakeMinor: price.totalAmountMinor,
      coef: price.coef > 0 ? price.coef : null,
      hyperBonusMinor: coupon.hyperBonusAmountMinor > 0 ? coupon.hyperBonusAmountMinor : null,
      cappedWinMinor: price.isCappedByMaxPayout ? price.possibleWinMinor : null,
      possibleWinMinor: promo.possibleWinMinor ?? price.possibleWinMinor + coupon.hyperBonusAmountMinor,
      withoutPromoWinMinor: promo.possibleWinMinor === null ? null : price.possibleWinMinor + coupon.hyperBonusAmountMinor,
      minWinMinor: isSystem ? price.minPossibleWinMinor : null,
      errorKey: errors['possibleWin'] ?? null,
    },
    refusalKeys: placer.refusal ? [...new Set(Object.values(placer.refusal))] : null,
    showsLimitHeadroom: coupon.context.userId > 0 && coupon.bets.length > 0,
    place: { labelKey: placer.isBusy ? 'coupon_placing' : 'coupon_place', isBusy: placer.isBusy },
    oneClickNoteKey: settings.isActiveOneClick ? 'coupon_one_click_on' : null,
    result: connectCouponResult(input),
    load: { code: coupon.loadCouponInputValue, canSubmit: coupon.loadCouponInputValue.trim() !== '', errorKey: coupon.loadErrorKey },
    settingsTab: connectCouponSettings(settings, coupon.currency.decimals),
  };
}
