import { useEffect, useState, type DependencyList } from 'react';
import { useFirstRenderPool } from './first-render';

/** Anything a view observes and gives back: a core's read model (TanStack's `QueryObserver` shape). */
export interface Disposable {
  dispose(): void;
}

/**
 * Creates an observer from a core (`catalog.observeGame(id)`, `history.observePage()`) when the view
 * mounts and whenever `deps` change, and disposes it when the view goes or before the next one:
 * the core's poll runs exactly as long as a view shows its data. Null before the first effect
 * (a view shows it as loading); a factory may answer null when there is nothing to observe. Creation lives in the effect, so a re-render never subscribes twice.
 *
 * issue 20: in the first render of a server-rendered page (the server's, the browser's hydration)
 * the observer is made during the render, so that render draws the data the page carried; the
 * first effect adopts it instead of making another.
 */
export function useObserver<T extends Disposable>(factory: () => T | null, deps: DependencyList): T | null {
  const pool = useFirstRenderPool();
  const [observer, setObserver] = useState<T | null>(() => (pool?.active ? pool.track(factory()) : null));
  useEffect(() => {
    if (observer && pool?.adopt(observer)) return () => observer.dispose();
    const created = factory();
    setObserver(created);
    return () => created?.dispose();
    // The factory is a fresh closure each render; `deps` name what it reads.
  }, deps);
  return observer;
}
