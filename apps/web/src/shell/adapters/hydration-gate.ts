import type { LiveStream, LiveStreamListener } from '@kickoff/contracts';
import { HttpTransport, LiveStreamOpener } from '@kickoff/http-client';
import { Clock } from '@kickoff/platform';
import type { Container } from 'inversify';

/**
 * Holds the answers that would change the stores while React hydrates a server-rendered page in
 * slices (issue 20). A hydration that yields to the browser between slices renders its later
 * components after a call's answer or a live delta may have moved the stores on: their text would
 * differ from the server's HTML and React would throw the page away. While the gate is closed, the
 * calls' answers and the live stream's deltas wait (in their order); they are delivered when the
 * hydration has committed, one per task (issue 20: together they made one long task).
 */
export class HydrationGate {
  private closed = false;
  /** The held answers' and deltas' turns, in their order; one is given per task once the gate opens. */
  private readonly waiting: Array<() => void> = [];
  private draining = false;

  /**
   * `nextTask` runs its function in a later task of the event loop (the app's clock's zero
   * timeout): the held answers are given one per task, so the renders they start (MobX observers
   * re-render synchronously) do not add up into one long task after the hydration (issue 20).
   */
  constructor(private readonly nextTask: (run: () => void) => void = (run) => void Promise.resolve().then(run)) {}

  /** Holds every answer from now on until `open()`. */
  close(): void {
    this.closed = true;
  }

  /** Delivers what waited, in order, one per task; an answer that comes meanwhile waits its turn after them. */
  open(): void {
    if (!this.closed) return;
    this.closed = false;
    if (!this.draining) this.drain();
  }

  /** Resolves when the gate is open and nothing held before waits (at once then). */
  passed(): Promise<void> {
    if (!this.isClosed) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Answers wait: the gate is closed or still giving what it held. */
  get isClosed(): boolean {
    return this.closed || this.draining || this.waiting.length > 0;
  }

  private drain(): void {
    if (this.closed) {
      this.draining = false;
      return;
    }
    const next = this.waiting.shift();
    if (!next) {
      this.draining = false;
      return;
    }
    this.draining = true;
    // resolved now, its answer's handlers run at the end of this task; the next turn in a task of its own
    next();
    this.nextTask(() => this.drain());
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
 * A gate over the container's transport and live streams: made before anything reads them (the
 * browser's start, issue 20), closed by the caller while it hydrates. The transport and the live
 * streams are wrapped when they are first read (an activation), not read here: the container's
 * task at the start then builds no HTTP client (issue 20: that resolve and the rebind that followed
 * were about a third of the task at 4x CPU); the route's preparation, its first reader, builds it.
 */
export function gateOfContainer(container: Container): HydrationGate {
  const clock = container.get(Clock);
  const gate = new HydrationGate((run) => {
    clock.setTimeout(run, 0);
  });
  container.onActivation(HttpTransport, (_context, transport) => gate.transport(transport));
  container.onActivation(LiveStreamOpener, (_context, liveStreams) => gate.liveStreams(liveStreams));
  return gate;
}
