import type { LiveStream, LiveStreamListener } from '@kickoff/contracts';
import { HttpTransport, LiveStreamOpener } from '@kickoff/http-client';
import type { Container } from 'inversify';

/**
 * Holds the answers that would change the stores while React hydrates a server-rendered page in
 * slices (issue 20). A hydration that yields to the browser between slices renders its later
 * components after a call's answer or a live delta may have moved the stores on: their text would
 * differ from the server's HTML and React would throw the page away. While the gate is closed, the
 * calls' answers and the live stream's deltas wait (in their order); they are delivered when the
 * hydration has committed.
 */
export class HydrationGate {
  private closed: Promise<void> | null = null;
  private openGate: (() => void) | null = null;

  /** Holds every answer from now on until `open()`. */
  close(): void {
    if (this.closed) return;
    this.closed = new Promise<void>((resolve) => {
      this.openGate = resolve;
    });
  }

  /** Delivers what waited, in order, and lets every later answer through at once. */
  open(): void {
    const open = this.openGate;
    this.closed = null;
    this.openGate = null;
    open?.();
  }

  /** Resolves when the gate is open (at once when it is). */
  passed(): Promise<void> {
    return this.closed ?? Promise.resolve();
  }

  get isClosed(): boolean {
    return this.closed !== null;
  }

  /** A transport whose answers (and refusals) wait for the gate. */
  transport(inner: HttpTransport): HttpTransport {
    return {
      call: async (spec, args) => {
        try {
          const answer = await inner.call(spec, args);
          await this.passed();
          return answer;
        } catch (error) {
          await this.passed();
          throw error;
        }
      },
    };
  }

  /** A live stream opener whose deltas and errors wait for the gate, in their order. */
  liveStreams(inner: LiveStreamOpener): LiveStreamOpener {
    return {
      open: (sportId: number | null, since: number | null, listener: LiveStreamListener): LiveStream | null => {
        let queue: Promise<void> = Promise.resolve();
        let waiting = 0;
        let isClosed = false;
        // at once while the gate is open and nothing waits; else after what waits, once the gate opens
        const later = (deliver: () => void) => {
          if (!this.isClosed && waiting === 0) return deliver();
          waiting += 1;
          queue = queue
            .then(() => this.passed())
            .then(() => {
              waiting -= 1;
              if (!isClosed) deliver();
            });
        };
        const stream = inner.open(sportId, since, {
          onDelta: (delta) => later(() => listener.onDelta(delta)),
          onError: (gaveUp) => later(() => listener.onError(gaveUp)),
        });
        if (!stream) return null;
        return {
          close: () => {
            isClosed = true;
            stream.close();
          },
        };
      },
    };
  }
}

/**
 * A gate over the container's transport and live streams: bound before anything reads them (the
 * browser's start, issue 20), closed by the caller while it hydrates.
 */
export function gateOfContainer(container: Container): HydrationGate {
  const gate = new HydrationGate();
  // read before the rebind: a rebind unbinds first, so a get inside it finds no binding
  const transport = container.get(HttpTransport);
  const liveStreams = container.get(LiveStreamOpener);
  container.rebind(HttpTransport).toConstantValue(gate.transport(transport));
  container.rebind(LiveStreamOpener).toConstantValue(gate.liveStreams(liveStreams));
  return gate;
}
