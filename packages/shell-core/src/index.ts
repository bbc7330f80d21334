export { ShellEnvironment, ShellHost, type ShellPage } from './shell/shell.ports';
export { isSearchBot } from './shell/search-bot.rules';
export { ShellController, type ShellStartOptions } from './shell/shell.controller';
export { shellCoreModule } from './shell-core.module';

export {
  ROUTE_PROGRESS_THROTTLE_MS,
  ROUTE_PROGRESS_DURATION_MS,
  ROUTE_PROGRESS_FINISH_MS,
  RouteProgressService,
  type RouteProgressPhase,
} from './route-progress/route-progress.service';
export { AD_BLOCK_NOTICE_CLOSED_KEY, AD_BLOCK_DETECT_DELAY_MS, AdBlockProbe, AdBlockNoticeService, type AdBlockBait } from './ad-block/ad-block.service';

export {
  NOTIFICATIONS_MAX_VISIBLE,
  NOTIFICATIONS_MAX_VISIBLE_OTHER,
  ERROR_NOTIFICATION_AUTO_CLOSE_MS,
  ERROR_TITLE_KEY,
  SUCCESS_TITLE_KEY,
  CONFIRM_KEY,
  defaultTitleKey,
  autoCloseMs,
} from './notifications/notifications.rules';
export type { NotificationType, NotificationInput, ShellNotification, ForeignNotification } from './notifications/notifications.types';
export { NotificationsService } from './notifications/notifications.service';

export {
  SITE_CONFIG_MAX_RETRIES,
  SITE_CONFIG_RETRY_DELAY_MS,
  SAFE_AUTO_LOGOFF_INACTIVE_MINUTES,
  siteConfigRetryDelayMs,
  safeSiteConfig,
  areDepositsEnabled,
} from './site-config/site-config.rules';
export { SiteConfigStore, type SiteConfigStatus } from './site-config/site-config.store';

export {
  AUTH_POLL_INTERVAL_MS,
  AUTH_HIDDEN_PAUSE_AFTER_MS,
  sameOriginPath,
  authChangeDestination,
  logoutOutcome,
  authChange,
  type LogoutOutcome,
  type AuthChange,
} from './auth/auth.rules';
export { AuthStatusService } from './auth/auth-status.service';

export {
  MS_PER_INACTIVE_MINUTE,
  AUTO_LOGOFF_FLAG_KEY,
  LAST_ACTIVE_AT_KEY,
  AUTO_LOGOFF_MESSAGE_KEY,
  autoLogoffTimeoutMs,
  isAutoLogoffArmed,
  autoLogoffRemainingMs,
} from './auto-logoff/auto-logoff.rules';
export { AutoLogoffService } from './auto-logoff/auto-logoff.service';

export { AGE_CONFIRMATION_LIFETIME_MS, AGE_CONFIRMED_AT_KEY, AGE_NOTICE_CLOSABLE, isAgeConfirmed, isAgeNoticeShown } from './age-notice/age-notice.rules';
export { AgeNoticeService } from './age-notice/age-notice.service';

export {
  ANALYTICS_START_DELAY_MS,
  ANALYTICS_START_DELAY_REGISTRATION_MS,
  COOKIE_CONSENT_KEY,
  defaultConsentOptions,
  agreeTypeOf,
  consentFlags,
  hasMarketingConsent,
  analyticsStartDelayMs,
  effectiveAgreeType,
  optionsForType,
  type CookieConsentOption,
} from './consent/cookie-consent.rules';
export { CookieConsentService, type CookieConsentView } from './consent/cookie-consent.service';

export {
  NEW_SITE_MODAL_REMEMBER_MS,
  NEW_SITE_MODAL_SHOWN_AT_KEY,
  BONUS_POPUP_DELAY_MS,
  BONUS_POPUP_SHOWN_KEY,
  COUPON_REMINDER_STORAGE_KEY,
  COUPON_REMINDER_MESSAGE_KEY,
  COUPON_REMINDER_LIVE_DELAY_MS,
  COUPON_REMINDER_LINE_DELAY_MS,
  registrationReminderFirstDelayMs,
  registrationReminderIntervalMs,
  isRegistrationReminderActive,
  canShowRegistrationReminder,
  shouldShowNewSiteModal,
  areBonusPopupConditionsMet,
  isCouponReminderRecord,
  couponReminderDelayMs,
  nextCouponReminderRecord,
  type RegistrationReminderConfig,
  type BonusPopupConditions,
  type CouponReminderRecord,
  type CouponReminderBet,
} from './reminders/reminders.rules';
export { CouponReminderSource } from './reminders/coupon-reminder.ports';
export { RegistrationReminderService } from './reminders/registration-reminder.service';
export { RegistrationReminderSchedule, type RegistrationReminderTiming } from './reminders/registration-reminder.schedule';
export { ShellReminders, type ShellRemindersPart } from './reminders/reminders.ids';
export { ShellRemindersService, shellRemindersModule } from './reminders/shell-reminders.module';
export { NewSiteModalService } from './reminders/new-site-modal.service';
export { BonusPopupService } from './reminders/bonus-popup.service';
export { BonusPopupContentService, connectBonusPopup, type BonusPopupView } from './reminders/bonus-popup-content.service';
export { UserQuestionService, connectUserQuestion, QUESTION_ALREADY_ANSWERED, type UserQuestionView } from './user-question/user-question.service';
export { CouponReminderService } from './reminders/coupon-reminder.service';

export { TERMS_CHECK_INTERVAL_MS, isTermsCheckActive, termsChangedFrom } from './terms/terms.rules';
export { TermsCheckService } from './terms/terms-check.service';
export {
  TERMS_CONFIRM_ERROR_KEY,
  TERMS_LOAD_ERROR_KEY,
  TermsConfirmFlow,
  connectTermsConfirm,
  type TermsConfirmStep,
  type TermsConfirmView,
} from './terms/terms-confirm.flow';
export { shellTermsConfirmModule } from './terms/terms-confirm.module';
export { CONFIRM_TERMS_ROUTE_NAME, TermsConfirmationSignal, TermsRedirectService } from './terms/terms-redirect.service';

export {
  STORED_LANGUAGE_KEY,
  AFTER_REGISTRATION_URL_KEY,
  PAYMENT_CONSULTANT_KEY,
  FORCED_PLATFORM_KEY,
  NO_USER_FLAGS,
  PageLocation,
  ShellBuild,
  AreaWarmup,
  NavigationUserFlagsSource,
  type NavigationUserFlags,
  ShellStartTasks,
} from './navigation/navigation.ports';
export { ModalStore } from './navigation/modal.store';
export { NavigationWorldSource, deviceOf } from './navigation/navigation-world.source';
export { RouterShellHost } from './navigation/router-shell-host';
export { ShellNavigator, MAX_VISIT_REDIRECTS, type NavigationAction, type ShownLocation, type VisitOutcome } from './navigation/shell-navigator.service';
export { shellNavigationModule } from './navigation/shell-navigation.module';

export { APP_VERSION_CHECK_START_MS, APP_VERSION_CHECK_INTERVAL_MS, isUpdateAvailable } from './app-version/app-version.rules';
export { AppVersionService } from './app-version/app-version.service';
export { AppUpdateWorker } from './app-update/app-update.ports';
export { AppUpdateService, connectAppUpdate, type AppUpdateView } from './app-update/app-update.service';
export { SeoPageService } from './seo/seo-page.service';
export { connectSeoHead, connectSeoBlock, SITE_TITLE, type SeoHeadView, type SeoBlockView } from './seo/seo.connect';

export { aSiteConfig, aShellPage } from './testing/fixtures';
export { InMemorySiteConfigApi, InMemoryAuthStatusApi, InMemoryAppVersionApi, InMemoryTermsStatusApi, InMemoryConsentApi } from './testing/in-memory-apis';
export { MemoryShellHost } from './testing/memory-shell-host';
export { createShellTestBed, flushPromises, type ShellTestBed, type ShellTestBedOptions } from './testing/shell-test-container';

export {
  NARROW_VIEWPORT_QUERY,
  OVERLAY_ORDER,
  PLATFORM_CHOICE_KEY,
  decidePlatform,
  overlayToShow,
  parsePlatform,
  type MobileSheet,
  type OverlayKind,
  type PlatformChoice,
  type PlatformFacts,
  type PlatformType,
} from './layout/layout.rules';
export { Viewport } from './layout/layout.ports';
export { PlatformService } from './layout/platform.service';
export { OverlayQueue } from './layout/overlay-queue.service';
export { MobileSheets, connectMobileShell, connectPlatformSwitch, type MobileShellView } from './layout/mobile-sheets.store';
export { PreferencesService } from './preferences/preferences.service';
export { connectPreferences, themeValue, type PreferencesView, type ThemeChoice } from './preferences/preferences.connect';
export {
  DEFAULT_PREFERENCES,
  FONT_SIZES,
  PREFERENCES_KEY,
  TIME_ZONE_OFFSETS,
  VISUALLY_IMPAIRED_FONT_SIZE,
  deviceOffsetHours,
  documentPreferencesOf,
  offsetLabel,
  parseStoredPreferences,
  timeDisplayOf,
  timeZoneName,
  type DocumentPreferences,
  type TimeDisplay,
} from './preferences/preferences.rules';
