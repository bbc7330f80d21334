/** A failed chunk reloads the page at most once per 60 s (document 000 §8 "Chunk load failure"). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * Whether a chunk load failure should reload the page now (document 000 §8, document 001 §8):
 * yes when no reload is recorded or the last one is at least 60 s old. A stored time in the
 * future (a clock change) counts as old, so the page is never stuck without the reload.
 */
export function shouldReloadAfterChunkError(lastReloadAtMs: number | null, nowMs: number): boolean {
  if (lastReloadAtMs === null || !Number.isFinite(lastReloadAtMs)) return true;
  if (lastReloadAtMs > nowMs) return true;
  return nowMs - lastReloadAtMs >= CHUNK_RELOAD_INTERVAL_MS;
}

const CHUNK_ERROR_PATTERNS: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
];

/** Whether an error is a failed `import()` of a code chunk (the browsers' messages differ). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}
