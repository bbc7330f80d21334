import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppVersionApi } from '@kickoff/contracts';
import { Clock, Logger, type TimerHandle } from '@kickoff/platform';
import { ShellEnvironment } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { APP_VERSION_CHECK_INTERVAL_MS, APP_VERSION_CHECK_START_MS, isUpdateAvailable } from './app-version.rules';

/**
 * The app-version check (document 001 §4, §9): from 60 s after start, the deployed version is
 * fetched; when it differs from the first seen, the update event fires once and polling stops.
 */
@injectable()
export class AppVersionService {
  /** The version the page runs: given at start, else the first fetched. */
  firstSeenVersion: string | undefined = undefined;
  latestVersion: string | undefined = undefined;
  isUpdateAvailable = false;

  private timer: TimerHandle | undefined;
  private readonly listeners = new Set<(latestVersion: string) => void>();

  constructor(
    @inject(AppVersionApi) private readonly api: AppVersionApi,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<AppVersionService, 'api' | 'environment' | 'clock' | 'logger' | 'timer' | 'listeners'>(this, {
      api: false,
      environment: false,
      clock: false,
      logger: false,
      timer: false,
      listeners: false,
    });
  }

  /** Starts the check 60 s from now; `runningVersion` is the build's version when known. */
  start(runningVersion?: string): void {
    if (this.timer !== undefined || this.isUpdateAvailable || isSearchBot(this.environment.userAgent)) return;
    if (runningVersion) this.firstSeenVersion = runningVersion;
    this.timer = this.clock.setTimeout(() => {
      this.timer = this.clock.setInterval(() => void this.check(), APP_VERSION_CHECK_INTERVAL_MS);
      void this.check();
    }, APP_VERSION_CHECK_START_MS);
  }

  /** Fetches the deployed version now. */
  async check(): Promise<void> {
    let version: string;
    try {
      version = await this.api.getAppVersion();
    } catch (error) {
      this.logger.warn('app version check failed', { error: String(error) });
      return;
    }
    if (this.isUpdateAvailable) return;
    runInAction(() => {
      this.firstSeenVersion ??= version;
      this.latestVersion = version;
      this.isUpdateAvailable = isUpdateAvailable(this.firstSeenVersion, version);
    });
    if (!this.isUpdateAvailable) return;
    this.stop();
    for (const listener of [...this.listeners]) listener(version);
  }

  /** Calls `listener` with the new version when an update is found (the update event). */
  onUpdate(listener: (latestVersion: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  listenerCount(): number {
    return this.listeners.size;
  }

  /** Stops the check; subscribers unsubscribe themselves (a remount keeps them). */
  dispose(): void {
    this.stop();
  }

  private stop(): void {
    this.clock.clearTimeout(this.timer);
    this.clock.clearInterval(this.timer);
    this.timer = undefined;
  }
}
