import type {
  HistoryType,
  MethodBounds,
  PaymentKind,
  PaymentMethod,
  PaymentStatus,
} from '@kickoff/contracts';

/** Minor digits of a currency; every currency of the product has 2 (the API's `currencies.minor_digits`). */
export function paymentCurrencyDecimals(_currencyIso: string): number {
  return 2;
}

/**
 * Reads an amount typed in major units ("25", "25.5", "25,50") into integer minor units without
 * floating point: digits only, one separator, at most `decimals` decimals. `null` when it is not an
 * amount (empty, letters, too many decimals, zero).
 */
export function parseAmountMinor(text: string, decimals: number): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(trimmed);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** The methods offering `kind` that accept `currencyIso`. */
export function methodsFor(
  methods: readonly PaymentMethod[],
  kind: PaymentKind,
  currencyIso: string | null,
): PaymentMethod[] {
  return methods.filter(
    (method) =>
      method.kinds.includes(kind) &&
      (currencyIso === null || method.bounds.some((bounds) => bounds.currencyIso === currencyIso)),
  );
}

/** A method's bounds for a currency, or null when it takes none in it. */
export function boundsFor(
  method: PaymentMethod | undefined,
  currencyIso: string | null,
): MethodBounds | null {
  if (!method || currencyIso === null) return null;
  return method.bounds.find((bounds) => bounds.currencyIso === currencyIso) ?? null;
}

/** Why an amount cannot be sent, as a dictionary key, or null when it can. */
export type AmountError =
  | 'payments_amount_invalid'
  | 'payments_amount_below_min'
  | 'payments_amount_above_max'
  | 'payments_amount_above_balance';

/**
 * Checks an amount against the method's bounds (and, for a withdrawal, the balance): the same
 * rule the API keeps (`amount_out_of_bounds`, `insufficient_funds`), so the player sees it before sending.
 */
export function amountError(
  amountMinor: number | null,
  bounds: MethodBounds | null,
  balanceMinor: number | null,
): AmountError | null {
  if (amountMinor === null) return 'payments_amount_invalid';
  if (bounds && amountMinor < bounds.minMinor) return 'payments_amount_below_min';
  if (bounds && amountMinor > bounds.maxMinor) return 'payments_amount_above_max';
  if (balanceMinor !== null && amountMinor > balanceMinor) return 'payments_amount_above_balance';
  return null;
}

/** The onpay result a route names (document 000 §2: success, fail, pending, cancel). */
export type PaymentResultName = 'success' | 'fail' | 'pending' | 'cancel';

/** What the result page says: it follows the payment's actual state, never the URL's word. */
export function resultKey(kind: PaymentKind, status: PaymentStatus): string {
  return `payments_result_${kind}_${status}`;
}

/** A payment still on its way: the result page asks again. */
export function isPaymentOpen(status: PaymentStatus): boolean {
  return status === 'created' || status === 'pending';
}

/** The result page asks again this often while the payment is open, at most `RESULT_POLL_MAX_REPEATS` times. */
export const RESULT_POLL_INTERVAL_MS = 3_000;
export const RESULT_POLL_MAX_REPEATS = 10;

/** The periods of the payment history filter, in days (`all`: no start). */
export const PAYMENT_HISTORY_PERIODS = ['1', '7', '30', '90', 'all'] as const;
export type PaymentHistoryPeriod = (typeof PAYMENT_HISTORY_PERIODS)[number];
export const PAYMENT_HISTORY_TYPES: readonly HistoryType[] = [
  'all',
  'deposits',
  'withdrawals',
  'bets',
  'casino',
  'other',
];
export const PAYMENT_HISTORY_PAGE_SIZE = 20;

/** The filter of the payment history. */
export interface PaymentHistoryFilter {
  type: HistoryType;
  period: PaymentHistoryPeriod;
  page: number;
}

export const DEFAULT_PAYMENT_HISTORY_FILTER: PaymentHistoryFilter = { type: 'all', period: '30', page: 1 };

/** The start of a period in epoch seconds, counted back from `nowMs` (`null` for all time). */
export function periodStartSeconds(period: PaymentHistoryPeriod, nowMs: number): number | null {
  if (period === 'all') return null;
  return Math.floor(nowMs / 1000) - Number(period) * 86_400;
}

/** A filter value from the view, checked: unknown values are refused (null). */
export function checkedHistoryFilter(filter: {
  type: string;
  period: string;
  page: number;
}): PaymentHistoryFilter | null {
  const type = PAYMENT_HISTORY_TYPES.find((candidate) => candidate === filter.type);
  const period = PAYMENT_HISTORY_PERIODS.find((candidate) => candidate === filter.period);
  if (!type || !period || !Number.isInteger(filter.page) || filter.page < 1) return null;
  return { type, period, page: filter.page };
}

/** Pages of a history answer. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
