import {
  appVersionCall,
  consentUpdateCall,
  cookieAgreementCall,
  disconnectCall,
  termsStatusCall,
  type AppVersionApi,
  type AuthStatus,
  type AuthStatusApi,
  type ConsentApi,
  type ConsentUpdate,
  type CookiesAgreeType,
  type DisconnectReason,
  type TermsStatusApi,
  type TermsStatusResponse,
} from '@kickoff/contracts';
import { Clock } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { SessionCheckLoader } from '../loaders/loaders';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `AuthStatusApi` over HTTP: session check with 2 retries at 1500 ms (document 001 §7), and disconnect. */
@injectable()
export class HttpAuthStatusApi implements AuthStatusApi {
  private readonly loader: SessionCheckLoader;

  constructor(
    @inject(HttpTransport) private readonly transport: HttpTransport,
    @inject(Clock) clock: Clock,
  ) {
    this.loader = new SessionCheckLoader(transport, clock);
  }

  checkSession(signal?: AbortSignal): Promise<AuthStatus> {
    return this.loader.check(signal);
  }
  async disconnect(reason: DisconnectReason): Promise<void> {
    await this.transport.call(disconnectCall, { body: { reason } });
  }
}

/** `AppVersionApi` over HTTP. */
@injectable()
export class HttpAppVersionApi implements AppVersionApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async getAppVersion(signal?: AbortSignal): Promise<string> {
    return (await this.transport.call(appVersionCall, withSignal(signal))).version;
  }
}

/** `TermsStatusApi` over HTTP. */
@injectable()
export class HttpTermsStatusApi implements TermsStatusApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getTermsStatus(signal?: AbortSignal): Promise<TermsStatusResponse> {
    return this.transport.call(termsStatusCall, withSignal(signal));
  }
}

/** `ConsentApi` over HTTP. */
@injectable()
export class HttpConsentApi implements ConsentApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async saveAgreement(cookiesAgreeTime: number, cookiesAgreeType: CookiesAgreeType): Promise<void> {
    await this.transport.call(cookieAgreementCall, { body: { cookiesAgreeTime, cookiesAgreeType } });
  }
  async updateConsent(update: ConsentUpdate): Promise<void> {
    await this.transport.call(consentUpdateCall, { body: update });
  }
}
