import { UA_COOKIE_NAME, type NavigationUser, type NavigationWorld } from '@kickoff/guards-core';
import { CookieJar, LocalStore, SessionStore, type KeyValueStore } from '@kickoff/platform';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppVersionService } from '../app-version/app-version.service';
import { AuthStatusService } from '../auth/auth-status.service';
import { isSearchBot } from '../shell/search-bot.rules';
import { ShellEnvironment } from '../shell/shell.ports';
import { SiteConfigStore } from '../site-config/site-config.store';
import { TermsCheckService } from '../terms/terms-check.service';
import { ModalStore } from './modal.store';
import { AFTER_REGISTRATION_URL_KEY, NO_USER_FLAGS, NavigationUserFlagsSource, STORED_LANGUAGE_KEY, ShellBuild, type NavigationUserFlags } from './navigation.ports';

/** The device facts the guards need (document 001 §2: mobile redirect, iPad-like touch Macs, search bots). */
export function deviceOf(userAgent: string, maxTouchPoints: number): NavigationWorld['device'] {
  const isMobile = /Android|iPhone|iPod|Mobile/i.test(userAgent);
  return { isMobile, isIpadLikeMac: /Macintosh/.test(userAgent) && maxTouchPoints > 1, isSearchBot: isSearchBot(userAgent) };
}

/**
 * Builds the guards' view of the world (guards-core `NavigationWorld`) from the services: site
 * configuration, sign-in and terms state, the user's ban flags, app versions, storage, cookies and
 * modal state.
 */
@injectable()
export class NavigationWorldSource {
  /** The app-update notice was shown (the app-version guard announces it once). */
  updateNotified = false;
  private readonly device: NavigationWorld['device'];

  constructor(
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(TermsCheckService) private readonly terms: TermsCheckService,
    @inject(AppVersionService) private readonly appVersion: AppVersionService,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(LocalStore) private readonly localStore: KeyValueStore,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
    @inject(CookieJar) private readonly cookies: CookieJar,
    @inject(ShellEnvironment) environment: ShellEnvironment,
    @inject(ShellBuild) private readonly build: ShellBuild,
    @inject(NavigationUserFlagsSource) @optional() private readonly userFlags: (() => NavigationUserFlags) | undefined,
  ) {
    this.device = deviceOf(environment.userAgent, environment.maxTouchPoints ?? 0);
    makeAutoObservable<this, 'siteConfig' | 'auth' | 'terms' | 'appVersion' | 'modals' | 'localStore' | 'sessionStore' | 'cookies' | 'build' | 'userFlags' | 'device'>(this, {
      siteConfig: false,
      auth: false,
      terms: false,
      appVersion: false,
      modals: false,
      localStore: false,
      sessionStore: false,
      cookies: false,
      build: false,
      userFlags: false,
      device: false,
    });
  }

  /** The device the guards see. */
  get isMobile(): boolean {
    return this.device.isMobile;
  }

  markUpdateNotified(): void {
    this.updateNotified = true;
  }

  /** The world for one navigation. */
  snapshot(): NavigationWorld {
    const flags = this.auth.isAuthorized ? (this.userFlags?.() ?? NO_USER_FLAGS) : NO_USER_FLAGS;
    const user: NavigationUser = { isSignedIn: this.auth.isAuthorized, isTermsChanged: this.terms.isUserTermsChanged, ...flags };
    return {
      site: this.siteConfig.config,
      user,
      storedLanguage: this.localStore.get(STORED_LANGUAGE_KEY),
      hasUaCookie: this.cookies.get(UA_COOKIE_NAME) !== undefined,
      device: this.device,
      isProduction: this.build.isProduction,
      appVersion: { firstSeen: this.appVersion.firstSeenVersion ?? null, latest: this.appVersion.latestVersion ?? null, updateNotified: this.updateNotified },
      // A client-rendered app: the server always answers the page with 200.
      serverErrorStatus: null,
      openModalCount: this.modals.count,
      navigationBlocked: this.modals.navigationBlocked,
      afterRegistrationRedirectUrl: this.sessionStore.get(AFTER_REGISTRATION_URL_KEY),
      quickCouponVisible: this.modals.quickCouponVisible,
    };
  }
}
