import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { UserApi, type RealityCheckAction } from '@kickoff/contracts';
import { Clock, LocalStore, Logger, readJson, writeJson, type KeyValueStore, type TimerHandle } from '@kickoff/platform';
import { SessionTerminator } from '../limits/limits.ports';
import { Limits } from '../limits/limits.service';
import {
  isRealityCheckRecord,
  realityCheckDueAtMs,
  realityCheckEffects,
  realityCheckWaitMs,
  resumeRealityCheck,
  type RealityCheckRecord,
} from './reality-check.rules';

/** Where the running reality-check period is stored, per player (the "stored timestamp", document 001 §9). */
export function realityCheckStorageKey(userId: number): string {
  return `kickoff.realityCheck.${userId}`;
}

/**
 * The reality check (document 001 §4, §9): a timer runs for the player's period (limit 32), evaluated
 * in chunks of at most 5 minutes against the clock; when it is due the modal opens (`isOpen`). The
 * answer is posted to the reality-check call; continue restarts the timer, log out clears the stored
 * timestamp and disconnects through the `SessionTerminator`, 'do not show again' stops the reminders.
 */
@injectable()
export class RealityCheckService {
  /** The reality-check modal is showing. */
  isOpen = false;
  /** When the modal opened, epoch ms. */
  shownAtMs: number | null = null;
  /** When the modal is due, epoch ms; `null` while no reminder runs. */
  dueAtMs: number | null = null;
  /** The period in use, minutes. */
  periodMinutes: number | null = null;
  private userId: number | null = null;
  private record: RealityCheckRecord | null = null;
  private timer: TimerHandle | undefined = undefined;
  private stopWatching: IReactionDisposer | undefined = undefined;

  constructor(
    @inject(Limits) private readonly limits: Limits,
    @inject(UserApi) private readonly userApi: UserApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(LocalStore) private readonly store: KeyValueStore,
    @inject(Logger) private readonly logger: Logger,
    @inject(SessionTerminator) private readonly terminator: SessionTerminator,
  ) {
    makeAutoObservable<this, 'limits' | 'userApi' | 'clock' | 'store' | 'logger' | 'terminator' | 'timer' | 'stopWatching' | 'record' | 'userId'>(
      this,
      { limits: false, userApi: false, clock: false, store: false, logger: false, terminator: false, timer: false, stopWatching: false, record: false, userId: false },
      { autoBind: true },
    );
  }

  /** Starts following the signed-in player's reality-check limit. */
  start(userId: number): void {
    this.stop();
    this.userId = userId;
    this.stopWatching = reaction(
      () => this.limits.realityCheckMinutes,
      (minutes) => this.configure(minutes),
      { fireImmediately: true },
    );
  }

  /** Stops the timer and the watching (sign-out, dispose); the stored timestamp stays. */
  stop(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.clearTimer();
    this.userId = null;
    this.record = null;
    this.isOpen = false;
    this.shownAtMs = null;
    this.dueAtMs = null;
    this.periodMinutes = null;
  }

  /** Gives back the timer and the reaction. */
  dispose(): void {
    this.stop();
  }

  /**
   * The player's answer to the modal: continue, log out or nothing, with 'do not show again'.
   * The answer is posted with `popup_show_at` (epoch seconds of the opening); a failed post is logged.
   */
  async respond(action: RealityCheckAction, doNotShowAgain: boolean): Promise<void> {
    if (!this.isOpen || this.userId === null) return;
    const userId = this.userId;
    const shownAtMs = this.shownAtMs ?? this.clock.now();
    const effects = realityCheckEffects(action, doNotShowAgain);
    this.isOpen = false;
    this.shownAtMs = null;
    const key = realityCheckStorageKey(userId);
    if (effects.clearStoredTimestamp) {
      this.store.remove(key);
      this.record = null;
      this.dueAtMs = null;
    } else if (effects.restartTimer && this.periodMinutes !== null) {
      this.begin({ startedAtMs: this.clock.now(), periodMinutes: this.periodMinutes, doNotShowAgain: false });
    } else if (effects.hide && this.record) {
      this.remember({ ...this.record, doNotShowAgain: true });
      this.dueAtMs = null;
    } else {
      this.dueAtMs = null;
    }
    try {
      await this.userApi.postRealityCheck({
        data: { attributes: { action, do_not_show_again: doNotShowAgain, popup_show_at: Math.floor(shownAtMs / 1000) } },
      });
    } catch (error) {
      this.logger.warn('reality check: answer not sent', { action, error: String(error) });
    }
    if (effects.disconnect) {
      this.stop();
      await this.terminator.terminate('reality_check');
    }
  }

  private configure(minutes: number | null): void {
    this.clearTimer();
    this.isOpen = false;
    this.periodMinutes = minutes;
    if (minutes === null || this.userId === null) {
      this.dueAtMs = null;
      return;
    }
    const stored = readJson(this.store, realityCheckStorageKey(this.userId), isRealityCheckRecord, this.logger);
    this.begin(resumeRealityCheck(stored, minutes, this.clock.now()));
  }

  private begin(record: RealityCheckRecord): void {
    this.remember(record);
    this.clearTimer();
    if (record.doNotShowAgain) {
      this.dueAtMs = null;
      return;
    }
    this.dueAtMs = realityCheckDueAtMs(record.startedAtMs, record.periodMinutes);
    this.schedule();
  }

  private remember(record: RealityCheckRecord): void {
    this.record = record;
    if (this.userId !== null) writeJson(this.store, realityCheckStorageKey(this.userId), record);
  }

  private schedule(): void {
    if (this.dueAtMs === null) return;
    this.timer = this.clock.setTimeout(() => this.evaluate(), realityCheckWaitMs(this.dueAtMs, this.clock.now()));
  }

  /** One chunk elapsed: open the modal when due, otherwise wait another chunk (at most 5 min). */
  private evaluate(): void {
    this.timer = undefined;
    if (this.dueAtMs === null) return;
    const nowMs = this.clock.now();
    if (nowMs >= this.dueAtMs) {
      this.isOpen = true;
      this.shownAtMs = nowMs;
      return;
    }
    this.schedule();
  }

  private clearTimer(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Container identifier (src/ids.ts, apart from the service: issue 20). */
export { RealityCheck } from '../ids';
