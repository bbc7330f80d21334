import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, ChunkReloadGuardService } from './chunk-reload.service';

describe('ChunkReloadGuardService (document 000 §8: reload once, at most once per 60 s)', () => {
  it('reloads on the first chunk failure, not again within 60 s, again after', () => {
    const platform = createTestPlatform();
    const guard = new ChunkReloadGuardService(platform.clock, platform.sessionStore, platform.logger);
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/casino.js');
    expect(guard.onLoadError(chunkError)).toBe('reload-page');
    expect(platform.sessionStore.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(platform.clock.now()));
    platform.clock.advanceBy(59_999);
    expect(guard.onLoadError(chunkError)).toBe('keep');
    platform.clock.advanceBy(1);
    expect(guard.onLoadError(chunkError)).toBe('reload-page');
  });

  it('leaves other errors to the area retries', () => {
    const platform = createTestPlatform();
    const guard = new ChunkReloadGuardService(platform.clock, platform.sessionStore, platform.logger);
    expect(guard.onLoadError(new Error('HTTP 503'))).toBe('keep');
    expect(platform.sessionStore.keys()).toEqual([]);
  });
});
