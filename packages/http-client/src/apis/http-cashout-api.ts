import { cashoutCall, getCashoutOffersCall, type CashoutApi, type CashoutOffersResponse, type CashoutRequest, type CashoutResponse } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `CashoutApi` over HTTP (issue 16): the offers read (retried by the transport) and the cash-out write (idempotent on its request id, retried by coupon-core's flow). */
@injectable()
export class HttpCashoutApi implements CashoutApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getOffers(signal?: AbortSignal): Promise<CashoutOffersResponse> {
    return this.transport.call(getCashoutOffersCall, signal ? { signal } : {});
  }

  cashout(request: CashoutRequest, signal?: AbortSignal): Promise<CashoutResponse> {
    return this.transport.call(cashoutCall, { body: request, ...(signal ? { signal } : {}) });
  }
}
