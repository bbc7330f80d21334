import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { Clock, Logger, SessionStore, readJson, writeJson, type KeyValueStore, type TimerHandle } from '@kickoff/platform';
import { NotificationsService } from '../notifications/notifications.service';
import { ShellEnvironment } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { CouponReminderSource } from './coupon-reminder.ports';
import { COUPON_REMINDER_MESSAGE_KEY, COUPON_REMINDER_STORAGE_KEY, isCouponReminderRecord, nextCouponReminderRecord, type CouponReminderRecord } from './reminders.rules';

/**
 * The coupon reminder (document 001 §4 "Coupon reminder: a notification after 30 s for a live bet or
 * 5 min for a line bet, once per session"), the only one: watches the coupon's bets through the
 * `CouponReminderSource` port, keeps the record `{ id, timeToShow, isShown }` in session storage
 * (document 000 §3), schedules on the `Clock` and pushes one `coupon_reminder` notification. A bet
 * added at any time of the session starts it; a reload in the same session picks the record up and
 * fires at its `timeToShow`. Search-bot visits start no timer (document 001 §4).
 */
@injectable()
export class CouponReminderService {
  /** The record the timer waits for, or `undefined`. */
  scheduledId: string | undefined = undefined;

  private record: CouponReminderRecord | undefined;
  private timer: TimerHandle | undefined;
  private stopWatching: IReactionDisposer | undefined;

  constructor(
    @inject(NotificationsService) private readonly notifications: NotificationsService,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(CouponReminderSource) @optional() private readonly source: CouponReminderSource | undefined,
  ) {
    makeAutoObservable<CouponReminderService, 'notifications' | 'environment' | 'sessionStore' | 'clock' | 'logger' | 'source' | 'record' | 'timer' | 'stopWatching'>(
      this,
      { notifications: false, environment: false, sessionStore: false, clock: false, logger: false, source: false, record: false, timer: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /** Starts watching the coupon; `dispose()` gives the reaction and the timer back. */
  start(): void {
    const source = this.source;
    if (this.stopWatching || !source || isSearchBot(this.environment.userAgent)) return;
    this.record = readJson(this.sessionStore, COUPON_REMINDER_STORAGE_KEY, isCouponReminderRecord, this.logger);
    this.stopWatching = reaction(
      // What the record depends on: which bets, in which order, live or not, blocked or not.
      () => source.bets.map((bet) => `${bet.id}:${bet.market.isLive ? 1 : 0}${bet.isBlocked ? 1 : 0}`).join('\u0000'),
      () => this.sync(source),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.cancel();
  }

  private sync(source: CouponReminderSource): void {
    const next = nextCouponReminderRecord(this.record, source.bets, this.clock.now());
    if (next !== this.record) {
      this.record = next;
      if (next) writeJson(this.sessionStore, COUPON_REMINDER_STORAGE_KEY, next);
      else this.sessionStore.remove(COUPON_REMINDER_STORAGE_KEY);
    }
    if (next && !next.isShown) {
      if (this.timer !== undefined && this.scheduledId === next.id) return;
      this.cancel();
      this.scheduledId = next.id;
      this.timer = this.clock.setTimeout(this.show, Math.max(0, next.timeToShow - this.clock.now()));
    } else {
      this.cancel();
    }
  }

  private show(): void {
    this.timer = undefined;
    this.scheduledId = undefined;
    const record = this.record;
    if (!record || record.isShown) return;
    const shown = { ...record, isShown: true };
    this.record = shown;
    writeJson(this.sessionStore, COUPON_REMINDER_STORAGE_KEY, shown);
    this.notifications.push({ type: 'info', messageKey: COUPON_REMINDER_MESSAGE_KEY });
  }

  private cancel(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.scheduledId = undefined;
  }
}
