import { inject, injectable, optional } from 'inversify';
import { AgeNoticeService } from '../age-notice/age-notice.service';
import { AppVersionService } from '../app-version/app-version.service';
import { AuthStatusService } from '../auth/auth-status.service';
import { AutoLogoffService } from '../auto-logoff/auto-logoff.service';
import { CookieConsentService } from '../consent/cookie-consent.service';
import { NotificationsService } from '../notifications/notifications.service';
import { CouponReminderService } from '../reminders/coupon-reminder.service';
import { NewSiteModalService } from '../reminders/new-site-modal.service';
import { RegistrationReminderSchedule } from '../reminders/registration-reminder.schedule';
import { ShellReminders, type ShellRemindersPart } from '../reminders/reminders.ids';
import { SiteConfigStore } from '../site-config/site-config.store';
import { TermsCheckService } from '../terms/terms-check.service';

/** What the app passes when the shell starts. */
export interface ShellStartOptions {
  /** The language of the first page, for the site configuration. */
  language: string;
  /** The build's version, the first seen version of the update check. */
  runningVersion?: string;
  /**
   * Ends the current task (issue 20): given, the services start in three tasks (the configuration
   * and the sign-in state; the notices; the reminders and checks), not all in one.
   */
  nextTask?: () => Promise<void>;
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
    @inject(RegistrationReminderSchedule) readonly registrationSchedule: RegistrationReminderSchedule,
    @inject(NewSiteModalService) readonly newSiteModal: NewSiteModalService,
    @inject(CouponReminderService) readonly couponReminder: CouponReminderService,
    @inject(TermsCheckService) readonly termsCheck: TermsCheckService,
    @inject(AppVersionService) readonly appVersion: AppVersionService,
    @inject(NotificationsService) readonly notifications: NotificationsService,
    @inject(ShellReminders) @optional() reminders: ShellRemindersPart | undefined,
  ) {
    this.reminders = reminders;
  }

  /** The reminders' part (`shellRemindersModule`) once loaded. */
  reminders: ShellRemindersPart | undefined;
  private running = false;
  /** Counts the starts and disposals: a start split over tasks stops when another came meanwhile. */
  private starts = 0;

  /**
   * The reminders loaded after the shell was made (issue 20: their own chunk, after the first page
   * answers) join it: started at once when the shell runs, their timing counted from the shell's
   * start (`RegistrationReminderSchedule`), and disposed with it.
   */
  joinReminders(reminders: ShellRemindersPart): void {
    if (this.reminders === reminders) return;
    this.reminders = reminders;
    if (this.running) reminders.start();
  }

  /** Loads the site configuration and the sign-in state, then starts the rest; resolves when both are known. */
  async start(options: ShellStartOptions): Promise<void> {
    const start = ++this.starts;
    // Ends the task (only when asked to: else all starts in this one); false when disposed (or
    // started again) meanwhile: the rest is then not started for this start.
    const { nextTask } = options;
    const resumed = async (next: () => Promise<void>): Promise<boolean> => {
      await next();
      return start === this.starts;
    };
    this.notifications.start();
    const configLoaded = this.siteConfig.load(options.language);
    const authKnown = this.auth.start();
    if (nextTask && !(await resumed(nextTask))) return;
    this.autoLogoff.start();
    this.ageNotice.start();
    this.cookieConsent.start();
    this.registrationSchedule.start();
    if (nextTask && !(await resumed(nextTask))) return;
    this.newSiteModal.start();
    this.reminders?.start();
    this.couponReminder.start();
    this.termsCheck.start();
    this.appVersion.start(options.runningVersion);
    this.running = true;
    await Promise.all([configLoaded, authKnown]);
  }

  dispose(): void {
    this.starts++;
    this.running = false;
    this.appVersion.dispose();
    this.termsCheck.dispose();
    this.couponReminder.dispose();
    this.reminders?.dispose();
    this.newSiteModal.dispose();
    this.registrationSchedule.dispose();
    this.cookieConsent.dispose();
    this.ageNotice.dispose();
    this.autoLogoff.dispose();
    this.auth.dispose();
    this.siteConfig.dispose();
    this.notifications.dispose();
  }
}
