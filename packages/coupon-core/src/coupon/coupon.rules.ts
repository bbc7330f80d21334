import { CouponBet as CouponBetSchema, type CouponBet } from '@kickoff/contracts';
import { isBonusBet, splitBankers } from '../bets/bets.rules';
import { reconcileBonusBet } from '../bonus/bonus.rules';
import { COUPON_TYPE_IDS, CouponType, type CouponTypeId } from '../pricing/pricing.rules';
import { clampSystemValue, DEFAULT_SYSTEM_VALUE } from '../system/system.rules';

/**
 * The editable part of the coupon (document 000 §3 "Coupon (bet slip) state"), amounts in minor
 * units. Transitions are pure: state and input in, next state out; the service applies them.
 */
export interface CouponDraft {
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  /** Epoch milliseconds each bet was added at (document 000 §3 `addedAtByBetId`). */
  readonly addedAtByBetId: Readonly<Record<string, number>>;
  readonly systemValue: number;
  readonly isActiveSystemBanker: boolean;
  readonly amountMinor: number;
  readonly amountByBetIdMinor: Readonly<Record<string, number>>;
  readonly amountByBlockIdMinor: Readonly<Record<number, number>>;
  readonly promoCode: string;
  readonly manuallyDeletedBonusBet: boolean;
}

/** The flags the bonus bet depends on (document 000 §5). */
export interface DraftContext {
  readonly isAvailableCouponBonusBet: boolean;
}

/** Defaults (document 000 §3, §9): type 0, system value 2, bankers active. */
export const EMPTY_DRAFT: CouponDraft = {
  typeId: CouponType.single,
  bets: [],
  addedAtByBetId: {},
  systemValue: DEFAULT_SYSTEM_VALUE,
  isActiveSystemBanker: true,
  amountMinor: 0,
  amountByBetIdMinor: {},
  amountByBlockIdMinor: {},
  promoCode: '',
  manuallyDeletedBonusBet: false,
};

/** Default tab (document 000 §9). */
export const DEFAULT_TAB = 1;

/** The player's own bets, without the bonus bet. */
export function playerBets(draft: Pick<CouponDraft, 'bets'>): CouponBet[] {
  return draft.bets.filter((bet) => !isBonusBet(bet));
}

/** The number of non-banker bets a system combines. */
export function nonBankerCount(draft: Pick<CouponDraft, 'bets' | 'isActiveSystemBanker'>): number {
  return splitBankers(draft.bets, draft.isActiveSystemBanker).others.length;
}

/**
 * Keeps the invariants after every change: a single holds one bet (a second bet makes an express,
 * back to a single at one bet; system and several singles stay as chosen), the bonus bet follows
 * its eligibility, the system value stays within 2 and the non-banker count, and amounts of removed
 * bets go.
 */
export function normalizeDraft(draft: CouponDraft, context: DraftContext): CouponDraft {
  const own = playerBets(draft);
  let typeId = draft.typeId;
  if (own.length <= 1 && typeId === CouponType.express) typeId = CouponType.single;
  if (own.length >= 2 && typeId === CouponType.single) typeId = CouponType.express;
  const bets = reconcileBonusBet(draft.bets, { typeId, isAvailableCouponBonusBet: context.isAvailableCouponBonusBet, manuallyDeletedBonusBet: draft.manuallyDeletedBonusBet });
  const ids = new Set(bets.map((bet) => bet.id));
  const keep = <T>(record: Readonly<Record<string, T>>): Record<string, T> => Object.fromEntries(Object.entries(record).filter(([id]) => ids.has(id)));
  const blockIds = new Set(bets.map((bet) => String(bet.blockId)));
  const next = { ...draft, typeId, bets, addedAtByBetId: keep(draft.addedAtByBetId), amountByBetIdMinor: keep(draft.amountByBetIdMinor), amountByBlockIdMinor: Object.fromEntries(Object.entries(draft.amountByBlockIdMinor).filter(([id]) => blockIds.has(id))) };
  return { ...next, systemValue: clampSystemValue(draft.systemValue, nonBankerCount(next)) };
}

/** Adds a bet (or refreshes the same selection), stamping `addedAtByBetId` with `nowMs`. */
export function addBet(draft: CouponDraft, bet: CouponBet, nowMs: number, context: DraftContext): CouponDraft {
  const exists = draft.bets.some((current) => current.id === bet.id);
  const bets = exists ? draft.bets.map((current) => (current.id === bet.id ? bet : current)) : [...playerBets(draft), bet, ...draft.bets.filter((current) => isBonusBet(current))];
  return normalizeDraft({ ...draft, bets, addedAtByBetId: exists ? draft.addedAtByBetId : { ...draft.addedAtByBetId, [bet.id]: nowMs } }, context);
}

/** Removes a bet; removing the bonus bet sets `manuallyDeletedBonusBet` (document 000 §4). */
export function removeBet(draft: CouponDraft, betId: string, context: DraftContext): CouponDraft {
  const bet = draft.bets.find((current) => current.id === betId);
  if (!bet) return draft;
  const manuallyDeletedBonusBet = draft.manuallyDeletedBonusBet || isBonusBet(bet);
  return normalizeDraft({ ...draft, bets: draft.bets.filter((current) => current.id !== betId), manuallyDeletedBonusBet }, context);
}

/** Empties the coupon; the amount, type, system value and banker switch stay as the player chose. */
export function clearDraft(draft: CouponDraft): CouponDraft {
  return { ...EMPTY_DRAFT, typeId: draft.typeId === CouponType.express ? CouponType.single : draft.typeId, systemValue: draft.systemValue, isActiveSystemBanker: draft.isActiveSystemBanker, amountMinor: draft.amountMinor };
}

/**
 * Whether choosing `typeId` takes effect on this coupon (document 000 §4 types, kept by
 * `normalizeDraft`): a single holds at most one of the player's bets, an express needs two; a system
 * and several singles can always be chosen (validation then says what is missing).
 */
export function isCouponTypeAvailable(draft: Pick<CouponDraft, 'bets'>, typeId: CouponTypeId): boolean {
  const own = playerBets(draft).length;
  if (typeId === CouponType.single) return own <= 1;
  if (typeId === CouponType.express) return own >= 2;
  return true;
}

/** Switches the coupon type; a promo code is dropped for several singles (document 000 §5). */
export function switchType(draft: CouponDraft, typeId: CouponTypeId, context: DraftContext): CouponDraft {
  return normalizeDraft({ ...draft, typeId, promoCode: typeId === CouponType.severalSingles ? '' : draft.promoCode }, context);
}

/** Marks or unmarks a banker; bets with `isDisabledBanker` cannot be bankers. */
export function toggleBanker(draft: CouponDraft, betId: string, context: DraftContext): CouponDraft {
  const bets = draft.bets.map((bet) => (bet.id === betId && (bet.isBanker || !bet.isDisabledBanker) ? { ...bet, isBanker: !bet.isBanker } : bet));
  return normalizeDraft({ ...draft, bets }, context);
}

/** Replaces one bet (a feed update already applied), keeping the invariants. */
export function replaceBet(draft: CouponDraft, bet: CouponBet, context: DraftContext): CouponDraft {
  return normalizeDraft({ ...draft, bets: draft.bets.map((current) => (current.id === bet.id ? bet : current)) }, context);
}

/** The part of the coupon kept in local storage (document 000 §3: "bets, addedAtByBetId, typeId, systemValue"). */
export interface StoredCoupon {
  readonly bets: readonly CouponBet[];
  readonly addedAtByBetId: Readonly<Record<string, number>>;
  readonly typeId: CouponTypeId;
  readonly systemValue: number;
}

/** The stored part of a draft. */
export function toStoredCoupon(draft: CouponDraft): StoredCoupon {
  return { bets: draft.bets, addedAtByBetId: draft.addedAtByBetId, typeId: draft.typeId, systemValue: draft.systemValue };
}

/** Whether a stored value is a coupon this version can restore (every bet checked against the contract). */
export function isStoredCoupon(value: unknown): value is StoredCoupon {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Record<string, unknown>;
  return (
    Array.isArray(stored.bets) &&
    stored.bets.every((bet) => CouponBetSchema.safeParse(bet).success) &&
    typeof stored.addedAtByBetId === 'object' &&
    stored.addedAtByBetId !== null &&
    COUPON_TYPE_IDS.includes(stored.typeId as CouponTypeId) &&
    typeof stored.systemValue === 'number'
  );
}
