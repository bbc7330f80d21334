import type { ServiceIdentifier } from 'inversify';
import type { DefaultCashoutService } from './cashout.service';

// issue 20: the identifier in a file of its own, so code that only names the service (the app's
// balance refresher) does not bring cash-out into the first page's JavaScript.
export type CashoutService = DefaultCashoutService;
/** Container identifier of the `CashoutService`. */
export const CashoutService = Symbol.for('CashoutService') as ServiceIdentifier<CashoutService>;
