import type { AreaWarmup } from '@kickoff/shell-core';

/**
 * The main areas' warm-up (document 000 §9 prefetch: 200 ms after the first page, then when idle
 * within 2000 ms) counted from when the page answers instead of from when its navigation is decided
 * (issue 20): the navigation of a served page is decided before its hydration, so the areas' modules
 * were fetched and evaluated between the start's tasks, in the time Lighthouse counts as blocking.
 * The rule's delays stay the prefetch service's own; this only holds `schedule` until `after`.
 */
export class AreaWarmupAfter implements AreaWarmup {
  private disposed = false;

  constructor(
    private readonly inner: AreaWarmup,
    private readonly after: Promise<void>,
  ) {}

  schedule(names: readonly string[]): void {
    const held = [...names];
    void this.after.then(() => {
      if (!this.disposed) this.inner.schedule(held);
    });
  }

  dispose(): void {
    this.disposed = true;
    this.inner.dispose();
  }
}
