import type { GuardName } from './guard-chain';
import type { GuardEffect } from './guard.types';
import { aSignedInUser, type NavigationContextOverrides } from '../testing/navigation-context.builder';

/** One guard case: the guard, the URL, the world, and the expected verdict and effects. */
export interface GuardCase {
  guard: GuardName;
  name: string;
  url: string;
  context?: NavigationContextOverrides;
  kind: 'continue' | 'redirect' | 'cancel' | 'notFound';
  to?: string;
  status?: 301 | 302;
  hard?: boolean;
  /** The exact effects of the guard. */
  effects?: GuardEffect[];
}

const signedIn = aSignedInUser();
const allDictionaries = { loadedDictionaries: ['en:main', 'en:office', 'en:betting', 'en:casino'] };

export const guardCases: readonly GuardCase[] = [
  // referral (document 001 §2, §9)
  { guard: 'referral', name: 'captures referral tags only', url: '/en/live?ref=123&utm_source=tw&x=1', kind: 'continue', effects: [{ type: 'captureReferral', tags: { ref: '123', utm_source: 'tw' } }] },
  { guard: 'referral', name: 'stores payment_consultant=1', url: '/en?payment_consultant=1', kind: 'continue', effects: [{ type: 'storePaymentConsultant' }] },
  { guard: 'referral', name: 'ignores payment_consultant=0', url: '/en?payment_consultant=0', kind: 'continue', effects: [] },
  // app version (document 001 §4)
  { guard: 'appVersion', name: 'latest differs from first seen', url: '/en', context: { appVersion: { firstSeen: '1.0.0', latest: '1.0.1', updateNotified: false } }, kind: 'continue', effects: [{ type: 'appUpdateAvailable', latestVersion: '1.0.1' }] },
  { guard: 'appVersion', name: 'same version', url: '/en', kind: 'continue', effects: [] },
  { guard: 'appVersion', name: 'already announced', url: '/en', context: { appVersion: { firstSeen: '1.0.0', latest: '1.0.1', updateNotified: true } }, kind: 'continue', effects: [] },
  // blocked: maintenance both ways and block codes (document 000 §2)
  { guard: 'blocked', name: 'maintenance active sends pages to maintenance', url: '/en/live', context: { site: { maintenance: { isActive: true, started_at: 1, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 1 } } }, kind: 'redirect', to: '/en/maintenance', status: 302 },
  { guard: 'blocked', name: 'maintenance active keeps the maintenance page', url: '/en/maintenance', context: { site: { maintenance: { isActive: true, started_at: 1, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 1 } } }, kind: 'continue' },
  { guard: 'blocked', name: 'maintenance without language goes to the stored one', url: '/live', context: { storedLanguage: 'de', site: { maintenance: { isActive: true, started_at: 1, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 1 } } }, kind: 'redirect', to: '/de/maintenance' },
  { guard: 'blocked', name: 'maintenance off sends the maintenance page home', url: '/de/maintenance', kind: 'redirect', to: '/de' },
  { guard: 'blocked', name: 'block code 13 to block-ua', url: '/en/live', context: { blockCode: 13 }, kind: 'redirect', to: '/en/block-ua' },
  { guard: 'blocked', name: 'block code 4 to site-updates', url: '/en/slots', context: { blockCode: 4 }, kind: 'redirect', to: '/en/site-updates' },
  { guard: 'blocked', name: 'block code 16 to suspension', url: '/en', context: { blockCode: 16 }, kind: 'redirect', to: '/en/suspension' },
  { guard: 'blocked', name: 'block code 8 on coming-soon stays', url: '/en/coming-soon', context: { blockCode: 8 }, kind: 'continue' },
  { guard: 'blocked', name: 'unknown block code', url: '/en/live', context: { blockCode: 99 }, kind: 'continue' },
  // dictionary loader (document 001 §7)
  { guard: 'dictionaryLoader', name: 'loads the missing dictionaries of the route in its language', url: '/ru/office/account', context: { loadedDictionaries: ['ru:main', 'en:office'] }, kind: 'continue', effects: [{ type: 'loadDictionaries', language: 'ru', dictionaryIds: ['office'] }] },
  { guard: 'dictionaryLoader', name: 'nothing missing', url: '/en/office/account', context: allDictionaries, kind: 'continue', effects: [] },
  // media loader
  { guard: 'mediaLoader', name: 'pages with a header load media', url: '/en/slots', kind: 'continue', effects: [{ type: 'loadMedia', routeName: 'slots' }] },
  { guard: 'mediaLoader', name: 'empty layout loads none', url: '/en/print-coupon/5', kind: 'continue', effects: [] },
  // access check: the 404 cases (document 001 §2)
  { guard: 'accessCheck', name: 'rules without route 47', url: '/en/information/rules/1', context: { site: { enabledRouteIds: [] } }, kind: 'notFound' },
  { guard: 'accessCheck', name: 'rules with route 47', url: '/en/information/rules/1', kind: 'continue' },
  { guard: 'accessCheck', name: 'statistics not enabled', url: '/en/statistic', context: { site: { isStatisticEnabled: false } }, kind: 'notFound' },
  { guard: 'accessCheck', name: 'statistics enabled', url: '/en/statistic', kind: 'continue' },
  { guard: 'accessCheck', name: 'payment page route not enabled', url: '/en/information/payment', context: { site: { isPaymentRouteEnabled: false } }, kind: 'notFound' },
  { guard: 'accessCheck', name: 'identification only if enabled', url: '/en/office/identification', context: { site: { isShowIdentification: false } }, kind: 'notFound' },
  { guard: 'accessCheck', name: 'registration on a VIP domain', url: '/en/registration', context: { site: { isVipDomain: true } }, kind: 'notFound' },
  { guard: 'accessCheck', name: 'registration not allowed', url: '/en/registration', context: { site: { isRegistrationAllowed: false } }, kind: 'notFound' },
  { guard: 'accessCheck', name: 'page whose config flag is off', url: '/en/blog', context: { site: { enabledFeatures: [] } }, kind: 'notFound' },
  { guard: 'accessCheck', name: 'debugger in production', url: '/en/debugger', kind: 'notFound' },
  { guard: 'accessCheck', name: 'debugger outside production', url: '/en/debugger', context: { isProduction: false }, kind: 'continue' },
  { guard: 'accessCheck', name: 'unmatched route', url: '/en/nope', kind: 'notFound' },
  { guard: 'accessCheck', name: 'unmatched route without a language waits for the language redirect', url: '/nope', kind: 'continue' },
  { guard: 'accessCheck', name: 'disabled page under an unavailable language waits too', url: '/tr/statistic', context: { site: { isStatisticEnabled: false } }, kind: 'continue' },
  { guard: 'accessCheck', name: 'unmatched route the redirect service knows is left to it', url: '/en/old-promo', context: { serverRedirect: { redirect: true, code: 301, url: '/en/promotions/new', reasons: [], breadcrumbs: [] } }, kind: 'continue' },
  { guard: 'accessCheck', name: 'platform_type removed when no route matches', url: '/en/nope?platform_type=mobile&a=1#h', kind: 'redirect', to: '/en/nope?a=1#h', effects: [{ type: 'forcePlatform', platform: 'mobile' }] },
  { guard: 'accessCheck', name: 'platform_type forces the platform', url: '/en/slots?platform_type=desktop', kind: 'continue', effects: [{ type: 'forcePlatform', platform: 'desktop' }] },
  { guard: 'accessCheck', name: 'iPad-like Mac goes mobile', url: '/en/slots', context: { device: { isMobile: false, isIpadLikeMac: true, isSearchBot: false } }, kind: 'continue', effects: [{ type: 'forcePlatform', platform: 'mobile' }] },
  { guard: 'accessCheck', name: 'old game route redirects to the current one', url: '/en/games/old-aviator?x=1', context: { game: { route: 'aviator', oldRoute: 'old-aviator' } }, kind: 'redirect', to: '/en/games/aviator?x=1', status: 301 },
  { guard: 'accessCheck', name: 'current game route', url: '/en/games/aviator', context: { game: { route: 'aviator', oldRoute: 'old-aviator' } }, kind: 'continue' },
  { guard: 'accessCheck', name: 'unknown game', url: '/en/games/nothing', context: { game: null }, kind: 'notFound' },
  // server re-render check
  { guard: 'serverRenderCheck', name: 'first page served as 404', url: '/en/live', context: { serverErrorStatus: 404 }, kind: 'notFound' },
  { guard: 'serverRenderCheck', name: 'unknown status treated as 500', url: '/en/live', context: { serverErrorStatus: 418 }, kind: 'redirect', to: '/en/500' },
  { guard: 'serverRenderCheck', name: 'status ignored after the first page', url: '/en/live', context: { serverErrorStatus: 500, from: '/en' }, kind: 'continue' },
  { guard: 'serverRenderCheck', name: 'redirect-light answer', url: '/en/old-promo', context: { serverRedirect: { redirect: true, code: 301, url: '/en/promotions/new', reasons: [], breadcrumbs: [] } }, kind: 'redirect', to: '/en/promotions/new', status: 301, hard: false },
  { guard: 'serverRenderCheck', name: 'redirect-light to another domain loads a new page', url: '/en/live', context: { serverRedirect: { redirect: true, code: 302, url: 'https://mirror.example/en/live', reasons: [], breadcrumbs: [] } }, kind: 'redirect', to: 'https://mirror.example/en/live', status: 302, hard: true },
  { guard: 'serverRenderCheck', name: 'cyclic redirect skipped and logged', url: '/en/live', context: { serverRedirect: { redirect: true, code: 302, url: '/en/live', reasons: [], breadcrumbs: [] } }, kind: 'continue', effects: [{ type: 'log', level: 'warn', message: 'cyclic redirect skipped' }] },
  { guard: 'serverRenderCheck', name: 'cyclic redirect of an unknown URL is a 404', url: '/en/x', context: { serverRedirect: { redirect: true, code: 302, url: '/en/x', reasons: [], breadcrumbs: [] } }, kind: 'notFound', effects: [{ type: 'log', level: 'warn', message: 'cyclic redirect skipped' }] },
  { guard: 'serverRenderCheck', name: 'unknown URL without a redirect is a 404', url: '/en/x', kind: 'notFound' },
  { guard: 'serverRenderCheck', name: 'unknown URL without a language is left to the language guard', url: '/x', kind: 'continue' },
  // analytics (document 001 §4: maintenance mode disables analytics)
  { guard: 'analytics', name: 'page view', url: '/en/live?x=1', kind: 'continue', effects: [{ type: 'trackPageView', path: '/en/live?x=1', routeName: 'betting' }] },
  { guard: 'analytics', name: 'no page view in maintenance', url: '/en/maintenance', context: { site: { maintenance: { isActive: true, started_at: 1, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 1 } } }, kind: 'continue', effects: [] },
  // access by auth (document 001 §2, §4)
  { guard: 'accessByAuth', name: 'guest on an account route goes to authApp', url: '/en/office/history', kind: 'redirect', to: '/en/user/auth?returnUrl=%2Fen%2Foffice%2Fhistory', effects: [{ type: 'openAuthBlock' }] },
  { guard: 'accessByAuth', name: 'guest on another protected route goes to login', url: '/en/verification/sumsub', kind: 'redirect', to: '/en/user/login?returnUrl=%2Fen%2Fverification%2Fsumsub', effects: [{ type: 'openAuthBlock' }] },
  { guard: 'accessByAuth', name: 'guest without a login route goes home', url: '/ru/verification/sumsub', context: { site: { isLoginRouteAvailable: false } }, kind: 'redirect', to: '/ru', effects: [{ type: 'openAuthBlock' }] },
  { guard: 'accessByAuth', name: 'guest with no known language passes to the language guard', url: '/office/history', kind: 'continue' },
  { guard: 'accessByAuth', name: 'payment page demanding sign-in', url: '/en/information/payment', context: { site: { isPaymentAuthRequired: true } }, kind: 'redirect', to: '/en/user/login?returnUrl=%2Fen%2Finformation%2Fpayment' },
  { guard: 'accessByAuth', name: 'payment page not demanding sign-in', url: '/en/information/payment', kind: 'continue' },
  { guard: 'accessByAuth', name: 'refused signed-in user goes home keeping the query', url: '/de/registration?bonus=5', context: { user: signedIn }, kind: 'redirect', to: '/de?bonus=5' },
  { guard: 'accessByAuth', name: 'signed-in user on an office route', url: '/en/office/account', context: { user: signedIn }, kind: 'continue' },
  { guard: 'accessByAuth', name: 'refused on an account route: account, keeping the query', url: '/ru/convert-account?from=mail', context: { user: aSignedInUser({ refusedRouteNames: ['convertAccount'] }) }, kind: 'redirect', to: '/ru/office/account?from=mail' },
  { guard: 'accessByAuth', name: 'refused on an office route: account', url: '/en/office/identification', context: { user: aSignedInUser({ refusedRouteNames: ['accountIdentification'] }) }, kind: 'redirect', to: '/en/office/account' },
  { guard: 'accessByAuth', name: 'refused on a non-account route: home', url: '/en/verification/sumsub?a=1', context: { user: aSignedInUser({ refusedRouteNames: ['verificationSumsub'] }) }, kind: 'redirect', to: '/en?a=1' },
  { guard: 'accessByAuth', name: 'guest on convert account goes to authApp', url: '/en/convert-account', kind: 'redirect', to: '/en/user/auth?returnUrl=%2Fen%2Fconvert-account' },
  { guard: 'accessByAuth', name: 'banned user on a route not permitted', url: '/en/live', context: { user: aSignedInUser({ banLevel: 10 }) }, kind: 'redirect', to: '/en/block-appeal-history', hard: true },
  { guard: 'accessByAuth', name: 'ban level 45 keeps the withdrawal page', url: '/en/office/deduce', context: { user: aSignedInUser({ banLevel: 45 }) }, kind: 'continue' },
  { guard: 'accessByAuth', name: 'ban level 53 version 1 keeps the withdrawal page', url: '/en/office/deduce', context: { user: aSignedInUser({ banLevel: 53, banVersion: 1 }) }, kind: 'continue' },
  { guard: 'accessByAuth', name: 'ban level 53 version 0 loses the withdrawal page', url: '/en/office/deduce', context: { user: aSignedInUser({ banLevel: 53, banVersion: 0 }) }, kind: 'redirect', to: '/en/block-appeal-history', hard: true },
  { guard: 'accessByAuth', name: 'banned user on information pages', url: '/en/information/about', context: { user: aSignedInUser({ banLevel: 3 }) }, kind: 'continue' },
  { guard: 'accessByAuth', name: 'ban-only route for a user not banned', url: '/en/block-appeal-history', context: { user: signedIn }, kind: 'redirect', to: '/en' },
  { guard: 'accessByAuth', name: 'ban-only route for a guest', url: '/en/block-appeal-history', kind: 'redirect', to: '/en' },
  // modal guard (document 001 §2)
  { guard: 'modal', name: 'cancelled while navigation is blocked', url: '/en/slots', context: { navigationBlocked: true, from: '/en/live' }, kind: 'cancel' },
  { guard: 'modal', name: 'closes open modals', url: '/en/slots', context: { openModalCount: 2, from: '/en/live' }, kind: 'continue', effects: [{ type: 'closeModals' }] },
  { guard: 'modal', name: 'keeps modals when only the hash changes', url: '/en/live#top', context: { openModalCount: 1, from: '/en/live' }, kind: 'continue', effects: [] },
  { guard: 'modal', name: 'opens the forgot-password modal for a guest', url: '/en?modal=forgotpassword', context: { openModalCount: 1, from: '/en/live' }, kind: 'continue', effects: [{ type: 'openModal', modal: 'forgotpassword' }] },
  { guard: 'modal', name: 'no forgot-password modal when signed in', url: '/en?modal=forgotpassword', context: { user: signedIn }, kind: 'continue', effects: [] },
  // confirm terms (document 001 §2)
  { guard: 'confirmTerms', name: 'changed terms go to confirm', url: '/en/live', context: { user: aSignedInUser({ isTermsChanged: true }) }, kind: 'redirect', to: '/en/confirm?returnUrl=%2Fen%2Flive' },
  { guard: 'confirmTerms', name: 'confirm with changed terms stays', url: '/en/confirm', context: { user: aSignedInUser({ isTermsChanged: true }) }, kind: 'continue' },
  { guard: 'confirmTerms', name: 'confirm without a change goes to the root', url: '/de/confirm', context: { user: signedIn }, kind: 'redirect', to: '/de' },
  { guard: 'confirmTerms', name: 'terms confirmation not available', url: '/en/live', context: { user: aSignedInUser({ isTermsChanged: true }), site: { isTermsConfirmationAvailable: false } }, kind: 'continue' },
  { guard: 'confirmTerms', name: 'technical pages are left alone', url: '/en/block', context: { user: aSignedInUser({ isTermsChanged: true }) }, kind: 'continue' },
  // bonus page (document 000 §2 promoteBonusToOffer)
  { guard: 'bonusPage', name: 'bonus to offer when promoted', url: '/en/bonus/12?x=1', context: { site: { promoteBonusToOffer: true } }, kind: 'redirect', to: '/en/bonus-offer/12?x=1' },
  { guard: 'bonusPage', name: 'offer to bonus when not promoted', url: '/en/bonus-offer/12/rules', kind: 'redirect', to: '/en/bonus/12' },
  { guard: 'bonusPage', name: 'bonuses-games to offers-games', url: '/en/bonuses/games', context: { site: { promoteBonusToOffer: true } }, kind: 'redirect', to: '/en/offers/games' },
  { guard: 'bonusPage', name: 'bonus-partner to offer-partner', url: '/en/bonus-partner/7', context: { site: { promoteBonusToOffer: true } }, kind: 'redirect', to: '/en/offer-partner/7' },
  { guard: 'bonusPage', name: 'offers kept when promoted', url: '/en/offers', context: { site: { promoteBonusToOffer: true } }, kind: 'continue' },
  { guard: 'bonusPage', name: 'bonuses kept when not promoted', url: '/en/bonuses', kind: 'continue' },
  // URL language (document 000 §2, document 001 §5)
  { guard: 'urlLanguage', name: 'no prefix goes to the stored language', url: '/live?ref=1#top', context: { storedLanguage: 'de' }, kind: 'redirect', to: '/de/live?ref=1#top' },
  { guard: 'urlLanguage', name: 'root without anything stored goes to the default', url: '/', context: { storedLanguage: null, site: { defaultLanguage: 'ru' } }, kind: 'redirect', to: '/ru' },
  { guard: 'urlLanguage', name: 'guest-hidden language without the ua cookie', url: '/tr/slots', context: { storedLanguage: 'ru' }, kind: 'redirect', to: '/ru/slots' },
  { guard: 'urlLanguage', name: 'guest-hidden language with the ua cookie is kept and stored', url: '/tr/slots', context: { hasUaCookie: true }, kind: 'continue', effects: [{ type: 'storeLanguage', language: 'tr' }] },
  { guard: 'urlLanguage', name: 'the stored language', url: '/en/slots', kind: 'continue', effects: [] },
  // recharge navigation (document 001 §2)
  { guard: 'rechargeNavigation', name: 'recharge modal instead of the page', url: '/en/office/recharge', context: { user: signedIn, site: { isRechargeModalEnabled: true }, from: '/en/live' }, kind: 'cancel', effects: [{ type: 'openRechargeModal' }] },
  { guard: 'rechargeNavigation', name: 'from an account route the page opens', url: '/en/office/recharge', context: { user: signedIn, site: { isRechargeModalEnabled: true }, from: '/en/office/account' }, kind: 'continue' },
  { guard: 'rechargeNavigation', name: 'after-registration redirect set', url: '/en/office/recharge', context: { user: signedIn, site: { isRechargeModalEnabled: true }, from: '/en/live', afterRegistrationRedirectUrl: '/en/slots' }, kind: 'continue' },
  { guard: 'rechargeNavigation', name: 'recharge modal off', url: '/en/office/recharge', context: { user: signedIn, from: '/en/live' }, kind: 'continue' },
  { guard: 'rechargeNavigation', name: 'first page: home with the modal', url: '/en/office/recharge', context: { user: signedIn, site: { isRechargeModalEnabled: true } }, kind: 'redirect', to: '/en', effects: [{ type: 'openRechargeModal' }] },
  // mobile identification bonus (document 001 §2)
  { guard: 'mobileIdentificationBonus', name: 'blocks navigation until identified', url: '/en/slots', context: { user: aSignedInUser({ isIdentificationBonus: true, isNeedIdentification: true }), device: { isMobile: true, isIpadLikeMac: false, isSearchBot: false }, from: '/en/live' }, kind: 'cancel', effects: [{ type: 'openIdentificationBonusModal' }] },
  { guard: 'mobileIdentificationBonus', name: 'the identification page stays open', url: '/en/office/identification', context: { user: aSignedInUser({ isIdentificationBonus: true, isNeedIdentification: true }), device: { isMobile: true, isIpadLikeMac: false, isSearchBot: false }, from: '/en/live' }, kind: 'continue' },
  { guard: 'mobileIdentificationBonus', name: 'identified user', url: '/en/slots', context: { user: aSignedInUser({ isIdentificationBonus: true }), device: { isMobile: true, isIpadLikeMac: false, isSearchBot: false }, from: '/en/live' }, kind: 'continue', effects: [] },
  { guard: 'mobileIdentificationBonus', name: 'desktop', url: '/en/slots', context: { user: aSignedInUser({ isIdentificationBonus: true, isNeedIdentification: true }), from: '/en/live' }, kind: 'continue', effects: [] },
  // search-bot (document 001 §4)
  { guard: 'searchBot', name: 'bots skip the timers', url: '/en/live', context: { device: { isMobile: false, isIpadLikeMac: false, isSearchBot: true } }, kind: 'continue', effects: [{ type: 'skipTimers' }] },
  { guard: 'searchBot', name: 'people do not', url: '/en/live', kind: 'continue', effects: [] },
  // quick coupon (document 000 §4)
  { guard: 'quickCoupon', name: 'reset on a route where it is not allowed', url: '/en/slots', context: { quickCouponVisible: true }, kind: 'continue', effects: [{ type: 'resetQuickCoupon' }] },
  { guard: 'quickCoupon', name: 'kept on betting routes', url: '/en/live/all', context: { quickCouponVisible: true }, kind: 'continue', effects: [] },
  // auth redirect (document 000 §4)
  { guard: 'authRedirect', name: 'signed in on login goes to the return URL', url: '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory', context: { user: signedIn }, kind: 'redirect', to: '/en/office/history' },
  { guard: 'authRedirect', name: 'a foreign return URL is not followed: previous route', url: '/en/user/login?returnUrl=%2F%2Fevil.example', context: { user: signedIn, from: '/en/slots' }, kind: 'redirect', to: '/en/slots' },
  { guard: 'authRedirect', name: 'no return URL nor previous route: home', url: '/en/user/auth', context: { user: signedIn }, kind: 'redirect', to: '/en' },
  { guard: 'authRedirect', name: 'guests stay on login', url: '/en/user/login', kind: 'continue' },
  // remote-area guard (document 000 §4)
  { guard: 'remoteArea', name: 'loads the route area', url: '/en/slots', kind: 'continue', effects: [{ type: 'loadArea', area: 'casino' }] },
  { guard: 'remoteArea', name: 'shell pages need no area', url: '/en/block', kind: 'continue', effects: [] },
  // slot first-deposit redirect (document 000 §2)
  { guard: 'slotFirstDepositRedirect', name: '301 to the casino page when the flag is set', url: '/en/bonus/slot-first-deposit?a=1', context: { site: { isSlotFirstDepositRedirect: true } }, kind: 'redirect', to: '/en/bonus/casino/slot-first-deposit?a=1', status: 301 },
  { guard: 'slotFirstDepositRedirect', name: 'stays without the flag', url: '/en/bonus/slot-first-deposit', kind: 'continue' },
];

/** The router's own redirects (document 000 §2, document 001 §2). */
export const routeRedirectCases: ReadonlyArray<{ name: string; url: string; context?: NavigationContextOverrides; to: string; status: 301 | 302 }> = [
  { name: 'bare office to account', url: '/en/office', to: '/en/office/account', status: 302 },
  { name: 'bare office without a prefix', url: '/office', context: { storedLanguage: 'de' }, to: '/de/office/account', status: 302 },
  { name: 'rules to rules/1', url: '/ru/information/rules', to: '/ru/information/rules/1', status: 302 },
  { name: 'forgotpassword home with the modal flag', url: '/en/forgotpassword', to: '/en?modal=forgotpassword', status: 302 },
  { name: 'forgotpassword for a signed-in user: home only', url: '/en/forgotpassword', context: { user: aSignedInUser() }, to: '/en', status: 302 },
  { name: 'user/coupon to the language root', url: '/de/user/coupon', to: '/de', status: 302 },
  { name: 'legacy promotion URL', url: '/en/promotion/summer', to: '/en/promotions/summer', status: 301 },
  { name: 'legacy actions URL', url: '/en/actions/cashback', to: '/en/promotions/cashback', status: 301 },
  { name: 'legacy game entrance', url: '/en/games-project/aviator', to: '/en/games/aviator', status: 301 },
  { name: 'legacy bonus game', url: '/en/bonus-games/chest', to: '/en/games/chest', status: 301 },
  { name: 'lpage to landing-page keeping the query', url: '/en/lpage/42?utm_source=a', to: '/en/landing-page/42?utm_source=a', status: 301 },
];
