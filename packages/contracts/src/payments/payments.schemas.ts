import { z } from 'zod';
import { defineCall } from '../common/call';

/** The largest single payment of the demo provider, in minor units. */
export const MAX_PAYMENT_MINOR = 100_000_000;

/** A payment's direction. */
export const PaymentKind = z.enum(['deposit', 'withdrawal']);
export type PaymentKind = z.infer<typeof PaymentKind>;

/**
 * A payment's state (issue 13): `created` (a deposit waiting on the provider's page), `pending`
 * (the provider or the cashier has not decided; a withdrawal's money is reserved), and the final
 * `succeeded`, `declined`, `cancelled`.
 */
export const PaymentStatus = z.enum(['created', 'pending', 'succeeded', 'declined', 'cancelled']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** The final states: nothing moves a payment out of them. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['succeeded', 'declined', 'cancelled'];

/** The client-made payment id: it makes a create call idempotent (a retry answers the same payment). */
export const ClientPaymentId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'payment id');

/** The languages a return URL may carry (the site's two-letter page languages). */
const ReturnLanguage = z.string().regex(/^[a-z]{2}$/, 'language');

/**
 * A deposit or withdrawal request: `paymentId` is made by the client (idempotent), `amountMinor`
 * in integer minor units of the account's currency (inside the method's bounds for that currency),
 * `accountId` defaults to the active account, `methodId` to the first method of its kind,
 * `language` is the page language the provider returns the player to.
 */
export const PaymentRequest = z.object({
  paymentId: ClientPaymentId,
  amountMinor: z.number().int().positive().max(MAX_PAYMENT_MINOR),
  accountId: z.number().int().positive().optional(),
  methodId: z
    .string()
    .regex(/^[a-z_]{2,32}$/, 'method')
    .optional(),
  language: ReturnLanguage.optional(),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/**
 * A payment as the player sees it: `id` is the server's, `paymentId` the client's; `redirectUrl` is
 * the provider's hosted page while a deposit is `created`; `declineCode` says why it was declined.
 */
export const Payment = z.object({
  id: z.number().int(),
  paymentId: z.string(),
  kind: PaymentKind,
  status: PaymentStatus,
  methodId: z.string(),
  accountId: z.number().int(),
  amountMinor: z.number().int(),
  currencyIso: z.string().length(3),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  redirectUrl: z.string().nullable(),
  declineCode: z.string().nullable(),
  /** The account balance when this answer was made, minor units. */
  balanceMinor: z.number().int(),
});
export type Payment = z.infer<typeof Payment>;
/** The answer of deposit and withdrawal (the payment). */
export const PaymentResponse = Payment;
export type PaymentResponse = Payment;

/** One currency's bounds of a method, minor units. */
export const MethodBounds = z.object({
  currencyIso: z.string().length(3),
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
});
export type MethodBounds = z.infer<typeof MethodBounds>;

/** A payment method of the demo provider: its kinds and its bounds per currency (declared data). */
export const PaymentMethod = z.object({
  id: z.string(),
  nameKey: z.string(),
  kinds: z.array(PaymentKind),
  bounds: z.array(MethodBounds),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodsResponse = z.object({ methods: z.array(PaymentMethod) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

export const PaymentParams = z.object({ id: z.coerce.number().int().positive() });
export const PaymentsQuery = z.object({ kind: PaymentKind.optional(), status: PaymentStatus.optional() });
export type PaymentsQuery = z.infer<typeof PaymentsQuery>;
export const PaymentsListResponse = z.object({ payments: z.array(Payment) });
export type PaymentsListResponse = z.infer<typeof PaymentsListResponse>;
/** Looks a payment up by the client's id (the onpay pages know it from the return URL). */
export const PaymentLookupQuery = z.object({ paymentId: ClientPaymentId, kind: PaymentKind.optional() });
export type PaymentLookupQuery = z.infer<typeof PaymentLookupQuery>;

/** The history filter (issue 13 "Payment history"): money types of the ledger. */
export const HistoryType = z.enum(['all', 'deposits', 'withdrawals', 'bets', 'casino', 'other']);
export type HistoryType = z.infer<typeof HistoryType>;
/** The largest page of the payment history. */
export const MAX_HISTORY_PAGE_SIZE = 50;
export const PaymentHistoryQuery = z.object({
  type: HistoryType.default('all'),
  /** Inclusive start, epoch seconds. */
  from: z.coerce.number().int().min(0).optional(),
  /** Exclusive end, epoch seconds. */
  to: z.coerce.number().int().min(0).optional(),
  accountId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_HISTORY_PAGE_SIZE).default(20),
});
/** The query as a client sends it (numbers; the schema's defaults fill what is left out). */
export interface PaymentHistoryQuery {
  type?: HistoryType;
  from?: number;
  to?: number;
  accountId?: number;
  page?: number;
  pageSize?: number;
}

/** Why money moved (the ledger's reason). */
export const LedgerEntryType = z.enum([
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'bet',
  'bet_win',
  'bet_refund',
  'casino_bet',
  'casino_win',
  'bonus',
  'adjustment',
]);
export type LedgerEntryType = z.infer<typeof LedgerEntryType>;
/** One balance change: signed `amountMinor` (credit > 0) and the balance it left, in `currencyIso`. */
export const PaymentHistoryItem = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  type: LedgerEntryType,
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  currencyIso: z.string().length(3),
  createdAt: z.number().int(),
  /** The payment behind a deposit or withdrawal row, with its state now. */
  payment: z.object({ id: z.number().int(), paymentId: z.string(), status: PaymentStatus }).nullable(),
});
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItem>;
export const PaymentHistoryResponse = z.object({
  items: z.array(PaymentHistoryItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponse>;

/** A topic of payment requests (document 000 §2 `payment/create-request/{topicId}`), declared data. */
export const PaymentRequestTopic = z.object({
  id: z.number().int(),
  titleKey: z.string(),
  /** The payments a request of this topic may be tied to, or null when it takes none. */
  transactionKind: PaymentKind.nullable(),
  subTopics: z.array(z.object({ id: z.number().int(), titleKey: z.string() })),
});
export type PaymentRequestTopic = z.infer<typeof PaymentRequestTopic>;
export const PaymentRequestTopicsResponse = z.object({ topics: z.array(PaymentRequestTopic) });
export type PaymentRequestTopicsResponse = z.infer<typeof PaymentRequestTopicsResponse>;

export const PaymentRequestStatus = z.enum(['open', 'answered', 'closed']);
export type PaymentRequestStatus = z.infer<typeof PaymentRequestStatus>;
export const MIN_REQUEST_MESSAGE_LENGTH = 10;
export const MAX_REQUEST_MESSAGE_LENGTH = 2000;
/** A new payment request: a topic, optionally a sub-topic and one of the player's payments (server id). */
export const CreatePaymentRequestBody = z.object({
  topicId: z.number().int().positive(),
  subTopicId: z.number().int().positive().optional(),
  transactionId: z.number().int().positive().optional(),
  message: z.string().trim().min(MIN_REQUEST_MESSAGE_LENGTH).max(MAX_REQUEST_MESSAGE_LENGTH),
});
export type CreatePaymentRequestBody = z.infer<typeof CreatePaymentRequestBody>;
export const PaymentSupportRequest = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  subTopicId: z.number().int().nullable(),
  transaction: Payment.nullable(),
  message: z.string(),
  status: PaymentRequestStatus,
  createdAt: z.number().int(),
});
export type PaymentSupportRequest = z.infer<typeof PaymentSupportRequest>;
export const PaymentRequestsResponse = z.object({ requests: z.array(PaymentSupportRequest) });
export type PaymentRequestsResponse = z.infer<typeof PaymentRequestsResponse>;

/**
 * The demo provider's callback (signed: header `X-Provider-Signature` = hex HMAC-SHA256 of the raw
 * body with the provider secret). `eventId` is used once; `sentAt` epoch seconds.
 */
export const ProviderCallback = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  providerRef: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  status: z.enum(['pending', 'succeeded', 'declined', 'cancelled']),
  amountMinor: z.number().int().positive(),
  currencyIso: z.string().length(3),
  sentAt: z.number().int(),
});
export type ProviderCallback = z.infer<typeof ProviderCallback>;
export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature';

/** The development control that decides a pending payment (a cashier approving or declining). */
export const SettlePaymentBody = z.object({ decision: z.enum(['approve', 'decline']) });
export type SettlePaymentBody = z.infer<typeof SettlePaymentBody>;

/** `POST /web-api/payments/v1/deposit`: creates a deposit; the player pays on `redirectUrl` (path chosen). */
export const depositCall = defineCall({
  name: 'payments.deposit',
  method: 'POST',
  path: '/web-api/payments/v1/deposit',
  body: PaymentRequest,
  response: PaymentResponse,
  auth: true,
  retryable: true,
});
/** `POST /web-api/payments/v1/withdraw`: requests a withdrawal; the money is reserved at once, the payment is pending (path chosen). */
export const withdrawCall = defineCall({
  name: 'payments.withdraw',
  method: 'POST',
  path: '/web-api/payments/v1/withdraw',
  body: PaymentRequest,
  response: PaymentResponse,
  auth: true,
  retryable: true,
});
/** `POST /web-api/payments/v1/payments/:id/cancel`: the player cancels a pending withdrawal (money back) or an unpaid deposit. */
export const cancelPaymentCall = defineCall({
  name: 'payments.cancel',
  method: 'POST',
  path: '/web-api/payments/v1/payments/:id/cancel',
  response: PaymentResponse,
  auth: true,
  retryable: true,
});
/** `GET /web-api/payments/v1/payments`: the player's payments, newest first. */
export const listPaymentsCall = defineCall({
  name: 'payments.list',
  method: 'GET',
  path: '/web-api/payments/v1/payments',
  query: PaymentsQuery,
  response: PaymentsListResponse,
  auth: true,
  retryable: true,
});
/** `GET /web-api/payments/v1/payment?paymentId=`: one payment by the client's id (the onpay pages). */
export const getPaymentCall = defineCall({
  name: 'payments.get',
  method: 'GET',
  path: '/web-api/payments/v1/payment',
  query: PaymentLookupQuery,
  response: PaymentResponse,
  auth: true,
  retryable: true,
});
/** `GET /web-api/payments/v1/methods`: the methods and their bounds per currency. */
export const paymentMethodsCall = defineCall({
  name: 'payments.methods',
  method: 'GET',
  path: '/web-api/payments/v1/methods',
  response: PaymentMethodsResponse,
  retryable: true,
});
/** `GET /web-api/payments/v1/history`: the ledger of the player, filtered and paged. */
export const paymentHistoryCall = defineCall({
  name: 'payments.history',
  method: 'GET',
  path: '/web-api/payments/v1/history',
  query: PaymentHistoryQuery,
  response: PaymentHistoryResponse,
  auth: true,
  retryable: true,
});
/** `GET /web-api/payments/v1/request-topics`: the topics of payment requests. */
export const paymentRequestTopicsCall = defineCall({
  name: 'payments.requestTopics',
  method: 'GET',
  path: '/web-api/payments/v1/request-topics',
  response: PaymentRequestTopicsResponse,
  retryable: true,
});
/** `GET /web-api/payments/v1/requests`: the player's payment requests with their status. */
export const listPaymentRequestsCall = defineCall({
  name: 'payments.requests',
  method: 'GET',
  path: '/web-api/payments/v1/requests',
  response: PaymentRequestsResponse,
  auth: true,
  retryable: true,
});
/** `POST /web-api/payments/v1/requests`: a new payment request. */
export const createPaymentRequestCall = defineCall({
  name: 'payments.createRequest',
  method: 'POST',
  path: '/web-api/payments/v1/requests',
  body: CreatePaymentRequestBody,
  response: PaymentSupportRequest,
  auth: true,
});
/** `POST /web-api/payments/v1/provider/callback`: the demo provider reports a payment's outcome (signed). */
export const providerCallbackCall = defineCall({
  name: 'payments.providerCallback',
  method: 'POST',
  path: '/web-api/payments/v1/provider/callback',
  body: ProviderCallback,
  response: z.object({ accepted: z.literal(true), status: PaymentStatus }),
});
/** `POST /dev-api/payments/:id/settle`: development control that approves or declines a pending payment. */
export const devSettlePaymentCall = defineCall({
  name: 'dev.settlePayment',
  method: 'POST',
  path: '/dev-api/payments/:id/settle',
  body: SettlePaymentBody,
  response: PaymentResponse,
});
