import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SeoApi, type SeoPageResponse } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';

/**
 * The SEO page data of the page on screen (document 001 §3, §7): loaded per path and language as
 * the player moves; an earlier load is aborted when a new one starts. A failed load keeps no stale
 * data of another page (the head then shows the site's defaults).
 */
@injectable()
export class SeoPageService {
  data: SeoPageResponse | null = null;
  /** The `lang|path` the data belongs to (or is loading for). */
  key: string | null = null;
  isLoading = false;

  private controller: AbortController | null = null;

  constructor(
    @inject(SeoApi) private readonly api: SeoApi,
    @inject(Logger) private readonly logger: Logger,
  ) {
    // issue 20: the answer is kept as it came, replaced whole by the next page's (its alternates, one
    // a language, and its text made deeply observable were 10-15 ms of the answer's task on a phone)
    makeAutoObservable<SeoPageService, 'api' | 'logger' | 'controller'>(this, { api: false, logger: false, controller: false, data: observableRef });
  }

  /** Loads the data of `path` (without query) in `lang`, unless it is the page already shown. */
  async load(lang: string, path: string): Promise<void> {
    const key = `${lang}|${path}`;
    if (key === this.key) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.key = key;
    this.isLoading = true;
    try {
      const data = await this.api.getPageData(lang, path, controller.signal);
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.data = data;
        this.isLoading = false;
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      this.logger.warn('seo page data failed', { path, error: String(error) });
      runInAction(() => {
        this.data = null;
        this.isLoading = false;
      });
    }
  }

  /** Aborts a load under way. */
  dispose(): void {
    this.controller?.abort();
    this.controller = null;
    this.key = null;
  }
}
