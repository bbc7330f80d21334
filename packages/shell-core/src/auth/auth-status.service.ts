import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AuthStatusApi, type DisconnectReason } from '@kickoff/contracts';
import { Clock, Logger, Visibility, type TimerHandle } from '@kickoff/platform';
import { ShellEnvironment, ShellHost } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { SiteConfigStore } from '../site-config/site-config.store';
import { AUTH_HIDDEN_PAUSE_AFTER_MS, AUTH_POLL_INTERVAL_MS, authChange, authChangeDestination, logoutOutcome, type AuthChange } from './auth.rules';

/**
 * The auth-status refresh (document 000 §4): a session check every 60 s while visible, paused after
 * 30 s hidden, resumed (with a check at once) on return. A change of sign-in state redirects by
 * `authChangeDestination`; a sign-in reloads the site configuration.
 */
@injectable()
export class AuthStatusService {
  /** The signed-in user's id, `null` for a guest, `undefined` before the first answer. */
  userId: number | null | undefined = undefined;
  /** Polling is paused because the page has been hidden for 30 s. */
  isPaused = false;
  /** The last change of sign-in state seen. */
  lastChange: AuthChange = 'none';
  isLoggingOut = false;

  private pollTimer: TimerHandle | undefined;
  private pauseTimer: TimerHandle | undefined;
  private unsubscribeVisibility: (() => void) | undefined;
  private checking: Promise<void> | undefined;
  private started = false;

  constructor(
    @inject(AuthStatusApi) private readonly api: AuthStatusApi,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ShellHost) private readonly host: ShellHost,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(Visibility) private readonly visibility: Visibility,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<
      AuthStatusService,
      'api' | 'siteConfig' | 'host' | 'environment' | 'visibility' | 'clock' | 'logger' | 'pollTimer' | 'pauseTimer' | 'unsubscribeVisibility' | 'checking' | 'started'
    >(this, {
      api: false,
      siteConfig: false,
      host: false,
      environment: false,
      visibility: false,
      clock: false,
      logger: false,
      pollTimer: false,
      pauseTimer: false,
      unsubscribeVisibility: false,
      checking: false,
      started: false,
    });
  }

  /** Signed in: a user id is present (document 001 §6). */
  get isAuthorized(): boolean {
    return this.userId !== undefined && this.userId !== null;
  }

  /** A guest whose state is known (not merely not yet checked). */
  get isGuest(): boolean {
    return this.userId === null;
  }

  /** Checks once now and, unless this is a search bot, polls while visible. */
  start(): Promise<void> {
    if (this.started) return this.checking ?? Promise.resolve();
    this.started = true;
    const first = this.check();
    if (isSearchBot(this.environment.userAgent)) return first;
    this.unsubscribeVisibility = this.visibility.subscribe((visible) => this.onVisibilityChange(visible));
    if (this.visibility.isVisible()) this.startPolling();
    else this.schedulePause();
    return first;
  }

  /** Asks the server for the sign-in state now (concurrent calls share one request). */
  check(): Promise<void> {
    if (this.checking) return this.checking;
    const request = this.api.checkSession().then(
      (status) => this.apply(status.userId),
      (error: unknown) => this.logger.warn('session check failed', { error: String(error) }),
    );
    this.checking = request.finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  /** Applies a sign-in state known from elsewhere (e.g. the login form's success). */
  apply(userId: number | null): void {
    const change = authChange(this.userId, userId);
    this.userId = userId;
    if (change === 'none') return;
    this.lastChange = change;
    if (change === 'signed-in' || change === 'switched-user') void this.siteConfig.reload();
    const destination = authChangeDestination(this.host.currentPage(), this.environment.origin);
    if (destination !== null) this.host.navigate(destination);
  }

  /**
   * Logs out (document 000 §4): the disconnect call, then home if the page requires auth, else a
   * reload; a failed call reloads.
   */
  async logout(reason: DisconnectReason = 'user'): Promise<void> {
    if (this.isLoggingOut) return;
    this.isLoggingOut = true;
    let succeeded = true;
    try {
      await this.api.disconnect(reason);
    } catch (error) {
      succeeded = false;
      this.logger.warn('logout failed', { reason, error: String(error) });
    }
    runInAction(() => {
      this.isLoggingOut = false;
      if (succeeded) {
        this.userId = null;
        this.lastChange = 'signed-out';
      }
    });
    const outcome = logoutOutcome(this.host.currentPage(), succeeded);
    if (outcome.kind === 'navigate') this.host.navigate(outcome.path);
    else this.host.reload();
  }

  /**
   * Ends the session for another core (limits-core's `SessionTerminator`: session limit end,
   * reality-check log out, self-exclusion): the same disconnect and destinations as `logout`.
   */
  terminate(reason: DisconnectReason): Promise<void> {
    return this.logout(reason);
  }

  /** Stops polling and listening to visibility. */
  dispose(): void {
    this.stopPolling();
    this.clock.clearTimeout(this.pauseTimer);
    this.pauseTimer = undefined;
    this.unsubscribeVisibility?.();
    this.unsubscribeVisibility = undefined;
    this.started = false;
  }

  private onVisibilityChange(visible: boolean): void {
    if (!visible) {
      this.schedulePause();
      return;
    }
    this.clock.clearTimeout(this.pauseTimer);
    this.pauseTimer = undefined;
    if (this.isPaused || this.pollTimer === undefined) {
      this.isPaused = false;
      void this.check();
      this.startPolling();
    }
  }

  private schedulePause(): void {
    if (this.pauseTimer !== undefined) return;
    this.pauseTimer = this.clock.setTimeout(() => {
      this.pauseTimer = undefined;
      this.stopPolling();
      runInAction(() => {
        this.isPaused = true;
      });
    }, AUTH_HIDDEN_PAUSE_AFTER_MS);
  }

  private startPolling(): void {
    this.stopPolling();
    this.pollTimer = this.clock.setInterval(() => void this.check(), AUTH_POLL_INTERVAL_MS);
  }

  private stopPolling(): void {
    this.clock.clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}
