import { useEffect, useState, type DependencyList } from 'react';

/** Anything a view observes and gives back: a core's read model (TanStack's `QueryObserver` shape). */
export interface Disposable {
  dispose(): void;
}

/**
 * Creates an observer from a core (`catalog.observeGame(id)`, `history.observePage()`) when the view
 * mounts and whenever `deps` change, and disposes it when the view goes or before the next one:
 * the core's poll runs exactly as long as a view shows its data. Null before the first effect
 * (a view shows it as loading); a factory may answer null when there is nothing to observe. Creation lives in the effect, so a re-render never subscribes twice.
 */
export function useObserver<T extends Disposable>(factory: () => T | null, deps: DependencyList): T | null {
  const [observer, setObserver] = useState<T | null>(null);
  useEffect(() => {
    const created = factory();
    setObserver(created);
    return () => created?.dispose();
    // The factory is a fresh closure each render; `deps` name what it reads.
  }, deps);
  return observer;
}
