import type { RegistrationEntry, RegistrationSiteConfig } from './registration-entry.rules';

export const baseRegistrationSite: RegistrationSiteConfig = {
  isRegistrationAllowed: true,
  isVipDomain: false,
  isShowRegistrationWidget: false,
  isAvailableCustomRegistration: false,
  isLoginRouteAvailable: false,
  preselectedBonusIdByRouteName: { slots: 77 },
};

/** Registration entry (document 000 §4 "Registration entry"). */
export const registrationEntryCases: ReadonlyArray<{
  name: string;
  isSignedIn?: boolean;
  route: string | null;
  site?: Partial<RegistrationSiteConfig>;
  storedBonusId?: number | null;
  expected: RegistrationEntry;
}> = [
  { name: 'signed in: hidden', isSignedIn: true, route: 'home', expected: { kind: 'hidden' } },
  { name: 'on the registration route: hidden', route: 'registration', expected: { kind: 'hidden' } },
  { name: 'on the old registration page: hidden', route: 'oldRegistrationPage', expected: { kind: 'hidden' } },
  { name: 'registration off: hidden', route: 'home', site: { isRegistrationAllowed: false }, expected: { kind: 'hidden' } },
  { name: 'VIP domain: hidden', route: 'home', site: { isVipDomain: true }, expected: { kind: 'hidden' } },
  { name: 'widget setting: widget, to registration on close', route: 'home', site: { isShowRegistrationWidget: true }, expected: { kind: 'widget', bonusId: null, onCloseRoute: 'registration' } },
  { name: 'login route: page', route: 'home', site: { isLoginRouteAvailable: true }, expected: { kind: 'page', bonusId: null, route: 'registration' } },
  { name: 'custom registration: page', route: 'home', site: { isAvailableCustomRegistration: true }, expected: { kind: 'page', bonusId: null, route: 'registration' } },
  { name: 'otherwise: modal falling back to the page', route: 'home', expected: { kind: 'modal', bonusId: null, fallbackRoute: 'registration' } },
  // The spec's order: the widget setting comes before the login / custom registration page.
  { name: 'widget setting wins over a login route', route: 'home', site: { isShowRegistrationWidget: true, isLoginRouteAvailable: true }, expected: { kind: 'widget', bonusId: null, onCloseRoute: 'registration' } },
  { name: 'widget setting wins over custom registration', route: 'home', site: { isShowRegistrationWidget: true, isAvailableCustomRegistration: true }, expected: { kind: 'widget', bonusId: null, onCloseRoute: 'registration' } },
  { name: 'registration off wins over the widget', route: 'home', site: { isRegistrationAllowed: false, isShowRegistrationWidget: true }, expected: { kind: 'hidden' } },
  { name: 'bonus preselected by route first', route: 'slots', storedBonusId: 5, expected: { kind: 'modal', bonusId: 77, fallbackRoute: 'registration' } },
  { name: 'stored bonus when the route has none', route: 'home', storedBonusId: 5, expected: { kind: 'modal', bonusId: 5, fallbackRoute: 'registration' } },
];
