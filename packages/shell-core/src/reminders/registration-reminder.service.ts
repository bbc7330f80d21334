import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { Clock, type TimerHandle } from '@kickoff/platform';
import { AuthStatusService } from '../auth/auth-status.service';
import { ShellEnvironment, ShellHost } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { SiteConfigStore } from '../site-config/site-config.store';
import { canShowRegistrationReminder, isRegistrationReminderActive, registrationReminderFirstDelayMs, registrationReminderIntervalMs } from './reminders.rules';

/**
 * The registration reminder (document 001 §4): for guests, first after `delay` seconds, then every
 * `interval` minutes; a reminder falling due while a modal or the auth form is open is skipped.
 */
@injectable()
export class RegistrationReminderService {
  isVisible = false;

  private timer: TimerHandle | undefined;
  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ShellHost) private readonly host: ShellHost,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<RegistrationReminderService, 'auth' | 'siteConfig' | 'host' | 'environment' | 'clock' | 'timer' | 'disposeReaction'>(this, {
      auth: false,
      siteConfig: false,
      host: false,
      environment: false,
      clock: false,
      timer: false,
      disposeReaction: false,
    });
  }

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
      ({ active, delaySeconds, intervalMinutes }) => {
        this.stopTimer();
        if (!active) {
          this.isVisible = false;
          return;
        }
        this.timer = this.clock.setTimeout(() => this.onDue({ delaySeconds, intervalMinutes }), registrationReminderFirstDelayMs({ delaySeconds, intervalMinutes }));
      },
      { fireImmediately: true, equals: (a, b) => a.active === b.active && a.delaySeconds === b.delaySeconds && a.intervalMinutes === b.intervalMinutes },
    );
  }

  /** The guest closed the reminder. */
  close(): void {
    this.isVisible = false;
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
    this.stopTimer();
  }

  private onDue(config: { delaySeconds: number; intervalMinutes: number }): void {
    this.timer = undefined;
    if (canShowRegistrationReminder({ isModalOpen: this.host.isModalOpen(), isAuthFormOpen: this.host.isAuthFormOpen() })) this.isVisible = true;
    const intervalMs = registrationReminderIntervalMs(config);
    if (intervalMs !== undefined) this.timer = this.clock.setTimeout(() => this.onDue(config), intervalMs);
  }

  private stopTimer(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
