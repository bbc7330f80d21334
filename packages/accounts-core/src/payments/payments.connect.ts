import type { HistoryType, LedgerEntryType, PaymentKind, PaymentStatus } from '@kickoff/contracts';
import type { AccountsService } from '../accounts/accounts.service';
import type { AccountOperationsService } from '../accounts/account-operations.service';
import type { CurrencyAccountsFlow } from './currency-accounts.flow';
import { currencyAccounts } from '../accounts/accounts.rules';
import type { DepositFlow, MoneyForm, PaymentError, WithdrawalFlow } from './payment-form.flows';
import type { PaymentHistory, PaymentRequests, PaymentResultFlow } from './payment-views.flows';
import {
  isPaymentOpen,
  pageCount,
  PAYMENT_HISTORY_PERIODS,
  PAYMENT_HISTORY_TYPES,
  resultKey,
  type PaymentResultName,
} from './payments.rules';

/** An amount the view formats: integer minor units and the ISO code. */
export interface MoneyView {
  minor: number;
  iso: string;
}

/** What the deposit and withdrawal forms draw. */
export interface MoneyFormView {
  titleKey: string;
  loading: boolean;
  methods: Array<{ id: string; nameKey: string; selected: boolean }>;
  amountText: string;
  amountLabelKey: string;
  currencyIso: string | null;
  /** The method's bounds in the currency, for the hint `payments_bounds_hint`. */
  min: MoneyView | null;
  max: MoneyView | null;
  balance: MoneyView | null;
  amountErrorKey: string | null;
  /** The server's refusal. */
  errorKey: string | null;
  errorCode: string | null;
  /** Bounds named by an `amount_out_of_bounds` refusal. */
  errorBounds: { min: MoneyView; max: MoneyView } | null;
  submitKey: string;
  submitEnabled: boolean;
  busy: boolean;
}

function moneyOf(minor: number | null | undefined, iso: string | null): MoneyView | null {
  return minor === null || minor === undefined || iso === null ? null : { minor, iso };
}

function errorBounds(error: PaymentError | null, iso: string | null): MoneyFormView['errorBounds'] {
  if (!error?.bounds || iso === null) return null;
  return { min: { minor: error.bounds.minMinor, iso }, max: { minor: error.bounds.maxMinor, iso } };
}

function connectForm(form: MoneyForm, titleKey: string, submitKey: string): MoneyFormView {
  const iso = form.currencyIso;
  const selected = form.method?.id;
  return {
    titleKey,
    loading: form.step === 'loading',
    methods: form.availableMethods.map((method) => ({
      id: method.id,
      nameKey: method.nameKey,
      selected: method.id === selected,
    })),
    amountText: form.amountText,
    amountLabelKey: 'payments_amount',
    currencyIso: iso,
    min: moneyOf(form.bounds?.minMinor, iso),
    max: moneyOf(form.bounds?.maxMinor, iso),
    balance: moneyOf(form.balanceMinor, iso),
    amountErrorKey: form.showAmountError ? form.amountError : null,
    errorKey: form.error?.key ?? null,
    errorCode: form.error?.code ?? null,
    errorBounds: errorBounds(form.error, iso),
    submitKey: form.step === 'sending' || form.step === 'redirecting' ? 'payments_sending' : submitKey,
    submitEnabled: form.canSend,
    busy: form.step === 'sending' || form.step === 'redirecting',
  };
}

/** The deposit page (`office/recharge`). */
export function connectDeposit(flow: DepositFlow): MoneyFormView {
  return connectForm(flow.form, 'payments_deposit_title', 'payments_deposit_submit');
}

/** A payment row as the pages list it. */
export interface PaymentRowView {
  id: number;
  paymentId: string;
  amount: MoneyView;
  statusKey: string;
  status: PaymentStatus;
  createdAt: number;
  cancellable: boolean;
  cancelling: boolean;
}

/** What the withdrawal page (`office/deduce`) draws: the form, the pending withdrawals with Cancel, the last result. */
export interface WithdrawalView extends MoneyFormView {
  pending: PaymentRowView[];
  pendingTitleKey: string;
  lastResultKey: string | null;
  lastAmount: MoneyView | null;
  listErrorKey: string | null;
}

export function connectWithdrawal(flow: WithdrawalFlow): WithdrawalView {
  return {
    ...connectForm(flow.form, 'payments_withdrawal_title', 'payments_withdrawal_submit'),
    pendingTitleKey: 'payments_pending_withdrawals',
    pending: flow.pending.map((payment) => ({
      id: payment.id,
      paymentId: payment.paymentId,
      amount: { minor: payment.amountMinor, iso: payment.currencyIso },
      statusKey: `payments_status_${payment.status}`,
      status: payment.status,
      createdAt: payment.createdAt,
      cancellable: payment.status === 'pending',
      cancelling: flow.cancelling === payment.id,
    })),
    lastResultKey: flow.lastPayment ? resultKey('withdrawal', flow.lastPayment.status) : null,
    lastAmount: flow.lastPayment
      ? { minor: flow.lastPayment.amountMinor, iso: flow.lastPayment.currencyIso }
      : null,
    listErrorKey: flow.error?.key ?? null,
  };
}

/** What an onpay or thank-you page draws: the payment's actual state. */
export interface PaymentResultView {
  loading: boolean;
  titleKey: string;
  messageKey: string;
  status: PaymentStatus | null;
  tone: 'success' | 'fail' | 'pending';
  amount: MoneyView | null;
  balance: MoneyView | null;
  /** Set when the URL named another outcome than the payment has (the page follows the payment). */
  urlDiffers: boolean;
  /** Still asking the API again. */
  checking: boolean;
  errorKey: string | null;
  links: Array<{ route: 'recharge' | 'withdrawal' | 'officeHistoryPay' | 'home'; labelKey: string }>;
}

const RESULT_OF_STATUS: Readonly<Record<PaymentStatus, PaymentResultName>> = {
  created: 'pending',
  pending: 'pending',
  succeeded: 'success',
  declined: 'fail',
  cancelled: 'cancel',
};

export function connectPaymentResult(
  flow: PaymentResultFlow,
  kind: PaymentKind,
  urlResult: string | null,
  accounts: AccountsService,
): PaymentResultView {
  const payment = flow.payment;
  const status = payment?.status ?? null;
  const tone =
    status === 'succeeded' ? 'success' : status === null || isPaymentOpen(status) ? 'pending' : 'fail';
  const active = accounts.activeAccount;
  return {
    loading: flow.loading && !payment,
    titleKey: kind === 'deposit' ? 'payments_result_deposit_title' : 'payments_result_withdrawal_title',
    messageKey: status ? resultKey(kind, status) : flow.error ? flow.error.key : 'main_loading',
    status,
    tone,
    amount: payment ? { minor: payment.amountMinor, iso: payment.currencyIso } : null,
    balance:
      payment && active && active.id === payment.accountId ? { minor: active.money, iso: active.iso } : null,
    urlDiffers: status !== null && urlResult !== null && RESULT_OF_STATUS[status] !== urlResult,
    checking: status !== null && isPaymentOpen(status),
    errorKey: flow.error?.key ?? null,
    links: [
      kind === 'deposit'
        ? { route: 'recharge', labelKey: 'payments_deposit_again' }
        : { route: 'withdrawal', labelKey: 'payments_withdrawal_title' },
      { route: 'officeHistoryPay', labelKey: 'payments_history_title' },
      { route: 'home', labelKey: 'payments_back_to_bets' },
    ],
  };
}

/** What the payment history page draws. */
export interface PaymentHistoryView {
  titleKey: string;
  types: Array<{ value: HistoryType; labelKey: string; selected: boolean }>;
  periods: Array<{ value: string; labelKey: string; selected: boolean }>;
  rows: Array<{
    id: number;
    createdAt: number;
    typeKey: string;
    type: LedgerEntryType;
    amount: MoneyView;
    balanceAfter: MoneyView;
    credit: boolean;
    statusKey: string | null;
  }>;
  emptyKey: string | null;
  loading: boolean;
  errorKey: string | null;
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function connectPaymentHistory(history: PaymentHistory): PaymentHistoryView {
  const data = history.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  return {
    titleKey: 'payments_history_title',
    types: PAYMENT_HISTORY_TYPES.map((value) => ({
      value,
      labelKey: `payments_history_type_${value}`,
      selected: history.filter.type === value,
    })),
    periods: PAYMENT_HISTORY_PERIODS.map((value) => ({
      value,
      labelKey: `payments_history_period_${value}`,
      selected: history.filter.period === value,
    })),
    rows: (data?.items ?? []).map((item) => ({
      id: item.id,
      createdAt: item.createdAt,
      typeKey: `payments_ledger_${item.type}`,
      type: item.type,
      amount: { minor: item.amountMinor, iso: item.currencyIso },
      balanceAfter: { minor: item.balanceAfterMinor, iso: item.currencyIso },
      credit: item.amountMinor > 0,
      statusKey: item.payment ? `payments_status_${item.payment.status}` : null,
    })),
    emptyKey: data && data.items.length === 0 ? 'payments_history_empty' : null,
    loading: history.loading && !data,
    errorKey: history.error?.key ?? null,
    page: history.filter.page,
    pageCount: pages,
    hasPrevious: history.filter.page > 1,
    hasNext: history.filter.page < pages,
  };
}

/** What the payment requests pages draw for a route: the list, the topics, a topic's sub-topics and transactions, the form. */
export interface PaymentRequestsView {
  loading: boolean;
  errorKey: string | null;
  requests: Array<{
    id: number;
    topicKey: string;
    subTopicKey: string | null;
    statusKey: string;
    createdAt: number;
    message: string;
    transaction: MoneyView | null;
  }>;
  emptyKey: string | null;
  topics: Array<{ id: number; titleKey: string }>;
  topic: {
    id: number;
    titleKey: string;
    subTopics: Array<{ id: number; titleKey: string }>;
    takesTransaction: boolean;
  } | null;
  transactions: Array<{ id: number; amount: MoneyView; statusKey: string; createdAt: number }>;
  message: string;
  messageValid: boolean;
  sending: boolean;
  createdKey: string | null;
  /** The payment the request is about, when the route names one of the player's. */
  selectedTransaction: { id: number; amount: MoneyView; statusKey: string; createdAt: number } | null;
  /** The message form shows until the request was sent. */
  showForm: boolean;
}

export function connectPaymentRequests(
  requests: PaymentRequests,
  topicId: number | null,
  transactionId: number | null = null,
): PaymentRequestsView {
  const topic = requests.topic(topicId);
  const titleOf = (id: number) => requests.topic(id)?.titleKey ?? 'payment_requests_topic_other';
  const subTitleOf = (topicOf: number, id: number | null) =>
    id === null ? null : (requests.topic(topicOf)?.subTopics.find((sub) => sub.id === id)?.titleKey ?? null);
  const length = requests.message.trim().length;
  const transactions = requests.transactions.map((payment) => ({
    id: payment.id,
    amount: { minor: payment.amountMinor, iso: payment.currencyIso },
    statusKey: `payments_status_${payment.status}`,
    createdAt: payment.createdAt,
  }));
  return {
    loading: requests.loading,
    errorKey: requests.error?.key ?? null,
    requests: requests.requests.map((request) => ({
      id: request.id,
      topicKey: titleOf(request.topicId),
      subTopicKey: subTitleOf(request.topicId, request.subTopicId),
      statusKey: `payment_requests_status_${request.status}`,
      createdAt: request.createdAt,
      message: request.message,
      transaction: request.transaction
        ? { minor: request.transaction.amountMinor, iso: request.transaction.currencyIso }
        : null,
    })),
    emptyKey: !requests.loading && requests.requests.length === 0 ? 'payment_requests_empty' : null,
    topics: requests.topics.map((candidate) => ({ id: candidate.id, titleKey: candidate.titleKey })),
    topic: topic
      ? {
          id: topic.id,
          titleKey: topic.titleKey,
          subTopics: topic.subTopics,
          takesTransaction: topic.transactionKind !== null,
        }
      : null,
    transactions,
    message: requests.message,
    // The API's bounds (contracts CreatePaymentRequestBody): 10 to 2000 characters.
    messageValid: length >= 10 && length <= 2000,
    sending: requests.sending,
    createdKey: requests.created ? 'payment_requests_created' : null,
    selectedTransaction: transactions.find((transaction) => transaction.id === transactionId) ?? null,
    showForm: requests.created === null,
  };
}

/** What the currency accounts block of the account page draws (document 001 §3, §4, §9). */
export interface CurrencyAccountsView {
  enabled: boolean;
  accounts: Array<{
    id: number;
    iso: string;
    balance: MoneyView;
    active: boolean;
    typeKey: string;
    switchable: boolean;
    removable: boolean;
  }>;
  currencies: Array<{ id: number; iso: string; name: string }>;
  busy: boolean;
  addKey: string;
  selectedCurrencyId: number | null;
  canAdd: boolean;
  notice: { key: string; iso: string | null; ok: boolean } | null;
}

/** The currency accounts block bound to its flow. */
export function connectCurrencyAccountsFlow(flow: CurrencyAccountsFlow): CurrencyAccountsView {
  const view = connectCurrencyAccounts(flow.accounts, flow.operations, flow.enabled);
  return {
    ...view,
    selectedCurrencyId: flow.selectedCurrencyId,
    canAdd: flow.enabled && flow.selectedCurrencyId !== null && !view.busy,
    notice: flow.notice,
  };
}

export function connectCurrencyAccounts(accounts: AccountsService, operations: Pick<AccountOperationsService, 'process' | 'availableCurrencies'>, enabled: boolean): CurrencyAccountsView {
  const currency = new Set(currencyAccounts(accounts.data).map((account) => account.id));
  return {
    enabled,
    accounts: accounts.accounts
      .filter((account) => account.type !== 4)
      .map((account) => ({
        id: account.id,
        iso: account.iso,
        balance: { minor: account.money, iso: account.iso },
        active: account.isActive,
        typeKey: `office_account_type_${account.type}`,
        switchable: !account.isActive && operations.process === null,
        // Only an empty, inactive currency account (type 9) can be removed.
        removable:
          enabled &&
          currency.has(account.id) &&
          !account.isActive &&
          account.money === 0 &&
          operations.process === null,
      })),
    currencies: operations.availableCurrencies.map((entry) => ({
      id: entry.id,
      iso: entry.iso,
      name: entry.name,
    })),
    busy: operations.process !== null,
    addKey: operations.process === 'add' ? 'accounts_adding' : 'accounts_add_currency',
    selectedCurrencyId: null,
    canAdd: false,
    notice: null,
  };
}
