import { SimulatedClock } from '@kickoff/platform';
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ROUTE_PROGRESS_FINISH_MS, ROUTE_PROGRESS_THROTTLE_MS, RouteProgressService } from './route-progress.service';

describe('RouteProgressService (document 000 §9: throttle 200 ms)', () => {
  it('shows no bar for a load shorter than the throttle', () => {
    const clock = new SimulatedClock(0);
    const progress = new RouteProgressService(clock);
    progress.setLoading(true);
    clock.advanceBy(ROUTE_PROGRESS_THROTTLE_MS - 1);
    expect(progress.phase).toBe('idle');
    progress.setLoading(false);
    clock.advanceBy(1_000);
    expect(progress.phase).toBe('idle');
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it('runs after 200 ms, completes when the load ends and hides after the finish', () => {
    const clock = new SimulatedClock(0);
    const progress = new RouteProgressService(clock);
    const loading = observable.box(true);
    progress.track(() => loading.get());
    clock.advanceBy(ROUTE_PROGRESS_THROTTLE_MS);
    expect(progress.phase).toBe('running');
    runInAction(() => loading.set(false));
    expect(progress.phase).toBe('done');
    clock.advanceBy(ROUTE_PROGRESS_FINISH_MS);
    expect(progress.phase).toBe('idle');
    progress.dispose();
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it('gives its timer back on dispose', () => {
    const clock = new SimulatedClock(0);
    const progress = new RouteProgressService(clock);
    progress.setLoading(true);
    progress.dispose();
    expect(clock.pendingTimerCount()).toBe(0);
    expect(progress.phase).toBe('idle');
  });
});
