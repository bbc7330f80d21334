import type { ServiceIdentifier } from 'inversify';
import type {
  BonusPopupInformation,
  ConfirmTermsRequest,
  RealityCheckRequest,
  UserSuccessResponse,
  TermsItem,
  UserConfig,
} from './user.schemas';

/**
 * The user calls (document 001 §7 "User and office"); every method rejects with `ApiError`.
 * The terms status and the cookie agreement time are `TermsStatusApi` and `ConsentApi`.
 */
export interface UserApi {
  /** Loads the user configuration; `null` when the server answers an empty result. */
  getUserConfig(signal?: AbortSignal): Promise<UserConfig | null>;
  /** `POST /web-api/api/web/user/v1/reality-check`. */
  postRealityCheck(request: RealityCheckRequest): Promise<UserSuccessResponse>;
  /** `GET /web-api/officeapi/v1/bonus-popup-information`. */
  /** The popup's texts in `lang` (the CMS's welcome-bonus page). */
  getBonusPopupInformation(lang: string, signal?: AbortSignal): Promise<BonusPopupInformation | null>;
  /** The terms to confirm, in `lang`. */
  getAgreementRules(lang: string, signal?: AbortSignal): Promise<TermsItem[]>;
  /** Confirms changed terms. */
  confirmTerms(request: ConfirmTermsRequest): Promise<UserSuccessResponse>;
  /** `GET .../third-party/api/list-available-partitions`. */
  listAvailablePartitions(signal?: AbortSignal): Promise<string[]>;
}

/** Container identifier of the `UserApi`. */
export const UserApi = Symbol.for('UserApi') as ServiceIdentifier<UserApi>;
