import type { SiteConfig } from '@kickoff/contracts';

/** Route names on which the registration entry is hidden (document 000 §4). */
export const REGISTRATION_ROUTE_NAMES: readonly string[] = ['registration', 'oldRegistrationPage'];
/** The route name of the login page (the login modal is not opened there, document 000 §2). */
export const LOGIN_ROUTE_NAME = 'login';

/** The site settings the registration entry reads (document 000 §3). */
export type RegistrationSiteConfig = Pick<
  SiteConfig,
  'isRegistrationAllowed' | 'isVipDomain' | 'isShowRegistrationWidget' | 'isAvailableCustomRegistration' | 'isLoginRouteAvailable' | 'preselectedBonusIdByRouteName'
>;

/** How the registration entry opens. */
export type RegistrationEntry =
  | { kind: 'hidden' }
  /** A widget opens; on close the visitor is routed to the registration page. */
  | { kind: 'widget'; bonusId: number | null; onCloseRoute: 'registration' }
  | { kind: 'page'; bonusId: number | null; route: 'registration' }
  /** A modal opens; on a modal error the visitor falls back to the registration page. */
  | { kind: 'modal'; bonusId: number | null; fallbackRoute: 'registration' };

/**
 * The bonus preselected for registration (document 000 §4 "A bonus is preselected first by
 * route"): the id configured for the current route, else the stored selected bonus id, else null.
 */
export function preselectedBonusId(routeName: string | null, byRouteName: Readonly<Record<string, number>>, storedBonusId: number | null): number | null {
  if (routeName !== null && Object.hasOwn(byRouteName, routeName)) return byRouteName[routeName] ?? storedBonusId;
  return storedBonusId;
}

/**
 * The registration entry decision (document 000 §4 "Registration entry", §6): hidden for
 * signed-in users, on the registration route and when registration is off or the domain is VIP;
 * the widget with the widget setting; the page with a login route or custom registration;
 * otherwise the modal.
 */
export function decideRegistrationEntry(input: {
  isSignedIn: boolean;
  currentRouteName: string | null;
  site: RegistrationSiteConfig;
  storedBonusId: number | null;
}): RegistrationEntry {
  const { site } = input;
  if (input.isSignedIn) return { kind: 'hidden' };
  if (input.currentRouteName !== null && REGISTRATION_ROUTE_NAMES.includes(input.currentRouteName)) return { kind: 'hidden' };
  if (!site.isRegistrationAllowed || site.isVipDomain) return { kind: 'hidden' };
  const bonusId = preselectedBonusId(input.currentRouteName, site.preselectedBonusIdByRouteName, input.storedBonusId);
  if (site.isShowRegistrationWidget) return { kind: 'widget', bonusId, onCloseRoute: 'registration' };
  if (site.isLoginRouteAvailable || site.isAvailableCustomRegistration) return { kind: 'page', bonusId, route: 'registration' };
  return { kind: 'modal', bonusId, fallbackRoute: 'registration' };
}

/** On a registration modal error the visitor falls back to the registration page (document 000 §8). */
export function registrationModalFallback(entry: RegistrationEntry): RegistrationEntry {
  return entry.kind === 'modal' ? { kind: 'page', bonusId: entry.bonusId, route: 'registration' } : entry;
}

/** The login modal is not opened when the current route is already login (document 000 §2). */
export function shouldOpenLoginModal(currentRouteName: string | null, isSignedIn: boolean): boolean {
  return !isSignedIn && currentRouteName !== LOGIN_ROUTE_NAME;
}
