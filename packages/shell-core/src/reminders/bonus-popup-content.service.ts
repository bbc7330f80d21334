import { FALLBACK_LANGUAGE, UserApi, type BonusPopupInformation } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { AuthStatusService } from '../auth/auth-status.service';
import { BonusPopupService } from './bonus-popup.service';

/**
 * The bonus popup's texts (document 001 §7 GET bonus-popup-information; issue 14): the server's
 * title, text and link in the page language, read for a signed-in player and again on a sign-in or
 * a language change. The API answers the popup only while the site offers the first-deposit bonus
 * and the player has not deposited, so an answer tells `BonusPopupService` both conditions hold;
 * no answer (or a guest, or a failed read) keeps the popup closed.
 */
@injectable()
export class BonusPopupContentService {
  information: BonusPopupInformation | null = null;
  private language = FALLBACK_LANGUAGE;
  private generation = 0;
  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(UserApi) private readonly api: UserApi,
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(BonusPopupService) private readonly popup: BonusPopupService,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'auth' | 'popup' | 'logger' | 'language' | 'generation' | 'disposeReaction'>(this, {
      api: false,
      auth: false,
      popup: false,
      logger: false,
      language: false,
      generation: false,
      disposeReaction: false,
    });
  }

  /** Reads the texts in `language` now and whenever the player signs in or out. */
  start(language: string): void {
    if (this.disposeReaction) {
      this.setLanguage(language);
      return;
    }
    this.language = language;
    this.disposeReaction = reaction(
      () => this.auth.userId,
      () => void this.refresh(),
      { fireImmediately: true },
    );
  }

  /** The page language changed: the texts are read again in it. */
  setLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    void this.refresh();
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
    this.generation++;
  }

  async refresh(): Promise<void> {
    const generation = ++this.generation;
    if (!this.auth.isAuthorized) {
      this.apply(null);
      return;
    }
    try {
      const information = await this.api.getBonusPopupInformation(this.language);
      if (generation === this.generation) runInAction(() => this.apply(information));
    } catch (error) {
      if (generation !== this.generation) return;
      this.logger.warn('bonus popup information failed to load', { error: String(error) });
      runInAction(() => this.apply(null));
    }
  }

  private apply(information: BonusPopupInformation | null): void {
    this.information = information;
    this.popup.setUserData({ hasDeposit: information === null, hasBonusPopupInformation: information !== null });
  }
}

/** What the bonus popup draws: the server's texts and the link (a site path), or nothing to show. */
export interface BonusPopupView {
  title: string;
  description: string;
  link: string | null;
}

export function connectBonusPopup(content: BonusPopupContentService): BonusPopupView | null {
  const information = content.information;
  return information ? { title: information.title, description: information.description, link: information.link } : null;
}
