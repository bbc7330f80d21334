import type { z } from 'zod';

/** HTTP methods the calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, shared by the server (route, validation) and the client (request, parsing).
 * Every call of the product is declared once as a `CallSpec` beside its schemas.
 */
export interface CallSpec<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** A stable name used in logs and metrics, e.g. `config.all`. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path with `:param` segments, as the spec gives it or chosen in the same style. */
  readonly path: string;
  readonly query?: Query;
  readonly body?: Body;
  readonly response: Response;
  /** Needs a signed-in player (the session cookie) on the server. */
  readonly auth?: boolean;
  /** Service calls carry the short-lived token in X-Auth (document 001 §7). */
  readonly serviceToken?: boolean;
  /** Safe to retry automatically: reads, and writes carrying an idempotency key. */
  readonly retryable?: boolean;
  /** The response is text, not JSON (e.g. GET /web-api/session). */
  readonly text?: boolean;
}

/** Declares a call; identity at run time, exact types at compile time. */
export function defineCall<Query extends z.ZodType, Body extends z.ZodType, Response extends z.ZodType>(
  spec: CallSpec<Query, Body, Response>,
): CallSpec<Query, Body, Response> {
  return spec;
}

/** Fills `:param` segments of a path; values are URI-encoded. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Request headers named by the spec (document 000 §7, document 001 §7). */
export const Headers = {
  requestedWith: 'X-Requested-With',
  appMarker: 'X-App',
  auth: 'X-Auth',
  hd: 'x-hd',
  language: 'X-Language',
  geoCountry: 'X-Geo-Country',
  captcha: 'X-Captcha',
  fingerprint: 'X-Fingerprint',
  idempotencyKey: 'Idempotency-Key',
} as const;
