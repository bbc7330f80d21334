import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Disposable } from './use-observer';

/**
 * The first render of a server-rendered page (issue 20): on the server, and in the browser while
 * it hydrates that page, a view's read observers are created during the render (not in an effect),
 * so the first render already draws the data the page's boot data put into the cores' stores, and
 * the browser's first render equals the server's. The effect of the view then adopts the observer
 * made for it; `finish()` (after hydration) disposes any the render made and no effect adopted
 * (a render React threw away), and every later render creates observers in effects again.
 */
export class FirstRenderPool {
  private open = true;
  private readonly made = new Set<Disposable>();
  private readonly adopted = new Set<Disposable>();

  /** Observers are made during the render (server rendering, hydration). */
  get active(): boolean {
    return this.open;
  }

  /** Keeps an observer the first render made. */
  track<T extends Disposable | null>(observer: T): T {
    if (observer) this.made.add(observer);
    return observer;
  }

  /** Whether `observer` is one the first render made and no effect adopted yet (the effect then owns it). */
  adopt(observer: Disposable): boolean {
    if (!this.made.has(observer) || this.adopted.has(observer)) return false;
    this.adopted.add(observer);
    return true;
  }

  /** Ends the first render: the observers no effect adopted are disposed. */
  finish(): void {
    this.open = false;
    for (const observer of this.made) if (!this.adopted.has(observer)) observer.dispose();
    this.made.clear();
  }
}

const FirstRenderContext = createContext<FirstRenderPool | null>(null);

/** The first render's pool, when the page was server-rendered and is still hydrating (or on the server). */
export function useFirstRenderPool(): FirstRenderPool | null {
  return useContext(FirstRenderContext);
}

/**
 * Provides the pool to the tree; `onCommitted` runs after the first commit's effects (a parent's
 * effect runs after its children's), when every view's effect has adopted its observer.
 */
export function FirstRender({ pool, onCommitted, children }: { pool: FirstRenderPool | null; onCommitted?: () => void; children: ReactNode }) {
  useEffect(() => {
    if (!onCommitted) return;
    onCommitted();
  }, [onCommitted]);
  return <FirstRenderContext.Provider value={pool}>{children}</FirstRenderContext.Provider>;
}
