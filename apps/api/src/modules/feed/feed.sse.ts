import {
  LIVE_STREAM_EVENT,
  LIVE_STREAM_PATH,
  LiveStreamQuery,
  validationErrorBody,
} from '@kickoff/contracts';
import type { Clock, TimerHandle } from '@kickoff/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { DomainError, DomainErrorKind, HttpError } from '../../http/errors';
import { requestLanguage } from './feed.names';
import type { LiveAnswer, LiveDeltaFeed } from './feed.live-deltas';

/** How often the streams look for a new live version (the revision read is shared and cached). */
export const LIVE_STREAM_CHECK_MS = 500;
/** A comment line on an idle stream, so proxies and browsers keep the connection. */
export const LIVE_STREAM_HEARTBEAT_MS = 15_000;
/** Open streams one process serves; more answer 503 and the client polls instead. */
export const LIVE_STREAM_MAX = 2_000;
/** The browser's wait before it reconnects a broken stream: the spec's fastest live refresh (document 001 §9: live 2 s to 10 s). */
export const LIVE_STREAM_RETRY_MS = 2_000;
/** Bytes a slow client may leave unread before its stream is closed (it reconnects from its last event id). */
const STREAM_BACKLOG_MAX = 1_000_000;

interface StreamClient {
  raw: ServerResponse;
  language: string;
  sportId: number | undefined;
  /** The version the client holds (the last event sent), null before the first. */
  version: number | null;
}

/** A stream's starting version: `Last-Event-ID` (a reconnect) first, else `since`. */
function startVersion(request: FastifyRequest, since: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,15}$/.test(value)) return Number(value);
  return since ?? null;
}

/**
 * The live list's Server-Sent Events (issue 20): every open stream gets the delta from the version it
 * holds to the current one, shared with every other client at that version (one serialisation per
 * language, sport and version); event ids are versions, so a reconnect with `Last-Event-ID` resumes.
 * One timer per process looks for new versions while streams are open; streams are bounded per
 * process and closed before the server stops.
 */
export class LiveStreamHub {
  private readonly clients = new Set<StreamClient>();
  private checkTimer: TimerHandle | undefined;
  private heartbeatTimer: TimerHandle | undefined;
  private checking = false;
  private closed = false;

  constructor(
    private readonly feed: LiveDeltaFeed,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
  ) {}

  get size(): number {
    return this.clients.size;
  }

  /** Registers the stream route. */
  register(app: FastifyInstance): void {
    app.route({
      method: 'GET',
      url: LIVE_STREAM_PATH,
      // issue 20: no per-request info logs on poll routes; a stream is the poll's replacement.
      logLevel: 'warn',
      handler: async (request, reply) => {
        const query = LiveStreamQuery.safeParse(request.query ?? {});
        if (!query.success) throw new HttpError(400, validationErrorBody(query.error.issues));
        if (this.closed || this.clients.size >= LIVE_STREAM_MAX) {
          throw new DomainError(DomainErrorKind.unavailable, 'live_streams_full', 'main_error', {
            message: 'too many live streams; poll the live delta instead',
          });
        }
        const language = requestLanguage(query.data.lang);
        const client: StreamClient = {
          raw: reply.raw,
          language,
          sportId: query.data.sportId,
          version: startVersion(request, query.data.since),
        };
        const first = await this.feed.answer(language, client.sportId, client.version);
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        reply.raw.write(`retry: ${LIVE_STREAM_RETRY_MS}\n\n`);
        this.send(client, first);
        this.clients.add(client);
        // The response's close: the client went away or the stream was ended (a request's close only says its body was read).
        reply.raw.once('close', () => this.drop(client));
        this.schedule();
      },
    });
  }

  /** Looks for a new version now and sends it to every stream behind (the timer calls it). */
  async check(): Promise<void> {
    if (this.checking || this.clients.size === 0) return;
    this.checking = true;
    try {
      const languages = new Set([...this.clients].map((client) => client.language));
      for (const language of languages) {
        const current = await this.feed.current(language);
        for (const client of this.clients) {
          if (client.language !== language || client.version === current.version) continue;
          this.send(client, await this.feed.answer(language, client.sportId, client.version));
        }
      }
    } finally {
      this.checking = false;
    }
  }

  /** Ends every stream and stops the timers (before the server closes: open streams would hold it). */
  close(): void {
    this.closed = true;
    for (const client of this.clients) client.raw.end();
    this.clients.clear();
    this.stopTimers();
  }

  private send(client: StreamClient, answer: LiveAnswer): void {
    if (client.raw.writableLength > STREAM_BACKLOG_MAX) {
      client.raw.destroy();
      this.drop(client);
      return;
    }
    // issue 20: one event's bytes per answer, written to every stream that gets it (no text built per stream)
    answer.event ??= Buffer.from(`id: ${answer.version}\nevent: ${LIVE_STREAM_EVENT}\ndata: ${answer.body}\n\n`, 'utf8');
    client.raw.write(answer.event);
    client.version = answer.version;
  }

  private drop(client: StreamClient): void {
    this.clients.delete(client);
    if (this.clients.size === 0) this.stopTimers();
  }

  private schedule(): void {
    if (this.checkTimer === undefined) {
      this.checkTimer = this.clock.setInterval(() => {
        this.check().catch(this.onError);
      }, LIVE_STREAM_CHECK_MS);
    }
    if (this.heartbeatTimer === undefined) {
      this.heartbeatTimer = this.clock.setInterval(() => {
        for (const client of this.clients) client.raw.write(': heartbeat\n\n');
      }, LIVE_STREAM_HEARTBEAT_MS);
    }
  }

  private stopTimers(): void {
    this.clock.clearInterval(this.checkTimer);
    this.clock.clearInterval(this.heartbeatTimer);
    this.checkTimer = undefined;
    this.heartbeatTimer = undefined;
  }
}
