import { z } from 'zod';

/**
 * The error body every call answers with on failure: a machine `code`, a dictionary key for the
 * player-facing text (`messageKey`), and, for form calls, the failing fields with their own keys.
 */
export const ErrorBody = z.object({
  code: z.string().min(1),
  messageKey: z.string().min(1),
  message: z.string().optional(),
  /** Field name to dictionary key, for errors shown by field. */
  fields: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Machine codes shared by every call. Call-specific codes live beside their call. */
export const ErrorCode = {
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** The request was cancelled by the client (document 001 §8: close status 499). */
  cancelled: 'request_cancelled',
  /** No answer reached the client ('Failed to fetch', document 001 §8). */
  network: 'network_error',
  timeout: 'timeout',
} as const;

/** HTTP-like status the client reports for a cancelled request (document 001 §8). */
export const CANCELLED_STATUS = 499;
/** Status the client reports when no response arrived at all. */
export const NETWORK_ERROR_STATUS = 0;

/**
 * The one error type API interfaces reject with, whatever the transport. Core packages branch on
 * `status` and `code` and show `messageKey`; they never parse transport errors.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: string;
  readonly body: ErrorBody | undefined;

  constructor(status: number, body: ErrorBody) {
    super(body.message ?? body.code);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.messageKey = body.messageKey;
    this.body = body;
  }

  /** Failing fields with their dictionary keys (empty when the error is not about fields). */
  get fields(): Readonly<Record<string, string>> {
    return this.body?.fields ?? {};
  }
}

/** Narrows an unknown rejection to an `ApiError`. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ApiError');
}

/** Builds an error body from zod issues: code `validation_error`, one key per failing field. */
export function validationErrorBody(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= 'main_validation_error';
  }
  return { code: ErrorCode.validation, messageKey: 'main_validation_error', message: issues.map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`).join('; '), fields };
}
