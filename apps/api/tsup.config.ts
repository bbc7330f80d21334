import { defineConfig } from 'tsup';

// The API bundles the workspace packages from their sources (the `source` export condition), so
// its dist runs without building the libraries first; npm dependencies stay external.
export default defineConfig({
  // The embedded database's worker thread is its own script beside main.js (src/db/pglite.thread.ts).
  entry: { main: 'src/main.ts', 'pglite.worker': 'src/db/pglite.worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@kickoff\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
