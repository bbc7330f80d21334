import { ContainerModule } from 'inversify';
import { ChunkReloadGuard, ChunkReloadGuardService } from './chunk-reload/chunk-reload.service';
import { AreaRegistry, AreaRegistryService } from './registry/area-registry.service';
import { RemoteViewAreaLoader, RemoteViewLoader } from './remote-view/remote-view-loader';
import { AreaPrefetch, AreaPrefetchService } from './prefetch/area-prefetch.service';

/**
 * The remote-areas services: the registry, the stale-deploy guard, the remote view loader and the prefetch.
 * Needs the platform ports, an `AreaLoader` (bound by the app), for remote views a `RemoteViewApi`,
 * and for the prefetch an `IdleScheduler` (the app's, or `ClockIdleScheduler`).
 */
export const remoteAreasModule = new ContainerModule(({ bind }) => {
  bind(AreaRegistry).to(AreaRegistryService).inSingletonScope();
  bind(ChunkReloadGuard).to(ChunkReloadGuardService).inSingletonScope();
  bind(RemoteViewLoader).to(RemoteViewAreaLoader).inSingletonScope();
  bind(AreaPrefetch).to(AreaPrefetchService).inSingletonScope();
});
