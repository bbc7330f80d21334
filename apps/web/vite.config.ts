import react from '@vitejs/plugin-react';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

const apiTarget = process.env['API_URL'] ?? 'http://localhost:8080';
const apiPrefixes = ['/bff-api', '/web-api', '/limit-service-api', '/redirects-api', '/blocks-api', '/social-api', '/dev-api', '/casino-api', '/analytics-api', '/health', '/demo-pay'];

/**
 * Every `src/areas/<area>/index.tsx` becomes its own entry chunk (`area-<area>-<hash>.js`) and the
 * module `src/areas/area-urls.ts` is replaced by the map of area names to their URLs. The app
 * imports an area by URL, so a retry after a failed fetch can ask under a new URL: browsers keep
 * a failed `import()` for the page's lifetime.
 */
function areaChunks(): Plugin {
  const areasDir = resolve(import.meta.dirname, 'src/areas');
  let command: 'build' | 'serve' = 'serve';
  const areaNames = (): string[] =>
    readdirSync(areasDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(areasDir, entry.name, 'index.tsx')))
      .map((entry) => entry.name)
      .sort();
  return {
    name: 'kickoff-area-chunks',
    configResolved(config) {
      command = config.command;
    },
    load(id) {
      if (id.split('?', 1)[0] !== join(areasDir, 'area-urls.ts')) return null;
      const names = areaNames();
      for (const name of names) this.addWatchFile(join(areasDir, name, 'index.tsx'));
      if (command === 'serve') return `export default {${names.map((name) => `${JSON.stringify(name)}: ${JSON.stringify(`/src/areas/${name}/index.tsx`)}`).join(',')}};`;
      const entries = names.map((name) => {
        const ref = this.emitFile({ type: 'chunk', id: join(areasDir, name, 'index.tsx'), name: `area-${name}`, preserveSignature: 'strict' });
        return `${JSON.stringify(name)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default {${entries.join(',')}};`;
    },
    generateBundle(_options, bundle) {
      // An area chunk is imported by URL, outside Vite's preload helper: it loads its own styles
      // (and those of the chunks it imports) when it runs.
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const cssOf = (chunk: OutputChunk, seen: Set<string>): string[] => {
        if (seen.has(chunk.fileName)) return [];
        seen.add(chunk.fileName);
        const own = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [...own, ...chunk.imports.flatMap((file) => {
          const imported = byFile.get(file);
          return imported ? cssOf(imported, seen) : [];
        })];
      };
      for (const chunk of chunks) {
        if (!chunk.isEntry || !chunk.name.startsWith('area-')) continue;
        const css = [...new Set(cssOf(chunk, new Set()))];
        if (css.length === 0) continue;
        const hrefs = css.map((file) => `new URL(${JSON.stringify(`/${file}`)}, import.meta.url).href`).join(',');
        chunk.code = `for(const h of [${hrefs}])if(!document.querySelector('link[rel="stylesheet"][href="'+h+'"]')){const l=document.createElement('link');l.rel='stylesheet';l.href=h;document.head.append(l)}` + chunk.code;
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), areaChunks()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Source maps for error reports, without the comment that would point browsers at them (never served).
  build: { target: 'es2022', sourcemap: 'hidden', chunkSizeWarningLimit: 400 },
  server: { port: 5173, proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])) },
});
