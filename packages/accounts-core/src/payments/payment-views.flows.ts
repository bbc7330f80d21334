import {
  PaymentsApi,
  type Payment,
  type PaymentHistoryResponse,
  type PaymentKind,
  type PaymentRequestTopic,
  type PaymentSupportRequest,
} from '@kickoff/contracts';
import { Clock, type TimerHandle } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Accounts, type AccountsService } from '../accounts/accounts.service';
import { paymentErrorOf, type PaymentError } from './payment-form.flows';
import {
  checkedHistoryFilter,
  DEFAULT_PAYMENT_HISTORY_FILTER,
  isPaymentOpen,
  PAYMENT_HISTORY_PAGE_SIZE,
  periodStartSeconds,
  RESULT_POLL_INTERVAL_MS,
  RESULT_POLL_MAX_REPEATS,
  type PaymentHistoryFilter,
} from './payments.rules';

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
