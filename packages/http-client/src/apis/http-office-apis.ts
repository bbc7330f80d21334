import {
  createSupportRequestCall,
  markSupportReadCall,
  getSupportRequestsCall,
  type NewSupportRequest,
  type SupportApi,
  type SupportRequestsResponse,
  getReferralCall,
  getVerificationCall,
  uploadVerificationDocumentCall,
  type ReferralApi,
  type ReferralOverview,
  type UploadVerificationDocumentRequest,
  type VerificationApi,
  type VerificationOverview,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `VerificationApi` over HTTP (issue 14). */
@injectable()
export class HttpVerificationApi implements VerificationApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  get(signal?: AbortSignal): Promise<VerificationOverview> {
    return this.transport.call(getVerificationCall, signal ? { signal } : {});
  }

  upload(request: UploadVerificationDocumentRequest): Promise<VerificationOverview> {
    return this.transport.call(uploadVerificationDocumentCall, { body: request });
  }
}

/** `ReferralApi` over HTTP (issue 14). */
@injectable()
export class HttpReferralApi implements ReferralApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  get(signal?: AbortSignal): Promise<ReferralOverview> {
    return this.transport.call(getReferralCall, signal ? { signal } : {});
  }
}

/** `SupportApi` over HTTP (issue 14). */
@injectable()
export class HttpSupportApi implements SupportApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  list(signal?: AbortSignal): Promise<SupportRequestsResponse> {
    return this.transport.call(getSupportRequestsCall, signal ? { signal } : {});
  }

  create(request: NewSupportRequest): Promise<SupportRequestsResponse> {
    return this.transport.call(createSupportRequestCall, { body: request });
  }

  markRead(): Promise<SupportRequestsResponse> {
    return this.transport.call(markSupportReadCall, {});
  }
}
