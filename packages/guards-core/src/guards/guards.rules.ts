import { decideBan, BAN_BLOCK_ROUTE_NAME } from '../ban/ban.rules';
import { blockPageForCode } from '../block/block.rules';
import { decideUrlLanguage } from '../language/language.rules';
import { FORGOT_PASSWORD_MODAL, MODAL_QUERY_PARAM, shouldCloseModals } from '../modals/modal-close.rules';
import { buildPath, fillPattern, pathOfRoute, stringifyQuery } from '../routes/route-matcher.rules';
import { routeByName } from '../routes/route-table';
import type { GuardSiteConfig, RequiredConfigFlag, RouteDefinition } from '../routes/route.types';
import type { Guard, GuardEffect, GuardOutcome, NavigationContext } from './guard.types';

const proceed = (...effects: GuardEffect[]): GuardOutcome => ({ kind: 'continue', effects });
const redirect = (to: string, status: 301 | 302 = 302, effects: GuardEffect[] = [], hard = false): GuardOutcome => ({ kind: 'redirect', to, status, hard, effects });
const cancel = (reason: string, effects: GuardEffect[] = []): GuardOutcome => ({ kind: 'cancel', reason, effects });
const notFound = (effects: GuardEffect[] = []): GuardOutcome => ({ kind: 'notFound', effects });

/** The query tags the referral guard captures (document 001 §9 "Query tags"). */
export const REFERRAL_QUERY_TAGS: readonly string[] = ['ref', 'bf', 'btag', 'tag', 'qtag', 'affid', 'bwpromocode', 'click_id', 'utm_source', 'aip', 'pb', 'subid'];
/** The payment consultant query flag, stored when its value is 1 (document 001 §2). */
export const PAYMENT_CONSULTANT_QUERY = 'payment_consultant';
/** The query parameter that forces mobile or desktop (document 001 §2). */
export const PLATFORM_TYPE_QUERY = 'platform_type';
/** The query parameter carrying the return URL to the login pages (document 000 §4 "return URL"). */
export const RETURN_URL_QUERY = 'returnUrl';
/** Areas of the account routes: the personal office (document 001 §2 "account routes"). */
export const ACCOUNT_AREA = 'office';
/** Account routes outside the office paths (document 001 §2 names convert account among the guards' routes). */
export const ACCOUNT_ROUTE_NAMES_OUTSIDE_OFFICE: readonly string[] = ['convertAccount'];

/** Whether a route is an account route: an office page or convert account. */
export function isAccountRoute(route: Pick<RouteDefinition, 'name' | 'area'>): boolean {
  return route.area === ACCOUNT_AREA || ACCOUNT_ROUTE_NAMES_OUTSIDE_OFFICE.includes(route.name);
}
/** Areas where the quick coupon may stay visible (document 000 §4 "quick coupon"). */
export const QUICK_COUPON_AREAS: readonly string[] = ['betting', 'home'];

/**
 * The language the navigation uses: the URL's language when available, otherwise the stored
 * language, the default or `en` (document 001 §5).
 */
export function navigationLanguage(context: NavigationContext): string {
  return decideUrlLanguage({
    urlLanguage: context.to.match.language,
    storedLanguage: context.storedLanguage,
    languages: context.site.languages,
    defaultLanguage: context.site.defaultLanguage,
    hasUaCookie: context.hasUaCookie,
  }).language;
}

/**
 * Whether the URL's language stands (an available prefix). Until it does, the 404 verdicts wait:
 * the URL language guard first moves the visitor under a language, and the 404 page shows in it.
 */
export function isLanguageSettled(context: NavigationContext): boolean {
  return (
    decideUrlLanguage({
      urlLanguage: context.to.match.language,
      storedLanguage: context.storedLanguage,
      languages: context.site.languages,
      defaultLanguage: context.site.defaultLanguage,
      hasUaCookie: context.hasUaCookie,
    }).kind === 'keep'
  );
}

function to(context: NavigationContext, routeName: string, query: Readonly<Record<string, string>> = {}, params: Readonly<Record<string, string>> = {}): string {
  return pathOfRoute(routeByName(routeName), navigationLanguage(context), params, query);
}

/**
 * A return URL is followed only when it is a path of this site: it starts with one `/`, and has
 * no backslash, whitespace or control character (browsers drop tabs and newlines, so `/\t/host`
 * would read as `//host`).
 */
export function isSafeReturnUrl(url: string | undefined): url is string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\\\s\u0000-\u001f\u007f]/.test(url);
}

/** Whether a config flag a route requires is on (document 001 §2 404 cases). */
export function isConfigFlagOn(flag: RequiredConfigFlag, site: GuardSiteConfig): boolean {
  if (flag.startsWith('feature:')) return site.enabledFeatures.includes(flag.slice('feature:'.length));
  switch (flag) {
    case 'isRegistrationAllowed':
      // document 000 §6: a VIP domain disables registration
      return site.isRegistrationAllowed && !site.isVipDomain;
    case 'isStatisticEnabled':
      return site.isStatisticEnabled;
    case 'isShowIdentification':
      return site.isShowIdentification;
    case 'isPaymentRouteEnabled':
      return site.isPaymentRouteEnabled;
    case 'isLoginRouteAvailable':
      return site.isLoginRouteAvailable;
    default:
      return false;
  }
}

/**
 * Whether a route needs a signed-in user: the route's flag, or the payment information page when
 * the site setting demands it (document 000 §2, document 001 §2).
 */
export function isAuthRequired(route: RouteDefinition, site: GuardSiteConfig): boolean {
  return route.authRequired || (route.name === 'informationPayment' && site.isPaymentAuthRequired);
}

/**
 * The router's own redirect of a route (bare office, rules, forgotpassword, user/coupon, legacy
 * promotion, game and landing URLs; document 000 §2), resolved before the guards. Null when the
 * route has none.
 */
export function resolveRouteRedirect(context: NavigationContext): GuardOutcome | null {
  const { route, params, query } = context.to.match;
  const rule = route.redirect;
  if (!rule) return null;
  const added = rule.queryForGuestsOnly && context.user.isSignedIn ? {} : rule.query;
  const targetQuery = { ...(rule.keepQuery ? query : {}), ...added };
  return redirect(buildPath(navigationLanguage(context), fillPattern(rule.to, params), targetQuery), rule.status);
}

/** 1. Referral: captures partner query tags and the payment consultant flag (document 001 §2, §9). */
export const referralGuard: Guard = (context) => {
  const { query } = context.to.match;
  const effects: GuardEffect[] = [];
  const tags: Record<string, string> = {};
  for (const tag of REFERRAL_QUERY_TAGS) if (Object.hasOwn(query, tag) && query[tag] !== '') tags[tag] = query[tag] ?? '';
  if (Object.keys(tags).length > 0) effects.push({ type: 'captureReferral', tags });
  // document 001 §2: "A payment_consultant query flag with value 1 is stored."
  if (query[PAYMENT_CONSULTANT_QUERY] === '1') effects.push({ type: 'storePaymentConsultant' });
  return proceed(...effects);
};

/** 2. App version: announces an update when the latest version differs from the first seen (document 001 §4). */
export const appVersionGuard: Guard = (context) => {
  const { firstSeen, latest, updateNotified } = context.appVersion;
  if (firstSeen !== null && latest !== null && latest !== firstSeen && !updateNotified) return proceed({ type: 'appUpdateAvailable', latestVersion: latest });
  return proceed();
};

/**
 * 3. Blocked: maintenance both ways, then the block reason code to its page (document 000 §2
 * "Blocking reason codes to pages", document 001 §2 and §4).
 */
export const blockedGuard: Guard = (context) => {
  const routeName = context.to.match.route.name;
  if (context.site.maintenance.isActive) return routeName === 'maintenance' ? proceed() : redirect(to(context, 'maintenance'));
  if (routeName === 'maintenance') return redirect(to(context, 'home'));
  const blockPage = blockPageForCode(context.blockCode);
  if (blockPage !== null && routeName !== blockPage) return redirect(to(context, blockPage));
  return proceed();
};

/** 4. Dictionary loader: the route's dictionaries not yet loaded in the language (document 001 §7). */
export const dictionaryLoaderGuard: Guard = (context) => {
  const language = navigationLanguage(context);
  const missing = context.to.match.route.dictionaryIds.filter((id) => !context.loadedDictionaries.includes(`${language}:${id}`));
  return missing.length > 0 ? proceed({ type: 'loadDictionaries', language, dictionaryIds: missing }) : proceed();
};

/** 5. Media loader: banners and media of the pages with a header (main and casino layouts). */
export const mediaLoaderGuard: Guard = (context) => {
  const { route } = context.to.match;
  return route.layout === 'main' || route.layout === 'casino' ? proceed({ type: 'loadMedia', routeName: route.name }) : proceed();
};

/**
 * 6. Access check: platform_type, the iPad-like Mac mobile redirect, and the 404 cases (document
 * 001 §2): unmatched routes, rules without route 47, config-flag pages (statistics, payment,
 * identification, registration, features), non-production pages, unknown or renamed games.
 */
export const accessCheckGuard: Guard = (context) => {
  const { match } = context.to;
  const { route } = match;
  const effects: GuardEffect[] = [];
  const platform = match.query[PLATFORM_TYPE_QUERY];
  if (platform === 'mobile' || platform === 'desktop') effects.push({ type: 'forcePlatform', platform });
  else if (context.device.isIpadLikeMac && !context.device.isMobile) effects.push({ type: 'forcePlatform', platform: 'mobile' });
  if (route.name === 'notFound') {
    // document 001 §2: platform_type "is removed from the URL when no route matches"
    if (Object.hasOwn(match.query, PLATFORM_TYPE_QUERY)) {
      const { [PLATFORM_TYPE_QUERY]: _removed, ...query } = match.query;
      const base = [match.language, match.path].filter(Boolean).join('/');
      return redirect(`/${base}${stringifyQuery(query)}${match.hash ? `#${match.hash}` : ''}`, 302, effects);
    }
    // an unknown URL may still be one the redirect service knows: the server re-render check decides
    if (context.serverRedirect?.redirect) return proceed(...effects);
  }
  if (!isLanguageSettled(context)) return proceed(...effects);
  if (route.name === 'notFound') return notFound(effects);
  if (route.notInProduction && context.isProduction) return notFound(effects);
  if (route.requiredRouteId !== null && !context.site.enabledRouteIds.includes(route.requiredRouteId)) return notFound(effects);
  if (route.requiredConfigFlag !== null && !isConfigFlagOn(route.requiredConfigFlag, context.site)) return notFound(effects);
  if (route.name === 'game' && context.game !== undefined) {
    // document 000 §2: "the game route must match the current or the old route"
    const requested = match.params.gameRoute ?? '';
    if (context.game === null) return notFound(effects);
    if (requested !== context.game.route) {
      if (context.game.oldRoute !== null && requested === context.game.oldRoute) return redirect(to(context, 'game', match.query, { gameRoute: context.game.route }), 301, effects);
      return notFound(effects);
    }
  }
  return proceed(...effects);
};

/** The statuses the server-render re-check knows; any other error status is treated as 500 (document 000 §8). */
export const KNOWN_ERROR_STATUSES: readonly number[] = [404, 500];

/**
 * 7. Server re-render check: on the first page, the status the server rendered it with (404 stays
 * a 404, any other error shows the 500 page); then the redirect-light answer, a cyclic redirect
 * being skipped and logged (document 001 §8). An unknown URL without a redirect is a 404 here.
 */
export const serverRenderCheckGuard: Guard = (context) => {
  const status = context.serverErrorStatus;
  if (context.from === null && status !== null && status >= 400) {
    if (status === 404) return notFound();
    if (context.to.match.route.name !== 'serverError') return redirect(to(context, 'serverError'));
  }
  const answer = context.serverRedirect;
  if (answer?.redirect && answer.url) {
    const current = context.to.fullPath.split('#', 1)[0];
    const previous = context.from?.fullPath.split('#', 1)[0];
    const cyclic: GuardEffect = { type: 'log', level: 'warn', message: 'cyclic redirect skipped' };
    if (answer.url === current || answer.url === previous) return context.to.match.route.name === 'notFound' && isLanguageSettled(context) ? notFound([cyclic]) : proceed(cyclic);
    // a target off this site (a mirror domain) is loaded as a new page
    return redirect(answer.url, answer.code === 301 || answer.code === 308 ? 301 : 302, [], !isSafeReturnUrl(answer.url));
  }
  return context.to.match.route.name === 'notFound' && isLanguageSettled(context) ? notFound() : proceed();
};

/** 8. Analytics: a page view, except while the site is in maintenance mode (document 001 §4). */
export const analyticsGuard: Guard = (context) => {
  if (context.site.maintenance.isActive) return proceed();
  return proceed({ type: 'trackPageView', path: context.to.fullPath, routeName: context.to.match.route.name });
};

/**
 * 9. Access by auth (document 001 §2 "Guard behaviour", §4 "Ban"): guests on protected routes,
 * refused signed-in users, banned users and ban-only routes.
 */
export const accessByAuthGuard: Guard = (context) => {
  const { route, query, language } = context.to.match;
  const { user, site } = context;
  if (!user.isSignedIn) {
    if (isAuthRequired(route, site)) {
      // only with a known language: otherwise the URL language guard redirects first
      if (language === null) return proceed();
      const effects: GuardEffect[] = [{ type: 'openAuthBlock' }];
      const returnQuery = { [RETURN_URL_QUERY]: context.to.fullPath };
      if (isAccountRoute(route)) return redirect(to(context, 'authApp', returnQuery), 302, effects);
      if (site.isLoginRouteAvailable) return redirect(to(context, 'login', returnQuery), 302, effects);
      return redirect(to(context, 'home'), 302, effects);
    }
    return route.banOnly ? redirect(to(context, 'home')) : proceed();
  }
  if (route.guestOnly || (user.refusedRouteNames ?? []).includes(route.name)) {
    // document 001 §2: "sent to account (account routes) or home, in the current language, keeping the query"
    return redirect(to(context, isAccountRoute(route) && route.name !== 'account' ? 'account' : 'home', query));
  }
  const ban = decideBan(route, user.banLevel, user.banVersion);
  if (ban === 'block-page') return redirect(to(context, BAN_BLOCK_ROUTE_NAME), 302, [], true);
  if (ban === 'home') return redirect(to(context, 'home'));
  return proceed();
};

/**
 * 10. Modal guard: cancels while navigation is blocked; closes open modals unless the modal query
 * flag is present or only the hash changed; opens the modal the query names (document 001 §2).
 */
export const modalGuard: Guard = (context) => {
  if (context.navigationBlocked) return cancel('navigation_blocked');
  const effects: GuardEffect[] = [];
  if (context.openModalCount > 0 && shouldCloseModals(context.from?.fullPath ?? null, context.to.fullPath)) effects.push({ type: 'closeModals' });
  const modal = context.to.match.query[MODAL_QUERY_PARAM];
  // the forgot-password modal is only for a user who is not signed in (document 001 §2)
  if (modal && !(modal === FORGOT_PASSWORD_MODAL && context.user.isSignedIn)) effects.push({ type: 'openModal', modal });
  return proceed(...effects);
};

/**
 * 11. Confirm terms (document 001 §2): a signed-in user whose terms are available and changed goes
 * to confirm terms; when not changed, confirm terms redirects to the root. Technical pages
 * (empty, maintenance and blocked layouts) are left alone.
 */
export const confirmTermsGuard: Guard = (context) => {
  const { route } = context.to.match;
  const mustConfirm = context.user.isSignedIn && context.site.isTermsConfirmationAvailable && context.user.isTermsChanged;
  if (route.name === 'confirmTerms') return mustConfirm ? proceed() : redirect(to(context, 'home'));
  // the page the player asked for is the return URL: after confirming they land where they were going
  if (mustConfirm && (route.layout === 'main' || route.layout === 'casino' || route.layout === 'headless')) {
    return redirect(to(context, 'confirmTerms', { [RETURN_URL_QUERY]: context.to.fullPath }));
  }
  return proceed();
};

/** 12. Bonus page: the bonus route pairs, the set chosen by promoteBonusToOffer (document 000 §2). */
export const bonusPageGuard: Guard = (context) => {
  const { route, params, query } = context.to.match;
  if (route.bonusSet === null || route.bonusPairName === null) return proceed();
  const wanted = context.site.promoteBonusToOffer ? 'offer' : 'bonus';
  if (route.bonusSet === wanted) return proceed();
  const pair = routeByName(route.bonusPairName);
  return redirect(pathOfRoute(pair, navigationLanguage(context), params, query));
};

/**
 * 13. URL language (document 000 §2, document 001 §5): no prefix goes to the stored language's
 * prefix; an unavailable prefix goes to the resolved language; an available one is stored.
 */
export const urlLanguageGuard: Guard = (context) => {
  const { match } = context.to;
  const decision = decideUrlLanguage({
    urlLanguage: match.language,
    storedLanguage: context.storedLanguage,
    languages: context.site.languages,
    defaultLanguage: context.site.defaultLanguage,
    hasUaCookie: context.hasUaCookie,
  });
  if (decision.kind === 'redirect') return redirect(buildPath(decision.language, match.path, match.query, match.hash));
  return decision.language === context.storedLanguage ? proceed() : proceed({ type: 'storeLanguage', language: decision.language });
};

/**
 * 14. Recharge navigation (document 001 §2): with the recharge modal on, no after-registration
 * redirect URL and the recharge route as target, navigation is cancelled (the modal opens instead)
 * unless it comes from an account route. On the first page there is nothing to stay on: home.
 */
export const rechargeNavigationGuard: Guard = (context) => {
  const { route } = context.to.match;
  if (route.name !== 'recharge' || !context.site.isRechargeModalEnabled || context.afterRegistrationRedirectUrl !== null) return proceed();
  if (context.from !== null && isAccountRoute(context.from.match.route)) return proceed();
  const effects: GuardEffect[] = [{ type: 'openRechargeModal' }];
  return context.from === null ? redirect(to(context, 'home'), 302, effects) : cancel('recharge_modal', effects);
};

/**
 * 15. Mobile identification bonus (document 001 §2): the identification bonus modal blocks
 * navigation until the user is identified; the identification page stays reachable.
 */
export const mobileIdentificationBonusGuard: Guard = (context) => {
  const { user, device } = context;
  if (!device.isMobile || !user.isSignedIn || !user.isIdentificationBonus || !user.isNeedIdentification) return proceed();
  if (context.to.match.route.name === 'accountIdentification') return proceed();
  const effects: GuardEffect[] = [{ type: 'openIdentificationBonusModal' }];
  return context.from === null ? proceed(...effects) : cancel('identification_bonus', effects);
};

/** 16. Search-bot: bot visits skip the timers (document 001 §4). */
export const searchBotGuard: Guard = (context) => (context.device.isSearchBot ? proceed({ type: 'skipTimers' }) : proceed());

/** 17. Quick coupon: its visibility is reset to off when the route is not allowed (document 000 §4). */
export const quickCouponGuard: Guard = (context) =>
  context.quickCouponVisible && !QUICK_COUPON_AREAS.includes(context.to.match.route.area) ? proceed({ type: 'resetQuickCoupon' }) : proceed();

const AUTH_PAGES: readonly string[] = ['login', 'authApp'];

/**
 * 18. Auth redirect (document 000 §4): a signed-in user on a login page goes to the return URL,
 * else the previous route, else home.
 */
export const authRedirectGuard: Guard = (context) => {
  if (!context.user.isSignedIn || !AUTH_PAGES.includes(context.to.match.route.name)) return proceed();
  const returnUrl = context.to.match.query[RETURN_URL_QUERY];
  if (isSafeReturnUrl(returnUrl)) return redirect(returnUrl);
  const previous = context.from;
  if (previous && !AUTH_PAGES.includes(previous.match.route.name)) return redirect(previous.fullPath);
  return redirect(to(context, 'home'));
};

/** 19. Remote-area guard: the route's area starts loading through the registry (document 000 §4). */
export const remoteAreaGuard: Guard = (context) => {
  const { area } = context.to.match.route;
  return area === 'shell' ? proceed() : proceed({ type: 'loadArea', area });
};

/** 20. Slot first-deposit redirect: 301 to the casino page when the site flag is set (document 000 §2). */
export const slotFirstDepositGuard: Guard = (context) => {
  if (context.to.match.route.name !== 'bonusSlotFirstDeposit' || !context.site.isSlotFirstDepositRedirect) return proceed();
  return redirect(to(context, 'casinoSlotFirstDeposit', context.to.match.query), 301);
};
