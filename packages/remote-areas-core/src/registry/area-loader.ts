import type { ServiceIdentifier } from 'inversify';
import type { RemoteViewComponent } from '@kickoff/contracts';

/** What a load knows besides the area's name. */
export interface AreaLoadContext {
  /** Aborted when the area is no longer used or the registry is disposed. */
  signal: AbortSignal;
  /** The page's full path, for remote views (document 001 §7). */
  fullPath?: string;
  /** Components asked of a remote view (the POST variant). */
  components?: readonly RemoteViewComponent[];
  /** Sends the force-SPA flag with a remote view request. */
  forceSpa?: boolean;
}

/**
 * The loader port of the registry: the web app plugs its `import()` chunks and the remote views
 * into it. `load` resolves with whatever the area needs to render (a module, a view's data).
 */
export interface AreaLoader {
  load(appName: string, context: AreaLoadContext): Promise<unknown>;
}

/** Container identifier of the `AreaLoader` the web app binds. */
export const AreaLoader = Symbol.for('AreaLoader') as ServiceIdentifier<AreaLoader>;

/** Sends each named area to its own loader and every other name to `fallback`. */
export function routeAreaLoaders(byAppName: Readonly<Record<string, AreaLoader>>, fallback: AreaLoader): AreaLoader {
  return {
    load(appName, context) {
      const loader = Object.hasOwn(byAppName, appName) ? byAppName[appName] : undefined;
      return (loader ?? fallback).load(appName, context);
    },
  };
}
