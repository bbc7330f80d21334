import { LIVE_STREAM_PATH, type LiveDelta } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { EVENT_SOURCE_CLOSED, EventSourceLiveStreams, type EventSourceLike, type EventSourceMessage } from './http-live-stream';

/** A scripted event source: the test sends messages and errors. */
class FakeSource implements EventSourceLike {
  readyState = 1;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: EventSourceMessage) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: EventSourceMessage) => void): void {
    this.listeners.set(type, listener);
  }
  close(): void {
    this.closed = true;
    this.readyState = EVENT_SOURCE_CLOSED;
  }
  send(type: string, data: string, lastEventId: string): void {
    this.listeners.get(type)?.({ data, lastEventId });
  }
}

const delta: LiveDelta = { version: 8, since: 7, games: [], states: [], markets: [{ id: 1, gameId: 2, coef: 1.9, isBlocked: false, isBannedExpress: false }], removed: [], order: null };

function open(since: number | null, sportId: number | null = 3) {
  const sources: FakeSource[] = [];
  const seen = { deltas: [] as LiveDelta[], errors: [] as boolean[] };
  const streams = new EventSourceLiveStreams('http://api.test', () => 'de', (url) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source;
  });
  const stream = streams.open(sportId, since, { onDelta: (next) => seen.deltas.push(next), onError: (closed) => seen.errors.push(closed) });
  return { stream, source: sources[0] as FakeSource, seen };
}

describe('the live stream over an EventSource (issue 20)', () => {
  it('opens the stream with the sport, the version held and the language, and passes each delta on', () => {
    const { source, seen } = open(7);
    expect(source.url).toBe(`http://api.test${LIVE_STREAM_PATH}?sportId=3&since=7&lang=de`);
    source.send('delta', JSON.stringify(delta), '8');
    expect(seen.deltas).toEqual([delta]);
  });

  it('reports a reconnecting source as an error that is not final, and a closed one as final', () => {
    const { source, seen } = open(null, null);
    expect(source.url).toBe(`http://api.test${LIVE_STREAM_PATH}?lang=de`);
    source.onerror?.({});
    source.readyState = EVENT_SOURCE_CLOSED;
    source.onerror?.({});
    expect(seen.errors).toEqual([false, true]);
  });

  it('closes on a message that is not a delta (the caller polls), and after close passes nothing on', () => {
    const { stream, source, seen } = open(7);
    source.send('delta', '{"version":"x"}', '9');
    expect([source.closed, seen.errors, seen.deltas]).toEqual([true, [true], []]);
    const other = open(7);
    other.stream?.close();
    other.source.send('delta', JSON.stringify(delta), '8');
    expect([other.source.closed, other.seen.deltas]).toEqual([true, []]);
    expect(stream).not.toBeNull();
  });

  it('gives no stream where the platform has no EventSource', () => {
    const streams = new EventSourceLiveStreams('', undefined, () => null);
    expect(streams.open(null, null, { onDelta: () => undefined, onError: () => undefined })).toBeNull();
  });
});
