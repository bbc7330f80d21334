import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { Clock, Logger, SessionStore, type KeyValueStore } from '@kickoff/platform';
import { isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload.rules';

/** Where the time of the last stale-deploy reload is kept (per tab, so it survives the reload). */
export const CHUNK_RELOAD_STORAGE_KEY = 'kickoff.chunkReloadAtMs';

/** What to do with a load error: reload the page (a stale deploy) or leave it to the area retries. */
export type ChunkErrorDecision = 'reload-page' | 'keep';

/**
 * Applies the stale-deploy rule (document 000 §8): a failed chunk reloads the page at most once
 * per 60 s. It decides and records; the app performs the reload.
 */
@injectable()
export class ChunkReloadGuardService {
  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(SessionStore) private readonly store: KeyValueStore,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /** Decides for one load error and, when the answer is a reload, records its time. */
  onLoadError(error: unknown): ChunkErrorDecision {
    if (!isChunkLoadError(error)) return 'keep';
    const nowMs = this.clock.now();
    const stored = this.store.get(CHUNK_RELOAD_STORAGE_KEY);
    const lastReloadAtMs = stored === null ? null : Number(stored);
    if (!shouldReloadAfterChunkError(lastReloadAtMs, nowMs)) {
      this.logger.warn('chunk load failed again within 60 s: no page reload', { lastReloadAtMs });
      return 'keep';
    }
    this.store.set(CHUNK_RELOAD_STORAGE_KEY, String(nowMs));
    this.logger.warn('chunk load failed: reloading the page for a new deploy');
    return 'reload-page';
  }
}

/** Container identifier of the `ChunkReloadGuardService`. */
export const ChunkReloadGuard = Symbol.for('ChunkReloadGuard') as ServiceIdentifier<ChunkReloadGuardService>;
export type ChunkReloadGuard = ChunkReloadGuardService;
