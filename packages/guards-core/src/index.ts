export type {
  Layout,
  RouteArea,
  RouteDefinition,
  RouteMatch,
  RouteRedirect,
  RequiredConfigFlag,
  SiteFlagKey,
  BonusSet,
  GuardSiteConfig,
} from './routes/route.types';
export { ROUTES, NOT_FOUND_ROUTE, INFORMATION_PAGES, BLOCK_PAGE_NAMES, RULES_ROUTE_ID, MAIN_DICTIONARY_ID, routeByName, type BlockPageName } from './routes/route-table';
export {
  LANGUAGE_SEGMENT,
  matchRoute,
  compileRoutePattern,
  fillPattern,
  buildPath,
  pathOfRoute,
  parseQuery,
  stringifyQuery,
  splitUrl,
} from './routes/route-matcher.rules';
export {
  layoutMeta,
  shouldScrollToTop,
  scrollTopButtonThresholdScreens,
  ACCOUNT_SWITCH_SILENT_ROUTES,
  isAccountSwitchMessageSuppressed,
  routeErrorStatus,
  type LayoutMeta,
} from './routes/layout.rules';
export {
  UA_COOKIE_NAME,
  RUSSIAN_MAINTENANCE_LANGUAGES,
  availableLanguages,
  resolveLanguage,
  decideUrlLanguage,
  maintenanceTextLanguage,
  type LanguageDecision,
} from './language/language.rules';
export {
  LANGUAGES,
  LANGUAGE_TAGS,
  BUNDLED_LANGUAGE,
  languageInfo,
  textDirection,
  intlLocale,
  fallbackChain,
  pluralCategories,
  completeLanguages,
  type LanguageInfo,
  type LanguageTag,
  type TextDirection,
} from './language/language-list';
export { LANGUAGE_NAMES } from './language/language-names';
export { BLOCK_CODE_PAGES, blockPageForCode } from './block/block.rules';
export { linkLanguage, localizedPath, withLanguage } from './links/links.rules';
export {
  WITHDRAWAL_BAN_LEVEL,
  WITHDRAWAL_BAN_LEVEL_V1,
  WITHDRAWAL_ROUTE_NAME,
  BAN_BLOCK_ROUTE_NAME,
  isBanned,
  isWithdrawalAllowedWhenBanned,
  decideBan,
  type BanDecision,
} from './ban/ban.rules';
export {
  REGISTRATION_ROUTE_NAMES,
  LOGIN_ROUTE_NAME,
  preselectedBonusId,
  decideRegistrationEntry,
  registrationModalFallback,
  shouldOpenLoginModal,
  type RegistrationEntry,
  type RegistrationSiteConfig,
} from './registration/registration-entry.rules';
export { MODAL_QUERY_PARAM, FORGOT_PASSWORD_MODAL, isHashOnlyChange, shouldCloseModals } from './modals/modal-close.rules';
export type { NavigationContext, NavigationTarget, NavigationUser, NavigationDevice, GuardEffect, GuardOutcome, Guard } from './guards/guard.types';
export {
  REFERRAL_QUERY_TAGS,
  PAYMENT_CONSULTANT_QUERY,
  PLATFORM_TYPE_QUERY,
  RETURN_URL_QUERY,
  ACCOUNT_AREA,
  ACCOUNT_ROUTE_NAMES_OUTSIDE_OFFICE,
  isAccountRoute,
  QUICK_COUPON_AREAS,
  KNOWN_ERROR_STATUSES,
  navigationLanguage,
  isLanguageSettled,
  isSafeReturnUrl,
  isConfigFlagOn,
  isAuthRequired,
  resolveRouteRedirect,
  referralGuard,
  appVersionGuard,
  blockedGuard,
  dictionaryLoaderGuard,
  mediaLoaderGuard,
  accessCheckGuard,
  serverRenderCheckGuard,
  analyticsGuard,
  accessByAuthGuard,
  modalGuard,
  confirmTermsGuard,
  bonusPageGuard,
  urlLanguageGuard,
  rechargeNavigationGuard,
  mobileIdentificationBonusGuard,
  searchBotGuard,
  quickCouponGuard,
  authRedirectGuard,
  remoteAreaGuard,
  slotFirstDepositGuard,
} from './guards/guards.rules';
export { GUARD_ORDER, GUARDS, runGuards, decideNavigation, type GuardName, type NavigationDecision } from './guards/guard-chain';
export { DictionaryStore, DictionaryStoreService, dictionaryKey } from './dictionaries/dictionary.service';
export { Navigation, NavigationService, type NavigationWorld, type NavigationResult } from './navigation/navigation.service';
export { guardsCoreModule } from './guards-core.module';
export { InMemoryBlockApi, InMemoryRedirectApi, InMemoryDictionaryApi } from './testing/in-memory-page-apis';
export { aNavigationContext, aGuardSiteConfig, aGuest, aSignedInUser, type NavigationContextOverrides } from './testing/navigation-context.builder';
