import { defineConfig } from 'tsup';

// The API bundles the workspace packages from their sources (the `source` export condition), so
// its dist runs without building the libraries first; npm dependencies stay external.
export default defineConfig({
  entry: ['src/main.ts'],
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
