/** Stale-deploy reload decisions: at most one reload per 60 s (document 000 §8). */
export const chunkReloadCases: ReadonlyArray<{ name: string; lastReloadAtMs: number | null; nowMs: number; reload: boolean }> = [
  { name: 'never reloaded', lastReloadAtMs: null, nowMs: 1_000_000, reload: true },
  { name: 'reloaded 59 999 ms ago', lastReloadAtMs: 1_000_000, nowMs: 1_059_999, reload: false },
  { name: 'reloaded exactly 60 s ago', lastReloadAtMs: 1_000_000, nowMs: 1_060_000, reload: true },
  { name: 'reloaded 1 s ago', lastReloadAtMs: 1_000_000, nowMs: 1_001_000, reload: false },
  { name: 'stored time in the future', lastReloadAtMs: 2_000_000, nowMs: 1_000_000, reload: true },
];

/** Messages of failed dynamic imports in Chromium, Firefox, Safari and webpack. */
export const chunkErrorCases: ReadonlyArray<{ error: unknown; chunk: boolean }> = [
  { error: new TypeError('Failed to fetch dynamically imported module: https://x/assets/betting-1a2b.js'), chunk: true },
  { error: new TypeError('error loading dynamically imported module'), chunk: true },
  { error: new TypeError('Importing a module script failed.'), chunk: true },
  { error: Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }), chunk: true },
  { error: new TypeError('Failed to fetch'), chunk: false },
  { error: 'Failed to fetch dynamically imported module', chunk: false },
  { error: null, chunk: false },
];
