import type { NotificationInput, NotificationType } from './notifications.types';

/** At most 3 notifications visible by default; 1 for the other areas (document 001 §9). */
export const NOTIFICATIONS_MAX_VISIBLE = 3;
/** The limit of the other notification areas (document 001 §9 "1 for others"). */
export const NOTIFICATIONS_MAX_VISIBLE_OTHER = 1;
/** Error notifications close by themselves after 10,000 ms (document 000 §9). */
export const ERROR_NOTIFICATION_AUTO_CLOSE_MS = 10_000;
/** Default title of an error (document 000 §8). */
export const ERROR_TITLE_KEY = 'main_error';
/** Default title of a success (document 000 §8). */
export const SUCCESS_TITLE_KEY = 'main_done';
/** Default confirm button text (document 000 §8). */
export const CONFIRM_KEY = 'main_ok';

/** The default title key of a type: `main_error`, `main_done`, or none. */
export function defaultTitleKey(type: NotificationType): string | undefined {
  if (type === 'error') return ERROR_TITLE_KEY;
  if (type === 'success') return SUCCESS_TITLE_KEY;
  return undefined;
}

/**
 * When a notification closes by itself (ms), `null` for never. Permanent ones never do; an explicit
 * delay wins; otherwise 10,000 ms. The spec gives the 10,000 ms for errors only; decision: the other
 * types use the same delay, since no other figure is given and a stuck success would hold a slot.
 */
export function autoCloseMs(input: Pick<NotificationInput, 'type' | 'permanent' | 'autoCloseMs'>): number | null {
  if (input.permanent) return null;
  if (input.autoCloseMs !== undefined) return input.autoCloseMs;
  return ERROR_NOTIFICATION_AUTO_CLOSE_MS;
}

/** How many queued notifications may become visible now. */
export function slotsFree(visibleCount: number, maxVisible: number): number {
  return Math.max(0, maxVisible - visibleCount);
}
