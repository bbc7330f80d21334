import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { Clock, LocalStore, type KeyValueStore } from '@kickoff/platform';
import { AuthStatusService } from '../auth/auth-status.service';
import { ShellEnvironment } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { NEW_SITE_MODAL_SHOWN_AT_KEY, shouldShowNewSiteModal } from './reminders.rules';

/**
 * The new-site information modal (document 001 §4): shown once to guests and remembered 15768e7 ms
 * (about 5 years) from when it was shown.
 */
@injectable()
export class NewSiteModalService {
  isVisible = false;

  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(LocalStore) private readonly localStore: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<NewSiteModalService, 'auth' | 'environment' | 'localStore' | 'clock' | 'disposeReaction'>(this, {
      auth: false,
      environment: false,
      localStore: false,
      clock: false,
      disposeReaction: false,
    });
  }

  start(): void {
    if (this.disposeReaction) return;
    this.disposeReaction = reaction(
      () => this.auth.isGuest,
      (isGuest) => {
        if (!isGuest) {
          this.isVisible = false;
          return;
        }
        const raw = this.localStore.get(NEW_SITE_MODAL_SHOWN_AT_KEY);
        const shownAtMs = raw === null || !Number.isFinite(Number(raw)) ? undefined : Number(raw);
        const nowMs = this.clock.now();
        if (!shouldShowNewSiteModal({ isGuest, isSearchBot: isSearchBot(this.environment.userAgent), shownAtMs, nowMs })) return;
        this.localStore.set(NEW_SITE_MODAL_SHOWN_AT_KEY, String(nowMs));
        this.isVisible = true;
      },
      { fireImmediately: true },
    );
  }

  close(): void {
    this.isVisible = false;
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
  }
}
