import type { NotificationInput, NotificationType } from './notifications.types';

/** Default titles by type (document 000 §8). */
export const defaultTitleCases: Array<[NotificationType, string | undefined]> = [
  ['error', 'main_error'],
  ['success', 'main_done'],
  ['info', undefined],
  ['warning', undefined],
];

/** Auto-close delays (document 000 §9 "Error-notification auto close 10,000 ms"). */
export const autoCloseCases: Array<[string, Pick<NotificationInput, 'type' | 'permanent' | 'autoCloseMs'>, number | null]> = [
  ['an error closes after 10,000 ms', { type: 'error' }, 10_000],
  ['a permanent error never closes by itself', { type: 'error', permanent: true }, null],
  ['an explicit delay wins', { type: 'success', autoCloseMs: 3_000 }, 3_000],
  ['a success uses the same 10,000 ms', { type: 'success' }, 10_000],
  ['a permanent info never closes', { type: 'info', permanent: true, autoCloseMs: 3_000 }, null],
];
