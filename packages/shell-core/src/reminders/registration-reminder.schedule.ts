import { Clock } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { AuthStatusService } from '../auth/auth-status.service';
import { ShellEnvironment } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { SiteConfigStore } from '../site-config/site-config.store';
import { isRegistrationReminderActive } from './reminders.rules';

/** What the registration reminder's timing follows, and since when it holds (`Clock` ms). */
export interface RegistrationReminderTiming {
  readonly active: boolean;
  /** `delay` of the site configuration, seconds (document 001 §3). */
  readonly delaySeconds: number;
  /** `interval` of the site configuration, minutes (document 001 §3). */
  readonly intervalMinutes: number;
  /** When these values began to hold: the reminder's first delay counts from here. */
  readonly since: number;
}

/**
 * The registration reminder's timing from the shell's start (document 001 §4: "shown after the
 * configured delay if the user is a guest"): whether it is scheduled (a guest, registration open, no
 * search bot), its delay and interval, and the instant they last changed. issue 20: the shell
 * controller starts this at once, the reminder itself (`RegistrationReminderService`) comes later in
 * its own chunk and counts its first delay from `since`, so a reminder that fell due meanwhile shows
 * when it starts and one not yet due shows at the same instant as if it had started with the shell.
 */
@injectable()
export class RegistrationReminderSchedule {
  timing: RegistrationReminderTiming | undefined = undefined;

  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'auth' | 'siteConfig' | 'environment' | 'clock' | 'disposeReaction'>(this, {
      auth: false,
      siteConfig: false,
      environment: false,
      clock: false,
      disposeReaction: false,
    });
  }

  /** Follows the inputs (a second start while running does nothing; a start after `dispose` begins anew). */
  start(): void {
    if (this.disposeReaction) return;
    this.disposeReaction = reaction(
      () => {
        const config = this.siteConfig.config;
        const active = isRegistrationReminderActive({
          isGuest: this.auth.isGuest,
          isRegistrationAllowed: config.isRegistrationAllowed,
          isVipDomain: config.isVipDomain,
          isSearchBot: isSearchBot(this.environment.userAgent),
        });
        return { active, delaySeconds: config.registrationReminder.delaySeconds, intervalMinutes: config.registrationReminder.intervalMinutes };
      },
      (values) => {
        this.timing = { ...values, since: this.clock.now() };
      },
      { fireImmediately: true, equals: (a, b) => a.active === b.active && a.delaySeconds === b.delaySeconds && a.intervalMinutes === b.intervalMinutes },
    );
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
  }
}
