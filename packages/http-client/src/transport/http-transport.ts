import { ApiError, CANCELLED_STATUS, ErrorBody, ErrorCode, Headers, NETWORK_ERROR_STATUS, buildPath, type CallSpec } from '@kickoff/contracts';
import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { ServiceIdentifier } from 'inversify';
import type { z } from 'zod';

type InputOf<S> = [NonNullable<S>] extends [z.ZodType] ? z.input<NonNullable<S>> : never;

/** Arguments of one call: query, body, path parameters, extra headers and a cancel signal. */
export interface CallArgs<S extends CallSpec> {
  query?: InputOf<S['query']>;
  body?: InputOf<S['body']>;
  params?: Readonly<Record<string, string | number>>;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** A ready path that replaces `spec.path` (calls whose path is not a `:param` template, e.g. remote views). */
  path?: string;
  /** Automatic retries of transient failures for this call (default: 3 for retryable calls, else 0). */
  retries?: number;
  /**
   * A conditional read: 304 Not Modified is an answer (the call resolves with `undefined`) instead of
   * an error; `onResponse` tells the status and the `ETag` of the answer.
   */
  acceptNotModified?: boolean;
  /** Told the status and `ETag` header of the answer that the call resolved with. */
  onResponse?: (meta: { status: number; etag: string | null }) => void;
}

/** Sends calls described by their `CallSpec` and returns the parsed response. */
export interface HttpTransport {
  call<S extends CallSpec>(spec: S, args?: CallArgs<S>): Promise<z.infer<S['response']>>;
}

/** Container identifier of the `HttpTransport`. */
export const HttpTransport = Symbol.for('HttpTransport') as ServiceIdentifier<HttpTransport>;

/** Options of the axios transport. */
export interface AxiosTransportOptions {
  /** Base URL; empty for the page's own origin. */
  baseUrl: string;
  /** Request timeout in milliseconds (default 15,000). */
  timeoutMs?: number;
  /** Headers every request carries. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Cookies of the API for environments without a browser cookie store (Node, native wrappers,
   * tests): `Set-Cookie` answers are kept and sent back. Browsers use `withCredentials` instead.
   */
  cookies?: SessionCookieStore;
  /**
   * The language of the page, sent as `X-Language` on every request that does not set it itself
   * (issue 18: the feed names sports, leagues and markets in it); nothing is sent for undefined.
   */
  language?: () => string | undefined;
  /**
   * Ends the task in which axios's module was evaluated before the first call is sent (issue 20:
   * the module's evaluation and the first request's set-up were one long task of the page's start;
   * the browser resolves it in a timer's next task). Not given: the first call goes at once.
   */
  afterLoad?: () => Promise<void>;
}

/** Keeps the API's cookies (e.g. the HttpOnly session cookie) where no browser does it. */
export interface SessionCookieStore {
  /** The `Cookie` header for the next request, or undefined. */
  header(): string | undefined;
  /** Takes the `Set-Cookie` lines of an answer. */
  store(setCookie: readonly string[]): void;
}

/** A `SessionCookieStore` in memory: name=value pairs; `Max-Age=0` or an empty value removes one. */
export class MemorySessionCookies implements SessionCookieStore {
  private readonly values = new Map<string, string>();

  header(): string | undefined {
    return this.values.size ? [...this.values].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
  }

  store(setCookie: readonly string[]): void {
    for (const line of setCookie) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute) || /^\s*expires\s*=.*1970/i.test(attribute));
      if (!value || expired) this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  /** The value of one cookie. */
  get(name: string): string | undefined {
    return this.values.get(name);
  }

  clear(): void {
    this.values.clear();
  }
}

/**
 * The axios transport: builds the request from the call spec, parses the answer with the spec's
 * response schema, and turns every failure into an `ApiError` (cancel: 499, no answer: 0).
 */
export class AxiosHttpTransport implements HttpTransport {
  private instance: Promise<AxiosInstance> | undefined;

  constructor(private readonly options: AxiosTransportOptions) {}

  /**
   * The axios instance, created on the first call (issue 20: axios is not in the first route's
   * JavaScript; the page's first data comes inlined in the served page, so the first call can
   * wait for the module). A failed import is forgotten, so the next call tries again.
   */
  private client(): Promise<AxiosInstance> {
    const afterLoad = this.options.afterLoad;
    this.instance ??= import('axios').then(
      async (module) => {
        if (afterLoad) await afterLoad();
        return this.create(module.default);
      },
      (error: unknown) => {
        this.instance = undefined;
        throw error;
      },
    );
    return this.instance;
  }

  private create(axios: AxiosStatic): AxiosInstance {
    const options = this.options;
    const instance = axios.create({
      baseURL: options.baseUrl,
      timeout: options.timeoutMs ?? 15_000,
      withCredentials: true,
      headers: { ...options.headers },
    });
    const language = options.language;
    if (language) {
      instance.interceptors.request.use((config) => {
        const value = language();
        if (value !== undefined && !config.headers.has(Headers.language)) config.headers.set(Headers.language, value);
        return config;
      });
    }
    const cookies = options.cookies;
    if (cookies) {
      instance.interceptors.request.use((config) => {
        const header = cookies.header();
        if (header) config.headers.set('Cookie', header);
        return config;
      });
      const keep = (headers: unknown) => {
        const lines = (headers as Record<string, unknown> | undefined)?.['set-cookie'];
        if (Array.isArray(lines)) cookies.store(lines as string[]);
      };
      instance.interceptors.response.use(
        (response) => {
          keep(response.headers);
          return response;
        },
        (error: unknown) => {
          if (isAxiosError(error)) keep(error.response?.headers);
          return Promise.reject(error);
        },
      );
    }
    return instance;
  }

  async call<S extends CallSpec>(spec: S, args: CallArgs<S> = {}): Promise<z.infer<S['response']>> {
    try {
      const config: AxiosRequestConfig = {
        method: spec.method,
        url: args.path ?? buildPath(spec.path, args.params),
        headers: { ...args.headers },
        responseType: spec.text ? 'text' : 'json',
        // Text answers stay text (document 001 §7: GET /web-api/session is not parsed as JSON).
        ...(spec.text ? { transformResponse: [(data: unknown) => data] } : {}),
      };
      if (args.query !== undefined) config.params = args.query;
      if (args.body !== undefined) config.data = args.body;
      if (args.signal) config.signal = args.signal;
      if (args.acceptNotModified) config.validateStatus = (status) => (status >= 200 && status < 300) || status === 304;
      const response = await (await this.client()).request(config);
      const etag = response.headers['etag'];
      args.onResponse?.({ status: response.status, etag: typeof etag === 'string' ? etag : null });
      if (response.status === 304) return undefined as z.infer<S['response']>;
      const parsed = spec.response.safeParse(response.data);
      if (!parsed.success) {
        throw new ApiError(response.status, { code: 'bad_response', messageKey: 'main_error', message: `${spec.name}: ${parsed.error.message}` });
      }
      return parsed.data as z.infer<S['response']>;
    } catch (error) {
      throw toApiError(error, spec.name);
    }
  }
}

/** Maps a transport failure to the one error type of the contracts (document 001 §8). */
export function toApiError(error: unknown, callName: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error) || (isAxiosError(error) && error.code === 'ERR_CANCELED')) {
    return new ApiError(CANCELLED_STATUS, { code: ErrorCode.cancelled, messageKey: 'main_error', message: `${callName} cancelled` });
  }
  if (isAxiosError(error)) {
    if (error.response) {
      const body = ErrorBody.safeParse(typeof error.response.data === 'string' ? parseJson(error.response.data) : error.response.data);
      return new ApiError(
        error.response.status,
        body.success ? body.data : { code: `http_${error.response.status}`, messageKey: 'main_error', message: `${callName} answered ${error.response.status}` },
      );
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError(NETWORK_ERROR_STATUS, { code: ErrorCode.timeout, messageKey: 'main_network_error', message: `${callName} timed out` });
    }
  }
  return new ApiError(NETWORK_ERROR_STATUS, { code: ErrorCode.network, messageKey: 'main_network_error', message: `${callName}: ${String(error)}` });
}

/** axios's own test of its errors (`isAxiosError`), without loading axios for it. */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** axios's own test of a cancelled request (`isCancel`: its `CanceledError` carries `__CANCEL__`). */
function isCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
