import { NARROW_VIEWPORT_QUERY, type Viewport } from '@kickoff/shell-core';

/** shell-core's `Viewport` over `matchMedia(NARROW_VIEWPORT_QUERY)`. */
export class MediaQueryViewport implements Viewport {
  constructor(private readonly window: () => Window) {}

  private query(): MediaQueryList {
    return this.window().matchMedia(NARROW_VIEWPORT_QUERY);
  }

  isNarrow(): boolean {
    return this.query().matches;
  }

  watch(listener: () => void): () => void {
    const query = this.query();
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }
}
