import {
  isApiError,
  PaymentsApi,
  type Payment,
  type PaymentHistoryResponse,
  type PaymentKind,
  type PaymentMethod,
  type PaymentRequestTopic,
  type PaymentSupportRequest,
} from '@kickoff/contracts';
import { Clock, type TimerHandle } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Accounts, type AccountsService } from '../accounts/accounts.service';
import { PaymentIdSource, PaymentPage } from './payments.ports';
import {
  amountError,
  boundsFor,
  checkedHistoryFilter,
  DEFAULT_PAYMENT_HISTORY_FILTER,
  isPaymentOpen,
  methodsFor,
  PAYMENT_HISTORY_PAGE_SIZE,
  parseAmountMinor,
  paymentCurrencyDecimals,
  periodStartSeconds,
  RESULT_POLL_INTERVAL_MS,
  RESULT_POLL_MAX_REPEATS,
  type AmountError,
  type PaymentHistoryFilter,
} from './payments.rules';

/** A refusal as the view shows it: the dictionary key, the code and the values it names. */
export interface PaymentError {
  code: string;
  key: string;
  /** Minor-unit bounds of an `amount_out_of_bounds` refusal. */
  bounds: { minMinor: number; maxMinor: number } | null;
}

/** The error of a failed call: the server's code and key, bounds when it names them. */
export function paymentErrorOf(error: unknown): PaymentError {
  if (!isApiError(error)) return { code: 'network_error', key: 'main_network_error', bounds: null };
  const details = error.body?.details as { minMinor?: unknown; maxMinor?: unknown } | undefined;
  const bounds =
    typeof details?.minMinor === 'number' && typeof details.maxMinor === 'number'
      ? { minMinor: details.minMinor, maxMinor: details.maxMinor }
      : null;
  return { code: error.code, key: error.messageKey, bounds };
}

/** Where a money form stands. */
export type PaymentFormStep = 'loading' | 'form' | 'sending' | 'redirecting' | 'failed';

/**
 * The money form shared by deposit and withdrawal (document 000 §2 `office/recharge`,
 * `office/deduce`): the methods that take the active account's currency, the amount typed in major
 * units and checked against the method's bounds before sending. One payment id per intent: a retry
 * after a lost answer sends the same id (the API answers the same payment), a changed amount or
 * method makes a new one.
 */
export class MoneyForm {
  step: PaymentFormStep = 'loading';
  methods: PaymentMethod[] = [];
  methodId: string | null = null;
  amountText = '';
  error: PaymentError | null = null;
  /** Shown once the amount was touched or a send was tried. */
  showAmountError = false;
  private intentId: string | null = null;

  constructor(
    readonly kind: PaymentKind,
    private readonly api: PaymentsApi,
    private readonly accounts: AccountsService,
    private readonly ids: PaymentIdSource,
    private readonly afterLoad: () => Promise<void> = async () => {},
  ) {
    makeAutoObservable<this, 'api' | 'accounts' | 'ids' | 'afterLoad' | 'intentId'>(
      this,
      { kind: false, api: false, accounts: false, ids: false, afterLoad: false, intentId: false },
      { autoBind: true },
    );
  }

  /** The active account's currency, or null before the accounts are known. */
  get currencyIso(): string | null {
    return this.accounts.activeAccount?.iso ?? null;
  }

  get balanceMinor(): number | null {
    return this.accounts.activeAccount?.money ?? null;
  }

  /** The methods of this kind that take the active account's currency. */
  get availableMethods(): PaymentMethod[] {
    return methodsFor(this.methods, this.kind, this.currencyIso);
  }

  get method(): PaymentMethod | undefined {
    return this.availableMethods.find((method) => method.id === this.methodId) ?? this.availableMethods[0];
  }

  get bounds() {
    return boundsFor(this.method, this.currencyIso);
  }

  get amountMinor(): number | null {
    return parseAmountMinor(this.amountText, paymentCurrencyDecimals(this.currencyIso ?? ''));
  }

  get amountError(): AmountError | null {
    return amountError(this.amountMinor, this.bounds, this.kind === 'withdrawal' ? this.balanceMinor : null);
  }

  get canSend(): boolean {
    return this.step === 'form' && this.method !== undefined && this.amountError === null;
  }

  /** Loads the methods (and the accounts when not known yet). */
  async load(): Promise<void> {
    this.step = 'loading';
    this.error = null;
    try {
      const [methods] = await Promise.all([
        this.api.getMethods(),
        this.accounts.data ? Promise.resolve(true) : this.accounts.refresh(),
      ]);
      runInAction(() => {
        this.methods = methods;
        this.step = 'form';
      });
      await this.afterLoad();
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
        this.step = 'failed';
      });
    }
  }

  selectMethod(methodId: string): void {
    if (!this.availableMethods.some((method) => method.id === methodId) || methodId === this.methodId) return;
    this.methodId = methodId;
    this.intentId = null;
  }

  setAmount(text: string): void {
    if (text === this.amountText) return;
    this.amountText = text;
    this.intentId = null;
    this.error = null;
  }

  /** Clears the amount after a payment went through. */
  clearAmount(): void {
    this.amountText = '';
    this.showAmountError = false;
  }

  /** Shows the form as leaving for the provider's page. */
  markRedirecting(): void {
    this.step = 'redirecting';
  }

  /** Marks the amount as touched: its error shows from now on. */
  touchAmount(): void {
    this.showAmountError = true;
  }

  /** Sends the payment if the form holds; answers the payment or null (the error is set). */
  async send(language: string): Promise<Payment | null> {
    this.showAmountError = true;
    const method = this.method;
    const amountMinor = this.amountMinor;
    const accountId = this.accounts.activeAccount?.id;
    if (!this.canSend || !method || amountMinor === null || accountId === undefined) return null;
    this.intentId ??= this.ids.next();
    this.step = 'sending';
    this.error = null;
    const request = { paymentId: this.intentId, amountMinor, methodId: method.id, accountId, language };
    try {
      const payment =
        this.kind === 'deposit' ? await this.api.deposit(request) : await this.api.withdraw(request);
      runInAction(() => {
        this.intentId = null;
        this.step = 'form';
      });
      return payment;
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
        this.step = 'form';
      });
      return null;
    }
  }
}

/**
 * Deposit (document 000 §2 `office/recharge`, issue 13): the player picks a method and an amount;
 * the API creates the payment and the player leaves for the provider's page to pay. The balance
 * changes only when the provider reports the payment paid (the onpay pages show the outcome).
 */
@injectable()
export class DepositFlow {
  readonly form: MoneyForm;

  constructor(
    @inject(PaymentsApi) api: PaymentsApi,
    @inject(Accounts) accounts: AccountsService,
    @inject(PaymentIdSource) ids: PaymentIdSource,
    @inject(PaymentPage) private readonly page: PaymentPage,
  ) {
    this.form = new MoneyForm('deposit', api, accounts, ids);
    makeAutoObservable<this, 'page'>(this, { form: false, page: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.form.load();
  }

  /** Creates the deposit and opens the provider's page. */
  async submit(language: string): Promise<void> {
    const payment = await this.form.send(language);
    if (!payment?.redirectUrl) return;
    this.form.markRedirecting();
    this.page.assign(payment.redirectUrl);
  }
}

/**
 * Withdrawal (document 000 §2 `office/deduce`, issue 13): the money is reserved at once (the balance
 * drops) and the payment waits for the cashier; while it is pending the player may cancel it and
 * the money comes back. Refusals (ban, open bonus wager, self-exclusion, time-out) come from the API.
 */
@injectable()
export class WithdrawalFlow {
  readonly form: MoneyForm;
  pending: Payment[] = [];
  /** The last withdrawal sent or cancelled from this page. */
  lastPayment: Payment | null = null;
  cancelling: number | null = null;
  error: PaymentError | null = null;

  constructor(
    @inject(PaymentsApi) private readonly api: PaymentsApi,
    @inject(Accounts) private readonly accounts: AccountsService,
    @inject(PaymentIdSource) ids: PaymentIdSource,
  ) {
    this.form = new MoneyForm('withdrawal', api, accounts, ids, () => this.loadPending());
    makeAutoObservable<this, 'api' | 'accounts'>(
      this,
      { form: false, api: false, accounts: false },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    this.lastPayment = null;
    return this.form.load();
  }

  async loadPending(): Promise<void> {
    try {
      const pending = await this.api.listPayments({ kind: 'withdrawal', status: 'pending' });
      runInAction(() => {
        this.pending = pending;
      });
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
      });
    }
  }

  /** Requests the withdrawal; on success the form clears, the balance and the pending list refresh. */
  async submit(language: string): Promise<void> {
    const payment = await this.form.send(language);
    if (!payment) return;
    runInAction(() => {
      this.lastPayment = payment;
    });
    this.form.clearAmount();
    await Promise.all([this.accounts.refresh(), this.loadPending()]);
  }

  /** Cancels a pending withdrawal: the money comes back to the account. */
  async cancel(paymentId: number): Promise<void> {
    if (this.cancelling !== null) return;
    this.cancelling = paymentId;
    this.error = null;
    try {
      const cancelled = await this.api.cancel(paymentId);
      runInAction(() => {
        this.lastPayment = cancelled;
      });
      await Promise.all([this.accounts.refresh(), this.loadPending()]);
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
      });
    } finally {
      runInAction(() => {
        this.cancelling = null;
      });
    }
  }
}

/**
 * The onpay pages (document 000 §2: onpay success, fail, pending, cancel and the same under
 * withdraw) and the thank-you page: they show the payment's actual state, asked from the API; the
 * URL's word is never taken for it. While the payment is open (created, pending) it is asked again
 * every `RESULT_POLL_INTERVAL_MS`, at most `RESULT_POLL_MAX_REPEATS` times; once it succeeded the
 * balance is refreshed.
 */
@injectable()
export class PaymentResultFlow {
  payment: Payment | null = null;
  error: PaymentError | null = null;
  loading = false;
  private timer: TimerHandle | undefined;
  private repeats = 0;
  private request = 0;

  constructor(
    @inject(PaymentsApi) private readonly api: PaymentsApi,
    @inject(Accounts) private readonly accounts: AccountsService,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'api' | 'accounts' | 'clock' | 'timer' | 'repeats' | 'request'>(
      this,
      { api: false, accounts: false, clock: false, timer: false, repeats: false, request: false },
      { autoBind: true },
    );
  }

  /** Starts showing the payment `paymentId` (the client's id from the return URL). */
  async start(paymentId: string | null, kind: PaymentKind): Promise<void> {
    this.dispose();
    this.repeats = 0;
    const request = ++this.request;
    if (!paymentId) {
      this.error = { code: 'payment_not_found', key: 'payments_not_found', bounds: null };
      return;
    }
    this.loading = true;
    await this.read(paymentId, kind, request);
  }

  private async read(paymentId: string, kind: PaymentKind, request: number): Promise<void> {
    try {
      const payment = await this.api.getPayment(paymentId, kind);
      if (request !== this.request) return;
      runInAction(() => {
        this.payment = payment;
        this.error = null;
        this.loading = false;
      });
      if (payment.status === 'succeeded' || payment.kind === 'withdrawal') void this.accounts.refresh();
      if (isPaymentOpen(payment.status) && this.repeats < RESULT_POLL_MAX_REPEATS) {
        this.repeats += 1;
        this.timer = this.clock.setTimeout(() => {
          this.timer = undefined;
          void this.read(paymentId, kind, request);
        }, RESULT_POLL_INTERVAL_MS);
      }
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.error = paymentErrorOf(error);
        this.loading = false;
      });
    }
  }

  dispose(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.request += 1;
  }
}

/**
 * The payment history (document 000 §2 `office/historypay`, issue 13): every balance change of the
 * active account from the ledger (deposits, withdrawals, bets and wins, casino rounds), filtered by
 * type and period, paged. A newer read wins over an older one.
 */
@injectable()
export class PaymentHistory {
  filter: PaymentHistoryFilter = DEFAULT_PAYMENT_HISTORY_FILTER;
  data: PaymentHistoryResponse | null = null;
  error: PaymentError | null = null;
  loading = false;
  private request = 0;

  constructor(
    @inject(PaymentsApi) private readonly api: PaymentsApi,
    @inject(Accounts) private readonly accounts: AccountsService,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'api' | 'accounts' | 'clock' | 'request'>(
      this,
      { api: false, accounts: false, clock: false, request: false },
      { autoBind: true },
    );
  }

  get pageSize(): number {
    return PAYMENT_HISTORY_PAGE_SIZE;
  }

  async start(): Promise<void> {
    if (!this.accounts.data) await this.accounts.refresh();
    await this.read();
  }

  /** Applies a filter change from the view; an unknown value changes nothing (false). */
  setFilter(change: Partial<{ type: string; period: string; page: number }>): boolean {
    const next = checkedHistoryFilter({ ...this.filter, page: 1, ...change });
    if (!next) return false;
    this.filter = next;
    void this.read();
    return true;
  }

  async read(): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    const from = periodStartSeconds(this.filter.period, this.clock.now());
    const accountId = this.accounts.activeAccount?.id;
    try {
      const data = await this.api.getHistory({
        type: this.filter.type,
        page: this.filter.page,
        pageSize: PAYMENT_HISTORY_PAGE_SIZE,
        ...(from === null ? {} : { from }),
        ...(accountId === undefined ? {} : { accountId }),
      });
      if (request !== this.request) return;
      runInAction(() => {
        this.data = data;
        this.error = null;
        this.loading = false;
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.error = paymentErrorOf(error);
        this.loading = false;
      });
    }
  }

  dispose(): void {
    this.request += 1;
  }
}

/**
 * Payment requests (document 000 §2 `office/payment/requests`, `payment/create-request` and its
 * children): the topics, the player's requests with their status, and a new request under a topic
 * and sub-topic, tied to one of the player's payments when the topic takes one.
 */
@injectable()
export class PaymentRequests {
  topics: PaymentRequestTopic[] = [];
  requests: PaymentSupportRequest[] = [];
  transactions: Payment[] = [];
  message = '';
  error: PaymentError | null = null;
  loading = false;
  sending = false;
  created: PaymentSupportRequest | null = null;

  constructor(@inject(PaymentsApi) private readonly api: PaymentsApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  topic(topicId: number | null): PaymentRequestTopic | undefined {
    return this.topics.find((topic) => topic.id === topicId);
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const [topics, requests] = await Promise.all([this.api.getRequestTopics(), this.api.listRequests()]);
      runInAction(() => {
        this.topics = topics;
        this.requests = requests;
        this.error = null;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
        this.loading = false;
      });
    }
  }

  /** Loads the payments a request under `topicId` may be tied to. */
  async loadTransactions(topicId: number): Promise<void> {
    const kind = this.topic(topicId)?.transactionKind;
    if (!kind) {
      this.transactions = [];
      return;
    }
    try {
      const transactions = await this.api.listPayments({ kind });
      runInAction(() => {
        this.transactions = transactions;
      });
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
      });
    }
  }

  setMessage(text: string): void {
    this.message = text;
  }

  /** Sends a request; answers whether it was created (the list is read again). */
  async create(topicId: number, subTopicId: number | null, transactionId: number | null): Promise<boolean> {
    if (this.sending) return false;
    this.sending = true;
    this.error = null;
    try {
      const created = await this.api.createRequest({
        topicId,
        message: this.message,
        ...(subTopicId === null ? {} : { subTopicId }),
        ...(transactionId === null ? {} : { transactionId }),
      });
      const requests = await this.api.listRequests();
      runInAction(() => {
        this.created = created;
        this.requests = requests;
        this.message = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  dispose(): void {
    this.created = null;
  }
}
