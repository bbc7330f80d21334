import type { ServiceIdentifier } from 'inversify';
import type { CashoutOffersResponse, CashoutRequest, CashoutResponse } from './cashout.schemas';

/** The cash-out calls (issue 16). Methods reject with `ApiError`. */
export interface CashoutApi {
  /** `GET /web-api/coupon/v1/cashout`: an offer per open coupon of the player. */
  getOffers(signal?: AbortSignal): Promise<CashoutOffersResponse>;
  /** `POST /web-api/coupon/v1/cashout`: a repeated `requestId` gets the first answer again. */
  cashout(request: CashoutRequest, signal?: AbortSignal): Promise<CashoutResponse>;
}

/** Container identifier of the `CashoutApi`. */
export const CashoutApi = Symbol.for('CashoutApi') as ServiceIdentifier<CashoutApi>;
