import type { PointsOverview, PromoCode, PromoEffect, PromoProduct, PromoStore } from '@kickoff/contracts';

/**
 * The points page's and the promo store's view models (issue 16): what the views draw, as
 * dictionary keys with their values; nothing to decide in the view.
 */

/** A text: a dictionary key and its values. */
export interface PromoText {
  readonly key: string;
  readonly params: Readonly<Record<string, number | string>>;
}

/** What a code does, in words: "+10 % on the possible win of an express of 3 or more selections", "a free bet: a stake of up to 5 not taken from your balance". */
export function promoEffectText(effect: PromoEffect): PromoText {
  return effect.kind === 'boost'
    ? { key: 'promo_effect_boost', params: { percent: effect.boostPercent, selections: effect.minSelections } }
    : { key: 'promo_effect_free_bet', params: { amount: effect.freeBetUnits } };
}

export interface PointsView {
  /** A guest: the page states the rule and asks to sign in. */
  readonly signInKey: string | null;
  readonly isLoading: boolean;
  readonly errorKey: string | null;
  readonly balance: number;
  /** How points are earned (the server's rule). */
  readonly rule: PromoText;
  readonly rows: readonly { readonly id: number; readonly reasonKey: string; readonly ref: string | null; readonly points: number; readonly isEarned: boolean; readonly createdAt: number }[];
  readonly emptyKey: string | null;
}

/** What the points view reads of the service. */
export interface PointsState {
  readonly isSignedIn: boolean;
  readonly points: PointsOverview | null;
  readonly readErrorKey: string | null;
}

/** The points page: the balance, the rule, the history of points earned and spent. */
export function connectPoints(state: PointsState): PointsView {
  const { points, readErrorKey } = state;
  const history = points?.history ?? [];
  return {
    signInKey: state.isSignedIn ? null : 'promo_sign_in',
    isLoading: state.isSignedIn && points === null && readErrorKey === null,
    errorKey: readErrorKey,
    balance: points?.balance ?? 0,
    rule: { key: 'points_rule', params: { points: points?.pointsPerUnit ?? 1 } },
    rows: history.map((row) => ({ id: row.id, reasonKey: `points_reason_${row.reason}`, ref: row.ref, points: row.points, isEarned: row.points > 0, createdAt: row.createdAt })),
    emptyKey: points !== null && history.length === 0 ? 'points_empty' : null,
  };
}

/** What the store view reads of the service. */
export interface PromoStoreState {
  readonly isSignedIn: boolean;
  readonly store: PromoStore | null;
  readonly readErrorKey: string | null;
  readonly isBuying: boolean;
  readonly pending: { readonly productId: string } | null;
  readonly boughtCode: string | null;
  readonly buyErrorKey: string | null;
}

export interface PromoProductView {
  readonly id: string;
  readonly effect: PromoText;
  readonly pricePoints: number;
  readonly validDays: number;
  readonly canBuy: boolean;
  readonly isBuying: boolean;
  /** The product costs more points than the player has. */
  readonly shortKey: string | null;
}

export interface PromoCodeView {
  readonly code: string;
  readonly effect: PromoText;
  readonly status: PromoCode['status'];
  readonly statusKey: string;
  readonly expiresAt: number;
  readonly usedAt: number | null;
  readonly couponNumber: string | null;
}

export interface PromoStoreView {
  /** A guest: the page asks to sign in. */
  readonly signInKey: string | null;
  readonly isLoading: boolean;
  readonly errorKey: string | null;
  readonly balance: number;
  readonly products: readonly PromoProductView[];
  readonly codes: readonly PromoCodeView[];
  readonly codesEmptyKey: string | null;
  readonly bought: PromoText | null;
  readonly buyErrorKey: string | null;
}

function productView(product: PromoProduct, state: PromoStoreState, balance: number): PromoProductView {
  const affordable = balance >= product.pricePoints;
  return {
    id: product.id,
    effect: promoEffectText(product.effect),
    pricePoints: product.pricePoints,
    validDays: product.validDays,
    // a guest sees the product and its price; buying needs a signed-in player with the points
    canBuy: state.isSignedIn && affordable && !state.isBuying,
    isBuying: state.isBuying && state.pending?.productId === product.id,
    shortKey: !state.isSignedIn || affordable ? null : 'promo_points_short',
  };
}

/** The store page: the products with their effect and price, what the player can buy, the player's codes with their status. */
export function connectPromoStore(state: PromoStoreState): PromoStoreView {
  const balance = state.store?.balance ?? 0;
  const codes = state.store?.codes ?? [];
  return {
    signInKey: state.isSignedIn ? null : 'promo_sign_in',
    isLoading: state.store === null && state.readErrorKey === null,
    errorKey: state.readErrorKey,
    balance,
    products: (state.store?.products ?? []).map((product) => productView(product, state, balance)),
    codes: codes.map((code) => ({
      code: code.code,
      effect: promoEffectText(code.effect),
      status: code.status,
      statusKey: `promo_code_status_${code.status}`,
      expiresAt: code.expiresAt,
      usedAt: code.usedAt,
      couponNumber: code.couponNumber,
    })),
    codesEmptyKey: state.store !== null && codes.length === 0 ? 'promo_codes_empty' : null,
    bought: state.boughtCode === null ? null : { key: 'promo_bought', params: { code: state.boughtCode } },
    buyErrorKey: state.buyErrorKey,
  };
}
