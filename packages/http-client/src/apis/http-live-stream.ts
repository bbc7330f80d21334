import { LIVE_STREAM_EVENT, LIVE_STREAM_PATH, LiveDelta, type LiveStream, type LiveStreamListener } from '@kickoff/contracts';
import type { ServiceIdentifier } from 'inversify';

/** A message of a Server-Sent Events source (what the browser's `MessageEvent` carries). */
export interface EventSourceMessage {
  data: string;
  lastEventId: string;
}

/** The part of the browser's `EventSource` the live stream uses. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: EventSourceMessage) => void): void;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

/** The platform's Server-Sent Events behind a port: opens a source for a URL, or null where there is none. */
export type EventSourceFactory = (url: string) => EventSourceLike | null;

/** `EventSource.CLOSED`: the source gave up (a refused or non-stream answer). */
export const EVENT_SOURCE_CLOSED = 2;

/** The browser's `EventSource` (with the site's cookies), or null where the platform has none. */
export const browserEventSource: EventSourceFactory = (url) => {
  const EventSourceClass = (globalThis as { EventSource?: new (url: string, init?: { withCredentials?: boolean }) => EventSourceLike }).EventSource;
  return typeof EventSourceClass === 'function' ? new EventSourceClass(url, { withCredentials: true }) : null;
};

/** Opens the live list's stream (issue 20); bound by `httpClientModule`. */
export interface LiveStreamOpener {
  open(sportId: number | null, since: number | null, listener: LiveStreamListener): LiveStream | null;
}

/** Container identifier of the `LiveStreamOpener`. */
export const LiveStreamOpener = Symbol.for('LiveStreamOpener') as ServiceIdentifier<LiveStreamOpener>;

/**
 * The live stream over an `EventSource`: the page's language travels as `lang` (a source sends no
 * custom headers), each `delta` event is checked against the contract; the source reconnects by itself
 * from its last event id, and a closed source is reported so the caller polls instead.
 */
export class EventSourceLiveStreams implements LiveStreamOpener {
  constructor(
    private readonly baseUrl: string,
    private readonly language: (() => string | undefined) | undefined,
    private readonly factory: EventSourceFactory,
  ) {}

  open(sportId: number | null, since: number | null, listener: LiveStreamListener): LiveStream | null {
    const query = new URLSearchParams();
    if (sportId !== null) query.set('sportId', String(sportId));
    if (since !== null) query.set('since', String(since));
    const language = this.language?.();
    if (language !== undefined) query.set('lang', language);
    const search = query.toString();
    const source = this.factory(`${this.baseUrl}${LIVE_STREAM_PATH}${search ? `?${search}` : ''}`);
    if (source === null) return null;
    let closed = false;
    source.addEventListener(LIVE_STREAM_EVENT, (event) => {
      if (closed) return;
      let parsed: ReturnType<typeof LiveDelta.safeParse>;
      try {
        parsed = LiveDelta.safeParse(JSON.parse(event.data));
      } catch {
        parsed = { success: false } as ReturnType<typeof LiveDelta.safeParse>;
      }
      if (parsed.success) {
        listener.onDelta(parsed.data);
        return;
      }
      // A message that is not a delta: the stream cannot be trusted, the caller polls.
      closed = true;
      source.close();
      listener.onError(true);
    });
    source.onerror = () => {
      if (closed) return;
      const gaveUp = source.readyState === EVENT_SOURCE_CLOSED;
      if (gaveUp) closed = true;
      listener.onError(gaveUp);
    };
    return {
      close() {
        closed = true;
        source.close();
      },
    };
  }
}
