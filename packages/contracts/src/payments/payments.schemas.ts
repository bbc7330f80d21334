import { z } from 'zod';
import { defineCall } from '../common/call';

/** The largest single payment of the demo provider, in minor units. */
export const MAX_PAYMENT_MINOR = 100_000_000;

/**
 * A demo payment (deposit or withdrawal): `paymentId` is made by the client and makes the call
 * idempotent (a retry of the same id answers the same payment); `amountMinor` in integer minor
 * units of the account's currency; `accountId` defaults to the active account.
 */
export const PaymentRequest = z.object({
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'payment id'),
  amountMinor: z.number().int().positive().max(MAX_PAYMENT_MINOR),
  accountId: z.number().int().positive().optional(),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/** A completed payment and the account balance after it. */
export const PaymentResponse = z.object({
  paymentId: z.string(),
  kind: z.enum(['deposit', 'withdrawal']),
  status: z.literal('completed'),
  accountId: z.number().int(),
  amountMinor: z.number().int(),
  balanceMinor: z.number().int(),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** `POST /web-api/payments/v1/deposit`: the demo provider's deposit (path chosen). */
export const depositCall = defineCall({ name: 'payments.deposit', method: 'POST', path: '/web-api/payments/v1/deposit', body: PaymentRequest, response: PaymentResponse, auth: true, retryable: true });
/** `POST /web-api/payments/v1/withdraw`: the demo provider's withdrawal (path chosen). */
export const withdrawCall = defineCall({ name: 'payments.withdraw', method: 'POST', path: '/web-api/payments/v1/withdraw', body: PaymentRequest, response: PaymentResponse, auth: true, retryable: true });
