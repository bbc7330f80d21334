import { PhoneApi, type PhoneCountry, type PhoneMask } from '@kickoff/contracts';
import { Clock, type TimerHandle } from '@kickoff/platform';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { retryDelayMs } from '../shared/retry.rules';
import { maskOf } from './phone.rules';

/**
 * Phone countries (in a language) and masks (document 001 §3, §7 "Phone countries and phone masks are
 * fetched"), loaded once per language and shared by every form; a failed load is retried by the one
 * retry policy (reads only) on the Clock.
 */
@injectable()
export class PhoneDirectoryService {
  countries: PhoneCountry[] = [];
  masks: PhoneMask[] = [];
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  private language: string | null = null;
  private retryTimer: TimerHandle | undefined = undefined;
  private controller: AbortController | null = null;

  constructor(
    @inject(PhoneApi) private readonly api: PhoneApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'api' | 'clock' | 'language' | 'retryTimer' | 'controller'>(this, { api: false, clock: false, language: false, retryTimer: false, controller: false }, { autoBind: true });
  }

  /** Loads the lists for a language (no-op when they are loaded or loading for it). */
  load(language: string): void {
    if (this.language === language && this.status !== 'failed' && this.status !== 'idle') return;
    this.dispose();
    this.language = language;
    void this.fetch(language, 1);
  }

  /** The mask of a country id. */
  maskOf(countryId: number | undefined): PhoneMask | undefined {
    return maskOf(this.masks, countryId);
  }

  private async fetch(language: string, attempt: number): Promise<void> {
    this.status = 'loading';
    const controller = new AbortController();
    this.controller = controller;
    try {
      const [countries, masks] = await Promise.all([this.api.getCountries(language, controller.signal), this.api.getMasks(controller.signal)]);
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.countries = countries;
        this.masks = masks;
        this.status = 'ready';
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      const delayMs = retryDelayMs('read', error, attempt);
      runInAction(() => (this.status = 'failed'));
      if (delayMs !== null) this.retryTimer = this.clock.setTimeout(() => void this.fetch(language, attempt + 1), delayMs);
    }
  }

  /** Stops a load in flight and a pending retry. */
  dispose(): void {
    this.controller?.abort();
    this.controller = null;
    this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}

/** Container identifier of the phone directory. */
export const PhoneDirectory = Symbol.for('PhoneDirectory') as ServiceIdentifier<PhoneDirectoryService>;
