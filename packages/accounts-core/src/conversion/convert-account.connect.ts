import type { ConvertAccountFlow } from './convert-account.flow';
import type { ConversionReminderService } from './conversion-reminder.service';

/** What the convert-account page draws. */
export interface ConvertAccountView {
  loading: boolean;
  /** Dictionary key of the load failure, with a retry; `null` otherwise. */
  errorKey: string | null;
  titleKey: string;
  /** Dictionary key of the case text (main account, additional account, or nothing to convert). */
  textKey: string | null;
  /** The accounts held in the withdrawn currency, with their balances (integer minor units). */
  accounts: Array<{ id: number; typeKey: string; minor: number; iso: string; active: boolean }>;
  /** The way on: the account page (open another currency's account, make it active) or support; `null` when nothing to convert. */
  action: { textKey: string; target: 'account' | 'support' } | null;
}

/** Pure view model of the convert-account page (document 000 §4 "Account conversion reminder"). */
export function connectConvertAccount(flow: ConvertAccountFlow): ConvertAccountView {
  const ready = flow.state === 'ready';
  const kind = ready ? flow.kind : null;
  return {
    loading: flow.state === 'loading',
    errorKey: flow.state === 'failed' ? 'convert_account_load_failed' : null,
    titleKey: 'convert_account_title',
    textKey: !ready ? null : kind === 'main' ? 'convert_account_main' : kind === 'additional' ? 'convert_account_additional' : 'convert_account_none',
    accounts: kind
      ? flow.convertibleAccounts.map((account) => ({
          id: account.id,
          typeKey: account.type === 0 ? 'convert_account_type_main' : 'convert_account_type_additional',
          minor: account.money,
          iso: account.iso,
          active: account.isActive,
        }))
      : [],
    action: !kind
      ? null
      : flow.canOpenCurrencyAccount
        ? { textKey: 'convert_account_action', target: 'account' }
        : { textKey: 'convert_account_support', target: 'support' },
  };
}

/** What the conversion reminder draws: the case, the way to the convert-account page and the close button. */
export interface ConversionReminderView {
  /** Dictionary key of the case (main or additional account in kuna). */
  textKey: string;
  /** Dictionary key of the link to the convert-account page. */
  linkKey: string;
  closeKey: string;
}

/**
 * Pure view model of the conversion reminder (document 000 §5 "Account conversion reminder": the
 * main-account or the additional-account modal, once per session per user); `null` while none is due.
 */
export function connectConversionReminder(reminder: ConversionReminderService): ConversionReminderView | null {
  if (reminder.reminder === null) return null;
  return {
    textKey: reminder.reminder === 'main' ? 'convert_account_main' : 'convert_account_additional',
    linkKey: 'convert_account_title',
    closeKey: 'main_close',
  };
}
