import type { RedirectResponse } from '@kickoff/contracts';
import type { GuardSiteConfig, RouteMatch } from '../routes/route.types';

/** A location being left or entered: its full path and its match. */
export interface NavigationTarget {
  /** Path with query and hash, e.g. `/en/office/account?tab=1`. */
  fullPath: string;
  match: RouteMatch;
}

/** What the guards know of the user (document 001 §3 "User config", §4). */
export interface NavigationUser {
  /** Signed-in status is the presence of a user id (document 001 §6). */
  isSignedIn: boolean;
  banLevel: number;
  banVersion: number;
  /** The terms changed since the user last confirmed them (terms status). */
  isTermsChanged: boolean;
  /** The identification bonus modal is active until the user is identified. */
  isIdentificationBonus: boolean;
  isNeedIdentification: boolean;
  /**
   * Routes this signed-in user is refused (document 001 §2 "authenticated user who is refused"),
   * e.g. convert account when the conversion status does not allow it; filled by the account side.
   */
  refusedRouteNames?: readonly string[];
}

/** The visitor's device and agent. */
export interface NavigationDevice {
  isMobile: boolean;
  /** An iPad-like touch Mac: the mobile redirect applies (document 001 §2). */
  isIpadLikeMac: boolean;
  isSearchBot: boolean;
}

/**
 * Everything the guards decide from. The app fills it from the services (site config, user
 * config, cookies, the block and redirect calls); the guards read it and never change it.
 */
export interface NavigationContext {
  to: NavigationTarget;
  from: NavigationTarget | null;
  site: GuardSiteConfig;
  user: NavigationUser;
  /** The language stored from an earlier visit, if any. */
  storedLanguage: string | null;
  /** Whether the `ua` cookie exists (document 001 §5). */
  hasUaCookie: boolean;
  device: NavigationDevice;
  isProduction: boolean;
  /** App versions: the first seen at start-up, the latest known, and whether the update was announced. */
  appVersion: { firstSeen: string | null; latest: string | null; updateNotified: boolean };
  /** The block call's reason code (`displayTypeId`) for this URL; null when not blocked or unknown. */
  blockCode: number | null;
  /** The redirect-light answer for this URL; null when not asked or the call failed. */
  serverRedirect: RedirectResponse | null;
  /** The HTTP status the server rendered the first page with (404, 500, ...); null otherwise. */
  serverErrorStatus: number | null;
  /** Dictionaries already loaded, as `lang:dictionaryId`. */
  loadedDictionaries: readonly string[];
  openModalCount: number;
  /** Navigation is blocked (document 001 §2: "Navigation is cancelled while navigation is blocked"). */
  navigationBlocked: boolean;
  /** The URL to go to after registration, when one is set (recharge guard, document 001 §2). */
  afterRegistrationRedirectUrl: string | null;
  quickCouponVisible: boolean;
  /**
   * For `games/:gameRoute`: the catalogue's game with its current and old route, null when the
   * catalogue has no such game, undefined when not looked up (the check is then skipped).
   */
  game?: { route: string; oldRoute: string | null } | null;
}

/** Side effects the app performs, returned as data by the guards. */
export type GuardEffect =
  | { type: 'captureReferral'; tags: Readonly<Record<string, string>> }
  | { type: 'storePaymentConsultant' }
  | { type: 'appUpdateAvailable'; latestVersion: string }
  | { type: 'loadDictionaries'; language: string; dictionaryIds: readonly string[] }
  | { type: 'loadMedia'; routeName: string }
  | { type: 'forcePlatform'; platform: 'mobile' | 'desktop' }
  | { type: 'trackPageView'; path: string; routeName: string }
  | { type: 'openAuthBlock' }
  | { type: 'closeModals' }
  | { type: 'openModal'; modal: string }
  | { type: 'openRechargeModal' }
  | { type: 'openIdentificationBonusModal' }
  | { type: 'skipTimers' }
  | { type: 'resetQuickCoupon' }
  | { type: 'loadArea'; area: string }
  | { type: 'storeLanguage'; language: string }
  | { type: 'log'; level: 'info' | 'warn'; message: string };

/** A guard's verdict. Redirect targets are full paths with the language prefix. */
export type GuardOutcome =
  | { kind: 'continue'; effects: readonly GuardEffect[] }
  /** `hard`: the browser loads the target as a new page (the ban block page). */
  | { kind: 'redirect'; to: string; status: 301 | 302; hard: boolean; effects: readonly GuardEffect[] }
  | { kind: 'cancel'; reason: string; effects: readonly GuardEffect[] }
  | { kind: 'notFound'; effects: readonly GuardEffect[] };

/** One guard: a pure function of the navigation context. */
export type Guard = (context: NavigationContext) => GuardOutcome;
