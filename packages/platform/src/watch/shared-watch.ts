/**
 * One watch shared by every view that shows the same thing: the first `watch()` starts it (`start`
 * gives back how to end it), the stop of the last watcher ends it. A view's stop counts once
 * however often it is called.
 */
export class SharedWatch {
  private watchers = 0;
  private end: (() => void) | null = null;

  constructor(private readonly start: () => () => void) {}

  /** Joins the watch (starting it for the first watcher); gives back this watcher's stop. */
  watch(): () => void {
    this.watchers++;
    if (this.watchers === 1) this.end = this.start();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.watchers--;
      if (this.watchers === 0) {
        const end = this.end;
        this.end = null;
        end?.();
      }
    };
  }

  /** Whether at least one view watches. */
  get isWatched(): boolean {
    return this.watchers > 0;
  }
}
