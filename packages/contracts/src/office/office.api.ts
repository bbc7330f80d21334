import type { ServiceIdentifier } from 'inversify';
import type { UploadVerificationDocumentRequest, VerificationOverview } from './verification.schemas';
import type { ReferralOverview } from './referral.schemas';

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
