import { ContainerModule } from 'inversify';
import { ChunkReloadGuard, ChunkReloadGuardService } from './chunk-reload/chunk-reload.service';
import { AreaRegistry, AreaRegistryService } from './registry/area-registry.service';
import { RemoteViewAreaLoader, RemoteViewLoader } from './remote-view/remote-view-loader';

/**
 * The remote-areas services: the registry, the stale-deploy guard and the remote view loader.
 * Needs the platform ports, an `AreaLoader` (bound by the app) and, for remote views, a `RemoteViewApi`.
 */
export const remoteAreasModule = new ContainerModule(({ bind }) => {
  bind(AreaRegistry).to(AreaRegistryService).inSingletonScope();
  bind(ChunkReloadGuard).to(ChunkReloadGuardService).inSingletonScope();
  bind(RemoteViewLoader).to(RemoteViewAreaLoader).inSingletonScope();
});
