import type { CouponBet } from '@kickoff/contracts';
import { isBetLive } from '../bets/bets.rules';

/** Reminder delay after a live bet (document 001 §9: "Coupon reminder 30 s live"). */
export const LIVE_REMINDER_DELAY_MS = 30_000;
/** Reminder delay after a line bet (document 001 §9: "5 min line"). */
export const LINE_REMINDER_DELAY_MS = 300_000;
/** Session-storage key of the reminder record. */
export const REMINDER_STORAGE_KEY = 'kickoff.coupon.reminder';

/** The reminder record kept in session storage (document 000 §3, document 001 §3): `timeToShow` in epoch ms. */
export interface CouponReminderRecord {
  readonly id: string;
  readonly timeToShow: number;
  readonly isShown: boolean;
}

/** Guards a stored reminder record. */
export function isReminderRecord(value: unknown): value is CouponReminderRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.timeToShow === 'number' && Number.isFinite(record.timeToShow) && typeof record.isShown === 'boolean';
}

/** 30 s for a live bet, 5 min for a line bet (document 001 §4 "Coupon reminder"). */
export function reminderDelayMs(bet: Pick<CouponBet, 'game' | 'market'>): number {
  return isBetLive(bet) ? LIVE_REMINDER_DELAY_MS : LINE_REMINDER_DELAY_MS;
}

/**
 * The reminder record after the coupon changed: once shown it stays (once per session, document
 * 001 §4); an empty coupon has none; a record whose bet is still in the coupon is kept; otherwise a
 * new one for the first bet, due after that bet's delay.
 */
export function nextReminderRecord(record: CouponReminderRecord | undefined, bets: readonly CouponBet[], nowMs: number): CouponReminderRecord | undefined {
  if (record?.isShown) return record;
  const first = bets[0];
  if (!first) return undefined;
  if (record && bets.some((bet) => bet.id === record.id)) return record;
  return { id: first.id, timeToShow: nowMs + reminderDelayMs(first), isShown: false };
}
