import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { ConsentApi, CookiesAgreeType, type ConsentUpdate } from '@kickoff/contracts';
import type { MarketingConsent } from '@kickoff/referral-core';
import { Clock, LocalStore, Logger, readJson, writeJson, type KeyValueStore, type TimerHandle } from '@kickoff/platform';
import { AuthStatusService } from '../auth/auth-status.service';
import { ShellEnvironment, ShellHost } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { SiteConfigStore } from '../site-config/site-config.store';
import {
  COOKIE_CONSENT_KEY,
  agreeTypeOf,
  analyticsStartDelayMs,
  consentFlags,
  defaultConsentOptions,
  effectiveAgreeType,
  hasMarketingConsent,
  optionsForType,
  type CookieConsentOption,
} from './cookie-consent.rules';

/** The consent banner's views (document 001 §4): main (accept all or customize), customize, or none. */
export type CookieConsentView = 'main' | 'customize' | 'hidden';

interface StoredConsent {
  type: CookiesAgreeType;
  agreedAtMs: number;
}

function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredConsent>;
  return CookiesAgreeType.safeParse(candidate.type).success && typeof candidate.agreedAtMs === 'number';
}

/**
 * Cookie consent (document 001 §3, §4, §9): the banner's main and customize views, ALL / the first
 * selected type / DISABLE, withdrawable. A choice goes to the consent updater with analytics and
 * ads flags, is logged with its time for a signed-in user, and starts analytics 10 s later (0 on
 * registration pages). Implements referral-core's `MarketingConsent` port.
 */
@injectable()
export class CookieConsentService implements MarketingConsent {
  /** The stored choice, `null` until the visitor chooses. */
  stored: CookiesAgreeType | null = null;
  view: CookieConsentView = 'hidden';
  options: CookieConsentOption[] = defaultConsentOptions();
  /** Analytics were started on this page load with these flags. */
  analyticsStartedWith: ConsentUpdate | undefined = undefined;

  private analyticsTimer: TimerHandle | undefined;
  private readonly marketingListeners = new Set<(granted: boolean) => void>();
  private readonly analyticsListeners = new Set<(flags: ConsentUpdate) => void>();
  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(ConsentApi) private readonly api: ConsentApi,
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ShellHost) private readonly host: ShellHost,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(LocalStore) private readonly localStore: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<
      CookieConsentService,
      'api' | 'auth' | 'siteConfig' | 'host' | 'environment' | 'localStore' | 'clock' | 'logger' | 'analyticsTimer' | 'marketingListeners' | 'analyticsListeners' | 'disposeReaction'
    >(this, {
      api: false,
      auth: false,
      siteConfig: false,
      host: false,
      environment: false,
      localStore: false,
      clock: false,
      logger: false,
      analyticsTimer: false,
      marketingListeners: false,
      analyticsListeners: false,
      disposeReaction: false,
    });
    this.stored = readJson(this.localStore, COOKIE_CONSENT_KEY, isStoredConsent, this.logger)?.type ?? null;
  }

  /** The consent in force (ALL on a site without the banner). */
  get agreeType(): CookiesAgreeType | null {
    return effectiveAgreeType({ isCookieConsentEnabled: this.siteConfig.config.isCookieConsentEnabled, stored: this.stored });
  }

  /** The flags the consent updater gets. */
  get flags(): ConsentUpdate {
    return consentFlags(this.agreeType);
  }

  /** Shows the banner when a choice is needed and starts analytics for an earlier choice. */
  start(): void {
    if (this.disposeReaction) return;
    this.disposeReaction = reaction(
      () => this.agreeType,
      (type, previous) => {
        this.view = type === null ? 'main' : 'hidden';
        if (previous !== undefined && hasMarketingConsent(type) !== hasMarketingConsent(previous)) this.notifyMarketing();
        if (type !== null) this.scheduleAnalytics();
      },
      { fireImmediately: true },
    );
  }

  /** Main view: accept every purpose. */
  acceptAll(): void {
    this.options = optionsForType(this.options, 'ALL');
    this.agree('ALL');
  }

  /** Main view: refuse everything but the necessary cookies. */
  rejectAll(): void {
    this.options = optionsForType(this.options, 'DISABLE');
    this.agree('DISABLE');
  }

  /** Main view to customize view. */
  customize(): void {
    this.options = optionsForType(this.options, this.stored);
    this.view = 'customize';
  }

  /** Customize view back to main view. */
  back(): void {
    this.view = 'main';
  }

  /** Customize view: toggles a purpose ('necessary' stays on). */
  toggle(name: string): void {
    this.options = this.options.map((option) => (option.name === name && !option.disabled ? { ...option, checked: !option.checked } : option));
  }

  /** Customize view: accept the selection. */
  acceptSelected(): void {
    this.agree(agreeTypeOf(this.options));
  }

  /** Withdraws the consent: the choice is forgotten, the updater told, the banner shown again. */
  withdraw(): void {
    this.localStore.remove(COOKIE_CONSENT_KEY);
    this.options = defaultConsentOptions();
    this.clock.clearTimeout(this.analyticsTimer);
    this.analyticsTimer = undefined;
    this.stored = null;
    this.view = this.agreeType === null ? 'main' : 'hidden';
    this.sendUpdate(consentFlags(null));
  }

  /** referral-core's `MarketingConsent`: marketing cookies allowed now. */
  hasMarketingConsent(): boolean {
    return hasMarketingConsent(this.agreeType);
  }

  /** referral-core's `MarketingConsent`: changes of the marketing grant. */
  subscribeMarketingConsent(listener: (granted: boolean) => void): () => void {
    this.marketingListeners.add(listener);
    return () => this.marketingListeners.delete(listener);
  }

  /** Calls `listener` once analytics may start on this page (after the delay), with the flags. */
  onAnalyticsStart(listener: (flags: ConsentUpdate) => void): () => void {
    this.analyticsListeners.add(listener);
    return () => this.analyticsListeners.delete(listener);
  }

  /** Number of subscribed listeners (marketing and analytics), to assert a clean dispose. */
  listenerCount(): number {
    return this.marketingListeners.size + this.analyticsListeners.size;
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
    this.clock.clearTimeout(this.analyticsTimer);
    this.analyticsTimer = undefined;
    // Subscribers (referral-core, the app's analytics) unsubscribe themselves: a remount keeps them.
  }

  private agree(type: CookiesAgreeType): void {
    const nowMs = this.clock.now();
    writeJson(this.localStore, COOKIE_CONSENT_KEY, { type, agreedAtMs: nowMs } satisfies StoredConsent);
    this.stored = type;
    this.view = 'hidden';
    this.sendUpdate(consentFlags(type));
    // Document 001 §6: consent logging needs a signed-in user; document 001 §7: cookiesAgreeTime.
    if (this.auth.isAuthorized) {
      this.api.saveAgreement(Math.floor(nowMs / 1000), type).catch((error: unknown) => this.logger.warn('cookie agreement not saved', { error: String(error) }));
    }
  }

  private sendUpdate(flags: ConsentUpdate): void {
    this.api.updateConsent(flags).catch((error: unknown) => this.logger.warn('consent update failed', { error: String(error) }));
  }

  private notifyMarketing(): void {
    const granted = this.hasMarketingConsent();
    for (const listener of [...this.marketingListeners]) listener(granted);
  }

  private scheduleAnalytics(): void {
    if (this.analyticsStartedWith !== undefined || this.analyticsTimer !== undefined) return;
    if (!this.flags.analytics || isSearchBot(this.environment.userAgent)) return;
    const delayMs = analyticsStartDelayMs(this.host.currentPage().isRegistrationPage);
    this.analyticsTimer = this.clock.setTimeout(() => {
      this.analyticsTimer = undefined;
      const flags = this.flags;
      if (!flags.analytics) return;
      runInAction(() => {
        this.analyticsStartedWith = flags;
      });
      for (const listener of [...this.analyticsListeners]) listener(flags);
    }, delayMs);
  }
}
