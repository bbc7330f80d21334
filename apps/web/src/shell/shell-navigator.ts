import { FALLBACK_LANGUAGE } from '@kickoff/contracts';
import { Navigation, type NavigationService, type NavigationTarget, type GuardEffect, splitUrl } from '@kickoff/guards-core';
import { Logger, LocalStore, SessionStore, type KeyValueStore } from '@kickoff/platform';
import { ReferralService } from '@kickoff/referral-core';
import { AreaPrefetch, type AreaPrefetchService } from '@kickoff/remote-areas-core';
import { NotificationsService, ShellController, SiteConfigStore } from '@kickoff/shell-core';
import { inject, injectable } from 'inversify';
import { APP_AREA_NAMES } from '../areas/registry';
import { makeAutoObservable, runInAction } from 'mobx';
import { BrowserShellHost } from './browser-shell-host';
import { ModalStore } from './modal.store';
import { NavigationWorldSource, STORED_LANGUAGE_KEY } from './navigation-world';

/** Local store key of the payment consultant flag (document 001 §2). */
export const PAYMENT_CONSULTANT_KEY = 'paymentConsultant';
/** Session store key of the platform forced by `platform_type` (document 001 §2). */
export const FORCED_PLATFORM_KEY = 'platformType';
/** The running build's version, the first seen version of the update check. */
export const RUNNING_VERSION = import.meta.env.VITE_APP_VERSION ?? '';

/** The areas the main navigation leads to, warmed once the first page is shown (document 000 §9 prefetch). */
export const PREFETCHED_AREAS: readonly string[] = ['betting', 'casino'];

/** What the router does after a navigation was decided. */
export type NavigationAction =
  | { kind: 'show'; scrollToTop: boolean }
  | { kind: 'redirect'; to: string; hard: boolean }
  | { kind: 'restore'; to: string | null }
  | { kind: 'none' };

/** The location on screen and whether it is shown as a 404. */
export interface ShownLocation {
  target: NavigationTarget;
  notFound: boolean;
}

/**
 * The app's navigation glue: starts the shell services once, asks guards-core's navigation
 * service for each location with the world the services describe, performs the guards' effects
 * (documented in guards-core `GuardEffect`) and tells the router what to do.
 */
@injectable()
export class ShellNavigator {
  shown: ShownLocation | null = null;
  private started: Promise<void> | null = null;
  private prefetchScheduled = false;

  constructor(
    @inject(Navigation) private readonly navigation: NavigationService,
    @inject(NavigationWorldSource) private readonly world: NavigationWorldSource,
    @inject(ShellController) private readonly shell: ShellController,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ReferralService) private readonly referral: ReferralService,
    @inject(NotificationsService) private readonly notifications: NotificationsService,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(BrowserShellHost) private readonly host: BrowserShellHost,
    @inject(LocalStore) private readonly localStore: KeyValueStore,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
    @inject(Logger) private readonly logger: Logger,
    @inject(AreaPrefetch) private readonly prefetch: AreaPrefetchService,
  ) {
    makeAutoObservable<
      this,
      'navigation' | 'world' | 'shell' | 'siteConfig' | 'referral' | 'notifications' | 'modals' | 'host' | 'localStore' | 'sessionStore' | 'logger' | 'started' | 'prefetch' | 'prefetchScheduled'
    >(this, {
      navigation: false,
      world: false,
      shell: false,
      siteConfig: false,
      referral: false,
      notifications: false,
      modals: false,
      host: false,
      localStore: false,
      sessionStore: false,
      logger: false,
      started: false,
      prefetch: false,
      prefetchScheduled: false,
    });
  }

  /** A navigation is being decided (the route-loading progress bar shows it). */
  get navigating(): boolean {
    return this.navigation.navigating;
  }

  /** Starts the shell services once: site configuration and sign-in state first. */
  start(language: string): Promise<void> {
    this.started ??= this.shell.start({ language, runningVersion: RUNNING_VERSION }).then(() => this.referral.start());
    return this.started;
  }

  dispose(): void {
    this.prefetch.dispose();
    this.prefetchScheduled = false;
    this.referral.dispose();
    this.shell.dispose();
    this.started = null;
  }

  /** Decides a navigation to `url` (path, query and hash) and returns what the router must do. */
  async go(url: string): Promise<NavigationAction> {
    // The first configuration is asked in a language known to work (the stored one, else en): the
    // URL's language may be one the site does not offer; an accepted URL language reloads it below.
    await this.start(this.localStore.get(STORED_LANGUAGE_KEY) ?? FALLBACK_LANGUAGE);
    const scrollToTop = this.navigation.scrollToTopFor(url);
    const result = await this.navigation.navigate(url, this.world.snapshot());
    if (result.kind === 'superseded') return { kind: 'none' };
    const effects = this.navigation.pendingEffects;
    this.navigation.clearPendingEffects();
    for (const effect of effects) this.perform(effect);
    switch (result.kind) {
      case 'continue':
      case 'notFound': {
        const current = this.navigation.current;
        if (!current) return { kind: 'none' };
        runInAction(() => {
          this.shown = { target: current, notFound: result.kind === 'notFound' };
        });
        this.host.visited(url);
        this.schedulePrefetch();
        const language = current.match.language;
        if (language && language !== this.siteConfig.language) void this.siteConfig.load(language);
        return { kind: 'show', scrollToTop };
      }
      case 'redirect':
        return { kind: 'redirect', to: result.to, hard: result.hard };
      case 'cancel':
        return { kind: 'restore', to: this.shown?.target.fullPath ?? null };
    }
  }

  /** Once the first page is on screen: the main areas load when the page is idle (200 ms, then idle within 2000 ms). */
  private schedulePrefetch(): void {
    if (this.prefetchScheduled) return;
    this.prefetchScheduled = true;
    this.prefetch.schedule(PREFETCHED_AREAS.filter((name) => APP_AREA_NAMES.includes(name)));
  }

  private perform(effect: GuardEffect): void {
    switch (effect.type) {
      case 'captureReferral':
        this.referral.capture(new URLSearchParams(effect.tags), { isReferralWithoutConsent: this.siteConfig.config.isReferralWithoutConsent });
        return;
      case 'storePaymentConsultant':
        this.localStore.set(PAYMENT_CONSULTANT_KEY, '1');
        return;
      case 'appUpdateAvailable':
        this.world.markUpdateNotified();
        this.notifications.push({ type: 'warning', messageKey: 'main_update_available', permanent: true, confirmKey: 'main_ok' });
        return;
      case 'forcePlatform':
        this.sessionStore.set(FORCED_PLATFORM_KEY, effect.platform);
        return;
      case 'openAuthBlock':
        this.modals.show('login');
        return;
      case 'closeModals':
        this.modals.closeAll();
        return;
      case 'openModal':
        this.modals.show(effect.modal);
        return;
      case 'openRechargeModal':
        this.modals.show('recharge');
        return;
      case 'openIdentificationBonusModal':
        this.modals.show('identificationBonus', true);
        return;
      case 'resetQuickCoupon':
        this.modals.setQuickCouponVisible(false);
        return;
      case 'storeLanguage':
        this.localStore.set(STORED_LANGUAGE_KEY, effect.language);
        return;
      case 'trackPageView':
        this.logger.debug('page view', { path: splitUrl(effect.path).pathname, routeName: effect.routeName });
        return;
      case 'log':
        if (effect.level === 'warn') this.logger.warn(effect.message);
        else this.logger.info(effect.message);
        return;
      // Loading the route's area and media happens when its page mounts; bots skip the timers in
      // the services themselves; dictionaries are loaded by the navigation service.
      case 'loadArea':
      case 'loadMedia':
      case 'skipTimers':
      case 'loadDictionaries':
        return;
    }
  }
}
