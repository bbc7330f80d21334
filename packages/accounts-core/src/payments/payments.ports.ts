import type { ServiceIdentifier } from 'inversify';

/** Leaves the app for the payment provider's hosted page (the app binds it to the browser's location). */
export interface PaymentPage {
  assign(url: string): void;
}

/** Container identifier of the `PaymentPage` port. */
export const PaymentPage = Symbol.for('PaymentPage') as ServiceIdentifier<PaymentPage>;

/** Makes the client's payment ids (8-64 of `A-Za-z0-9_-`), unique per payment intent. */
export interface PaymentIdSource {
  next(): string;
}

/** Container identifier of the `PaymentIdSource` port. */
export const PaymentIdSource = Symbol.for('PaymentIdSource') as ServiceIdentifier<PaymentIdSource>;
