import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { FALLBACK_LANGUAGE, SiteConfigApi, type SiteConfig } from '@kickoff/contracts';
import { BootData, bootRecord, Clock, Logger, type TimerHandle } from '@kickoff/platform';
import { safeSiteConfig, siteConfigRetryDelayMs } from './site-config.rules';

/** Where the site configuration stands. `no-site-config` is the spec's state after the retries. */
export type SiteConfigStatus = 'idle' | 'loading' | 'loaded' | 'no-site-config';

/**
 * The site configuration (document 001 §3, §7): loaded through `SiteConfigApi`, a failure retried 5
 * times at 1 s, then 'no site config' with the safe defaults. A new load aborts the one running.
 */
@injectable()
export class SiteConfigStore {
  status: SiteConfigStatus = 'idle';
  /** The last loaded configuration, kept through a failed reload. */
  loaded: SiteConfig | undefined = undefined;
  language: string = FALLBACK_LANGUAGE;
  /** Attempts of the current load, including the first. */
  attempts = 0;

  private retryTimer: TimerHandle | undefined;
  private abort: AbortController | undefined;
  private generation = 0;
  private settle: (() => void) | undefined;

  constructor(
    @inject(SiteConfigApi) private readonly api: SiteConfigApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(BootData) @optional() private readonly boot?: BootData,
  ) {
    makeAutoObservable<SiteConfigStore, 'api' | 'clock' | 'logger' | 'boot' | 'retryTimer' | 'abort' | 'generation' | 'settle'>(this, {
      // issue 20: a configuration is replaced whole, never changed in place: kept as it came, not
      // made observable field by field (the served page's, with its ~40 languages, took a long task
      // of the page's start, and every guard's read of its languages went through observable proxies)
      loaded: observableRef,
      api: false,
      boot: false,
      clock: false,
      logger: false,
      retryTimer: false,
      abort: false,
      generation: false,
      settle: false,
    });
  }

  /** The configuration in force: the loaded one, else the safe defaults. */
  get config(): SiteConfig {
    return this.loaded ?? safeSiteConfig(this.language);
  }

  /** True while no configuration has ever loaded (the safe defaults are in force). */
  get isUsingDefaults(): boolean {
    return this.loaded === undefined;
  }

  /** Loads the configuration for a language; resolves when loaded or given up. */
  load(language: string): Promise<void> {
    this.cancel();
    this.language = language;
    this.status = 'loading';
    this.attempts = 0;
    const generation = ++this.generation;
    // issue 20: the served page carries the configuration of its language; the first load takes it, no call.
    const booted = this.bootConfig(language);
    if (booted) {
      this.loaded = booted;
      this.status = 'loaded';
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      this.settle = resolve;
      this.attempt(generation, resolve);
    });
  }

  /** Loads again in the current language (after sign-in, document 000 §4). */
  reload(): Promise<void> {
    return this.load(this.language);
  }

  /** Stops a running load and its retry timer. */
  dispose(): void {
    this.cancel();
    if (this.status === 'loading') this.status = this.loaded ? 'loaded' : 'idle';
  }

  /** The page's boot configuration when it is of `language` and has the configuration's shape (else the call is made). */
  private bootConfig(language: string): SiteConfig | undefined {
    const part = bootRecord(this.boot?.take('config'));
    const config = bootRecord(part?.['config']);
    if (!part || part['lang'] !== language || !config || !Array.isArray(config['languages'])) return undefined;
    return config as unknown as SiteConfig;
  }

  private attempt(generation: number, resolve: () => void): void {
    this.retryTimer = undefined;
    const abort = new AbortController();
    this.abort = abort;
    this.attempts++;
    this.api.getSiteConfig(this.language, abort.signal).then(
      (config) => {
        if (generation !== this.generation) return resolve();
        runInAction(() => {
          this.loaded = config;
          this.status = 'loaded';
        });
        resolve();
      },
      (error: unknown) => {
        if (generation !== this.generation) return resolve();
        const delayMs = siteConfigRetryDelayMs(this.attempts);
        this.logger.warn('site config load failed', { attempt: this.attempts, error: String(error) });
        if (delayMs === undefined) {
          runInAction(() => {
            this.status = 'no-site-config';
          });
          this.logger.error('no site config', { attempts: this.attempts });
          return resolve();
        }
        this.retryTimer = this.clock.setTimeout(() => this.attempt(generation, resolve), delayMs);
      },
    );
  }

  private cancel(): void {
    this.generation++;
    this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.abort?.abort();
    this.abort = undefined;
    // A superseded load resolves at once: whoever awaited it sees the state of the newer one.
    const settle = this.settle;
    this.settle = undefined;
    settle?.();
  }
}
