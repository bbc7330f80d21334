import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { Clock, type TimerHandle } from '@kickoff/platform';

/** A navigation shorter than this shows no bar (document 000 §9: throttle 200 ms). */
export const ROUTE_PROGRESS_THROTTLE_MS = 200;
/** The bar's run from start to nearly full (document 000 §9: duration 5000 ms). */
export const ROUTE_PROGRESS_DURATION_MS = 5000;
/** How long the full bar stays before it hides once the page is there. */
export const ROUTE_PROGRESS_FINISH_MS = 300;

/** What the route-loading bar shows: nothing, running, or completing. */
export type RouteProgressPhase = 'idle' | 'running' | 'done';

/**
 * The route-loading progress bar (document 000 §2, §9): a load that lasts longer than the throttle
 * shows the running bar; when it ends the bar completes and hides after `ROUTE_PROGRESS_FINISH_MS`.
 */
@injectable()
export class RouteProgressService {
  phase: RouteProgressPhase = 'idle';
  private timer: TimerHandle | undefined;
  private disposeReaction: IReactionDisposer | undefined;

  constructor(@inject(Clock) private readonly clock: Clock) {
    makeAutoObservable<this, 'clock' | 'timer' | 'disposeReaction'>(this, { clock: false, timer: false, disposeReaction: false });
  }

  /** Follows `isLoading` (an observable expression) until `dispose()`. */
  track(isLoading: () => boolean): void {
    this.dispose();
    this.disposeReaction = reaction(isLoading, (loading) => this.setLoading(loading), { fireImmediately: true });
  }

  /** A load started or ended. */
  setLoading(loading: boolean): void {
    this.clearTimer();
    if (loading) {
      if (this.phase === 'running') return;
      this.phase = 'idle';
      this.timer = this.clock.setTimeout(() => this.setPhase('running'), ROUTE_PROGRESS_THROTTLE_MS);
      return;
    }
    if (this.phase !== 'running') {
      this.phase = 'idle';
      return;
    }
    this.phase = 'done';
    this.timer = this.clock.setTimeout(() => this.setPhase('idle'), ROUTE_PROGRESS_FINISH_MS);
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
    this.clearTimer();
    this.phase = 'idle';
  }

  private setPhase(phase: RouteProgressPhase): void {
    this.timer = undefined;
    this.phase = phase;
  }

  private clearTimer(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
