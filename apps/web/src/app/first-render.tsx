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
/** A subscription the first commit left for after it, and its stop once started. */
interface WaitingStart {
  start: () => () => void;
  stop: (() => void) | null;
  isCancelled: boolean;
}

export class FirstRenderPool {
  private open = true;
  private readonly made = new Set<Disposable>();
  private readonly adopted = new Set<Disposable>();
  /** What the first commit's effects left for after it (`later`), in their order. */
  private readonly waiting: WaitingStart[] = [];

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

  /**
   * Runs `start` (a subscription that answers its stop) after the first commit, a few per task
   * (`startWaiting`), when called from an effect of that commit; later, at once (issue 20: the
   * hydration's effects, hundreds of prices' subscriptions among them, ran in one long task). A view
   * whose subscription shows what is current when it starts loses nothing by the wait. Answers the
   * stop, which also cancels a start still waiting.
   */
  later(start: () => () => void): () => void {
    if (!this.open) return start();
    const entry: WaitingStart = { start, stop: null, isCancelled: false };
    this.waiting.push(entry);
    return () => {
      entry.isCancelled = true;
      entry.stop?.();
      entry.stop = null;
    };
  }

  /**
   * Starts what the first commit left for later, in order: when those started in this task have
   * used `budgetMs` (by `now`), the rest start after `nextTask`. Call after `finish()`.
   */
  async startWaiting(nextTask: () => Promise<void>, now: () => number, budgetMs: number): Promise<void> {
    let started = now();
    for (let entry = this.waiting.shift(); entry; entry = this.waiting.shift()) {
      if (now() - started >= budgetMs) {
        await nextTask();
        started = now();
      }
      if (!entry.isCancelled) entry.stop = entry.start();
    }
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
