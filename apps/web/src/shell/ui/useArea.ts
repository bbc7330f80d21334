import { AreaRegistry, type AreaDisplay, type AreaRetainOptions, type AreaUserKind } from '@kickoff/remote-areas-core';
import { useEffect } from 'react';
import { useService } from '../../app/di';

/**
 * Uses an area while the calling view is mounted (a reference in the registry, document 000 §4)
 * and returns what its place shows, what it loaded and the reload action. Call it inside an
 * `observer` component.
 */
export function useArea(appName: string, kind: AreaUserKind, options: AreaRetainOptions = {}): { display: AreaDisplay; result: unknown; reload: () => void } {
  const registry = useService(AreaRegistry);
  const { fullPath } = options;
  useEffect(() => registry.retain(appName, kind, fullPath === undefined ? {} : { fullPath }), [registry, appName, kind, fullPath]);
  const display = registry.displayOf(appName);
  return {
    // Before the first retain runs, the place already shows the skeleton rather than nothing.
    display: display === 'nothing' ? 'preloader' : display,
    result: registry.resultOf(appName),
    reload: () => {
      registry.reload(appName);
    },
  };
}
