import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { Activity, Clock, LocalStore, type KeyValueStore, type TimerHandle } from '@kickoff/platform';
import { AuthStatusService } from '../auth/auth-status.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ShellEnvironment } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { SiteConfigStore } from '../site-config/site-config.store';
import {
  AUTO_LOGOFF_FLAG_KEY,
  AUTO_LOGOFF_MESSAGE_KEY,
  LAST_ACTIVE_AT_KEY,
  autoLogoffRemainingMs,
  autoLogoffTimeoutMs,
  isAutoLogoffArmed,
} from './auto-logoff.rules';

/**
 * Auto logoff (document 000 §4): when enabled, a signed-in user inactive for
 * `autoLogoffInactiveMinutes` is disconnected, a flag is stored, and the next load shows an info
 * notification. Activity comes from the `Activity` port (already throttled to 100 ms).
 */
@injectable()
export class AutoLogoffService {
  /** The inactivity timer is running. */
  isArmed = false;
  /** When the logoff falls due (epoch ms) while armed. */
  dueAtMs: number | undefined = undefined;

  private timer: TimerHandle | undefined;
  private unsubscribeActivity: (() => void) | undefined;
  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(NotificationsService) private readonly notifications: NotificationsService,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(Activity) private readonly activity: Activity,
    @inject(LocalStore) private readonly localStore: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<
      AutoLogoffService,
      'auth' | 'siteConfig' | 'notifications' | 'environment' | 'activity' | 'localStore' | 'clock' | 'timer' | 'unsubscribeActivity' | 'disposeReaction'
    >(this, {
      auth: false,
      siteConfig: false,
      notifications: false,
      environment: false,
      activity: false,
      localStore: false,
      clock: false,
      timer: false,
      unsubscribeActivity: false,
      disposeReaction: false,
    });
  }

  /** Shows the notice of an earlier logoff, then arms itself whenever the rules say so. */
  start(): void {
    if (this.disposeReaction) return;
    if (this.localStore.get(AUTO_LOGOFF_FLAG_KEY) !== null) {
      this.localStore.remove(AUTO_LOGOFF_FLAG_KEY);
      this.notifications.push({ type: 'info', messageKey: AUTO_LOGOFF_MESSAGE_KEY });
    }
    let firstRun = true;
    this.disposeReaction = reaction(
      () => ({
        armed: isAutoLogoffArmed({
          isAutoLogoffEnable: this.siteConfig.config.isAutoLogoffEnable,
          isAuthorized: this.auth.isAuthorized,
          isSearchBot: isSearchBot(this.environment.userAgent),
        }),
        timeoutMs: autoLogoffTimeoutMs(this.siteConfig.config.autoLogoffInactiveMinutes),
        userId: this.auth.userId,
      }),
      ({ armed, timeoutMs }) => {
        // A fresh sign-in counts as activity; on the first run the stored last activity (from an
        // earlier page of this session, or another tab) stands.
        if (armed && (!firstRun || this.localStore.get(LAST_ACTIVE_AT_KEY) === null)) this.touch();
        firstRun = false;
        this.arm(armed, timeoutMs);
      },
      { fireImmediately: true, equals: (a, b) => a.armed === b.armed && a.timeoutMs === b.timeoutMs && a.userId === b.userId },
    );
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
    this.arm(false, 0);
  }

  private get timeoutMs(): number {
    return autoLogoffTimeoutMs(this.siteConfig.config.autoLogoffInactiveMinutes);
  }

  private arm(armed: boolean, timeoutMs: number): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    if (!armed) {
      this.unsubscribeActivity?.();
      this.unsubscribeActivity = undefined;
      this.isArmed = false;
      this.dueAtMs = undefined;
      return;
    }
    this.isArmed = true;
    this.unsubscribeActivity ??= this.activity.subscribe(() => this.onActivity());
    this.schedule(timeoutMs);
  }

  private onActivity(): void {
    this.touch();
    this.schedule(this.timeoutMs);
  }

  private touch(): void {
    this.localStore.set(LAST_ACTIVE_AT_KEY, String(this.clock.now()));
  }

  private schedule(timeoutMs: number): void {
    this.clock.clearTimeout(this.timer);
    const stored = Number(this.localStore.get(LAST_ACTIVE_AT_KEY));
    const lastActiveAtMs = Number.isFinite(stored) && stored > 0 ? stored : this.clock.now();
    const remainingMs = autoLogoffRemainingMs({ lastActiveAtMs, nowMs: this.clock.now(), timeoutMs });
    this.dueAtMs = this.clock.now() + remainingMs;
    this.timer = this.clock.setTimeout(() => this.onDue(), remainingMs);
  }

  private onDue(): void {
    this.timer = undefined;
    const stored = Number(this.localStore.get(LAST_ACTIVE_AT_KEY));
    const lastActiveAtMs = Number.isFinite(stored) && stored > 0 ? stored : 0;
    if (autoLogoffRemainingMs({ lastActiveAtMs, nowMs: this.clock.now(), timeoutMs: this.timeoutMs }) > 0) {
      // Another tab was active meanwhile: wait for the rest.
      this.schedule(this.timeoutMs);
      return;
    }
    this.localStore.set(AUTO_LOGOFF_FLAG_KEY, '1');
    this.localStore.remove(LAST_ACTIVE_AT_KEY);
    this.arm(false, 0);
    void this.auth.logout('inactivity');
  }
}
