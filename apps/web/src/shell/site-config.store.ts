import { SiteConfigApi, isApiError, type SiteConfig } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/** Loading state of the site configuration. */
export type SiteConfigStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Holds the site configuration the pages read. */
@injectable()
export class SiteConfigStore {
  config: SiteConfig | null = null;
  status: SiteConfigStatus = 'idle';
  errorKey: string | null = null;

  constructor(
    @inject(SiteConfigApi) private readonly api: SiteConfigApi,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'logger'>(this, { api: false, logger: false });
  }

  /** Loads the configuration for a language. */
  async load(lang: string): Promise<void> {
    this.status = 'loading';
    try {
      const config = await this.api.getSiteConfig(lang);
      runInAction(() => {
        this.config = config;
        this.status = 'ready';
        this.errorKey = null;
      });
    } catch (error) {
      this.logger.error('site config load failed', { error: String(error) });
      runInAction(() => {
        this.status = 'failed';
        this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
    }
  }
}
