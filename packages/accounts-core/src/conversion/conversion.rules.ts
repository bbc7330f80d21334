import type { AccountsData } from '@kickoff/contracts';

/** The currency whose accounts get the conversion reminder (document 000 §5). */
export const CONVERSION_CURRENCY_ISO = 'HRK';

/** Which reminder to show: the main-account one or the additional-account one. */
export type ConversionReminderKind = 'main' | 'additional';

/**
 * Document 000 §5 "Account conversion reminder": for HRK accounts the statuses are not allowed, main
 * account allowed, additional account allowed; the matching modal shows (once per session per user).
 */
export function conversionReminderKind(data: AccountsData | null): ConversionReminderKind | null {
  if (!data || !data.accounts.some((account) => account.iso.toUpperCase() === CONVERSION_CURRENCY_ISO)) return null;
  switch (data.conversionStatus) {
    case 'main_account_allowed':
      return 'main';
    case 'additional_account_allowed':
      return 'additional';
    case 'not_allowed':
      return null;
  }
}

/** Session-store key marking the reminder as shown for a user. */
export function conversionReminderStorageKey(userId: number): string {
  return `kickoff.conversionReminder.${userId}`;
}
