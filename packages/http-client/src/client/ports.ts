import type { ServiceIdentifier } from 'inversify';

/** What the captcha solver is asked: the captcha code the server answered and the call. */
export interface CaptchaRequest {
  /** 100 required, 111 wrong answer, 112 expired, 113 used (document 001 §5, §8). */
  code: string;
  /** The call that needs the captcha, e.g. `auth.login`. */
  callName: string;
  /** 1 for the first challenge of this request, 2 after a wrong answer, ... */
  attempt: number;
}

/** A solved challenge: the id of the challenge and the answer the player typed. */
export interface CaptchaAnswer {
  captchaId: string;
  answer: string;
  /** The nonce of the challenge's proof of work (issue 19), sent after the answer in the captcha header. */
  proof?: string;
}

/**
 * The port that shows a captcha to the player (a dialog in the web app): it fetches a challenge
 * (`CaptchaApi.update`) and resolves with the answer, or with null when the player cancels.
 */
export interface CaptchaSolver {
  solve(request: CaptchaRequest, signal?: AbortSignal): Promise<CaptchaAnswer | null>;
}

/** Container identifier of the `CaptchaSolver` (optional binding: without it captcha errors reject). */
export const CaptchaSolver = Symbol.for('CaptchaSolver') as ServiceIdentifier<CaptchaSolver>;

/** The browser fingerprint sent in `X-Fingerprint`, refreshed when the server refuses it. */
export interface FingerprintProvider {
  /** The current fingerprint, or undefined when none is known yet. */
  current(): string | undefined;
  /** Computes a new fingerprint (document 001 §8: "fingerprint refreshed, request retried"). */
  refresh(): Promise<string>;
}

/** Container identifier of the `FingerprintProvider` (optional binding). */
export const FingerprintProvider = Symbol.for('FingerprintProvider') as ServiceIdentifier<FingerprintProvider>;

/** Payload of the terms-confirmation event: the call that answered 451 with exception_code 1. */
export interface TermsConfirmationRequired {
  callName: string;
}

/** Events of the HTTP client the shell listens to. */
export interface HttpClientEvents {
  /** Document 001 §8: "HTTP 451 with exception_code 1 ... redirect to confirm terms". Returns the unsubscribe. */
  onTermsConfirmationRequired(listener: (event: TermsConfirmationRequired) => void): () => void;
  /** The service token could not be fetched (logged by the shell; document 001 §8 "failed token fetch"). */
  onTokenFetchFailed(listener: (error: unknown) => void): () => void;
}

/** Container identifier of the `HttpClientEvents`. */
export const HttpClientEvents = Symbol.for('HttpClientEvents') as ServiceIdentifier<HttpClientEvents>;

/** The event hub behind `HttpClientEvents`; the client emits, the shell listens. */
export class HttpClientEventHub implements HttpClientEvents {
  private readonly terms = new Set<(event: TermsConfirmationRequired) => void>();
  private readonly tokenFailures = new Set<(error: unknown) => void>();

  onTermsConfirmationRequired(listener: (event: TermsConfirmationRequired) => void): () => void {
    this.terms.add(listener);
    return () => this.terms.delete(listener);
  }

  onTokenFetchFailed(listener: (error: unknown) => void): () => void {
    this.tokenFailures.add(listener);
    return () => this.tokenFailures.delete(listener);
  }

  emitTermsConfirmationRequired(event: TermsConfirmationRequired): void {
    for (const listener of [...this.terms]) listener(event);
  }

  emitTokenFetchFailed(error: unknown): void {
    for (const listener of [...this.tokenFailures]) listener(error);
  }
}
