import { describe, expect, it } from 'vitest';
import { chunkErrorCases, chunkReloadCases } from './chunk-reload.cases';
import { isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload.rules';

describe('stale deploy reload (document 000 §8)', () => {
  it.each(chunkReloadCases)('$name: reload $reload', ({ lastReloadAtMs, nowMs, reload }) => {
    expect(shouldReloadAfterChunkError(lastReloadAtMs, nowMs)).toBe(reload);
  });

  it.each(chunkErrorCases)('recognises chunk failures (%#)', ({ error, chunk }) => {
    expect(isChunkLoadError(error)).toBe(chunk);
  });
});
