import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { TermsStatusApi } from '@kickoff/contracts';
import { Clock, Logger, type TimerHandle } from '@kickoff/platform';
import { AuthStatusService } from '../auth/auth-status.service';
import { ShellEnvironment } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { SiteConfigStore } from '../site-config/site-config.store';
import { TERMS_CHECK_INTERVAL_MS, isTermsCheckActive, termsChangedFrom } from './terms.rules';

/**
 * The terms check (document 001 §4, §9): for a signed-in user, the terms status at once and every
 * 60 s. `isUserTermsChanged` feeds the confirm-terms guard; a failed check counts as not changed.
 */
@injectable()
export class TermsCheckService {
  isUserTermsChanged = false;
  /** When the terms changed, epoch seconds, as the server says. */
  userTermsChangedUpdatedAt: number | null = null;

  private timer: TimerHandle | undefined;
  private disposeReaction: IReactionDisposer | undefined;
  private generation = 0;
  /** The check started when checking became active (settled once it answered or failed). */
  private firstCheck: Promise<void> = Promise.resolve();

  constructor(
    @inject(TermsStatusApi) private readonly api: TermsStatusApi,
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<TermsCheckService, 'api' | 'auth' | 'siteConfig' | 'environment' | 'clock' | 'logger' | 'timer' | 'disposeReaction' | 'generation' | 'firstCheck'>(this, {
      api: false,
      auth: false,
      siteConfig: false,
      environment: false,
      clock: false,
      logger: false,
      timer: false,
      disposeReaction: false,
      generation: false,
      firstCheck: false,
    });
  }

  start(): void {
    if (this.disposeReaction) return;
    this.disposeReaction = reaction(
      () =>
        isTermsCheckActive({
          isAuthorized: this.auth.isAuthorized,
          isTermsConfirmationAvailable: this.siteConfig.config.isTermsConfirmationAvailable,
          isSearchBot: isSearchBot(this.environment.userAgent),
        }),
      (active) => {
        this.stop();
        if (!active) {
          this.isUserTermsChanged = false;
          this.userTermsChangedUpdatedAt = null;
          this.firstCheck = Promise.resolve();
          return;
        }
        this.firstCheck = this.check();
        this.timer = this.clock.setInterval(() => void this.check(), TERMS_CHECK_INTERVAL_MS);
      },
      { fireImmediately: true },
    );
  }

  /** Asks for the terms status now. */
  async check(): Promise<void> {
    const generation = this.generation;
    let result: Parameters<typeof termsChangedFrom>[0];
    try {
      result = { ok: true, status: await this.api.getTermsStatus() };
    } catch (error) {
      this.logger.warn('terms status check failed', { error: String(error) });
      result = { ok: false };
    }
    if (generation !== this.generation) return;
    runInAction(() => {
      this.isUserTermsChanged = termsChangedFrom(result);
      this.userTermsChangedUpdatedAt = result.ok ? result.status.updatedAt : null;
    });
  }

  /**
   * Settles once the check started when the player signed in has answered (at once when no check
   * runs): a page load onto the confirm page waits for it, since the confirm-terms guard sends a
   * player whose terms did not change home, return URL and all.
   */
  whenChecked(): Promise<void> {
    return this.firstCheck;
  }

  /** The terms were confirmed (or the server answered 451 for changed terms: `changed` true). */
  setChanged(changed: boolean): void {
    this.isUserTermsChanged = changed;
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
    this.stop();
  }

  private stop(): void {
    this.generation++;
    this.clock.clearInterval(this.timer);
    this.timer = undefined;
  }
}
