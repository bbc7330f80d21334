import { getSeoPageCall, type SeoApi, type SeoPageResponse } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `SeoApi` over HTTP: the SEO page data of a path in a language (document 001 §7). */
@injectable()
export class HttpSeoApi implements SeoApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getPageData(lang: string, path: string, signal?: AbortSignal): Promise<SeoPageResponse> {
    return this.transport.call(getSeoPageCall, { query: { lang, path }, ...(signal ? { signal } : {}) });
  }
}
