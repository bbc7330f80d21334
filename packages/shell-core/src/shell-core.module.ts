import { ContainerModule } from 'inversify';
import { MarketingConsent } from '@kickoff/referral-core';
import { AgeNoticeService } from './age-notice/age-notice.service';
import { AppVersionService } from './app-version/app-version.service';
import { AppUpdateService } from './app-update/app-update.service';
import { SeoPageService } from './seo/seo-page.service';
import { AuthStatusService } from './auth/auth-status.service';
import { AutoLogoffService } from './auto-logoff/auto-logoff.service';
import { CookieConsentService } from './consent/cookie-consent.service';
import { NotificationsService } from './notifications/notifications.service';
import { CouponReminderService } from './reminders/coupon-reminder.service';
import { NewSiteModalService } from './reminders/new-site-modal.service';
import { RegistrationReminderSchedule } from './reminders/registration-reminder.schedule';
import { ShellController } from './shell/shell.controller';
import { AdBlockNoticeService } from './ad-block/ad-block.service';
import { RouteProgressService } from './route-progress/route-progress.service';
import { SiteConfigStore } from './site-config/site-config.store';
import { TermsCheckService } from './terms/terms-check.service';
import { MobileSheets } from './layout/mobile-sheets.store';
import { OverlayQueue } from './layout/overlay-queue.service';
import { PlatformService } from './layout/platform.service';

/**
 * Binds every shell service as a singleton (each class is its own identifier) and referral-core's
 * `MarketingConsent` port to the `CookieConsentService`. The reminders that wait for time or for the
 * player (registration reminder, bonus popup, user question) are `shellRemindersModule` (issue 20:
 * the app loads them after the first page answers). The app binds the
 * ports: the platform, optionally the `Viewport` (the layout choice), `ShellEnvironment`, `ShellHost`, and `SiteConfigApi`, `AuthStatusApi`,
 * `AppVersionApi`, `TermsStatusApi`, `ConsentApi` from contracts.
 */
export const shellCoreModule = new ContainerModule(({ bind }) => {
  for (const service of [
    SiteConfigStore,
    AuthStatusService,
    AutoLogoffService,
    AgeNoticeService,
    CookieConsentService,
    RegistrationReminderSchedule,
    NewSiteModalService,
    CouponReminderService,
    TermsCheckService,
    AppVersionService,
    AppUpdateService,
    SeoPageService,
    NotificationsService,
    ShellController,
    RouteProgressService,
    AdBlockNoticeService,
    PlatformService,
    OverlayQueue,
    MobileSheets,
  ] as const) {
    bind<unknown>(service).toSelf().inSingletonScope();
  }
  // referral-core's cookies wait for the marketing consent given here (ARCHITECTURE "Referral and
  // analytics cookies wait for the matching cookie consent").
  bind(MarketingConsent).toService(CookieConsentService);
});
