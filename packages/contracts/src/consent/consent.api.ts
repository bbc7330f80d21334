import type { ServiceIdentifier } from 'inversify';
import type { ConsentUpdate, CookiesAgreeType } from './consent.schemas';

/** The cookie-consent calls the shell depends on. */
export interface ConsentApi {
  /** `POST /web-api/user/cookies-agree`: records when (epoch seconds) a signed-in user agreed; rejects with `ApiError`. */
  saveAgreement(cookiesAgreeTime: number, cookiesAgreeType: CookiesAgreeType): Promise<void>;
  /** `POST /analytics-api/v1/consent`: the analytics consent updater; rejects with `ApiError`. */
  updateConsent(update: ConsentUpdate): Promise<void>;
}

/** Container identifier of the `ConsentApi`. */
export const ConsentApi = Symbol.for('ConsentApi') as ServiceIdentifier<ConsentApi>;
