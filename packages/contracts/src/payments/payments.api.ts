import type { ServiceIdentifier } from 'inversify';
import type {
  CreatePaymentRequestBody,
  Payment,
  PaymentHistoryQuery,
  PaymentHistoryResponse,
  PaymentKind,
  PaymentMethod,
  PaymentRequest,
  PaymentRequestTopic,
  PaymentsQuery,
  PaymentSupportRequest,
} from './payments.schemas';

/**
 * The payments of the demo provider; every method rejects with `ApiError` (403 limit, ban and
 * bonus-wager codes, 402 `insufficient_funds`, 400 `amount_out_of_bounds`).
 */
export interface PaymentsApi {
  /** Creates a deposit; the player pays on its `redirectUrl`. */
  deposit(request: PaymentRequest): Promise<Payment>;
  /** Requests a withdrawal: the money is reserved at once and the payment is pending. */
  withdraw(request: PaymentRequest): Promise<Payment>;
  /** Cancels a pending withdrawal (the money comes back) or a deposit not paid yet. */
  cancel(id: number): Promise<Payment>;
  /** One payment by the client's id. */
  getPayment(paymentId: string, kind?: PaymentKind, signal?: AbortSignal): Promise<Payment>;
  listPayments(query: PaymentsQuery, signal?: AbortSignal): Promise<Payment[]>;
  getMethods(signal?: AbortSignal): Promise<PaymentMethod[]>;
  getHistory(query: PaymentHistoryQuery, signal?: AbortSignal): Promise<PaymentHistoryResponse>;
  getRequestTopics(signal?: AbortSignal): Promise<PaymentRequestTopic[]>;
  listRequests(signal?: AbortSignal): Promise<PaymentSupportRequest[]>;
  createRequest(body: CreatePaymentRequestBody): Promise<PaymentSupportRequest>;
}

/** Container identifier of the `PaymentsApi`. */
export const PaymentsApi = Symbol.for('PaymentsApi') as ServiceIdentifier<PaymentsApi>;
