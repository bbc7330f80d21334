import type { ServiceIdentifier } from 'inversify';
import type { SiteConfig } from './site-config.schemas';

/** The site configuration calls, as the shell depends on them. */
export interface SiteConfigApi {
  /** Loads the site configuration for a language; rejects with `ApiError`. */
  getSiteConfig(lang: string, signal?: AbortSignal): Promise<SiteConfig>;
}

/** Container identifier of the `SiteConfigApi`. */
export const SiteConfigApi = Symbol.for('SiteConfigApi') as ServiceIdentifier<SiteConfigApi>;
