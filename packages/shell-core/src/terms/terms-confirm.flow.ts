import { FALLBACK_LANGUAGE, UserApi, type TermsItem } from '@kickoff/contracts';
import { RETURN_URL_QUERY, isSafeReturnUrl, Navigation, buildPath, type NavigationService } from '@kickoff/guards-core';
import { Logger } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ShellHost } from '../shell/shell.ports';
import { TermsCheckService } from './terms-check.service';

/** Document 001 §8: "terms confirmation fails: 'information_confirm_terms_error', non-closable". */
export const TERMS_CONFIRM_ERROR_KEY = 'information_confirm_terms_error';
/** The terms could not be loaded (the remote-area error text of document 000 §2). */
export const TERMS_LOAD_ERROR_KEY = 'main_dictionary_load_error';

/** Steps of the confirm-terms page. */
export type TermsConfirmStep = 'loading' | 'loadFailed' | 'ready' | 'confirming' | 'confirmed';

/**
 * The confirm-terms page (route `confirmTerms`, document 001 §2, §4 "Terms changed: redirect to
 * confirm terms"): loads the terms to confirm, confirms them with the `updatedAt` the status call
 * gave, and takes the player back where the terms change stopped them (`returnUrl`, kept to the
 * site's own paths), else home. A failed confirmation shows the non-closable error and keeps the
 * confirm button for another try.
 */
@injectable()
export class TermsConfirmFlow {
  step: TermsConfirmStep = 'loading';
  rules: TermsItem[] = [];
  /** The error on the page, a dictionary key; it has no close button and goes only on success. */
  errorKey: string | null = null;
  private generation = 0;

  constructor(
    @inject(UserApi) private readonly api: UserApi,
    @inject(TermsCheckService) private readonly terms: TermsCheckService,
    @inject(ShellHost) private readonly host: ShellHost,
    @inject(Navigation) private readonly navigation: NavigationService,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'terms' | 'host' | 'navigation' | 'logger' | 'generation'>(this, {
      api: false,
      terms: false,
      host: false,
      navigation: false,
      logger: false,
      generation: false,
    });
  }

  /** Loads the terms to confirm in `language`. */
  async load(language: string): Promise<void> {
    const generation = ++this.generation;
    this.step = 'loading';
    this.errorKey = null;
    try {
      // The status is asked again with the terms: the version confirmed is the one on the server now
      // (a 451 may have announced terms newer than the last 60 s check saw).
      const [rules] = await Promise.all([this.api.getAgreementRules(language), this.terms.check()]);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.rules = [...rules].map((rule) => ({ ...rule, subRules: [...rule.subRules].sort((a, b) => a.position - b.position) }));
        this.step = 'ready';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      this.logger.warn('terms to confirm failed to load', { error: String(error) });
      runInAction(() => {
        this.step = 'loadFailed';
        this.errorKey = TERMS_LOAD_ERROR_KEY;
      });
    }
  }

  /** Confirms the terms; on success the player goes back to where they were. */
  async confirm(): Promise<void> {
    if (this.step !== 'ready') return;
    this.step = 'confirming';
    let confirmed = false;
    try {
      confirmed = (await this.api.confirmTerms({ updatedAt: this.terms.userTermsChangedUpdatedAt })).success;
    } catch (error) {
      this.logger.warn('terms confirmation failed', { error: String(error) });
    }
    runInAction(() => {
      if (!confirmed) {
        this.step = 'ready';
        this.errorKey = TERMS_CONFIRM_ERROR_KEY;
        return;
      }
      this.step = 'confirmed';
      this.errorKey = null;
      this.terms.setChanged(false);
    });
    if (confirmed) this.host.navigate(this.returnPath());
  }

  /** Forgets the page state (the page unmounted). */
  dispose(): void {
    this.generation++;
    this.step = 'loading';
    this.rules = [];
    this.errorKey = null;
  }

  /** Where the player goes after confirming: the return URL of the page, else the language root. */
  private returnPath(): string {
    const match = this.navigation.current?.match;
    const returnUrl = match?.query[RETURN_URL_QUERY];
    if (isSafeReturnUrl(returnUrl)) return returnUrl;
    return buildPath(match?.language ?? FALLBACK_LANGUAGE, '');
  }
}

/** What the confirm-terms page shows and which actions it offers (pure). */
export interface TermsConfirmView {
  titleKey: string;
  rules: readonly TermsItem[];
  isLoading: boolean;
  /** The confirm button is there (the terms are on screen). */
  showConfirm: boolean;
  confirmEnabled: boolean;
  confirmKey: string;
  /** The reload action of a failed load. */
  showReload: boolean;
  /** A non-closable error, a dictionary key. */
  errorKey: string | null;
}

/** Turns the flow's state into the page's view model. */
export function connectTermsConfirm(state: Pick<TermsConfirmFlow, 'step' | 'rules' | 'errorKey'>): TermsConfirmView {
  const onScreen = state.step === 'ready' || state.step === 'confirming' || state.step === 'confirmed';
  return {
    titleKey: 'information_confirm_terms_title',
    rules: state.rules,
    isLoading: state.step === 'loading',
    showConfirm: onScreen,
    confirmEnabled: state.step === 'ready',
    confirmKey: state.step === 'confirming' ? 'information_confirm_terms_confirming' : 'information_confirm_terms_confirm',
    showReload: state.step === 'loadFailed',
    errorKey: state.errorKey,
  };
}
