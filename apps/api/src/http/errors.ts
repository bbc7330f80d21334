import type { ErrorBody } from '@kickoff/contracts';

/** An error that becomes an HTTP answer with the contract's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(body.message ?? body.code);
    this.name = 'HttpError';
  }
}

/** Builds an `HttpError`: `httpError(404, 'not_found', 'main_not_found')`. */
export function httpError(statusCode: number, code: string, messageKey: string, extra: Omit<ErrorBody, 'code' | 'messageKey'> = {}): HttpError {
  return new HttpError(statusCode, { code, messageKey, ...extra });
}
