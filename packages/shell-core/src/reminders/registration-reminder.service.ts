import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { Clock, type TimerHandle } from '@kickoff/platform';
import { ShellHost } from '../shell/shell.ports';
import { RegistrationReminderSchedule, type RegistrationReminderTiming } from './registration-reminder.schedule';
import { canShowRegistrationReminder, registrationReminderFirstDelayMs, registrationReminderIntervalMs } from './reminders.rules';

/**
 * The registration reminder (document 001 §4): for guests, first after `delay` seconds, then every
 * `interval` minutes; a reminder falling due while a modal or the auth form is open is skipped.
 * The delay counts from when the `RegistrationReminderSchedule` (started with the shell) saw the
 * reminder become due to run, not from this service's start (issue 20: it comes in its own chunk).
 */
@injectable()
export class RegistrationReminderService {
  isVisible = false;

  private timer: TimerHandle | undefined;
  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(RegistrationReminderSchedule) private readonly schedule: RegistrationReminderSchedule,
    @inject(ShellHost) private readonly host: ShellHost,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<RegistrationReminderService, 'schedule' | 'host' | 'clock' | 'timer' | 'disposeReaction'>(this, {
      schedule: false,
      host: false,
      clock: false,
      timer: false,
      disposeReaction: false,
    });
  }

  start(): void {
    if (this.disposeReaction) return;
    // the shell has started the schedule already; alone (a test, a host without the controller) it starts here
    this.schedule.start();
    this.disposeReaction = reaction(
      () => this.schedule.timing,
      (timing) => this.follow(timing),
      { fireImmediately: true },
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

  private follow(timing: RegistrationReminderTiming | undefined): void {
    this.stopTimer();
    if (!timing?.active) {
      this.isVisible = false;
      return;
    }
    const config = { delaySeconds: timing.delaySeconds, intervalMinutes: timing.intervalMinutes };
    const intervalMs = registrationReminderIntervalMs(config);
    const now = this.clock.now();
    let dueAt = timing.since + registrationReminderFirstDelayMs(config);
    // started after reminders fell due: the last of them shows now, the next ones keep their times
    if (intervalMs !== undefined && dueAt < now) dueAt += Math.floor((now - dueAt) / intervalMs) * intervalMs;
    this.scheduleAt(config, dueAt);
  }

  private scheduleAt(config: { delaySeconds: number; intervalMinutes: number }, dueAt: number): void {
    this.timer = this.clock.setTimeout(() => this.onDue(config, dueAt), Math.max(0, dueAt - this.clock.now()));
  }

  private onDue(config: { delaySeconds: number; intervalMinutes: number }, dueAt: number): void {
    this.timer = undefined;
    if (canShowRegistrationReminder({ isModalOpen: this.host.isModalOpen(), isAuthFormOpen: this.host.isAuthFormOpen() })) this.isVisible = true;
    const intervalMs = registrationReminderIntervalMs(config);
    if (intervalMs !== undefined) this.scheduleAt(config, dueAt + intervalMs);
  }

  private stopTimer(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
