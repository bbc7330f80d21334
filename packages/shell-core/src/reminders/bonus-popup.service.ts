import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { Clock, SessionStore, type KeyValueStore, type TimerHandle } from '@kickoff/platform';
import { AuthStatusService } from '../auth/auth-status.service';
import { ShellEnvironment } from '../shell/shell.ports';
import { isSearchBot } from '../shell/search-bot.rules';
import { SiteConfigStore } from '../site-config/site-config.store';
import { BONUS_POPUP_DELAY_MS, BONUS_POPUP_SHOWN_KEY, areBonusPopupConditionsMet } from './reminders.rules';

/**
 * The first-deposit bonus popup (document 001 §4, §9): opens 15 s after its conditions are met;
 * a condition lost before then cancels it. The app feeds the user's data with `setUserData`.
 */
@injectable()
export class BonusPopupService {
  isVisible = false;
  /** The user's `has_deposit`; `true` until known, so nothing opens early. */
  hasDeposit = true;
  /** `bonusPopupInformation` loaded and not empty. */
  hasBonusPopupInformation = false;
  isShownInSession = false;

  private timer: TimerHandle | undefined;
  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ShellEnvironment) private readonly environment: ShellEnvironment,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<BonusPopupService, 'auth' | 'siteConfig' | 'environment' | 'sessionStore' | 'clock' | 'timer' | 'disposeReaction'>(this, {
      auth: false,
      siteConfig: false,
      environment: false,
      sessionStore: false,
      clock: false,
      timer: false,
      disposeReaction: false,
    });
  }

  /** Whether every condition holds now. */
  get conditionsMet(): boolean {
    return areBonusPopupConditionsMet({
      isAuthorized: this.auth.isAuthorized,
      hasBonus1st: this.siteConfig.config.hasBonus1st,
      hasDeposit: this.hasDeposit,
      hasBonusPopupInformation: this.hasBonusPopupInformation,
      isSearchBot: isSearchBot(this.environment.userAgent),
      isShownInSession: this.isShownInSession,
    });
  }

  start(): void {
    if (this.disposeReaction) return;
    this.isShownInSession = this.sessionStore.get(BONUS_POPUP_SHOWN_KEY) !== null;
    this.disposeReaction = reaction(
      () => this.conditionsMet,
      (met) => {
        this.clock.clearTimeout(this.timer);
        this.timer = undefined;
        if (met) this.timer = this.clock.setTimeout(() => this.open(), BONUS_POPUP_DELAY_MS);
      },
      { fireImmediately: true },
    );
  }

  /** The user's data as far as the popup needs it (user config `has_deposit`, the popup information). */
  setUserData(data: { hasDeposit: boolean; hasBonusPopupInformation: boolean }): void {
    this.hasDeposit = data.hasDeposit;
    this.hasBonusPopupInformation = data.hasBonusPopupInformation;
  }

  close(): void {
    this.isVisible = false;
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private open(): void {
    this.timer = undefined;
    this.sessionStore.set(BONUS_POPUP_SHOWN_KEY, '1');
    this.isShownInSession = true;
    this.isVisible = true;
  }
}
