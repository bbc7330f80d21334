import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { Clock, Logger, readJson, SessionStore, writeJson, type KeyValueStore, type TimerHandle } from '@kickoff/platform';
import { CouponService } from '../coupon/coupon.service';
import { isReminderRecord, nextReminderRecord, REMINDER_STORAGE_KEY, type CouponReminderRecord } from './reminder.rules';

/**
 * The coupon reminder (document 001 §4 "Coupon reminder: a notification after 30 s for a live bet or
 * 5 min for a line bet, once per session"): watches the coupon, keeps the record `{ id, timeToShow,
 * isShown }` in session storage (document 000 §3) and schedules the notification on the `Clock`.
 * A reload in the same session picks the record up and fires at its `timeToShow`.
 */
@injectable()
export class DefaultCouponReminderService {
  /** The reminder to show now, until dismissed. */
  visibleReminder: CouponReminderRecord | null = null;
  private record: CouponReminderRecord | undefined;
  private timer: TimerHandle | undefined;
  private stopWatching: IReactionDisposer | undefined;

  constructor(
    @inject(CouponService) private readonly coupon: CouponService,
    @inject(Clock) private readonly clock: Clock,
    @inject(SessionStore) private readonly session: KeyValueStore,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<DefaultCouponReminderService, 'coupon' | 'clock' | 'session' | 'logger' | 'record' | 'timer' | 'stopWatching'>(
      this,
      { coupon: false, clock: false, session: false, logger: false, record: false, timer: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /** Starts watching the coupon; `dispose()` gives the reaction and the timer back. */
  start(): void {
    if (this.stopWatching) return;
    this.record = readJson(this.session, REMINDER_STORAGE_KEY, isReminderRecord, this.logger);
    this.stopWatching = reaction(
      () => this.coupon.bets.map((bet) => bet.id).join('\u0000'),
      () => this.sync(),
      { fireImmediately: true },
    );
  }

  /** The player closed the notification. */
  dismiss(): void {
    this.visibleReminder = null;
  }

  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private sync(): void {
    const next = nextReminderRecord(this.record, this.coupon.bets, this.clock.now());
    if (next !== this.record) {
      this.record = next;
      if (next) writeJson(this.session, REMINDER_STORAGE_KEY, next);
      else this.session.remove(REMINDER_STORAGE_KEY);
    }
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    if (next && !next.isShown) this.timer = this.clock.setTimeout(this.show, Math.max(0, next.timeToShow - this.clock.now()));
  }

  private show(): void {
    this.timer = undefined;
    const record = this.record;
    if (!record || record.isShown || this.coupon.bets.length === 0) return;
    const shown = { ...record, isShown: true };
    this.record = shown;
    writeJson(this.session, REMINDER_STORAGE_KEY, shown);
    this.visibleReminder = shown;
  }
}

/** The coupon reminder service as the container gives it. */
export type CouponReminderService = DefaultCouponReminderService;
/** Container identifier of the `CouponReminderService`. */
export const CouponReminderService = Symbol.for('CouponReminderService') as ServiceIdentifier<CouponReminderService>;
