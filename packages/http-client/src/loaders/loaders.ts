import { ApiError, getSessionCall, getSiteConfigCall, Headers, sessionCheckCall, type SiteConfig } from '@kickoff/contracts';
import type { Clock } from '@kickoff/platform';
import { sleep } from '../client/retry';
import type { HttpTransport } from '../transport/http-transport';

/** Document 001 §8: "site config load fails: retried 5 times at 1 s, then 'no site config'". */
export const SITE_CONFIG_RETRIES = 5;
export const SITE_CONFIG_RETRY_DELAY_MS = 1000;
/** Document 001 §7, §9: "Session check ... 2 retries at 1500 ms". */
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_RETRY_DELAY_MS = 1500;
/** Document 001 §9: "Session load delay 8 s" after the app is ready. */
export const SESSION_LOAD_DELAY_MS = 8000;

/** The code the site-config loader rejects with after its retries. */
export const NO_SITE_CONFIG = 'no_site_config';

async function withFixedRetries<T>(clock: Clock, retries: number, delayMs: number, signal: AbortSignal | undefined, name: string, attempt: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if ((error as ApiError).status === 499 || failures >= retries) throw error;
      await sleep(clock, delayMs, signal, name);
    }
  }
}

/** Loads the site configuration: 1 try and 5 retries 1 s apart, then rejects with `no_site_config`. */
export class SiteConfigLoader {
  constructor(
    private readonly transport: HttpTransport,
    private readonly clock: Clock,
  ) {}

  async load(lang: string, options: { geoCountry?: string; signal?: AbortSignal } = {}): Promise<SiteConfig> {
    try {
      return await withFixedRetries(this.clock, SITE_CONFIG_RETRIES, SITE_CONFIG_RETRY_DELAY_MS, options.signal, 'config.all', () =>
        this.transport.call(getSiteConfigCall, {
          query: { lang },
          retries: 0,
          ...(options.geoCountry ? { headers: { [Headers.geoCountry]: options.geoCountry } } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        }),
      );
    } catch (error) {
      if ((error as ApiError).status === 499) throw error;
      throw new ApiError((error as ApiError).status ?? 0, { code: NO_SITE_CONFIG, messageKey: 'main_error', message: `no site config: ${(error as Error).message}` });
    }
  }
}

/** The session check with 2 retries 1500 ms apart; `userId` is null for a guest. */
export class SessionCheckLoader {
  constructor(
    private readonly transport: HttpTransport,
    private readonly clock: Clock,
  ) {}

  async check(signal?: AbortSignal): Promise<{ userId: number | null }> {
    const answer = await withFixedRetries(this.clock, SESSION_CHECK_RETRIES, SESSION_CHECK_RETRY_DELAY_MS, signal, 'user.sessionCheck', () =>
      this.transport.call(sessionCheckCall, { retries: 0, ...(signal ? { signal } : {}) }),
    );
    return { userId: answer.user_id };
  }
}

/**
 * `GET /web-api/session` as text (never parsed as JSON), loaded about 8 s after the app is ready
 * unless the page supplied it (document 001 §7). `dispose()` cancels a pending load.
 */
export class SessionTextLoader {
  private timer: ReturnType<Clock['setTimeout']> | undefined;
  private value: string | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly transport: HttpTransport,
    private readonly clock: Clock,
  ) {}

  /** Called when the app is ready; `supplied` is the session text the page carried, if any. */
  appReady(supplied?: string): Promise<string> {
    if (supplied !== undefined) {
      this.value = supplied;
      return Promise.resolve(supplied);
    }
    if (this.pending) return this.pending;
    this.pending = new Promise<string>((resolve, reject) => {
      this.timer = this.clock.setTimeout(() => {
        this.timer = undefined;
        this.transport.call(getSessionCall, { retries: 0 }).then((text) => {
          this.value = text;
          resolve(text);
        }, reject);
      }, SESSION_LOAD_DELAY_MS);
    });
    return this.pending;
  }

  /** The session text once loaded or supplied. */
  get session(): string | undefined {
    return this.value;
  }

  dispose(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
