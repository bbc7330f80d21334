import { LimitTypeCode, type AvailableLimit, type Limit } from '@kickoff/contracts';
import { DEPOSIT_NO_LIMIT, SESSION_LIMIT_NOT_SET, isMoneyLimitType } from './limit-catalog';

// issue 20: the limit value and the approval dialog every page may show, apart from the
// responsible-gaming page's view model (limits-page.connect.ts), which loads with its area.

/**
 * A value as the view writes it: a dictionary key with a count, or with an amount in minor units
 * that the view formats in its currency (no arithmetic on money in the view).
 */
export interface LimitValueView {
  key: string;
  count?: number;
  money?: { minor: number; currencyIso: string };
}

const MEASURE_KEY: Readonly<Record<string, string>> = {
  minutes: 'responsible_measure_minutes',
  hours: 'responsible_measure_hours',
  days: 'responsible_measure_days',
};

/**
 * A limit value in its measure: money in minor units of `currencyIso`, "no limit" for the deposit
 * code 999999999 (never as an amount), "not set" for the session limit's -1 (document 001 §9).
 */
export function limitValueView(limitType: number, value: number | null, measure: AvailableLimit['measure'], currencyIso: string): LimitValueView {
  if (value === null) return { key: 'responsible_not_set' };
  if (limitType === LimitTypeCode.session && value === SESSION_LIMIT_NOT_SET) return { key: 'responsible_session_not_set' };
  if (isMoneyLimitType(limitType) || measure === 'money') {
    if (value === DEPOSIT_NO_LIMIT) return { key: 'responsible_no_limit' };
    return { key: 'responsible_value_money', money: { minor: value, currencyIso } };
  }
  return { key: MEASURE_KEY[measure] ?? 'responsible_measure_days', count: value };
}

/** The non-closable approve-or-reject dialog of a pending limit whose cooling-off is over (document 001 §4). */
export interface LimitApprovalView {
  limitType: number;
  titleKey: string;
  textKey: string;
  limitTitleKey: string;
  value: LimitValueView;
  confirmKey: string;
  rejectKey: string;
  busy: boolean;
}

/** The approval dialog's keys and values, or null when no pending limit needs the player's answer. */
export function connectLimitApproval(source: { approvalDialog: { limit: Limit } | null; isBusy: boolean }, currencyIso: string): LimitApprovalView | null {
  const limit = source.approvalDialog?.limit;
  if (!limit) return null;
  return {
    limitType: limit.limitType,
    titleKey: 'responsible_gaming_approval_title',
    textKey: 'responsible_gaming_approval_text',
    limitTitleKey: `responsible_limit_${limit.limitType}`,
    value: limitValueView(limit.limitType, limit.limitValue, 'money', limit.currencyCode ?? currencyIso),
    confirmKey: 'responsible_gaming_approval_confirm',
    rejectKey: 'responsible_gaming_approval_reject',
    busy: source.isBusy,
  };
}
