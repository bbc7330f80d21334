import { CAPTCHA_ERROR_CODES, FINGERPRINT_ERROR_CODE, Headers, TERMS_EXCEPTION_CODE, captchaHeaderValue, type CallSpec } from '@kickoff/contracts';
import type { Clock } from '@kickoff/platform';
import type { z } from 'zod';
import type { ServiceTokenProvider } from '../token/service-token';
import { toApiError, type CallArgs, type HttpTransport } from '../transport/http-transport';
import type { CaptchaSolver, FingerprintProvider, HttpClientEventHub } from './ports';
import { DEFAULT_RETRIES, isTransient, retryDelayMs, sleep, withSignal } from './retry';

/** Most fingerprint refreshes per call (document 001 §8). */
export const MAX_FINGERPRINT_RETRIES = 2;
/** Most captcha challenges per call. */
export const MAX_CAPTCHA_ATTEMPTS = 3;

/** Options of the `ApiClient`. */
export interface ApiClientOptions {
  /** The app marker header's value (document 001 §7 "an app marker"), e.g. `kickoff-web`. */
  appMarker: string;
  /** The `x-hd` header's value, when the platform has one (document 000 §7). */
  hd?: () => string | undefined;
  /** Jitter source in [0, 1) (default `Math.random`). */
  random?: () => number;
}

/** Dependencies of the `ApiClient`. */
export interface ApiClientDeps {
  transport: HttpTransport;
  clock: Clock;
  tokens: ServiceTokenProvider;
  events: HttpClientEventHub;
  captchaSolver?: CaptchaSolver | undefined;
  fingerprint?: FingerprintProvider | undefined;
}

/**
 * Every call of the API implementations goes through here: the spec's headers, the service token
 * on service calls, and the error catalogue of document 001 §8 — 401: the token is deleted,
 * fetched again and the call retried once; 400 with the fingerprint code: the fingerprint is
 * refreshed and the call retried (at most twice); 400 with captcha code 100/111/112/113: the
 * `CaptchaSolver` is asked and the call retried with the captcha header; 451 with exception_code 1:
 * the terms-confirmation event; cancel: 499; no answer: status 0. Transient failures of reads and
 * of calls with an idempotency key are retried 3 times, 1000 ms doubling with jitter, on the Clock.
 */
export class ApiClient implements HttpTransport {
  constructor(
    private readonly deps: ApiClientDeps,
    private readonly options: ApiClientOptions,
  ) {}

  async call<S extends CallSpec>(spec: S, args: CallArgs<S> = {}): Promise<z.infer<S['response']>> {
    const { transport, clock, tokens, events, captchaSolver, fingerprint } = this.deps;
    const random = this.options.random ?? Math.random;
    const idempotent = spec.retryable === true || Object.keys(args.headers ?? {}).some((name) => name.toLowerCase() === Headers.idempotencyKey.toLowerCase());
    const maxRetries = args.retries ?? (idempotent ? DEFAULT_RETRIES : 0);
    let retries = 0;
    let tokenRetried = false;
    let fingerprintRetries = 0;
    let captchaAttempts = 0;
    let captcha: string | undefined;
    for (;;) {
      const headers: Record<string, string> = { [Headers.requestedWith]: 'XMLHttpRequest', [Headers.appMarker]: this.options.appMarker };
      const hd = this.options.hd?.();
      if (hd) headers[Headers.hd] = hd;
      const print = fingerprint?.current();
      if (print) headers[Headers.fingerprint] = print;
      if (captcha) headers[Headers.captcha] = captcha;
      Object.assign(headers, args.headers);
      if (spec.serviceToken) {
        try {
          headers[Headers.auth] = await withSignal(tokens.getToken(), args.signal, spec.name);
        } catch (caught) {
          // Document 001 §8: a failed token fetch is logged (the shell listens) and fails the call.
          const error = toApiError(caught, 'auth.getToken');
          if (error.status !== 499) events.emitTokenFetchFailed(error);
          throw error;
        }
      }
      try {
        return await transport.call(spec, { ...args, headers });
      } catch (caught) {
        const error = toApiError(caught, spec.name);
        if (error.status === 401 && spec.serviceToken && !tokenRetried) {
          tokenRetried = true;
          tokens.invalidate(headers[Headers.auth]);
          continue;
        }
        if (error.status === 400 && error.code === FINGERPRINT_ERROR_CODE && fingerprint && fingerprintRetries < MAX_FINGERPRINT_RETRIES) {
          fingerprintRetries += 1;
          await fingerprint.refresh();
          continue;
        }
        if (error.status === 400 && CAPTCHA_ERROR_CODES.includes(error.code) && captchaSolver && captchaAttempts < MAX_CAPTCHA_ATTEMPTS) {
          captchaAttempts += 1;
          const answer = await captchaSolver.solve({ code: error.code, callName: spec.name, attempt: captchaAttempts }, args.signal);
          if (!answer) throw error;
          captcha = captchaHeaderValue(answer.captchaId, answer.answer, answer.proof);
          continue;
        }
        if (error.status === 451 && error.body?.details?.['exception_code'] === TERMS_EXCEPTION_CODE) {
          events.emitTermsConfirmationRequired({ callName: spec.name });
          throw error;
        }
        if (isTransient(error) && retries < maxRetries) {
          await sleep(clock, retryDelayMs(retries, random), args.signal, spec.name);
          retries += 1;
          continue;
        }
        throw error;
      }
    }
  }
}
