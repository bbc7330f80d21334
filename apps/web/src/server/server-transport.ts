import { ApiError, ErrorBody, ErrorCode, Headers, NETWORK_ERROR_STATUS, buildPath, type CallSpec } from '@kickoff/contracts';
import type { CallArgs, HttpTransport } from '@kickoff/http-client';

/** One read the server render asks of the API in its own process (issue 20). */
export interface ServerRequest {
  method: 'GET';
  url: string;
  headers: Readonly<Record<string, string>>;
}

/** The API's answer to a `ServerRequest`. */
export interface ServerResponse {
  status: number;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: string;
}

/** Answers a read in the API's own process (the API passes its in-process request). */
export type ServerRequester = (request: ServerRequest) => Promise<ServerResponse>;

/** A query object as the URL's search part (arrays repeat their key; undefined and null are left out). */
export function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The server render's `HttpTransport` (issue 20): a guest's reads only, answered by the API in its
 * own process. The rendered page is shared by every visitor, so nothing is written and nothing
 * needs a player: a write or a call that needs a signed-in player is refused with 401 without
 * asking (the browser makes it after it hydrates).
 */
export class ServerTransport implements HttpTransport {
  readonly call: HttpTransport['call'];

  constructor(
    private readonly requester: ServerRequester,
    private readonly language: string,
  ) {
    this.call = ((spec: CallSpec, args?: CallArgs<CallSpec>) => this.read(spec, args ?? {})) as HttpTransport['call'];
  }

  private async read(spec: CallSpec, args: CallArgs<CallSpec>): Promise<unknown> {
    if (spec.method !== 'GET' || spec.auth || spec.serviceToken) {
      throw new ApiError(401, { code: ErrorCode.unauthorized, messageKey: 'main_error', message: `${spec.name}: not made while rendering on the server` });
    }
    const url = `${args.path ?? buildPath(spec.path, args.params)}${queryString(args.query)}`;
    let answer: ServerResponse;
    try {
      answer = await this.requester({ method: 'GET', url, headers: { [Headers.language]: this.language, ...args.headers } });
    } catch (error) {
      throw new ApiError(NETWORK_ERROR_STATUS, { code: ErrorCode.network, messageKey: 'main_network_error', message: `${spec.name}: ${String(error)}` });
    }
    const etag = answer.headers['etag'];
    if (answer.status >= 400 || answer.status < 200) {
      const body = ErrorBody.safeParse(parseJson(answer.body));
      throw new ApiError(answer.status, body.success ? body.data : { code: `http_${answer.status}`, messageKey: 'main_error', message: `${spec.name} answered ${answer.status}` });
    }
    args.onResponse?.({ status: answer.status, etag: typeof etag === 'string' ? etag : null });
    if (answer.status === 304) {
      if (args.acceptNotModified) return undefined;
      throw new ApiError(304, { code: 'http_304', messageKey: 'main_error', message: `${spec.name} answered 304` });
    }
    const parsed = spec.response.safeParse(spec.text ? answer.body : parseJson(answer.body));
    if (!parsed.success) throw new ApiError(answer.status, { code: 'bad_response', messageKey: 'main_error', message: `${spec.name}: ${parsed.error.message}` });
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
