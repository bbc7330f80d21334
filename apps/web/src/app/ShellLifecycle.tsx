import { useEffect, type ReactNode } from 'react';
import { ShellNavigator } from '@kickoff/shell-core';
import { useService } from './di';

/** Ties the shell services' timers and listeners to the app's lifetime (disposed on unmount). */
export function ShellLifecycle({ children }: { children: ReactNode }) {
  const navigator = useService(ShellNavigator);
  useEffect(() => () => navigator.dispose(), [navigator]);
  return <>{children}</>;
}
