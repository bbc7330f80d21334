import type { Clock } from '@kickoff/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { COMPRESS_THRESHOLD_BYTES, negotiateEncoding, type ContentEncoding, type SharedBody } from './precompressed';

/**
 * The poll fast path (issue 20: feed p99 <= 20 ms at 200 closed-loop connections). The feed's public
 * poll routes are repeated by every open page (document 001 §9: live every 2 to 10 s); almost every
 * repeat asks the answer the route gave a moment before, and most carry its ETag. A poll route that
 * answers keeps here, for its exact request URL and `X-Language`, the ETag and the shared body it
 * answered and until when (clock time) the route would answer the same: until the feed changes while
 * the process hears every change of it (feed.changes `feedChangesHeard`), else the lifetime of the
 * revision it read (`REVISION_TTL_MS`) from the moment it was read, and none once the feed changes
 * in this process; such a revision is read again ahead of that end (`Renewal`), and when it is the
 * same the answer is fresh from that read on, as the route's own cache would be. The HTTP server asks these answers before Fastify: a GET of a kept URL within that time
 * gets 304 for a matching `If-None-Match`, else the kept body in the encoding it accepts, with the
 * headers the route would send (security headers included) computed once per answer and encoding.
 * Anything else (another method, a body, an unknown URL, an expired answer, a compressed form not
 * made yet) goes through Fastify as before.
 *
 * What this skips is safe for a public poll: the URL was validated by the route when it answered it
 * (same bytes, same outcome); GET passes the origin guard; nothing depends on the player (no cookie is
 * read, nothing is set: a kept answer is the same for every client, ARCHITECTURE.md "Security
 * decisions"); the poll routes log no info lines per request (`quietPollRoutes`).
 */

/** How many kept answers a process holds (URLs are the client's: the map is bounded, cleared when full). */
export const POLL_ANSWERS_MAX = 1_000;
/** Distinct `Accept-Encoding` headers whose negotiation is remembered. */
const ENCODINGS_MAX = 64;

/**
 * How a kept answer stays fresh: the revision it was built from (`key`, e.g. a feed section) and a
 * read of that revision again (`renew`), asked once the answer is within `RENEW_AHEAD_MS` of its
 * end; when the read finds the same revision the route's cache says so with `extend`, and the
 * answers of that revision are fresh from that read on, as the route would answer them.
 */
export interface Renewal {
  readonly key: string;
  readonly revision: number;
  renew(): void;
  /**
   * What the answer is of, the same at every revision (e.g. the live list of a language and sport):
   * its answer at a newer revision can replace it at once (`advance`).
   */
  readonly variant?: string | undefined;
}

/** A kept answer's successor at a newer revision of its key (`advance`). */
export interface Successor {
  readonly etag: string;
  readonly body: SharedBody;
  readonly validUntilMs: number;
  readonly renewal: Renewal;
  /**
   * The 304 the route keeps for another URL of the same client once it has this answer (issue 20:
   * the live delta's next poll asks `since=` the version it got), kept beside it for the same language.
   */
  readonly next?: { readonly url: string; readonly etag: string; readonly validUntilMs: number; readonly renewal: Renewal } | undefined;
}

/** How long before a kept answer's end its revision is read again (half of the feed's 250 ms). */
export const RENEW_AHEAD_MS = 125;

interface KeptAnswer {
  /** The request URL and `X-Language` it was kept for. */
  readonly url: string;
  readonly language: string | undefined;
  readonly etag: string;
  validUntilMs: number;
  readonly renewal: Renewal | undefined;
  body: SharedBody | undefined;
  /** The 304's headers, built on first use. */
  notModified: OutgoingHttpHeaders | undefined;
  /** The 200's headers and bytes per encoding, once its compressed form is made. */
  readonly full: Map<ContentEncoding, FullAnswer>;
  /** The 304's status line and headers as written on a connection (`rawAnswer`), built on first use. */
  notModifiedHead: string | undefined;
  /** Whether a request was answered from it since it was kept (only such an answer goes on to its successor, `advance`). */
  polled: boolean;
}

interface FullAnswer {
  readonly headers: OutgoingHttpHeaders;
  readonly bytes: Buffer;
  /** The status line and headers as written on a connection (`rawAnswer`), built on first use. */
  head: string | undefined;
}

/**
 * What a kept answer writes on a connection answered before Node's HTTP server (poll-connections.ts):
 * the status line and the headers the route sends, in the order Node writes them from
 * `writeHead`; the connection adds the lines Node adds per moment and connection (`Date`,
 * `Connection`, `Keep-Alive`) and the blank line, then the body if any.
 */
export interface RawAnswer {
  readonly head: string;
  readonly body: Buffer | undefined;
}

/** A GET's request line and the headers a kept answer depends on, as read from its bytes (poll-connections.ts). */
export interface PollRequest {
  readonly url: string;
  readonly language: string | undefined;
  readonly ifNoneMatch: string | undefined;
  readonly acceptEncoding: string | undefined;
}

/** The status line and header lines Node's `writeHead(status, headers)` writes for these headers (before its own). */
function headLines(status: 200 | 304, headers: OutgoingHttpHeaders): string {
  let head = status === 200 ? 'HTTP/1.1 200 OK\r\n' : 'HTTP/1.1 304 Not Modified\r\n';
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) head += `${name}: ${one}\r\n`;
  }
  return head;
}

/** Whether an `If-None-Match` header names `etag` (a weak `W/` prefix compares equal, RFC 9110 §13.1.2). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === etag) return true;
  return value.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** The kept answers of one app, asked by its HTTP server before Fastify. */
export class PollAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly encodings = new Map<string, ContentEncoding>();
  private open = true;
  /** Requests answered here so far (tests and diagnostics). */
  answered = 0;
  /** Renewals that found the same revision so far (tests and diagnostics). */
  renewed = 0;

  constructor(
    private readonly clock: Clock,
    /** The headers every answer carries (`securityHeaders` of the settings). */
    private readonly commonHeaders: Readonly<Record<string, string>>,
  ) {}

  /** How many answers are kept (tests, bounds). */
  get size(): number {
    return this.answers.size;
  }

  /**
   * Keeps what a poll route answered to `request`: its ETag, the body when it was built (a 304
   * keeps the body kept before for the same ETag), valid until `validUntilMs` of the clock.
   */
  keep(request: FastifyRequest, etag: string, validUntilMs: number, body?: SharedBody, renewal?: Renewal): void {
    if (request.method !== 'GET') return;
    const language = request.headers['x-language'];
    this.keepAt(request.url, Array.isArray(language) ? language.join(',') : language, etag, validUntilMs, body, renewal);
  }

  private keepAt(url: string, language: string | undefined, etag: string, validUntilMs: number, body: SharedBody | undefined, renewal: Renewal | undefined): void {
    if (!this.open || validUntilMs <= this.clock.now()) return;
    const key = keyOf(url, language);
    const before = this.answers.get(key);
    const kept = before && before.etag === etag ? before : undefined;
    if (kept && kept.validUntilMs >= validUntilMs && (kept.body !== undefined || body === undefined)) return;
    if (!before && this.answers.size >= POLL_ANSWERS_MAX) this.answers.clear();
    this.answers.set(key, { url, language, etag, validUntilMs, renewal: renewal ?? kept?.renewal, body: body ?? kept?.body, notModified: kept?.notModified, notModifiedHead: kept?.notModifiedHead, full: kept?.full ?? new Map(), polled: kept?.polled ?? false });
  }

  /** The revision `revision` of `key` was read again and is the same: its answers are fresh until `validUntilMs`. */
  extend(key: string, revision: number, validUntilMs: number): void {
    if (!this.open) return;
    this.renewed++;
    for (const kept of this.answers.values()) {
      if (kept.renewal?.key === key && kept.renewal.revision === revision && kept.validUntilMs < validUntilMs) kept.validUntilMs = validUntilMs;
    }
  }

  /**
   * The kept answers of revision `revision` of `key` end at `validUntilMs`, sooner or later than they
   * would (issue 20: a tick holds the live answers kept until a change for a bounded time while the
   * next are built).
   */
  hold(key: string, revision: number, validUntilMs: number): void {
    if (!this.open) return;
    for (const kept of this.answers.values()) {
      if (kept.renewal?.key === key && kept.renewal.revision === revision) kept.validUntilMs = validUntilMs;
    }
  }

  /**
   * The revision `revision` of `key` is published with its answers built (issue 20: the simulator's
   * tick, publishLive): every kept answer of an older revision of `key` becomes what the route now
   * answers for its URL, `next` of its variant (its ETag, body and freshness, as the route would keep
   * them), or goes when `next` has none or nobody asked it since it was kept. The pollers of a kept URL then get the new body from here at
   * once, instead of all asking the route until its first answer is kept.
   */
  advance(key: string, revision: number, next: (variant: string, url: string) => Successor | undefined): void {
    if (!this.open) return;
    const alsoKept: Array<[string | undefined, NonNullable<Successor['next']>]> = [];
    for (const [mapKey, kept] of this.answers) {
      const renewal = kept.renewal;
      if (renewal?.key !== key || renewal.revision >= revision) continue;
      const successor = renewal.variant === undefined || !kept.polled ? undefined : next(renewal.variant, kept.url);
      if (successor === undefined || successor.validUntilMs <= this.clock.now()) {
        this.answers.delete(mapKey);
        continue;
      }
      this.answers.set(mapKey, { url: kept.url, language: kept.language, etag: successor.etag, validUntilMs: successor.validUntilMs, renewal: successor.renewal, body: successor.body, notModified: undefined, notModifiedHead: undefined, full: new Map(), polled: false });
      if (successor.next !== undefined) alsoKept.push([kept.language, successor.next]);
    }
    for (const [language, also] of alsoKept) this.keepAt(also.url, language, also.etag, also.validUntilMs, undefined, also.renewal);
  }

  /** Drops every kept answer (the feed changed in this process). */
  clear(): void {
    this.answers.clear();
  }

  /**
   * Drops the kept answers whose renewal `which` names (issue 20: a tick of the simulator drops the
   * answers of the scopes it changed at once, and the live answers once the next are built).
   */
  drop(which: (renewal: Renewal | undefined) => boolean): void {
    for (const [key, kept] of this.answers) if (which(kept.renewal)) this.answers.delete(key);
  }

  /** Stops answering (the app closes: Fastify answers the requests left, as it does while closing). */
  close(): void {
    this.open = false;
    this.answers.clear();
  }

  /** Whether it still answers (false once the app closes). */
  get isOpen(): boolean {
    return this.open;
  }

  /** Answers `req` from a kept answer and says so; false: the request goes on to Fastify. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || this.answers.size === 0) return false;
    const url = req.url;
    if (url === undefined) return false;
    const headers = req.headers;
    // A GET with a body goes the whole way (Fastify decides what a body on a GET means).
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const kept = this.fresh(url, headers['x-language']);
    if (kept === undefined) return false;
    if (etagMatches(headers['if-none-match'], kept.etag)) {
      res.writeHead(304, this.notModifiedOf(kept));
      res.end();
      this.answered++;
      return true;
    }
    const full = this.fullOf(kept, headers['accept-encoding']);
    if (full === undefined) return false;
    res.writeHead(200, full.headers);
    res.end(full.bytes);
    this.answered++;
    return true;
  }

  /**
   * The same answer as `answer` for a GET read from a connection's bytes (poll-connections.ts), as
   * the bytes to write, or undefined: the request goes to Node's HTTP server and Fastify.
   */
  rawAnswer(request: PollRequest): RawAnswer | undefined {
    if (this.answers.size === 0) return undefined;
    const kept = this.fresh(request.url, request.language);
    if (kept === undefined) return undefined;
    if (etagMatches(request.ifNoneMatch, kept.etag)) {
      kept.notModifiedHead ??= headLines(304, this.notModifiedOf(kept));
      this.answered++;
      return { head: kept.notModifiedHead, body: undefined };
    }
    const full = this.fullOf(kept, request.acceptEncoding);
    if (full === undefined) return undefined;
    full.head ??= headLines(200, full.headers);
    this.answered++;
    return { head: full.head, body: full.bytes };
  }

  /** The kept answer of a URL and language while it is fresh (asking its revision again near its end). */
  private fresh(url: string, language: string | string[] | undefined): KeptAnswer | undefined {
    const key = keyOf(url, language);
    const kept = this.answers.get(key);
    if (kept === undefined) return undefined;
    const now = this.clock.now();
    if (kept.validUntilMs <= now) {
      this.answers.delete(key);
      return undefined;
    }
    if (kept.validUntilMs - now < RENEW_AHEAD_MS) kept.renewal?.renew();
    kept.polled = true;
    return kept;
  }

  private notModifiedOf(kept: KeptAnswer): OutgoingHttpHeaders {
    kept.notModified ??= { etag: kept.etag, 'cache-control': 'no-cache', ...this.commonHeaders };
    return kept.notModified;
  }

  /** The 200 of a kept answer in the encoding `acceptEncoding` allows, or undefined when its compressed form is not made yet. */
  private fullOf(kept: KeptAnswer, acceptEncoding: string | undefined): FullAnswer | undefined {
    const body = kept.body;
    if (body === undefined) return undefined;
    const encoding = body.raw.length < COMPRESS_THRESHOLD_BYTES ? 'identity' : this.encodingOf(acceptEncoding);
    let full = kept.full.get(encoding);
    if (full === undefined) {
      const bytes = body.ready(encoding);
      if (bytes === undefined) return undefined;
      full = {
        bytes,
        head: undefined,
        headers: {
          etag: kept.etag,
          'cache-control': 'no-cache',
          'content-type': 'application/json; charset=utf-8',
          ...(body.raw.length >= COMPRESS_THRESHOLD_BYTES ? { vary: 'accept-encoding' } : {}),
          ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
          ...this.commonHeaders,
          'content-length': bytes.length,
        },
      };
      kept.full.set(encoding, full);
    }
    return full;
  }

  private encodingOf(header: string | undefined): ContentEncoding {
    const key = header ?? '';
    let encoding = this.encodings.get(key);
    if (encoding === undefined) {
      encoding = negotiateEncoding(header);
      if (this.encodings.size >= ENCODINGS_MAX) this.encodings.clear();
      this.encodings.set(key, encoding);
    }
    return encoding;
  }
}

function keyOf(url: string, language: string | string[] | undefined): string {
  return language === undefined ? url : `${url}\n${Array.isArray(language) ? language.join(',') : language}`;
}

const byApp = new WeakMap<FastifyInstance, PollAnswers>();

/** Gives an app its kept answers (buildApp, which asks them in its HTTP server). */
export function attachPollAnswers(app: FastifyInstance, answers: PollAnswers): void {
  byApp.set(app, answers);
  app.addHook('preClose', async () => answers.close());
}

/** The kept answers of an app, or undefined when its server does not ask any (a route then keeps nothing). */
export function pollAnswersOf(app: FastifyInstance): PollAnswers | undefined {
  return byApp.get(app);
}
