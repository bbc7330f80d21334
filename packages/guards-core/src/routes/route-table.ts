import type { BonusSet, Layout, RouteArea, RouteDefinition, RouteRedirect } from './route.types';

type RouteOptions = Partial<Omit<RouteDefinition, 'name' | 'path' | 'layout' | 'area' | 'redirect'>> & {
  redirect?: Partial<RouteRedirect> & { to: string };
};

/** Dictionaries every page needs besides its area's own (the shell's keys). */
export const MAIN_DICTIONARY_ID = 'main';

function route(name: string, path: string, layout: Layout, area: RouteArea, options: RouteOptions = {}): RouteDefinition {
  const { redirect, ...flags } = options;
  return {
    name,
    path,
    layout,
    area,
    authRequired: false,
    guestOnly: false,
    permittedWhenBanned: false,
    banOnly: false,
    requiredConfigFlag: null,
    requiredRouteId: null,
    notInProduction: false,
    hidesBottomNav: false,
    hidesFooter: false,
    hidesSeo: false,
    keepsScroll: false,
    dictionaryIds: area === 'shell' || area === 'home' ? [MAIN_DICTIONARY_ID] : [MAIN_DICTIONARY_ID, area],
    bonusSet: null,
    bonusPairName: null,
    ...flags,
    redirect: redirect ? { status: 302, query: {}, queryForGuestsOnly: false, keepQuery: true, ...redirect } : null,
  };
}

/** A redirect-only route (the router's own redirect); its layout is never shown. */
function redirectRoute(name: string, path: string, area: RouteArea, to: string, status: 301 | 302, extra: Partial<RouteRedirect> = {}): RouteDefinition {
  return route(name, path, 'main', area, { redirect: { to, status, ...extra }, permittedWhenBanned: true });
}

const SECTION = ':section(live|line)';
const PAGE_TYPES = 'home|betsonyour|topgame|ufc|politics|cyber|esports';
const CHAMPION_TYPES = 'champ|epl|laliga|europaleague|ipl|scf|fifacwc|nbafinals|nhlfinals';
const CYBER_MODE = ':mode(real|virtual|stream)';
const BONUS_GAMES = 'fortuna|chest|memory|safe|lottery|dragon-bonus';
const CASINO_GAME = 'game/:gameId/:gameName';

/** Information pages (document 000 §2 "Information"); payment has its own availability rule. */
export const INFORMATION_PAGES = [
  'contacts',
  'about',
  'howbet',
  'payment',
  'cookies',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'smsbets',
  'amlkyc',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'cash_terminals',
  'betting-calculator',
] as const;

function camel(text: string): string {
  return text.replace(/[-_/]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + camel(text).slice(1);
}

/** The rules section's route switch (document 000 §2: 404 when route 47 is not enabled). */
export const RULES_ROUTE_ID = 47;

const information: RouteDefinition[] = [
  route('information', 'information', 'main', 'information', { permittedWhenBanned: true }),
  // document 000 §2: "rules redirects to rules/1"
  route('informationRulesIndex', 'information/rules', 'main', 'information', { redirect: { to: 'information/rules/1', status: 302 }, permittedWhenBanned: true, requiredRouteId: RULES_ROUTE_ID }),
  route('informationRules', 'information/rules/:ruleGroup/:chapter?', 'main', 'information', { permittedWhenBanned: true, requiredRouteId: RULES_ROUTE_ID, keepsScroll: false }),
  ...INFORMATION_PAGES.map((page) =>
    route(`information${capital(page)}`, `information/${page}`, 'main', 'information', {
      permittedWhenBanned: true,
      ...(page === 'payment' ? { requiredConfigFlag: 'isPaymentRouteEnabled' as const } : {}),
    }),
  ),
];

/** Office pages (document 000 §2 "Personal office"); every one carries the auth-required flag. */
const OFFICE_PAGES: ReadonlyArray<readonly [name: string, path: string, options?: RouteOptions]> = [
  ['account', 'account'],
  ['officeHistory', 'history'],
  ['officeHistoryPay', 'historypay'],
  ['recharge', 'recharge'],
  ['officeSecurity', 'security'],
  ['officeResponsible', 'responsible'],
  ['officeSettings', 'settings'],
  ['officeBonusesDeposit', 'bonuses/deposit'],
  ['officeBonusesWager', 'bonuses/wager'],
  ['officeCasinoVipCashback', 'casino/vipcashback'],
  ['officeCasinoPremiumCashback', 'casino/premiumcashback'],
  // deduce is the withdrawal page (document 000 §2; ban levels 45 / 53, document 001 §4)
  ['withdrawal', 'deduce'],
  ['officePromotion', 'promotion'],
  ['officeBringFriend', 'bringfriend'],
  ['officeSupport', 'support', { permittedWhenBanned: true }],
  ['officeRewards', 'rewards'],
  ['officeVerification', 'verification'],
  ['accountIdentification', 'identification', { requiredConfigFlag: 'isShowIdentification' }],
  ['officeShareIdea', 'share-idea'],
  ['paymentRequests', 'payment/requests'],
  ['paymentCreateRequest', 'payment/create-request'],
  ['paymentCreateRequestTopic', 'payment/create-request/:topicId', { keepsScroll: true }],
  ['paymentCreateRequestTransactions', 'payment/create-request/:topicId/transactions', { keepsScroll: true }],
  ['paymentCreateRequestTransaction', 'payment/create-request/:topicId/transactions/:transactionId', { keepsScroll: true }],
  ['paymentCreateRequestSubTopic', 'payment/create-request/:topicId/:subTopicId', { keepsScroll: true }],
];

const office: RouteDefinition[] = [
  // document 000 §2: "office; bare path redirects to account"
  route('office', 'office', 'main', 'office', { redirect: { to: 'office/account', status: 302 }, authRequired: true }),
  ...OFFICE_PAGES.map(([name, path, options]) => route(name, `office/${path}`, 'main', 'office', { authRequired: true, hidesSeo: true, ...options })),
];

const betting: RouteDefinition[] = [
  route('home', '', 'main', 'home'),
  // document 000 §2 "Betting": {section: live|line}/{menuSection}/{sport?}/{champ?}; game pages add {champ}/{game}.
  // The bare section (/en/live) is accepted too: it is the section's landing list.
  route('bettingGame', `${SECTION}/:menuSection/:sport/:champ/:game`, 'main', 'betting', { hidesSeo: true }),
  route('betting', `${SECTION}/:menuSection?/:sport?/:champ?`, 'main', 'betting', { keepsScroll: true }),
  route('bettingPageTypeGame', `:pageType(${PAGE_TYPES})/${SECTION}/:menuSection/:sport/:champ/:game`, 'main', 'betting', { hidesSeo: true }),
  route('bettingPageType', `:pageType(${PAGE_TYPES})/${SECTION}/:menuSection?/:sport?/:champ?`, 'main', 'betting', { keepsScroll: true }),
  // marble is live only
  route('marbleGame', 'marble/:section(live)/:menuSection/:sport/:champ/:game', 'main', 'betting', { hidesSeo: true }),
  route('marble', 'marble/:section(live)/:menuSection?/:sport?/:champ?', 'main', 'betting', { keepsScroll: true }),
  route('team', `team/${SECTION}/:team`, 'main', 'betting'),
  // champion page types: a home, a game page and a final page each
  route('championFinal', `:championType(${CHAMPION_TYPES})/final`, 'main', 'betting'),
  route('championGame', `:championType(${CHAMPION_TYPES})/:champ/:game`, 'main', 'betting', { hidesSeo: true }),
  route('championHome', `:championType(${CHAMPION_TYPES})`, 'main', 'betting'),
  route('multi', 'multi', 'main', 'betting', { hidesSeo: true, hidesFooter: true }),
  route('champs', 'champs/:champId?', 'main', 'results'),
];

const cyber: RouteDefinition[] = [
  route('cyberDashboard', 'cyber', 'main', 'cyber', { requiredConfigFlag: 'feature:cyber' }),
  route('cyberMode', `cyber/${CYBER_MODE}`, 'main', 'cyber', { requiredConfigFlag: 'feature:cyber' }),
  route('cyberDisciplines', `cyber/${CYBER_MODE}/disciplines/:discipline?`, 'main', 'cyber', { requiredConfigFlag: 'feature:cyber', keepsScroll: true }),
  route('cyberChamps', `cyber/${CYBER_MODE}/champs`, 'main', 'cyber', { requiredConfigFlag: 'feature:cyber' }),
  route('cyberChamp', `cyber/${CYBER_MODE}/champ/:champId`, 'main', 'cyber', { requiredConfigFlag: 'feature:cyber' }),
  route('cyberGame', `cyber/${CYBER_MODE}/game/:gameId`, 'main', 'cyber', { requiredConfigFlag: 'feature:cyber', hidesSeo: true }),
];

const user: RouteDefinition[] = [
  route('accountVerify', 'accountverify', 'main', 'user'),
  // document 000 §2: activate or activatefast, one route with a type parameter
  route('activate', ':type(activate|activatefast)', 'main', 'user'),
  route('passwordReset', 'passwordreset', 'main', 'user', { permittedWhenBanned: true }),
  route('stopNewsletter', 'stopnewsletter', 'main', 'user', { permittedWhenBanned: true }),
  // document 001 §2: redirects home with the forgot-password modal flag, only for a guest
  route('forgotPassword', 'forgotpassword', 'main', 'user', { redirect: { to: '', status: 302, query: { modal: 'forgotpassword' }, queryForGuestsOnly: true } }),
  route('login', 'user/login', 'main', 'user', { requiredConfigFlag: 'isLoginRouteAvailable', permittedWhenBanned: true }),
  route('authApp', 'user/auth', 'main', 'user', { permittedWhenBanned: true }),
  // document 000 §2: user/coupon redirects to the language root
  route('userCoupon', 'user/coupon', 'main', 'user', { redirect: { to: '', status: 302 } }),
  route('verificationSumsub', 'verification/sumsub', 'main', 'user', { authRequired: true }),
  route('convertAccount', 'convert-account', 'main', 'user', { authRequired: true }),
  route('registration', 'registration/:type(socialregistration)?', 'main', 'registration', { requiredConfigFlag: 'isRegistrationAllowed', guestOnly: true, hidesSeo: true }),
  route('oldRegistrationPage', 'registration-old', 'main', 'registration', { requiredConfigFlag: 'isRegistrationAllowed', guestOnly: true, hidesSeo: true }),
];

const apps: RouteDefinition[] = [
  route('iplBettingApp', 'ipl-betting-app', 'main', 'apps'),
  route('cricketApp', 'cricket-app', 'main', 'apps'),
  route('iosApp', 'ios-app', 'main', 'apps'),
  // document 000 §2 "{token} (tabs about, odds, winners, live, tips, faq)": read as an event page
  // under an app page, so that a bare one-segment path stays a 404.
  route('appEvent', ':app(ipl-betting-app|cricket-app)/:token/:tab(about|odds|winners|live|tips|faq)?', 'main', 'apps'),
  route('mobileApp', 'mobile-app', 'main', 'apps'),
  route('desktopApp', 'desktop-app', 'main', 'apps'),
];

const games: RouteDefinition[] = [
  route('games', 'games', 'main', 'games'),
  route('bonusGame', `games/:bonusGame(${BONUS_GAMES})`, 'main', 'games', { hidesBottomNav: true, hidesFooter: true, hidesSeo: true }),
  route('game', 'games/:gameRoute', 'main', 'games', { hidesBottomNav: true, hidesFooter: true, hidesSeo: true }),
  route('gamesLanding', 'games-landing/:landingRoute', 'main', 'games'),
  // legacy game entrances (document 001 §2 "Legacy game routes ... are redirected")
  redirectRoute('legacyGamesProject', 'games-project/:gameRoute', 'games', 'games/:gameRoute', 301),
  redirectRoute('legacyBonusGame', `bonus-games/:bonusGame(${BONUS_GAMES})`, 'games', 'games/:bonusGame', 301),
];

const others: RouteDefinition[] = [
  route('results', 'results/:type(live|zone)?', 'main', 'results', { requiredConfigFlag: 'feature:results', keepsScroll: true }),
  route('statistic', 'statistic', 'main', 'statistics', { requiredConfigFlag: 'isStatisticEnabled' }),
  route('statisticPopup', 'statisticpopup', 'main', 'statistics', { requiredConfigFlag: 'isStatisticEnabled', hidesBottomNav: true, hidesFooter: true, hidesSeo: true }),
  route('toto', 'toto/:totoSection?', 'main', 'toto', { requiredConfigFlag: 'feature:toto' }),
  route('totoChild', 'toto/:totoSection/:child(draws|coupons|next|nonimees)', 'main', 'toto', { requiredConfigFlag: 'feature:toto', keepsScroll: true }),
  route('lotto', 'lotto/:sectionName?/:lottoId?', 'main', 'lotto', { requiredConfigFlag: 'feature:lotto' }),
  route('bettingAwards', 'betting-awards', 'main', 'promotions'),
  route('bettingAlphabet', 'betting-alphabet', 'main', 'information'),
  route('blog', 'blog', 'main', 'blog', { requiredConfigFlag: 'feature:blog' }),
  route('news', 'news/:slug?', 'main', 'news', { requiredConfigFlag: 'feature:news' }),
  route('ourPartners', 'ourpartners/:section?', 'main', 'partners'),
  route('points', 'points', 'main', 'points', { requiredConfigFlag: 'feature:points' }),
  route('promo', 'promo', 'main', 'promo', { requiredConfigFlag: 'feature:promo' }),
  route('footballChampionsRules', 'football-champions-rules/:chapter?', 'main', 'information', { permittedWhenBanned: true }),
  route('debugger', 'debugger', 'main', 'shell', { notInProduction: true }),
  route('internalVpn', 'internal-vpn', 'main', 'shell', { notInProduction: true }),
  route('oldBrowser', 'oldbrowser', 'main', 'shell', { permittedWhenBanned: true }),
  route('serverError', '500', 'main', 'shell', { permittedWhenBanned: true }),
  route('error', 'error', 'main', 'shell', { permittedWhenBanned: true }),
];

function bonusPair(bonusName: string, bonusPath: string, offerName: string, offerPath: string): RouteDefinition[] {
  const pair = (name: string, path: string, set: BonusSet, other: string) => route(name, path, 'main', 'promotions', { bonusSet: set, bonusPairName: other });
  return [pair(bonusName, bonusPath, 'bonus', offerName), pair(offerName, offerPath, 'offer', bonusName)];
}

const bonuses: RouteDefinition[] = [
  // must precede bonus/:id; 301 to the casino page when isSlotFirstDepositRedirect (the last guard)
  route('bonusSlotFirstDeposit', 'bonus/slot-first-deposit', 'main', 'promotions'),
  // document 000 §2: bonus route pairs; promoteBonusToOffer picks the set (the bonus page guard)
  ...bonusPair('bonuses', 'bonuses', 'offers', 'offers'),
  ...bonusPair('bonusesRules', 'bonuses/rules', 'offersRules', 'offers/rules'),
  ...bonusPair('bonusesGames', 'bonuses/games', 'offersGames', 'offers/games'),
  ...bonusPair('bonusPartner', 'bonus-partner/:partnerId', 'offerPartner', 'offer-partner/:partnerId'),
  ...bonusPair('bonus', 'bonus/:id', 'bonusOffer', 'bonus-offer/:id/:section?'),
  route('promotions', 'promotions', 'main', 'promotions'),
  route('promotion', 'promotions/:promotionId', 'main', 'promotions'),
  route('bonusLanding', 'bonus-landing/:slug', 'main', 'promotions'),
  // document 000 §2: "Many legacy promo URLs redirect to promotions/{slug}"
  redirectRoute('legacyPromotion', 'promotion/:slug', 'promotions', 'promotions/:slug', 301),
  redirectRoute('legacyActions', 'actions/:slug', 'promotions', 'promotions/:slug', 301),
  redirectRoute('legacyAction', 'action/:slug', 'promotions', 'promotions/:slug', 301),
  redirectRoute('legacySpecial', 'special/:slug', 'promotions', 'promotions/:slug', 301),
  redirectRoute('legacyBonusAction', 'bonus-action/:slug', 'promotions', 'promotions/:slug', 301),
];

function casino(name: string, path: string, options: RouteOptions = {}): RouteDefinition {
  return route(name, path, 'casino', 'casino', options);
}

const casinoRoutes: RouteDefinition[] = [
  casino('bingo', 'bingo', { requiredConfigFlag: 'feature:bingo' }),
  casino('casinoSlotFirstDeposit', 'bonus/casino/slot-first-deposit'),
  casino('bonusCasino', 'bonus/casino'),
  casino('bonusCasinoPromotion', 'bonus/casino/promotions/:id'),
  casino('bonusCasinoTournaments', 'bonus/casino/tournaments'),
  casino('bonusCasinoTournament', 'bonus/casino/tournaments/:id'),
  casino('bonusCasinoLanding', 'bonus/casino/landing/:id'),
  casino('casinoBrand', 'casino/brand'),
  // issue 17: the verify page of a past round (provably fair), linked from a game's round history
  casino('casinoVerify', 'casino/verify/:roundId(\\d+)', { hidesSeo: true }),
  casino('fishingHunting', 'fishinghunting'),
  casino('poker', 'poker/:game?', { requiredConfigFlag: 'feature:poker' }),
  casino('scratchCards', 'scratchcards'),
  casino('keno', 'keno'),
  casino('slotsGame', `slots/${CASINO_GAME}`, { hidesBottomNav: true, hidesFooter: true, hidesSeo: true }),
  casino('slots', 'slots/:subcategory?', { keepsScroll: true }),
  casino('liveCasinoGame', `live-casino/${CASINO_GAME}`, { hidesBottomNav: true, hidesFooter: true, hidesSeo: true }),
  casino('liveCasino', 'live-casino/:subcategory?', { keepsScroll: true }),
  casino('tvGames', 'tvgames'),
  casino('virtualSports', 'virtualsports'),
  casino('fastGames', 'fast-games'),
  casino('fastBet', 'fast-bet'),
  casino('vulkan', 'vulkan'),
  casino('asianGames', 'asian-games'),
  casino('cardGames', 'card-games'),
  casino('crashGames', 'crash-games'),
  casino('skillGames', 'skill-games'),
  casino('myCasinoFavorites', 'my-casino/favorites'),
  casino('myCasino', 'my-casino'),
  casino('casinoLobby', 'casino-lobby'),
  casino('providers', 'providers'),
  casino('provider', 'providers/:provider', { keepsScroll: true }),
  casino('casinoSearch', 'casino-search'),
  casino('otherGames', 'othergames'),
];

const headless: RouteDefinition[] = [
  route('landingPage', 'landing-page/:landingId', 'headless', 'landing'),
  // document 000 §2 "the old lpage/{landingId} which redirects"
  redirectRoute('legacyLandingPage', 'lpage/:landingId', 'landing', 'landing-page/:landingId', 301),
  route('promotionLanding', 'landing-:landingName', 'headless', 'landing'),
];

/** Block pages by name: the targets of the block reason codes (document 000 §2). */
export const BLOCK_PAGE_NAMES = ['block', 'blockUa', 'blockIe', 'siteUpdates', 'comingSoon', 'suspension'] as const;
export type BlockPageName = (typeof BLOCK_PAGE_NAMES)[number];

const empty: RouteDefinition[] = [
  route('block', 'block', 'empty', 'shell', { permittedWhenBanned: true }),
  route('blockUa', 'block-ua', 'empty', 'shell', { permittedWhenBanned: true }),
  route('blockIe', 'block-ie', 'empty', 'shell', { permittedWhenBanned: true }),
  route('siteUpdates', 'site-updates', 'empty', 'shell', { permittedWhenBanned: true }),
  route('comingSoon', 'coming-soon', 'empty', 'shell', { permittedWhenBanned: true }),
  route('suspension', 'suspension', 'empty', 'shell', { permittedWhenBanned: true }),
  route('onpayWithdrawResult', 'onpay/withdraw/:result(success|fail|pending|cancel)', 'empty', 'office', { permittedWhenBanned: true }),
  route('onpayResult', 'onpay/:result(success|fail|pending|cancel)', 'empty', 'office', { permittedWhenBanned: true }),
  route('thankYou', 'thank-you/:product(slots|live-casino|keno)', 'empty', 'casino'),
  // document 000 §2: print-coupon/{couponId} (numeric only)
  route('printCoupon', 'print-coupon/:couponId(\\d+)', 'empty', 'betting'),
  route('confirmTerms', 'confirm', 'empty', 'user', { permittedWhenBanned: true }),
  route('maintenance', 'maintenance', 'maintenance', 'shell', { permittedWhenBanned: true }),
  route('blockAppealHistory', 'block-appeal-history', 'blocked', 'shell', { permittedWhenBanned: true, banOnly: true }),
];

/** The catch-all: 404 'This page could not be found' (document 000 §8). */
export const NOT_FOUND_ROUTE: RouteDefinition = route('notFound', '*', 'main', 'shell', { permittedWhenBanned: true });

/**
 * Every route of document 000 §2 and document 001 §2, in matching order (the first match wins;
 * static routes precede the parametrised ones they overlap), ending with the catch-all.
 */
export const ROUTES: readonly RouteDefinition[] = [
  ...betting,
  ...information,
  ...office,
  ...cyber,
  ...user,
  ...apps,
  ...games,
  ...others,
  // casino bonus pages before bonus/:id, which would otherwise take 'casino' as an id
  ...casinoRoutes,
  ...bonuses,
  ...headless,
  ...empty,
  NOT_FOUND_ROUTE,
];

const BY_NAME = new Map(ROUTES.map((definition) => [definition.name, definition]));

/** The route of a name; throws for an unknown name (a programming error). */
export function routeByName(name: string): RouteDefinition {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`unknown route ${name}`);
  return found;
}

