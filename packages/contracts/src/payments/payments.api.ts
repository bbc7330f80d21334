import type { ServiceIdentifier } from 'inversify';
import type { PaymentRequest, PaymentResponse } from './payments.schemas';

/** The demo payment provider (deposit, withdrawal); rejects with `ApiError` (403 limit codes, 402 `insufficient_funds`). */
export interface PaymentsApi {
  deposit(request: PaymentRequest): Promise<PaymentResponse>;
  withdraw(request: PaymentRequest): Promise<PaymentResponse>;
}

/** Container identifier of the `PaymentsApi`. */
export const PaymentsApi = Symbol.for('PaymentsApi') as ServiceIdentifier<PaymentsApi>;
