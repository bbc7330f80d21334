import { UA_COOKIE_NAME, type NavigationUser, type NavigationWorld } from '@kickoff/guards-core';
import { CookieJar, LocalStore, SessionStore, type KeyValueStore } from '@kickoff/platform';
import { AppVersionService, AuthStatusService, ShellEnvironment, SiteConfigStore, TermsCheckService, isSearchBot } from '@kickoff/shell-core';
import { inject, injectable, optional, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ModalStore } from './modal.store';

/** Local store key of the language chosen last (the URL language guard stores it). */
export const STORED_LANGUAGE_KEY = 'language';
/** Session store key of the URL to go to after registration (read by the recharge guard). */
export const AFTER_REGISTRATION_URL_KEY = 'afterRegistrationRedirectUrl';

/** The user's ban and identification state, bound by the account side (accounts-core) when loaded. */
export interface NavigationUserFlags {
  banLevel: number;
  banVersion: number;
  isIdentificationBonus: boolean;
  isNeedIdentification: boolean;
}

/** Container identifier of the optional `NavigationUserFlags` source. */
export const NavigationUserFlagsSource = Symbol.for('NavigationUserFlagsSource') as ServiceIdentifier<() => NavigationUserFlags>;

const NO_FLAGS: NavigationUserFlags = { banLevel: 0, banVersion: 0, isIdentificationBonus: false, isNeedIdentification: false };

/** The device facts the guards need, read once from the browser. */
function readDevice(userAgent: string): NavigationWorld['device'] {
  const touchPoints = window.navigator.maxTouchPoints || 0;
  const isMobile = /Android|iPhone|iPod|Mobile/i.test(userAgent);
  return { isMobile, isIpadLikeMac: /Macintosh/.test(userAgent) && touchPoints > 1, isSearchBot: isSearchBot(userAgent) };
}

/**
 * Builds the guards' view of the world (guards-core `NavigationWorld`) from the services: site
 * configuration, sign-in and terms state, app versions, storage, cookies and modal state.
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
    @inject(NavigationUserFlagsSource) @optional() private readonly userFlags: (() => NavigationUserFlags) | undefined,
  ) {
    this.device = readDevice(environment.userAgent);
    makeAutoObservable<this, 'siteConfig' | 'auth' | 'terms' | 'appVersion' | 'modals' | 'localStore' | 'sessionStore' | 'cookies' | 'userFlags' | 'device'>(this, {
      siteConfig: false,
      auth: false,
      terms: false,
      appVersion: false,
      modals: false,
      localStore: false,
      sessionStore: false,
      cookies: false,
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
    const flags = this.userFlags?.() ?? NO_FLAGS;
    const user: NavigationUser = { isSignedIn: this.auth.isAuthorized, isTermsChanged: this.terms.isUserTermsChanged, ...flags };
    return {
      site: this.siteConfig.config,
      user,
      storedLanguage: this.localStore.get(STORED_LANGUAGE_KEY),
      hasUaCookie: this.cookies.get(UA_COOKIE_NAME) !== undefined,
      device: this.device,
      isProduction: !import.meta.env.DEV,
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
