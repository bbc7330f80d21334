export {
  AreaState,
  ALLOWED_AREA_MOVES,
  AREA_MAX_RETRIES,
  AREA_FIRST_RETRY_DELAY_MS,
  AREA_MANUAL_RELOAD_INTERVAL_MS,
  canMoveArea,
  areaRetryDelayMs,
  canManualReload,
  areaDisplay,
  isAreaUnused,
  type AreaDisplay,
  type AreaUsage,
} from './area-state/area-state.rules';
export { CHUNK_RELOAD_INTERVAL_MS, shouldReloadAfterChunkError, isChunkLoadError } from './chunk-reload/chunk-reload.rules';
export { ChunkReloadGuard, ChunkReloadGuardService, CHUNK_RELOAD_STORAGE_KEY, type ChunkErrorDecision } from './chunk-reload/chunk-reload.service';
export { AreaLoader, routeAreaLoaders, type AreaLoadContext } from './registry/area-loader';
export {
  AreaRegistry,
  AreaRegistryService,
  type AreaEntry,
  type AreaEvent,
  type AreaRetainOptions,
  type AreaRetryInfo,
  type AreaUserKind,
  type ManualReloadResult,
} from './registry/area-registry.service';
export { RemoteViewAreaLoader, RemoteViewLoader } from './remote-view/remote-view-loader';
export { LOAD_TO_FETCH_DELAY_MS, PREFETCH_IDLE_TIMEOUT_MS, prefetchCandidates } from './prefetch/prefetch.rules';
export { AreaPrefetch, AreaPrefetchService, IdleScheduler, ClockIdleScheduler } from './prefetch/area-prefetch.service';
export { remoteAreasModule } from './remote-areas.module';
export { ScriptedAreaLoader, type ScriptedLoadCall } from './testing/scripted-area-loader';
export { InMemoryRemoteViewApi } from './testing/in-memory-remote-view-api';
