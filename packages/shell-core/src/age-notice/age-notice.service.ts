import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { Clock, LocalStore, SessionStore, type KeyValueStore } from '@kickoff/platform';
import { SiteConfigStore } from '../site-config/site-config.store';
import { AGE_CONFIRMED_AT_KEY, AGE_NOTICE_CLOSABLE, isAgeConfirmed, isAgeNoticeShown } from './age-notice.rules';

/**
 * The age restriction notice (document 000 §4): shown until the visitor confirms the minimum age;
 * the confirmation is kept 3 days in the local store, or in the session store when the site's
 * `isAgeConfirmationPerSession` is on. It cannot be closed any other way.
 */
@injectable()
export class AgeNoticeService {
  isVisible = false;
  /** The notice has no close button and ignores outside clicks. */
  readonly closable = AGE_NOTICE_CLOSABLE;

  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(LocalStore) private readonly localStore: KeyValueStore,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<AgeNoticeService, 'siteConfig' | 'localStore' | 'sessionStore' | 'clock' | 'disposeReaction'>(this, {
      siteConfig: false,
      localStore: false,
      sessionStore: false,
      clock: false,
      disposeReaction: false,
      closable: false,
    });
  }

  /** The minimum age shown in the notice, from the site configuration. */
  get minimumAge(): number {
    return this.siteConfig.config.minimumAge;
  }

  /** Decides now and again whenever the relevant settings change. */
  start(): void {
    if (this.disposeReaction) return;
    this.disposeReaction = reaction(
      () => [this.siteConfig.config.isAgeNoticeEnabled, this.siteConfig.config.isAgeConfirmationPerSession] as const,
      () => this.evaluate(),
      { fireImmediately: true },
    );
  }

  /** The visitor confirmed the age. */
  confirm(): void {
    const store = this.siteConfig.config.isAgeConfirmationPerSession ? this.sessionStore : this.localStore;
    store.set(AGE_CONFIRMED_AT_KEY, String(this.clock.now()));
    this.isVisible = false;
  }

  /** Re-reads the stored confirmation (e.g. on navigation, after the 3 days may have passed). */
  evaluate(): void {
    const perSession = this.siteConfig.config.isAgeConfirmationPerSession;
    const raw = (perSession ? this.sessionStore : this.localStore).get(AGE_CONFIRMED_AT_KEY);
    const parsed = raw === null ? undefined : Number(raw);
    const confirmedAtMs = parsed !== undefined && Number.isFinite(parsed) ? parsed : undefined;
    const isConfirmed = isAgeConfirmed({ confirmedAtMs, nowMs: this.clock.now(), perSession });
    this.isVisible = isAgeNoticeShown({ isAgeNoticeEnabled: this.siteConfig.config.isAgeNoticeEnabled, isConfirmed });
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
  }
}
