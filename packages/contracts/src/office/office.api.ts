import type { ServiceIdentifier } from 'inversify';
import type { UploadVerificationDocumentRequest, VerificationOverview } from './verification.schemas';
import type { ReferralOverview } from './referral.schemas';
import type { NewSupportRequest, SupportRequestsResponse } from './support.schemas';

/** The verification calls (issue 14). Methods reject with `ApiError`. */
export interface VerificationApi {
  get(signal?: AbortSignal): Promise<VerificationOverview>;
  upload(request: UploadVerificationDocumentRequest): Promise<VerificationOverview>;
}
/** Container identifier of the `VerificationApi`. */
export const VerificationApi = Symbol.for('VerificationApi') as ServiceIdentifier<VerificationApi>;

/** The bring-a-friend call (issue 14). Methods reject with `ApiError`. */
export interface ReferralApi {
  get(signal?: AbortSignal): Promise<ReferralOverview>;
}
/** Container identifier of the `ReferralApi`. */
export const ReferralApi = Symbol.for('ReferralApi') as ServiceIdentifier<ReferralApi>;

/** The support calls (issue 14). Methods reject with `ApiError`. */
export interface SupportApi {
  list(signal?: AbortSignal): Promise<SupportRequestsResponse>;
  create(request: NewSupportRequest): Promise<SupportRequestsResponse>;
  /** Marks every support answer read (the messages of `user_msg_count`). */
  markRead(): Promise<SupportRequestsResponse>;
}
/** Container identifier of the `SupportApi`. */
export const SupportApi = Symbol.for('SupportApi') as ServiceIdentifier<SupportApi>;
