import { ApiError, ErrorCode, type AppVersionApi, type AuthStatus, type AuthStatusApi, type ConsentApi, type ConsentUpdate, type CookiesAgreeType, type DisconnectReason, type SiteConfig, type SiteConfigApi, type TermsStatusApi, type TermsStatusResponse } from '@kickoff/contracts';

function networkError(): ApiError {
  return new ApiError(0, { code: ErrorCode.network, messageKey: 'main_network_error' });
}

/** Site configurations by language; `failNext(n)` makes the next n loads fail like a dropped network. */
export class InMemorySiteConfigApi implements SiteConfigApi {
  readonly calls: string[] = [];
  private failures = 0;

  constructor(private readonly configs: Map<string, SiteConfig> = new Map()) {}

  set(language: string, config: SiteConfig): void {
    this.configs.set(language, config);
  }

  failNext(count: number): void {
    this.failures = count;
  }

  async getSiteConfig(lang: string): Promise<SiteConfig> {
    this.calls.push(lang);
    if (this.failures > 0) {
      this.failures--;
      throw networkError();
    }
    const config = this.configs.get(lang);
    if (!config) throw new ApiError(404, { code: ErrorCode.notFound, messageKey: 'main_not_found' });
    return config;
  }
}

/** A server session: `signIn(id)` / `expire()` change it; `disconnect` ends it unless told to fail. */
export class InMemoryAuthStatusApi implements AuthStatusApi {
  userId: number | null = null;
  checkCount = 0;
  readonly disconnects: DisconnectReason[] = [];
  failDisconnect = false;
  failChecks = false;

  signIn(userId: number): void {
    this.userId = userId;
  }

  expire(): void {
    this.userId = null;
  }

  async checkSession(): Promise<AuthStatus> {
    this.checkCount++;
    if (this.failChecks) throw networkError();
    return { userId: this.userId };
  }

  async disconnect(reason: DisconnectReason): Promise<void> {
    this.disconnects.push(reason);
    if (this.failDisconnect) throw networkError();
    if (this.userId === null) throw new ApiError(401, { code: ErrorCode.unauthorized, messageKey: 'main_unauthorized' });
    this.userId = null;
  }
}

/** The deployed version; `deploy(v)` changes it. */
export class InMemoryAppVersionApi implements AppVersionApi {
  checkCount = 0;
  fail = false;

  constructor(public version = '1.0.637') {}

  deploy(version: string): void {
    this.version = version;
  }

  async getAppVersion(): Promise<string> {
    this.checkCount++;
    if (this.fail) throw networkError();
    return this.version;
  }
}

/** The terms status; `fail` makes the check reject. */
export class InMemoryTermsStatusApi implements TermsStatusApi {
  status: TermsStatusResponse = { result: false, updatedAt: null };
  checkCount = 0;
  fail = false;

  async getTermsStatus(): Promise<TermsStatusResponse> {
    this.checkCount++;
    if (this.fail) throw networkError();
    return this.status;
  }
}

/** Records agreements and consent updates. */
export class InMemoryConsentApi implements ConsentApi {
  readonly agreements: Array<{ cookiesAgreeTime: number; cookiesAgreeType: CookiesAgreeType }> = [];
  readonly updates: ConsentUpdate[] = [];

  async saveAgreement(cookiesAgreeTime: number, cookiesAgreeType: CookiesAgreeType): Promise<void> {
    this.agreements.push({ cookiesAgreeTime, cookiesAgreeType });
  }

  async updateConsent(update: ConsentUpdate): Promise<void> {
    this.updates.push(update);
  }
}
