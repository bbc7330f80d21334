import type { ServiceIdentifier } from 'inversify';
import type { SeoPageResponse } from './seo.schemas';

/** The SEO page-data call as the shell depends on it (document 001 §7). */
export interface SeoApi {
  /** `GET /bff-api/seo/page-data`: the SEO data of a page path in a language; rejects with `ApiError`. */
  getPageData(lang: string, path: string, signal?: AbortSignal): Promise<SeoPageResponse>;
}

/** Container identifier of the `SeoApi`. */
export const SeoApi = Symbol.for('SeoApi') as ServiceIdentifier<SeoApi>;
