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

/** What went wrong in a domain's terms; the edge below turns it into an HTTP status. */
export const DomainErrorKind = {
  /** The input breaks a rule. */
  invalid: 'invalid',
  /** Nobody is signed in. */
  unauthenticated: 'unauthenticated',
  /** Signed in, but not allowed. */
  forbidden: 'forbidden',
  notFound: 'not_found',
  /** The state does not allow it now (a duplicate, a request in progress). */
  conflict: 'conflict',
  tooMany: 'too_many',
  /** Not enough money on the account. */
  insufficientFunds: 'insufficient_funds',
  /** The service cannot answer now (not configured). */
  unavailable: 'unavailable',
} as const;
export type DomainErrorKind = (typeof DomainErrorKind)[keyof typeof DomainErrorKind];

/** The one mapping of domain error kinds to HTTP statuses. */
export const HTTP_STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  insufficient_funds: 402,
  unavailable: 503,
};

/**
 * A typed domain error: a kind, a code and a dictionary key. Services throw it without knowing
 * HTTP; it is an `HttpError` whose status comes from `HTTP_STATUS_OF_KIND`, so the app's one error
 * handler answers it with the contract's error body.
 */
export class DomainError extends HttpError {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    readonly messageKey: string,
    extra: Omit<ErrorBody, 'code' | 'messageKey'> = {},
  ) {
    super(HTTP_STATUS_OF_KIND[kind], { code, messageKey, ...extra });
    this.name = 'DomainError';
  }
}

/** The common "no such thing (for this player)" error. */
export const notFound = (extra: Omit<ErrorBody, 'code' | 'messageKey'> = {}): DomainError => new DomainError(DomainErrorKind.notFound, 'not_found', 'main_not_found', extra);
