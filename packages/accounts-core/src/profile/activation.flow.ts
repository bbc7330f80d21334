import { isApiError, SettingsApi } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/** The `activate` page's state: checking the link, done, refused, or the call failed. */
export type ActivationState = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';

/**
 * The `activate` route (document 001 §2 "activatefast or activate"): the e-mail's single-use link
 * is sent to the API, and the page says "activated" only once the API has done it.
 */
@injectable()
export class ActivationFlow {
  state: ActivationState = 'idle';

  constructor(@inject(SettingsApi) private readonly api: SettingsApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async activate(token: string | null): Promise<void> {
    if (!token || !/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
      this.state = 'invalid';
      return;
    }
    this.state = 'sending';
    try {
      await this.api.activate(token);
      runInAction(() => {
        this.state = 'done';
      });
    } catch (error) {
      runInAction(() => {
        this.state = isApiError(error) && error.status === 400 ? 'invalid' : 'failed';
      });
    }
  }
}

/** What the `activate` page draws. */
export interface ActivationView {
  busy: boolean;
  ok: boolean;
  titleKey: string | null;
  textKey: string | null;
}

const TEXTS: Record<ActivationState, Omit<ActivationView, 'busy'>> = {
  idle: { ok: false, titleKey: null, textKey: null },
  sending: { ok: false, titleKey: null, textKey: null },
  done: { ok: true, titleKey: 'user_activate_done_title', textKey: 'user_activate_done_text' },
  invalid: { ok: false, titleKey: 'user_activate_invalid_title', textKey: 'user_activate_invalid_link' },
  failed: { ok: false, titleKey: 'user_activate_failed_title', textKey: 'main_network_error' },
};

export function connectActivation(flow: ActivationFlow): ActivationView {
  return { busy: flow.state === 'idle' || flow.state === 'sending', ...TEXTS[flow.state] };
}
