import type { ServiceIdentifier } from 'inversify';

/** The browser viewport as the layout choice needs it (the app's `matchMedia` adapter). */
export interface Viewport {
  /** The viewport matches `NARROW_VIEWPORT_QUERY` now. */
  isNarrow(): boolean;
  /** Calls `listener` whenever `isNarrow()` may have changed; returns the unsubscribe. */
  watch(listener: () => void): () => void;
}

/** Container identifier of the optional `Viewport` port (without it the viewport counts as wide). */
export const Viewport = Symbol.for('Viewport') as ServiceIdentifier<Viewport>;
