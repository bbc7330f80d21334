import { Headers, getSiteConfigCall, type SiteConfig, type SiteConfigApi } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/**
 * `SiteConfigApi` over HTTP: `GET /bff-api/config/all.json?lang=`. One try per call: the caller owns
 * the spec's retry policy (5 retries at 1 s, shell-core's site-config store or `SiteConfigLoader`).
 */
@injectable()
export class HttpSiteConfigApi implements SiteConfigApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getSiteConfig(lang: string, signal?: AbortSignal): Promise<SiteConfig> {
    return this.transport.call(getSiteConfigCall, { query: { lang }, retries: 0, headers: { [Headers.requestedWith]: 'XMLHttpRequest' }, ...(signal ? { signal } : {}) });
  }
}
