import { inject, injectable } from 'inversify';
import { AgeNoticeService } from '../age-notice/age-notice.service';
import { AppVersionService } from '../app-version/app-version.service';
import { AuthStatusService } from '../auth/auth-status.service';
import { AutoLogoffService } from '../auto-logoff/auto-logoff.service';
import { CookieConsentService } from '../consent/cookie-consent.service';
import { NotificationsService } from '../notifications/notifications.service';
import { BonusPopupService } from '../reminders/bonus-popup.service';
import { CouponReminderService } from '../reminders/coupon-reminder.service';
import { NewSiteModalService } from '../reminders/new-site-modal.service';
import { RegistrationReminderService } from '../reminders/registration-reminder.service';
import { SiteConfigStore } from '../site-config/site-config.store';
import { TermsCheckService } from '../terms/terms-check.service';

/** What the app passes when the shell starts. */
export interface ShellStartOptions {
  /** The language of the first page, for the site configuration. */
  language: string;
  /** The build's version, the first seen version of the update check. */
  runningVersion?: string;
}

/**
 * Starts every shell service in order and disposes them all: the app calls `start` at mount and
 * `dispose` at unmount (tests assert no timer or listener is left). A remount (React's StrictMode
 * runs mount, unmount, mount) starts again with the state kept.
 */
@injectable()
export class ShellController {
  constructor(
    @inject(SiteConfigStore) readonly siteConfig: SiteConfigStore,
    @inject(AuthStatusService) readonly auth: AuthStatusService,
    @inject(AutoLogoffService) readonly autoLogoff: AutoLogoffService,
    @inject(AgeNoticeService) readonly ageNotice: AgeNoticeService,
    @inject(CookieConsentService) readonly cookieConsent: CookieConsentService,
    @inject(RegistrationReminderService) readonly registrationReminder: RegistrationReminderService,
    @inject(NewSiteModalService) readonly newSiteModal: NewSiteModalService,
    @inject(BonusPopupService) readonly bonusPopup: BonusPopupService,
    @inject(CouponReminderService) readonly couponReminder: CouponReminderService,
    @inject(TermsCheckService) readonly termsCheck: TermsCheckService,
    @inject(AppVersionService) readonly appVersion: AppVersionService,
    @inject(NotificationsService) readonly notifications: NotificationsService,
  ) {}

  /** Loads the site configuration and the sign-in state, then starts the rest; resolves when both are known. */
  async start(options: ShellStartOptions): Promise<void> {
    this.notifications.start();
    const configLoaded = this.siteConfig.load(options.language);
    const authKnown = this.auth.start();
    this.autoLogoff.start();
    this.ageNotice.start();
    this.cookieConsent.start();
    this.registrationReminder.start();
    this.newSiteModal.start();
    this.bonusPopup.start();
    this.couponReminder.start();
    this.termsCheck.start();
    this.appVersion.start(options.runningVersion);
    await Promise.all([configLoaded, authKnown]);
  }

  dispose(): void {
    this.appVersion.dispose();
    this.termsCheck.dispose();
    this.couponReminder.dispose();
    this.bonusPopup.dispose();
    this.newSiteModal.dispose();
    this.registrationReminder.dispose();
    this.cookieConsent.dispose();
    this.ageNotice.dispose();
    this.autoLogoff.dispose();
    this.auth.dispose();
    this.siteConfig.dispose();
    this.notifications.dispose();
  }
}
