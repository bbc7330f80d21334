import { type CaptchaApi, type CaptchaChallenge } from '@kickoff/contracts';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { captchaMessageKey, isCaptchaAnswerValid, type CaptchaAnswer, type CaptchaRequest } from './captcha.rules';
import { ProofOfWorkSolver } from './proof-of-work';

/** A lazy getter of the `CaptchaApi` (bound by the module to the container's `CaptchaApi`). */
export const CaptchaPromptApi = Symbol.for('CaptchaPromptApi') as ServiceIdentifier<() => CaptchaApi>;

/**
 * The captcha challenge shown to the player (document 001 §5, §8). The HTTP client calls `solve()`
 * when a call answers 400 with a captcha code (it is bound as the client's `CaptchaSolver`): the prompt
 * fetches a challenge, shows it, and resolves with the player's answer, or null when the player
 * cancels (the call then fails with its captcha error). One challenge is open at a time: a new
 * request cancels the previous one. While the player reads the picture, the challenge's proof of work
 * is found in the background (issue 19); an answer sent before it is found waits for it.
 */
@injectable()
export class CaptchaPromptService {
  /** The challenge on screen; null when none is asked. */
  challenge: CaptchaChallenge | null = null;
  /** The request behind the challenge on screen. */
  request: CaptchaRequest | null = null;
  /** The text typed so far. */
  answerText = '';
  /** A challenge could not be fetched. */
  loadFailed = false;
  /** The proof of work's nonce once found; null while it is searched. */
  proof: string | null = null;
  /** The player sent the answer; it leaves as soon as the proof is found. */
  submitted = false;
  private settle: ((answer: CaptchaAnswer | null) => void) | null = null;
  private work: AbortController | null = null;

  /** `captchaApi` is read lazily: the HTTP client that calls `solve()` also serves the captcha calls. */
  constructor(
    @inject(CaptchaPromptApi) private readonly captchaApi: () => CaptchaApi,
    @inject(ProofOfWorkSolver) private readonly proofOfWork: ProofOfWorkSolver,
  ) {
    makeAutoObservable<this, 'captchaApi' | 'settle' | 'proofOfWork' | 'work'>(this, { captchaApi: false, settle: false, proofOfWork: false, work: false }, { autoBind: true });
  }

  /** The answer was sent and waits for the proof of work. */
  get working(): boolean {
    return this.submitted && this.proof === null;
  }

  /** Why this challenge is shown (wrong or expired answer), or null. */
  get messageKey(): string | null {
    return this.request ? captchaMessageKey(this.request) : null;
  }

  /** The answer may be sent. */
  get canAnswer(): boolean {
    return this.challenge !== null && !this.submitted && isCaptchaAnswerValid(this.answerText);
  }

  /** Asks the player for a challenge's answer; null when cancelled or no challenge could be fetched. */
  async solve(request: CaptchaRequest, signal?: AbortSignal): Promise<CaptchaAnswer | null> {
    this.finish(null);
    let challenge: CaptchaChallenge;
    try {
      challenge = await this.captchaApi().update(signal);
    } catch {
      runInAction(() => (this.loadFailed = true));
      return null;
    }
    return new Promise((resolve) => {
      runInAction(() => {
        this.challenge = challenge;
        this.request = request;
        this.answerText = '';
        this.loadFailed = false;
        this.proof = null;
        this.submitted = false;
      });
      this.settle = resolve;
      signal?.addEventListener('abort', () => this.cancel(), { once: true });
      this.findProof(challenge);
    });
  }

  /** Searches the challenge's proof of work; the answer waiting for it leaves when it is found. */
  private findProof(challenge: CaptchaChallenge): void {
    const work = new AbortController();
    this.work = work;
    this.proofOfWork.solve(challenge.captchaId, challenge.pow, work.signal).then(
      (nonce) => {
        if (this.work !== work || this.challenge?.captchaId !== challenge.captchaId) return;
        runInAction(() => (this.proof = nonce));
        if (this.submitted) this.send();
      },
      () => undefined,
    );
  }

  /** The player typed. */
  setAnswer(text: string): void {
    this.answerText = text;
  }

  /** The player sends what was typed. */
  submit(): void {
    if (!this.canAnswer) return;
    this.submitted = true;
    if (this.proof !== null) this.send();
  }

  private send(): void {
    const challenge = this.challenge;
    if (!challenge || this.proof === null) return;
    this.finish({ captchaId: challenge.captchaId, answer: this.answerText.trim(), ...(this.proof ? { proof: this.proof } : {}) });
  }

  /** The player closes the challenge. */
  cancel(): void {
    this.finish(null);
  }

  /** Cancels an open challenge. */
  dispose(): void {
    this.finish(null);
  }

  private finish(answer: CaptchaAnswer | null): void {
    const settle = this.settle;
    this.settle = null;
    this.work?.abort();
    this.work = null;
    this.challenge = null;
    this.request = null;
    this.answerText = '';
    this.proof = null;
    this.submitted = false;
    settle?.(answer);
  }
}

/** Container identifier of the captcha prompt (the app also binds it as the HTTP client's `CaptchaSolver`). */
export const CaptchaPrompt = Symbol.for('CaptchaPrompt') as ServiceIdentifier<CaptchaPromptService>;
