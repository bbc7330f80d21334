import type { CouponBet } from '@kickoff/contracts';

/** The new-site modal is remembered 15768e7 ms, about 5 years (document 001 §9). */
export const NEW_SITE_MODAL_REMEMBER_MS = 15768e7;
/** Local store key of when the new-site modal was shown, epoch ms. */
export const NEW_SITE_MODAL_SHOWN_AT_KEY = 'shell.newSiteModalShownAt';
/** The first-deposit bonus popup opens 15 s after its conditions are met (document 001 §9). */
export const BONUS_POPUP_DELAY_MS = 15_000;
/** Session store key: the bonus popup was shown in this session. */
export const BONUS_POPUP_SHOWN_KEY = 'shell.bonusPopupShown';
/** Session store key of the coupon reminder record `{ id, timeToShow, isShown }` (document 000 §3, document 001 §3). */
export const COUPON_REMINDER_STORAGE_KEY = 'kickoff.coupon.reminder';
/** The coupon reminder notification's message key. */
export const COUPON_REMINDER_MESSAGE_KEY = 'coupon_reminder';
/** Reminder delay after a live bet (document 001 §9: "Coupon reminder 30 s live"). */
export const COUPON_REMINDER_LIVE_DELAY_MS = 30_000;
/** Reminder delay after a line bet (document 001 §9: "5 min line"). */
export const COUPON_REMINDER_LINE_DELAY_MS = 300_000;

/** The registration reminder timing from the site configuration (document 001 §3). */
export interface RegistrationReminderConfig {
  delaySeconds: number;
  intervalMinutes: number;
}

/** Delay before the first registration reminder, ms (`delay` is in seconds, document 001 §3). */
export function registrationReminderFirstDelayMs(config: RegistrationReminderConfig): number {
  return Math.max(0, config.delaySeconds) * 1_000;
}

/**
 * Delay between reminders, ms (`interval` is in minutes, document 001 §3), or `undefined` when the
 * interval is 0 or less: then the reminder comes once.
 */
export function registrationReminderIntervalMs(config: RegistrationReminderConfig): number | undefined {
  return config.intervalMinutes > 0 ? config.intervalMinutes * 60_000 : undefined;
}

/** Whether the registration reminder is scheduled at all: guests, registration open, no search bot. */
export function isRegistrationReminderActive(input: { isGuest: boolean; isRegistrationAllowed: boolean; isVipDomain: boolean; isSearchBot: boolean }): boolean {
  return input.isGuest && input.isRegistrationAllowed && !input.isVipDomain && !input.isSearchBot;
}

/**
 * Whether a due reminder shows now (document 001 §4, §5): not while a modal is open or the auth
 * form is on the page. A skipped reminder waits for the next interval.
 */
export function canShowRegistrationReminder(input: { isModalOpen: boolean; isAuthFormOpen: boolean }): boolean {
  return !input.isModalOpen && !input.isAuthFormOpen;
}

/** The new-site modal: guests only, once per 15768e7 ms (document 001 §4, §9). */
export function shouldShowNewSiteModal(input: { isGuest: boolean; isSearchBot: boolean; shownAtMs: number | undefined; nowMs: number }): boolean {
  if (!input.isGuest || input.isSearchBot) return false;
  if (input.shownAtMs === undefined) return true;
  return input.nowMs - input.shownAtMs >= NEW_SITE_MODAL_REMEMBER_MS;
}

/** What the first-deposit bonus popup waits for. */
export interface BonusPopupConditions {
  isAuthorized: boolean;
  /** Site flag `hasBonus1st`. */
  hasBonus1st: boolean;
  /** The user's `has_deposit` (user config): the popup is for a first deposit. */
  hasDeposit: boolean;
  /** `bonusPopupInformation` was loaded and is not empty. */
  hasBonusPopupInformation: boolean;
  isSearchBot: boolean;
  /** Shown already in this session. */
  isShownInSession: boolean;
}

/**
 * The popup's conditions (document 001 §4 "First-deposit bonus popup: 15 s after its conditions are
 * met"; §6 bonus popup for authorized users). Decision: the site offers a first-deposit bonus, the
 * user has not deposited yet, the popup information exists, and it was not shown in this session.
 */
export function areBonusPopupConditionsMet(input: BonusPopupConditions): boolean {
  return input.isAuthorized && input.hasBonus1st && !input.hasDeposit && input.hasBonusPopupInformation && !input.isSearchBot && !input.isShownInSession;
}

/** The coupon reminder record in the session store (document 000 §3): `timeToShow` in epoch ms. */
export interface CouponReminderRecord {
  readonly id: string;
  readonly timeToShow: number;
  readonly isShown: boolean;
}

/** Narrows a stored value to a coupon reminder record. */
export function isCouponReminderRecord(value: unknown): value is CouponReminderRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<CouponReminderRecord>;
  return typeof record.id === 'string' && typeof record.timeToShow === 'number' && Number.isFinite(record.timeToShow) && typeof record.isShown === 'boolean';
}

/** The coupon bet fields the reminder reads (document 001 §3: "Coupon bet fields used: market {id, isLive}, isBlocked"). */
export type CouponReminderBet = Pick<CouponBet, 'id' | 'isBlocked'> & { readonly market: Pick<CouponBet['market'], 'id' | 'isLive'> };

/** 30 s for a live bet, 5 min for a line bet (document 001 §4 "Coupon reminder", §9). */
export function couponReminderDelayMs(bet: CouponReminderBet): number {
  return bet.market.isLive ? COUPON_REMINDER_LIVE_DELAY_MS : COUPON_REMINDER_LINE_DELAY_MS;
}

/**
 * The reminder record after the coupon changed (document 001 §4: "a notification after 30 s for a
 * live bet or 5 min for a line bet, once per session"): once shown it stays for the session; a
 * record whose bet is still in the coupon is kept; otherwise a new one for the first bet that can be
 * placed, due after that bet's delay; a coupon with none has no record. A blocked bet does not
 * start a reminder: it cannot be placed (this project's reading of the `isBlocked` field the spec
 * lists as used).
 */
export function nextCouponReminderRecord(record: CouponReminderRecord | undefined, bets: readonly CouponReminderBet[], nowMs: number): CouponReminderRecord | undefined {
  if (record?.isShown) return record;
  const open = bets.filter((bet) => !bet.isBlocked);
  if (record && open.some((bet) => bet.id === record.id)) return record;
  const first = open[0];
  return first ? { id: first.id, timeToShow: nowMs + couponReminderDelayMs(first), isShown: false } : undefined;
}
