import { ApiError, CANCELLED_STATUS, ErrorCode } from '@kickoff/contracts';
import type { Clock } from '@kickoff/platform';

/** Document 001 §9: "Retry: 3 times by default, timeout 1000 ms doubled each time". */
export const DEFAULT_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1000;
/** Jitter spreads retries of many clients: ±20 % around the doubled delay. */
export const RETRY_JITTER = 0.2;

/** The wait before retry number `retryIndex` (0-based): 1000, 2000, 4000 ms, each ±20 % by `random()` in [0, 1). */
export function retryDelayMs(retryIndex: number, random: () => number): number {
  const base = RETRY_BASE_DELAY_MS * 2 ** retryIndex;
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}

/** Whether a failure may pass with time: no answer, a timeout, or a server error (500, 502, 503, 504). */
export function isTransient(error: ApiError): boolean {
  return error.status === 0 || error.status === 500 || error.status === 502 || error.status === 503 || error.status === 504;
}

/** The cancelled-call error (document 001 §8: "request cancelled ... code 499"). */
export function cancelledError(callName: string): ApiError {
  return new ApiError(CANCELLED_STATUS, { code: ErrorCode.cancelled, messageKey: 'main_error', message: `${callName} cancelled` });
}

/** Waits `delayMs` on the clock; rejects with the 499 error when `signal` aborts. */
export function sleep(clock: Clock, delayMs: number, signal: AbortSignal | undefined, callName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelledError(callName));
      return;
    }
    const onAbort = () => {
      clock.clearTimeout(handle);
      reject(cancelledError(callName));
    };
    const handle = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, delayMs);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Races a promise against an abort signal (the shared token fetch is never aborted by one caller). */
export function withSignal<T>(promise: Promise<T>, signal: AbortSignal | undefined, callName: string): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(cancelledError(callName));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelledError(callName));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
