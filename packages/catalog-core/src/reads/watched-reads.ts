import type { Clock, TimerHandle } from '@kickoff/platform';

/**
 * The reads of a page shown live: `watch()` reads at once and again every `intervalMs` on the
 * Clock until the function it gives back stops it (or the next `watch()` replaces it). Of the reads
 * in flight only the latest counts: `begin()` marks a read and gives back the check that says
 * whether its answer may still be shown (a later read, or a stop, makes it stale).
 */
export class WatchedReads {
  private timer: TimerHandle | undefined = undefined;
  private latest = 0;

  constructor(
    private readonly clock: Clock,
    private readonly intervalMs: number,
    private readonly read: () => Promise<void>,
  ) {}

  /** Reads now and every `intervalMs`; gives back the function that stops the reading (it does nothing once a later watch took over). */
  watch(): () => void {
    this.stop();
    void this.read();
    const timer = this.clock.setInterval(() => void this.read(), this.intervalMs);
    this.timer = timer;
    return () => {
      if (this.timer === timer) this.stop();
    };
  }

  /** Marks the start of a read; the check it gives back is true while no later read began and no stop came. */
  begin(): () => boolean {
    const request = ++this.latest;
    return () => request === this.latest;
  }

  private stop(): void {
    this.clock.clearInterval(this.timer);
    this.timer = undefined;
    this.latest++;
  }
}
