import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useFirstRenderPool } from './first-render';

/**
 * Draws its children only in the browser, after a server-rendered page is hydrated (issue 20): the
 * server and the hydrating render draw nothing in their place, a transition after the hydration's
 * commit draws them (time-sliced like the hydration, not a synchronous render in the commit's
 * task). A page rendered by the browser alone draws them at once. For what floats above the page
 * and asks for an answer (the notices): a button the server drew would not answer until the app
 * hydrated, and what it shows follows what the browser stored.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const pool = useFirstRenderPool();
  // the first render's pool is open on the server and while the browser hydrates
  const [shown, setShown] = useState(() => pool === null || !pool.active);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? <>{children}</> : null;
}
