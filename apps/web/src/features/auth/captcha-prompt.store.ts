import type { CaptchaApi, CaptchaChallenge } from '@kickoff/contracts';
import type { CaptchaAnswer, CaptchaRequest, CaptchaSolver } from '@kickoff/http-client';
import type { ServiceIdentifier } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * The web app's `CaptchaSolver` (document 001 §5, §8: a 400 with captcha code 100, 111, 112 or 113
 * asks for a captcha and the call is retried with it): shows the API's challenge in a dialog and
 * answers with what the player typed, or null when the player cancels.
 */
export class CaptchaPrompt implements CaptchaSolver {
  challenge: CaptchaChallenge | null = null;
  request: CaptchaRequest | null = null;
  private settle: ((answer: CaptchaAnswer | null) => void) | null = null;

  /** `captchaApi` is read when a challenge is needed: the HTTP client that calls the solver also serves the captcha calls. */
  constructor(private readonly captchaApi: () => CaptchaApi) {
    makeAutoObservable<CaptchaPrompt, 'captchaApi' | 'settle'>(this, { captchaApi: false, settle: false }, { autoBind: true });
  }

  async solve(request: CaptchaRequest, signal?: AbortSignal): Promise<CaptchaAnswer | null> {
    this.settle?.(null);
    const challenge = await this.captchaApi().update(signal);
    return new Promise((resolve) => {
      runInAction(() => {
        this.challenge = challenge;
        this.request = request;
      });
      this.settle = resolve;
      signal?.addEventListener('abort', () => this.cancel(), { once: true });
    });
  }

  /** The player typed the characters of the challenge. */
  answer(text: string): void {
    const challenge = this.challenge;
    if (!challenge) return;
    this.finish({ captchaId: challenge.captchaId, answer: text.trim() });
  }

  cancel(): void {
    this.finish(null);
  }

  private finish(answer: CaptchaAnswer | null): void {
    const settle = this.settle;
    this.settle = null;
    this.challenge = null;
    this.request = null;
    settle?.(answer);
  }
}

/** Container identifier of the web app's captcha prompt (also bound as the `CaptchaSolver`). */
export const CaptchaPromptId = Symbol.for('web.CaptchaPrompt') as ServiceIdentifier<CaptchaPrompt>;
