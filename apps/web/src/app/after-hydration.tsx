import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Draws its children only in the browser, after a server-rendered page is hydrated (issue 20): the
 * server and the hydrating render draw nothing in their place, the render right after draws them.
 * For what floats above the page and asks for an answer (the notices): a button the server drew
 * would not answer until the app hydrated, and what it shows follows what the browser stored.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <>{children}</> : null;
}
