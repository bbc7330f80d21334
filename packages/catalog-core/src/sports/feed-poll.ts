import type { FeedResult } from '@kickoff/contracts';
import type { Clock, TimerHandle, Visibility } from '@kickoff/platform';
import { HIDDEN_PAUSE_AFTER_MS } from './sports.rules';

/** What a poll does. */
export interface FeedPollOptions<T> {
  clock: Clock;
  visibility: Visibility;
  /** Time between an answer and the next read; null reads once (data that no longer changes, e.g. a past day's results). */
  intervalMs: number | null;
  /** One conditional read: the last ETag in, fresh data or `not_modified` out. */
  read: (etag: string | null, signal: AbortSignal) => Promise<FeedResult<T>>;
  /** Fresh data; `readAt` is when the server read it for the page's first answer (boot data), null for a read of the app's. */
  onData: (data: T, readAt: number | null) => void;
  /** After each read the app made, answered or not (a 304 too), unless stopped or aborted. */
  onSettled?: () => void;
  onError: (error: unknown) => void;
  /**
   * The first answer when the page already carries it (issue 20: boot data): taken instead of the
   * first read, its ETag sent with the next one. `readAt` is when the server read it (epoch ms):
   * the next read comes `intervalMs` after that, at once when the answer is already older (a page
   * served from the server's cache, or kept by the browser); without it, `intervalMs` after the start.
   */
  initial?: { etag: string | null; data: T; readAt?: number | null } | undefined;
}

/**
 * One conditional poll: reads at once, then `intervalMs` after each answer (never two reads at a
 * time), sending the last ETag so an unchanged feed costs a 304. While the page is hidden it keeps
 * going for `HIDDEN_PAUSE_AFTER_MS` and then pauses (document 001 §9 "Page-hidden pause after
 * 30 s"); when the page shows again it reads at once. `stop()` clears the timer, aborts a read in
 * flight and unsubscribes.
 */
export class FeedPoll<T> {
  private timer: TimerHandle | undefined;
  private controller: AbortController | null = null;
  private etag: string | null = null;
  private hiddenSinceMs: number | null = null;
  private paused = false;
  private stopped = false;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly options: FeedPollOptions<T>) {}

  /** Starts polling with a read now. */
  start(): void {
    this.unsubscribe = this.options.visibility.subscribe((visible) => this.onVisibility(visible));
    if (!this.options.visibility.isVisible()) this.hiddenSinceMs = this.options.clock.now();
    const initial = this.options.initial;
    if (initial) {
      this.options.initial = undefined;
      this.etag = initial.etag;
      this.options.onData(initial.data, initial.readAt ?? null);
      const delayMs = firstReadDelayMs(this.options.intervalMs, initial.readAt ?? null, this.options.clock.now());
      if (delayMs === 0) void this.run();
      else this.schedule(delayMs ?? undefined);
      return;
    }
    void this.run();
  }

  /** Reads now (unless a read is in flight) and restarts the interval from its answer. */
  refresh(): void {
    if (this.stopped || this.controller) return;
    this.options.clock.clearTimeout(this.timer);
    this.timer = undefined;
    void this.run();
  }

  /**
   * Reads now even when a read is in flight: that one is aborted and its answer dropped (issue 18:
   * after a language switch an answer still on its way carries the old language's names).
   */
  restart(): void {
    if (this.stopped) return;
    this.controller?.abort();
    this.controller = null;
    this.options.clock.clearTimeout(this.timer);
    this.timer = undefined;
    void this.run();
  }

  /** Changes the interval from the next scheduling on. */
  setIntervalMs(intervalMs: number | null): void {
    this.options.intervalMs = intervalMs;
  }

  get intervalMs(): number | null {
    return this.options.intervalMs;
  }

  /** Whether the poll paused for a hidden page. */
  get isPaused(): boolean {
    return this.paused;
  }

  stop(): void {
    this.stopped = true;
    this.options.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    this.controller = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    const controller = new AbortController();
    this.controller = controller;
    try {
      const result = await this.options.read(this.etag, controller.signal);
      if (this.stopped || controller.signal.aborted) return;
      if (result.status === 'fresh') {
        this.etag = result.etag;
        this.options.onData(result.data, null);
      }
      this.options.onSettled?.();
    } catch (error) {
      if (!this.stopped && !controller.signal.aborted) {
        this.options.onError(error);
        this.options.onSettled?.();
      }
    } finally {
      if (this.controller === controller) this.controller = null;
      this.schedule();
    }
  }

  /** Plans the next read `intervalMs` from now (or `delayMs`, the boot answer's remaining time). */
  private schedule(delayMs?: number): void {
    if (this.stopped || this.paused || this.timer) return;
    const intervalMs = this.options.intervalMs;
    if (intervalMs === null) return;
    const now = this.options.clock.now();
    if (this.hiddenSinceMs !== null && now - this.hiddenSinceMs >= HIDDEN_PAUSE_AFTER_MS) {
      this.paused = true;
      return;
    }
    this.timer = this.options.clock.setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, delayMs ?? intervalMs);
  }

  private onVisibility(visible: boolean): void {
    if (!visible) {
      this.hiddenSinceMs = this.options.clock.now();
      return;
    }
    this.hiddenSinceMs = null;
    if (this.paused) {
      this.paused = false;
      this.refresh();
    }
  }
}

/**
 * When the read after a served answer comes (issue 20: a page's boot data may be up to the server's
 * render cache old, and the app kept it until its next poll: a started game showed in the line for
 * ~45 s): `intervalMs` after the server read it, by the clock the app keeps; 0 (at once) when it is
 * that old already; `intervalMs` when the time of the read is unknown or lies ahead of the app's
 * clock (a clock behind the server's: the answer counts as new). Null for data read once.
 */
export function firstReadDelayMs(intervalMs: number | null, readAt: number | null, nowMs: number): number | null {
  if (intervalMs === null) return null;
  if (readAt === null || !Number.isFinite(readAt)) return intervalMs;
  const ageMs = Math.max(0, nowMs - readAt);
  return Math.max(0, intervalMs - ageMs);
}
