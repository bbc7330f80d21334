import react from '@vitejs/plugin-react';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The server render's bundle (issue 20): `src/entry-server.tsx` built for Node into `dist/server`,
 * where the API loads it. Every dependency is bundled in (the API loads one file and its chunks);
 * the areas are chunks the server imports by name: `src/areas/area-urls.ts` becomes the map of each
 * area's name to itself (the browser build maps it to the area chunk's URL).
 */
function serverAreaNames(): Plugin {
  const areasDir = resolve(import.meta.dirname, 'src/areas');
  return {
    name: 'kickoff-server-area-names',
    load(id) {
      if (id.split('?', 1)[0] !== join(areasDir, 'area-urls.ts')) return null;
      const names = readdirSync(areasDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(areasDir, entry.name, 'index.tsx')))
        .map((entry) => entry.name)
        .sort();
      return `export default {${names.map((name) => `${JSON.stringify(name)}: ${JSON.stringify(name)}`).join(',')}};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), serverAreaNames()],
  resolve: {
    conditions: ['source', 'module', 'development|production'],
    // The same contracts' shape checker as the browser bundle (vite.config.ts), so both renders validate alike.
    alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, 'node_modules/@kickoff/contracts/src/browser/zod-shape.ts') }],
  },
  json: { namedExports: false, stringify: true },
  publicDir: false,
  ssr: { noExternal: true, target: 'node', resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: process.env['SSR_OUT_DIR'] ?? 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rollupOptions: { output: { format: 'esm', entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
});
