import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Clock, Logger, SessionStore, readJson, writeJson, type KeyValueStore, type TimerHandle } from '@kickoff/platform';
import { NotificationsService } from '../notifications/notifications.service';
import { ShellEnvironment } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { COUPON_REMINDER_MESSAGE_KEY, COUPON_REMINDER_NOTIFIED_KEY, COUPON_REMINDER_STORAGE_KEY, couponReminderDelayMs, isCouponReminderRecord, type CouponReminderRecord } from './reminders.rules';

/**
 * The coupon reminder hand-off (document 000 §3, document 001 §4): coupon-core keeps a session record
 * `{ id, timeToShow, isShown }` (30 s for a live bet, 5 min for a line bet); the shell shows one
 * notification at `timeToShow` through the queue and remembers the id, so it comes once per session.
 */
@injectable()
export class CouponReminderService {
  /** The record id the timer waits for. */
  scheduledId: string | number | undefined = undefined;

  private timer: TimerHandle | undefined;

  constructor(
    @inject(NotificationsService) private readonly notifications: NotificationsService,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<CouponReminderService, 'notifications' | 'environment' | 'sessionStore' | 'clock' | 'logger' | 'timer'>(this, {
      notifications: false,
      environment: false,
      sessionStore: false,
      clock: false,
      logger: false,
      timer: false,
    });
  }

  /** Reads the record now (call on start and whenever the coupon changes). */
  check(): void {
    if (isSearchBot(this.environment.userAgent)) return;
    const record = this.read();
    const delayMs = record ? couponReminderDelayMs(record, this.notifiedId(), this.clock.now()) : undefined;
    if (!record || delayMs === undefined) {
      this.cancel();
      return;
    }
    if (this.timer !== undefined && this.scheduledId === record.id) return;
    this.cancel();
    this.scheduledId = record.id;
    this.timer = this.clock.setTimeout(() => this.onDue(record.id), delayMs);
  }

  dispose(): void {
    this.cancel();
  }

  private onDue(id: string | number): void {
    this.timer = undefined;
    this.scheduledId = undefined;
    const record = this.read();
    // The coupon may have replaced or cleared the record meanwhile.
    if (!record || record.id !== id || this.notifiedId() === String(id)) return;
    if (!record.isShown) writeJson(this.sessionStore, COUPON_REMINDER_STORAGE_KEY, { ...record, isShown: true } satisfies CouponReminderRecord);
    this.sessionStore.set(COUPON_REMINDER_NOTIFIED_KEY, String(id));
    this.notifications.push({ type: 'info', messageKey: COUPON_REMINDER_MESSAGE_KEY });
  }

  private notifiedId(): string | undefined {
    return this.sessionStore.get(COUPON_REMINDER_NOTIFIED_KEY) ?? undefined;
  }

  private read(): CouponReminderRecord | undefined {
    return readJson(this.sessionStore, COUPON_REMINDER_STORAGE_KEY, isCouponReminderRecord, this.logger);
  }

  private cancel(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.scheduledId = undefined;
  }
}
