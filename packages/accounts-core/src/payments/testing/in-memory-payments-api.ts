import {
  ApiError,
  type CreatePaymentRequestBody,
  type Payment,
  type PaymentHistoryQuery,
  type PaymentHistoryResponse,
  type PaymentKind,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentRequestTopic,
  type PaymentsApi,
  type PaymentsQuery,
  type PaymentStatus,
  type PaymentSupportRequest,
  type PaymentHistoryItem,
} from '@kickoff/contracts';
import type { InMemoryAccountsApi } from '../../testing/in-memory-accounts-api';

/** Methods of the in-memory provider: a card for both kinds (1.00 to 50,000.00), a bank transfer for withdrawals from 20.00. */
export const TEST_PAYMENT_METHODS: PaymentMethod[] = [
  {
    id: 'demo_card',
    nameKey: 'payments_method_demo_card',
    kinds: ['deposit', 'withdrawal'],
    bounds: [
      { currencyIso: 'EUR', minMinor: 100, maxMinor: 5_000_000 },
      { currencyIso: 'USD', minMinor: 100, maxMinor: 5_000_000 },
    ],
  },
  {
    id: 'demo_bank',
    nameKey: 'payments_method_demo_bank',
    kinds: ['withdrawal'],
    bounds: [{ currencyIso: 'EUR', minMinor: 2_000, maxMinor: 10_000_000 }],
  },
];

const TOPICS: PaymentRequestTopic[] = [
  {
    id: 1,
    titleKey: 'payment_requests_topic_deposit',
    transactionKind: 'deposit',
    subTopics: [{ id: 11, titleKey: 'payment_requests_subtopic_not_credited' }],
  },
  { id: 3, titleKey: 'payment_requests_topic_other', transactionKind: null, subTopics: [] },
];

/**
 * The payment calls in memory, for tests: deposits wait as `created` until `settle` plays the
 * provider; withdrawals take the money from the `InMemoryAccountsApi` account at once; cancel gives
 * it back. Idempotent on the client's payment id like the API. `failNext` rejects the next call.
 */
export class InMemoryPaymentsApi implements PaymentsApi {
  readonly payments: Payment[] = [];
  readonly requests: PaymentSupportRequest[] = [];
  readonly ledger: PaymentHistoryItem[] = [];
  readonly calls: string[] = [];
  readonly historyQueries: PaymentHistoryQuery[] = [];
  nowSeconds = 1_790_000_000;
  private nextId = 7_000_001;
  private failure: ApiError | null = null;

  constructor(private readonly accounts: InMemoryAccountsApi) {}

  failNext(error: ApiError): void {
    this.failure = error;
  }

  private enter(name: string): void {
    this.calls.push(name);
    const failure = this.failure;
    this.failure = null;
    if (failure) throw failure;
  }

  private account(accountId: number | undefined) {
    const account = this.accounts.accounts.find((candidate) =>
      accountId === undefined ? candidate.isActive : candidate.id === accountId,
    );
    if (!account)
      throw new ApiError(404, { code: 'account_not_found', messageKey: 'main_account_not_found' });
    return account;
  }

  private move(
    accountId: number,
    amountMinor: number,
    type: PaymentHistoryItem['type'],
    payment: Payment,
  ): void {
    const account = this.account(accountId);
    account.money += amountMinor;
    this.ledger.unshift({
      id: this.ledger.length + 1,
      accountId,
      type,
      amountMinor,
      balanceAfterMinor: account.money,
      currencyIso: account.iso,
      createdAt: this.nowSeconds,
      payment: { id: payment.id, paymentId: payment.paymentId, status: payment.status },
    });
  }

  private create(kind: PaymentKind, request: PaymentRequest): Payment {
    const existing = this.payments.find(
      (payment) => payment.kind === kind && payment.paymentId === request.paymentId,
    );
    if (existing) return { ...existing };
    const account = this.account(request.accountId);
    const bounds = TEST_PAYMENT_METHODS.find(
      (method) => method.id === (request.methodId ?? 'demo_card'),
    )?.bounds.find((entry) => entry.currencyIso === account.iso);
    if (!bounds || request.amountMinor < bounds.minMinor || request.amountMinor > bounds.maxMinor) {
      throw new ApiError(400, {
        code: 'amount_out_of_bounds',
        messageKey: 'payments_amount_out_of_bounds',
        details: bounds ? { minMinor: bounds.minMinor, maxMinor: bounds.maxMinor } : {},
      });
    }
    if (kind === 'withdrawal' && account.money < request.amountMinor)
      throw new ApiError(402, { code: 'insufficient_funds', messageKey: 'main_insufficient_funds' });
    const id = this.nextId++;
    const payment: Payment = {
      id,
      paymentId: request.paymentId,
      kind,
      status: kind === 'deposit' ? 'created' : 'pending',
      methodId: request.methodId ?? 'demo_card',
      accountId: account.id,
      amountMinor: request.amountMinor,
      currencyIso: account.iso,
      createdAt: this.nowSeconds,
      updatedAt: this.nowSeconds,
      redirectUrl: kind === 'deposit' ? `/demo-pay/ref${id}` : null,
      declineCode: null,
      balanceMinor: account.money,
    };
    this.payments.unshift(payment);
    if (kind === 'withdrawal') this.move(account.id, -request.amountMinor, 'withdrawal', payment);
    payment.balanceMinor = this.account(account.id).money;
    return { ...payment };
  }

  /** Plays the provider or the cashier: moves a payment to `status` with its money. */
  settle(id: number, status: Exclude<PaymentStatus, 'created'>): Payment {
    const payment = this.payments.find((candidate) => candidate.id === id);
    if (!payment) throw new Error(`no payment ${id}`);
    payment.status = status;
    payment.redirectUrl = null;
    if (payment.kind === 'deposit' && status === 'succeeded')
      this.move(payment.accountId, payment.amountMinor, 'deposit', payment);
    if (payment.kind === 'withdrawal' && (status === 'declined' || status === 'cancelled'))
      this.move(payment.accountId, payment.amountMinor, 'withdrawal_return', payment);
    payment.balanceMinor = this.account(payment.accountId).money;
    return { ...payment };
  }

  async deposit(request: PaymentRequest): Promise<Payment> {
    this.enter('deposit');
    return this.create('deposit', request);
  }
  async withdraw(request: PaymentRequest): Promise<Payment> {
    this.enter('withdraw');
    return this.create('withdrawal', request);
  }
  async cancel(id: number): Promise<Payment> {
    this.enter('cancel');
    const payment = this.payments.find((candidate) => candidate.id === id);
    if (!payment) throw new ApiError(404, { code: 'payment_not_found', messageKey: 'payments_not_found' });
    if (payment.status === 'cancelled') return { ...payment };
    if (payment.kind !== 'withdrawal' || payment.status !== 'pending')
      throw new ApiError(409, { code: 'payment_not_cancellable', messageKey: 'payments_not_cancellable' });
    return this.settle(id, 'cancelled');
  }
  async getPayment(paymentId: string, kind?: PaymentKind): Promise<Payment> {
    this.enter('getPayment');
    const payment = this.payments.find(
      (candidate) => candidate.paymentId === paymentId && (kind === undefined || candidate.kind === kind),
    );
    if (!payment) throw new ApiError(404, { code: 'payment_not_found', messageKey: 'payments_not_found' });
    return { ...payment, balanceMinor: this.account(payment.accountId).money };
  }
  async listPayments(query: PaymentsQuery): Promise<Payment[]> {
    this.enter('listPayments');
    return this.payments
      .filter(
        (payment) =>
          (query.kind === undefined || payment.kind === query.kind) &&
          (query.status === undefined || payment.status === query.status),
      )
      .map((payment) => ({ ...payment }));
  }
  async getMethods(): Promise<PaymentMethod[]> {
    this.enter('getMethods');
    return TEST_PAYMENT_METHODS;
  }
  async getHistory(query: PaymentHistoryQuery): Promise<PaymentHistoryResponse> {
    this.enter('getHistory');
    this.historyQueries.push(query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const items = this.ledger.filter(
      (item) =>
        (query.accountId === undefined || item.accountId === query.accountId) &&
        (query.from === undefined || item.createdAt >= query.from),
    );
    return {
      items: items.slice((page - 1) * pageSize, page * pageSize),
      total: items.length,
      page,
      pageSize,
    };
  }
  async getRequestTopics(): Promise<PaymentRequestTopic[]> {
    this.enter('getRequestTopics');
    return TOPICS;
  }
  async listRequests(): Promise<PaymentSupportRequest[]> {
    this.enter('listRequests');
    return [...this.requests];
  }
  async createRequest(body: CreatePaymentRequestBody): Promise<PaymentSupportRequest> {
    this.enter('createRequest');
    if (body.message.trim().length < 10)
      throw new ApiError(400, { code: 'validation_error', messageKey: 'main_validation_error' });
    const transaction =
      body.transactionId === undefined
        ? null
        : (this.payments.find((payment) => payment.id === body.transactionId) ?? null);
    const request: PaymentSupportRequest = {
      id: this.requests.length + 1,
      topicId: body.topicId,
      subTopicId: body.subTopicId ?? null,
      transaction,
      message: body.message,
      status: 'open',
      createdAt: this.nowSeconds,
    };
    this.requests.unshift(request);
    return request;
  }
}
