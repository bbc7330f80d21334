import {
  cancelPaymentCall,
  createPaymentRequestCall,
  depositCall,
  getPaymentCall,
  Headers,
  listPaymentRequestsCall,
  listPaymentsCall,
  paymentHistoryCall,
  paymentMethodsCall,
  paymentRequestTopicsCall,
  withdrawCall,
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
  type PaymentSupportRequest,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `PaymentsApi` over HTTP: the demo provider; the client's `paymentId` makes create retries safe. */
@injectable()
export class HttpPaymentsApi implements PaymentsApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  deposit(request: PaymentRequest): Promise<Payment> {
    return this.transport.call(depositCall, {
      body: request,
      headers: { [Headers.idempotencyKey]: request.paymentId },
    });
  }
  withdraw(request: PaymentRequest): Promise<Payment> {
    return this.transport.call(withdrawCall, {
      body: request,
      headers: { [Headers.idempotencyKey]: request.paymentId },
    });
  }
  cancel(id: number): Promise<Payment> {
    return this.transport.call(cancelPaymentCall, { params: { id } });
  }
  getPayment(paymentId: string, kind?: PaymentKind, signal?: AbortSignal): Promise<Payment> {
    return this.transport.call(getPaymentCall, {
      query: kind ? { paymentId, kind } : { paymentId },
      ...withSignal(signal),
    });
  }
  async listPayments(query: PaymentsQuery, signal?: AbortSignal): Promise<Payment[]> {
    return (await this.transport.call(listPaymentsCall, { query, ...withSignal(signal) })).payments;
  }
  async getMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
    return (await this.transport.call(paymentMethodsCall, withSignal(signal))).methods;
  }
  getHistory(query: PaymentHistoryQuery, signal?: AbortSignal): Promise<PaymentHistoryResponse> {
    return this.transport.call(paymentHistoryCall, { query, ...withSignal(signal) });
  }
  async getRequestTopics(signal?: AbortSignal): Promise<PaymentRequestTopic[]> {
    return (await this.transport.call(paymentRequestTopicsCall, withSignal(signal))).topics;
  }
  async listRequests(signal?: AbortSignal): Promise<PaymentSupportRequest[]> {
    return (await this.transport.call(listPaymentRequestsCall, withSignal(signal))).requests;
  }
  createRequest(body: CreatePaymentRequestBody): Promise<PaymentSupportRequest> {
    return this.transport.call(createPaymentRequestCall, { body });
  }
}
