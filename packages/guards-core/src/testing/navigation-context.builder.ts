import type { NavigationContext, NavigationUser } from '../guards/guard.types';
import { matchRoute } from '../routes/route-matcher.rules';
import type { GuardSiteConfig } from '../routes/route.types';

/** Site settings for guard tests: en (default), ru, de, and tr hidden from guests; everything on. */
export function aGuardSiteConfig(overrides: Partial<GuardSiteConfig> = {}): GuardSiteConfig {
  return {
    defaultLanguage: 'en',
    languages: [
      { code: 'en', name: 'English', hiddenForGuests: false },
      { code: 'ru', name: 'Русский', hiddenForGuests: false },
      { code: 'de', name: 'Deutsch', hiddenForGuests: false },
      { code: 'tr', name: 'Türkçe', hiddenForGuests: true },
    ],
    enabledRouteIds: [47],
    enabledFeatures: ['toto', 'lotto', 'blog', 'news', 'points', 'promo', 'cyber', 'results', 'bingo', 'poker'],
    isStatisticEnabled: true,
    isPaymentRouteEnabled: true,
    isPaymentAuthRequired: false,
    isRechargeModalEnabled: false,
    promoteBonusToOffer: false,
    isSlotFirstDepositRedirect: false,
    isRegistrationAllowed: true,
    isVipDomain: false,
    isLoginRouteAvailable: true,
    isShowIdentification: true,
    isTermsConfirmationAvailable: true,
    maintenance: { isActive: false, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 0 },
    ...overrides,
  };
}

/** A guest with no ban and nothing pending. */
export function aGuest(overrides: Partial<NavigationUser> = {}): NavigationUser {
  return { isSignedIn: false, banLevel: 0, banVersion: 0, isTermsChanged: false, isIdentificationBonus: false, isNeedIdentification: false, ...overrides };
}

/** A signed-in user with no ban and nothing pending. */
export function aSignedInUser(overrides: Partial<NavigationUser> = {}): NavigationUser {
  return aGuest({ isSignedIn: true, ...overrides });
}

/** Input of `aNavigationContext`: the target URL, optionally the URL left, and any other field. */
export type NavigationContextOverrides = Partial<Omit<NavigationContext, 'to' | 'from' | 'site' | 'user'>> & {
  from?: string | null;
  site?: Partial<GuardSiteConfig>;
  user?: NavigationUser;
};

/**
 * A navigation context for a URL, with a quiet default world: a guest, stored language en, every
 * dictionary loaded, no block, no maintenance, desktop, production, nothing open.
 */
export function aNavigationContext(url: string, overrides: NavigationContextOverrides = {}): NavigationContext {
  const { from = null, site, user, ...rest } = overrides;
  return {
    to: { fullPath: url, match: matchRoute(url) },
    from: from === null ? null : { fullPath: from, match: matchRoute(from) },
    site: aGuardSiteConfig(site),
    user: user ?? aGuest(),
    storedLanguage: 'en',
    hasUaCookie: false,
    device: { isMobile: false, isIpadLikeMac: false, isSearchBot: false },
    isProduction: true,
    appVersion: { firstSeen: '1.0.0', latest: '1.0.0', updateNotified: false },
    blockCode: null,
    serverRedirect: null,
    serverErrorStatus: null,
    loadedDictionaries: [],
    openModalCount: 0,
    navigationBlocked: false,
    afterRegistrationRedirectUrl: null,
    quickCouponVisible: false,
    ...rest,
  };
}
