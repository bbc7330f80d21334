import type { FeedApi, LiveDelta, LiveStream } from '@kickoff/contracts';
import type { Clock, TimerHandle, Visibility } from '@kickoff/platform';
import { FeedPoll } from './feed-poll';
import { HIDDEN_PAUSE_AFTER_MS } from './sports.rules';

/** What a live watch does. */
export interface LiveFeedWatchOptions {
  api: FeedApi;
  clock: Clock;
  visibility: Visibility;
  sportId: number | null;
  /** The version the client holds (null: none, a whole list is read). */
  version: () => number | null;
  /** The poll's interval when there is no stream (document 001 §9: live 2 s to 10 s). */
  intervalMs: number;
  /** A delta arrived; false when it does not start from the version held (a whole list is read next). */
  onDelta: (delta: LiveDelta) => boolean;
  onError: (error: unknown) => void;
}

/** How the watch receives the live list now. */
export type LiveChannel = 'stream' | 'poll' | 'paused' | 'stopped';

/**
 * The live list's updates (issue 20): over the Server-Sent Events stream where the platform has one,
 * else by polling the delta since the version held, with its ETag, at the live list's interval. A
 * stream that gives up (refused, broken beyond reconnecting) falls back to the poll. While the page
 * is hidden the stream stays open for `HIDDEN_PAUSE_AFTER_MS` and then closes (document 001 §9
 * "Page-hidden pause after 30 s"); it opens again from the version held when the page shows.
 */
export class LiveFeedWatch {
  private stream: LiveStream | null = null;
  private poll: FeedPoll<LiveDelta> | null = null;
  private hiddenTimer: TimerHandle | undefined;
  private unsubscribe: (() => void) | null = null;
  private wholeNext = false;
  private state: LiveChannel = 'stopped';

  constructor(private readonly options: LiveFeedWatchOptions) {}

  /** The channel in use. */
  get channel(): LiveChannel {
    return this.state;
  }

  start(): void {
    this.unsubscribe = this.options.visibility.subscribe((visible) => this.onVisibility(visible));
    this.open();
    if (!this.options.visibility.isVisible()) this.onVisibility(false);
  }

  /** Reads now when polling (a stream is already current). */
  refresh(): void {
    this.poll?.refresh();
  }

  /** Reads a whole list now (the language changed: every name changes). */
  restart(): void {
    if (this.state === 'stopped') return;
    this.wholeNext = true;
    if (this.stream) {
      this.closeStream();
      this.open();
    } else {
      this.poll?.restart();
    }
  }

  /** The poll's interval (kept for the catalogue's watch interface). */
  setIntervalMs(intervalMs: number | null): void {
    this.poll?.setIntervalMs(intervalMs);
  }

  stop(): void {
    this.state = 'stopped';
    this.closeStream();
    this.poll?.stop();
    this.poll = null;
    this.options.clock.clearTimeout(this.hiddenTimer);
    this.hiddenTimer = undefined;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private since(): number | null {
    return this.wholeNext ? null : this.options.version();
  }

  private receive(delta: LiveDelta): void {
    if (this.options.onDelta(delta)) {
      this.wholeNext = false;
      return;
    }
    // Not from the version held (a stream resumed elsewhere): start again from a whole list.
    this.restart();
  }

  private open(): void {
    const stream = this.options.api.openLiveStream(this.options.sportId, this.since(), {
      onDelta: (delta) => {
        if (this.stream === stream) this.receive(delta);
      },
      onError: (closed) => {
        if (this.stream !== stream || !closed) return;
        this.stream = null;
        this.startPoll();
      },
    });
    if (stream === null) {
      this.startPoll();
      return;
    }
    this.stream = stream;
    this.state = 'stream';
  }

  private startPoll(): void {
    this.state = 'poll';
    if (this.poll) return;
    this.poll = new FeedPoll<LiveDelta>({
      clock: this.options.clock,
      visibility: this.options.visibility,
      intervalMs: this.options.intervalMs,
      read: (etag, signal) => {
        const since = this.since();
        // The ETag names a version, not what the read asks: a whole list is asked without it.
        return this.options.api.getLiveDelta(this.options.sportId, since, { etag: since === null ? null : etag, signal });
      },
      onData: (delta) => this.receive(delta),
      onError: this.options.onError,
    });
    this.poll.start();
  }

  private closeStream(): void {
    const stream = this.stream;
    this.stream = null;
    stream?.close();
  }

  private onVisibility(visible: boolean): void {
    if (this.poll) return; // the poll pauses by itself
    if (!visible) {
      if (this.hiddenTimer !== undefined || !this.stream) return;
      this.hiddenTimer = this.options.clock.setTimeout(() => {
        this.hiddenTimer = undefined;
        this.closeStream();
        this.state = 'paused';
      }, HIDDEN_PAUSE_AFTER_MS);
      return;
    }
    this.options.clock.clearTimeout(this.hiddenTimer);
    this.hiddenTimer = undefined;
    if (this.state === 'paused') this.open();
  }
}
