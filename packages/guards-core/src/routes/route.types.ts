import type { SiteConfig } from '@kickoff/contracts';

/** Layouts of document 000 §2 "Layouts". */
export type Layout = 'main' | 'casino' | 'headless' | 'empty' | 'maintenance' | 'blocked';

/**
 * The separately loaded area a route belongs to (document 000 §1: betting, casino and games,
 * office, promotions and bonuses, information, results, cyber, blog, news, points, promo-code
 * store and others). `shell` pages are built into the shell itself.
 */
export type RouteArea =
  | 'home'
  | 'betting'
  | 'casino'
  | 'games'
  | 'office'
  | 'information'
  | 'results'
  | 'promotions'
  | 'cyber'
  | 'toto'
  | 'lotto'
  | 'blog'
  | 'news'
  | 'points'
  | 'promo'
  | 'partners'
  | 'statistics'
  | 'apps'
  | 'user'
  | 'registration'
  | 'landing'
  | 'shell';

/** Boolean site settings a route may require. */
export type SiteFlagKey = 'isStatisticEnabled' | 'isShowIdentification' | 'isRegistrationAllowed' | 'isPaymentRouteEnabled' | 'isLoginRouteAvailable';

/**
 * A config flag a page's meta requires (document 001 §2: a page whose flag is off is a 404):
 * a boolean site setting, or `feature:<name>` for a name in `SiteConfig.enabledFeatures`.
 */
export type RequiredConfigFlag = SiteFlagKey | `feature:${string}`;

/** Which set of a bonus route pair a route belongs to (document 000 §2, promoteBonusToOffer). */
export type BonusSet = 'bonus' | 'offer';

/** A redirect that belongs to the route itself (the router's own redirect, before the guards). */
export interface RouteRedirect {
  /** Target pattern without the language, `:param` filled from the matched params. */
  to: string;
  status: 301 | 302;
  /** Query added to the target. */
  query: Readonly<Record<string, string>>;
  /** The added query applies to guests only (forgotpassword, document 001 §2). */
  queryForGuestsOnly: boolean;
  /** The request's own query is carried over. */
  keepQuery: boolean;
}

/** One route of the table: its name, path pattern, layout, area and flags. */
export interface RouteDefinition {
  /** Stable name the guards and the app refer to (`home`, `account`, `recharge`, ...). */
  name: string;
  /**
   * Pattern after the optional language prefix, without a leading slash: literal segments,
   * `:param`, `:param?` (optional), `:param(a|b)` (constrained), `prefix-:param`, or `*` (catch-all).
   */
  path: string;
  layout: Layout;
  area: RouteArea;
  /** Office and history routes (document 000 §2). */
  authRequired: boolean;
  /** Signed-in users are refused (registration entry points are for guests only, document 000 §6). */
  guestOnly: boolean;
  /** A banned user may open it (document 001 §4 "Ban"). */
  permittedWhenBanned: boolean;
  /** Only banned users may open it; others go home (document 001 §4 "Ban"). */
  banOnly: boolean;
  requiredConfigFlag: RequiredConfigFlag | null;
  /** A numbered route switch from `SiteConfig.enabledRouteIds` (47 for the rules section). */
  requiredRouteId: number | null;
  /** Debugger and internal pages: 404 in production (document 000 §2). */
  notInProduction: boolean;
  hidesBottomNav: boolean;
  hidesFooter: boolean;
  hidesSeo: boolean;
  /** Navigation to it does not scroll to the top (document 000 §2). */
  keepsScroll: boolean;
  /** Dictionaries the route needs, loaded per language by the dictionary loader guard. */
  dictionaryIds: readonly string[];
  redirect: RouteRedirect | null;
  /** Bonus pair membership and the name of the other route of the pair. */
  bonusSet: BonusSet | null;
  bonusPairName: string | null;
}

/** A matched location: the route, its params, the language prefix and the rest of the URL. */
export interface RouteMatch {
  route: RouteDefinition;
  params: Readonly<Record<string, string>>;
  /** The two-letter language prefix, or null when the path has none. */
  language: string | null;
  /** The path after the language prefix, without leading or trailing slash. */
  path: string;
  query: Readonly<Record<string, string>>;
  /** The hash without `#`, '' when none. */
  hash: string;
}

/** The site settings the guards read. */
export type GuardSiteConfig = Pick<
  SiteConfig,
  | 'defaultLanguage'
  | 'languages'
  | 'enabledRouteIds'
  | 'enabledFeatures'
  | 'isStatisticEnabled'
  | 'isPaymentRouteEnabled'
  | 'isPaymentAuthRequired'
  | 'isRechargeModalEnabled'
  | 'promoteBonusToOffer'
  | 'isSlotFirstDepositRedirect'
  | 'isRegistrationAllowed'
  | 'isVipDomain'
  | 'isLoginRouteAvailable'
  | 'isShowIdentification'
  | 'isTermsConfirmationAvailable'
  | 'maintenance'
>;
