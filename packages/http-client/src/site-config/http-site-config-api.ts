import { Headers, getSiteConfigCall, type SiteConfig, type SiteConfigApi } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `SiteConfigApi` over HTTP: `GET /bff-api/config/all.json?lang=`. */
@injectable()
export class HttpSiteConfigApi implements SiteConfigApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getSiteConfig(lang: string, signal?: AbortSignal): Promise<SiteConfig> {
    return this.transport.call(getSiteConfigCall, { query: { lang }, headers: { [Headers.requestedWith]: 'XMLHttpRequest' }, ...(signal ? { signal } : {}) });
  }
}
