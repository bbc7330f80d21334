import { Clock, nextTaskOf } from '@kickoff/platform';
import type { ContainerModule } from 'inversify';
import { startTransition, useEffect, useState } from 'react';
import { useService } from '../app/di';
import { AreaContainer } from '../shell/area-loaders';

/**
 * issue 20: the container modules of the services a lazily loaded view uses (auth-core's sign-in
 * flows for the sign-in modals, say) come in that view's chunk, not in the first page's
 * JavaScript; the view loads them into the app's container, each once, before it resolves a service.
 */
export function useFeatureModules(...modules: readonly ContainerModule[]): void {
  useService(AreaContainer).loadModules(modules);
}

/**
 * Like `useFeatureModules`, for a view drawn at the page's start (issue 20: the reminders): the
 * modules are loaded in a task of their own after the view's first commit, not inside a render
 * (loading a module into a container that has made many services re-plans them, ~15 ms), and the
 * view draws its services in a transition after that. Answers whether they are loaded.
 */
export function useFeatureModulesInTask(...modules: readonly ContainerModule[]): boolean {
  const areas = useService(AreaContainer);
  const clock = useService(Clock);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTaskOf(clock).then(() => {
      if (!mounted) return;
      areas.loadModules(modules);
      startTransition(() => setLoaded(true));
    });
    return () => {
      mounted = false;
    };
    // the modules are the view's own constants
  }, [areas, clock]);
  return loaded;
}
