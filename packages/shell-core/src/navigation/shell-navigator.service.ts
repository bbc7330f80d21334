import { Accounts, UserConfigStore, type AccountsService } from '@kickoff/accounts-core';
import { FALLBACK_LANGUAGE } from '@kickoff/contracts';
import { Navigation, matchRoute, splitUrl, type GuardEffect, type LayoutMeta, type NavigationService, type NavigationTarget } from '@kickoff/guards-core';
import { Logger, LocalStore, SessionStore, type KeyValueStore } from '@kickoff/platform';
import { ReferralService } from '@kickoff/referral-core';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppUpdateService } from '../app-update/app-update.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ShellController } from '../shell/shell.controller';
import { SiteConfigStore } from '../site-config/site-config.store';
import { CONFIRM_TERMS_ROUTE_NAME, TermsRedirectService } from '../terms/terms-redirect.service';
import { ModalStore } from './modal.store';
import { NavigationWorldSource } from './navigation-world.source';
import { AreaWarmup, FORCED_PLATFORM_KEY, PAYMENT_CONSULTANT_KEY, STORED_LANGUAGE_KEY, ShellBuild, ShellStartTasks } from './navigation.ports';
import { RouterShellHost } from './router-shell-host';

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

/** A navigation followed to its end, headless: what a browser would show after the redirects. */
export interface VisitOutcome {
  /** The path with query on screen, or null when the navigation was cancelled before any page. */
  path: string | null;
  /** The route name on screen (`notFound` for a 404). */
  routeName: string | null;
  layout: LayoutMeta['layout'] | null;
  /** Every redirect on the way, in order, with whether it loads a new page. */
  redirects: readonly { to: string; hard: boolean }[];
}

/** Redirects one visit follows before it gives up (a cyclic redirect is logged, document 001 §8). */
export const MAX_VISIT_REDIRECTS = 10;

/**
 * The interpreter of guards-core's effects (ARCHITECTURE "the interpreter of guards-core's effects
 * lives in shell-core"): starts the shell services once, asks guards-core's navigation service for
 * each location with the world the services describe, performs the guards' effects (documented in
 * guards-core `GuardEffect`) and tells the router what to do. The app's router only forwards URLs
 * and carries out the returned action.
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
    @inject(AppUpdateService) private readonly appUpdate: AppUpdateService,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(RouterShellHost) private readonly host: RouterShellHost,
    @inject(LocalStore) private readonly localStore: KeyValueStore,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
    @inject(Logger) private readonly logger: Logger,
    @inject(ShellBuild) private readonly build: ShellBuild,
    @inject(TermsRedirectService) private readonly termsRedirect: TermsRedirectService,
    @inject(AreaWarmup) @optional() private readonly warmup: AreaWarmup | undefined,
    @inject(Accounts) @optional() private readonly accounts: AccountsService | undefined,
    @inject(UserConfigStore) @optional() private readonly userConfig: UserConfigStore | undefined,
    @inject(ShellStartTasks) @optional() private readonly startTasks: ShellStartTasks | undefined,
  ) {
    makeAutoObservable<
      this,
      | 'navigation'
      | 'world'
      | 'shell'
      | 'siteConfig'
      | 'referral'
      | 'notifications'
      | 'appUpdate'
      | 'modals'
      | 'host'
      | 'localStore'
      | 'sessionStore'
      | 'logger'
      | 'build'
      | 'termsRedirect'
      | 'warmup'
      | 'accounts'
      | 'userConfig'
      | 'startTasks'
      | 'started'
      | 'prefetchScheduled'
    >(this, {
      navigation: false,
      world: false,
      shell: false,
      siteConfig: false,
      referral: false,
      notifications: false,
      appUpdate: false,
      modals: false,
      host: false,
      localStore: false,
      sessionStore: false,
      logger: false,
      build: false,
      termsRedirect: false,
      warmup: false,
      accounts: false,
      userConfig: false,
      startTasks: false,
      started: false,
      prefetchScheduled: false,
    });
  }

  /** A navigation is being decided (the route-loading progress bar shows it). */
  get navigating(): boolean {
    return this.navigation.navigating;
  }

  /** The language of the page on screen, else the site's current one (every link keeps it). */
  get language(): string {
    return this.shown?.target.match.language ?? this.siteConfig.language;
  }

  /** The layout meta of the page on screen (a 404 shows in the main layout). */
  get layout(): LayoutMeta | null {
    return this.navigation.layout;
  }

  /**
   * Starts the shell services once: site configuration and sign-in state first, then referral
   * tracking, the player's accounts and user configuration (fetched on sign-in, forgotten on
   * sign-out, whatever the layout; the ban flags of the guards come from the configuration).
   */
  start(language: string): Promise<void> {
    const tasks = this.startTasks;
    this.started ??= this.shell.start({ language, runningVersion: this.build.runningVersion, ...(tasks ? { nextTask: () => tasks.next() } : {}) }).then(() => {
      this.referral.start();
      this.termsRedirect.start();
      this.accounts?.start();
      this.userConfig?.start();
    });
    return this.started;
  }

  dispose(): void {
    this.warmup?.dispose();
    this.prefetchScheduled = false;
    this.referral.dispose();
    this.termsRedirect.dispose();
    this.accounts?.dispose();
    this.userConfig?.dispose();
    this.shell.dispose();
    this.started = null;
  }

  /** Decides a navigation to `url` (path, query and hash) and returns what the router must do. */
  async go(url: string): Promise<NavigationAction> {
    // The first configuration is asked in a language known to work (the stored one, else en): the
    // URL's language may be one the site does not offer; an accepted URL language reloads it below.
    await this.start(this.localStore.get(STORED_LANGUAGE_KEY) ?? FALLBACK_LANGUAGE);
    // The confirm page sends a player whose terms did not change home (document 001 §2): a page
    // loaded onto it (a reload, a hard redirect) is decided once the terms check has answered, or
    // a changed-terms player went home and came back with home as the return URL.
    if (matchRoute(url).route.name === CONFIRM_TERMS_ROUTE_NAME) await this.shell.termsCheck.whenChecked();
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

  /**
   * Follows a navigation the way the browser would (every redirect, soft or hard) and tells what
   * ends on screen: the whole navigation decision, headless.
   */
  async visit(url: string): Promise<VisitOutcome> {
    const redirects: { to: string; hard: boolean }[] = [];
    let next = url;
    for (let step = 0; step <= MAX_VISIT_REDIRECTS; step++) {
      const action = await this.go(next);
      if (action.kind !== 'redirect') break;
      redirects.push({ to: action.to, hard: action.hard });
      next = action.to;
    }
    const shown = this.shown;
    return {
      path: shown?.target.fullPath ?? null,
      routeName: shown ? (shown.notFound ? 'notFound' : shown.target.match.route.name) : null,
      layout: shown ? (shown.notFound ? 'main' : shown.target.match.route.layout) : null,
      redirects,
    };
  }

  /** Once the first page is on screen: the main areas load when the page is idle (200 ms, then idle within 2000 ms). */
  private schedulePrefetch(): void {
    if (this.prefetchScheduled || !this.warmup) return;
    this.prefetchScheduled = true;
    this.warmup.schedule(this.build.prefetchedAreas);
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
        // The one update notice, which offers the reload (document 001 §4; issue 18: bound to the service worker too).
        this.appUpdate.offer();
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
