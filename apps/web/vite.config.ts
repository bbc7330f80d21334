import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { INITIAL_CHUNKS, initialModules } from './build/initial-chunks';

type OutputChunk = Rollup.OutputChunk;

const apiTarget = process.env['API_URL'] ?? 'http://localhost:8080';
const apiPrefixes = ['/bff-api', '/web-api', '/limit-service-api', '/redirects-api', '/blocks-api', '/social-api', '/dev-api', '/casino-api', '/analytics-api', '/health', '/demo-pay', '/robots.txt', '/sitemap'];

/**
 * Feature parts the app loads by URL on first use (`src/features/lazy-urls.ts`), each its own entry
 * chunk like an area: the coupon's pricing, validation and placing, loaded on the first pick; the
 * header's search with catalog-core's search service, loaded on the field's first focus or press.
 */
const LAZY_FEATURE_PARTS: Readonly<Record<string, string>> = {
  'coupon-placing': 'src/features/coupon/coupon-placing.ts',
  'header-search': 'src/features/search/HeaderSearch.tsx',
};

/**
 * The start of an area's chunk: it waits for the stylesheets `files` (paths in the build), each linked
 * in the page's head unless a link to it is there already. issue 20: a link is found by the URL it
 * resolves to; the served page's head links its area's stylesheet by path (`/assets/...`), which the
 * attribute itself never equals, so the chunk linked it a second time and the page's every element
 * was restyled for it (~770 on home, 12-30 ms) as it loaded.
 */
export function areaStylesheets(files: readonly string[]): string {
  const hrefs = files.map((file) => `new URL(${JSON.stringify(`/${file}`)}, import.meta.url).href`).join(',');
  return `await Promise.all([${hrefs}].map(h=>{let l=[...document.querySelectorAll('link[rel="stylesheet"]')].find(x=>x.href===h);if(l)return l.kickoffStyles;l=document.createElement('link');l.rel='stylesheet';l.href=h;l.kickoffStyles=new Promise(r=>{l.onload=l.onerror=()=>r()});document.head.append(l);return l.kickoffStyles}));`;
}

/**
 * Every `src/areas/<area>/index.tsx` becomes its own entry chunk (`area-<area>-<hash>.js`) and the
 * module `src/areas/area-urls.ts` is replaced by the map of area names to their URLs. The app
 * imports an area by URL, so a retry after a failed fetch can ask under a new URL: browsers keep
 * a failed `import()` for the page's lifetime.
 */
function areaChunks(): Plugin {
  const areasDir = resolve(import.meta.dirname, 'src/areas');
  const featuresDir = resolve(import.meta.dirname, 'src/features');
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
      if (id.split('?', 1)[0] === join(featuresDir, 'lazy-urls.ts')) {
        // the lazily loaded feature parts by URL, as the areas (a retry asks under a new URL)
        const parts = Object.entries(LAZY_FEATURE_PARTS);
        for (const [, file] of parts) this.addWatchFile(resolve(import.meta.dirname, file));
        if (command === 'serve') return `export default {${parts.map(([name, file]) => `${JSON.stringify(name)}: ${JSON.stringify(`/${file}`)}`).join(',')}};`;
        const entries = parts.map(([name, file]) => {
          const ref = this.emitFile({ type: 'chunk', id: resolve(import.meta.dirname, file), name: `part-${name}`, preserveSignature: 'strict' });
          return `${JSON.stringify(name)}: import.meta.ROLLUP_FILE_URL_${ref}`;
        });
        return `export default {${entries.join(',')}};`;
      }
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
      // (and those of the chunks it imports) when it runs, and its import ends once they have come
      // (a top-level await; a stylesheet that fails does not hold it). Its pages are never drawn
      // without their styles: the styles arriving after the page showed moved its controls under a
      // press made as they showed, which then landed beside its button and was lost. A link already
      // in the page (the served page's head, or added by another chunk) is waited for as it was added.
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
        if (!chunk.isEntry || !(chunk.name.startsWith('area-') || chunk.name.startsWith('part-'))) continue;
        const css = [...new Set(cssOf(chunk, new Set()))];
        if (css.length === 0) continue;
        chunk.code = areaStylesheets(css) + chunk.code;
      }
    },
  };
}

/**
 * issue 20: the browser build takes react-router's production files. Its package exports only its
 * development build (checks and warnings for a developer, ~1-2 KB gzip more on every page); the
 * production build is shipped beside it. The dev server and the tests keep the development build.
 */
function productionRouter(): Plugin {
  const routerDir = resolve(dirname(realpathSync(resolve(import.meta.dirname, 'node_modules/react-router-dom/package.json'))), '../react-router/dist/production');
  const files: Record<string, string> = { 'react-router': join(routerDir, 'index.mjs'), 'react-router/dom': join(routerDir, 'dom-export.mjs') };
  return {
    name: 'kickoff-production-router',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    enforce: 'pre',
    resolveId(source) {
      const file = files[source];
      return file && existsSync(file) ? file : null;
    },
  };
}

/**
 * issue 20: the browser build replaces the `reflect-metadata/lite` polyfill the container imports
 * (2.5 KB gzip) by the two metadata functions it calls (src/shell/adapters/reflect-metadata-lite.ts).
 */
function reflectMetadataLite(): Plugin {
  const install = resolve(import.meta.dirname, 'src/shell/adapters/reflect-metadata-install.ts');
  return {
    name: 'kickoff-reflect-metadata-lite',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'reflect-metadata/lite' ? install : null;
    },
  };
}

/**
 * issue 20: axios's fetch adapter is not in the browser build: axios sends the browser's calls through
 * its XMLHttpRequest adapter, and its fetch adapter probed the fetch API as the module was evaluated
 * (~40% of axios's evaluation). Its adapters' list imports `src/shell/adapters/axios-fetch-unavailable.ts`
 * in its place, a fetch adapter that is unavailable.
 */
export function axiosWithoutFetchAdapter(): Plugin {
  const unavailable = resolve(import.meta.dirname, 'src/shell/adapters/axios-fetch-unavailable.ts');
  return {
    name: 'kickoff-axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './fetch.js' && importer !== undefined && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer) ? unavailable : null;
    },
  };
}

/**
 * issue 20: the preload list of a dynamic import names only what its host chunk has not loaded
 * already. Vite lists every chunk the imported one depends on, the entry's own imports among them
 * (the app's entry carried 50 such lists); a chunk's static imports are loaded and run before any of
 * its code, so preloading them again does nothing. The lists' stylesheets are kept as Vite made them.
 */
function preloadLists(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let bundle: Rollup.OutputBundle | null = null;
  const closures = new Map<string, Set<string>>();
  const loadedWith = (host: string): Set<string> => {
    let closure = closures.get(host);
    if (closure) return closure;
    closure = new Set();
    const visit = (file: string) => {
      const chunk = bundle?.[file];
      if (closure?.has(file) || chunk?.type !== 'chunk') return;
      closure?.add(file);
      chunk.imports.forEach(visit);
    };
    visit(host);
    closures.set(host, closure);
    return closure;
  };
  return {
    plugin: {
      name: 'kickoff-preload-lists',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      if (!bundle) return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

const preload = preloadLists();

const initial = initialModules();

const localesDir = resolve(import.meta.dirname, 'src/i18n/locales');
/** The languages that have a bundle (`src/i18n/locales/<code>.json`); each becomes its own chunk `<code>-<hash>.js`. */
const localeCodes = (): string[] =>
  readdirSync(localesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => basename(name, '.json'))
    .sort();

/** The offline page's texts (dictionary keys of every language bundle; English where a bundle lacks one). */
const OFFLINE_KEYS = ['main_offline_title', 'main_offline_text', 'main_offline_retry'] as const;

/**
 * The offline page the service worker shows for a page it cannot fetch (issue 18): `offline.html`
 * with `offline.js`, which picks the texts of the path's language from every language bundle.
 * Scripts are same-origin files: the Content-Security-Policy allows no inline script.
 */
function offlinePage(): Plugin {
  return {
    name: 'kickoff-offline-page',
    apply: 'build',
    generateBundle() {
      const read = (code: string): Record<string, string> => JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')) as Record<string, string>;
      const english = read('en');
      const texts = Object.fromEntries(localeCodes().map((code) => {
        const bundle = read(code);
        return [code, Object.fromEntries(OFFLINE_KEYS.map((key) => [key, bundle[key] ?? english[key] ?? key]))];
      }));
      const script = `const TEXTS=${JSON.stringify(texts)};
const first=location.pathname.split('/')[1]||'';
const stored=(()=>{try{return localStorage.getItem('language')}catch{return null}})();
const lang=TEXTS[first]?first:stored&&TEXTS[stored]?stored:'en';
const t=TEXTS[lang];
document.documentElement.lang=lang;
const locale=new Intl.Locale(lang);
document.documentElement.dir=((locale.getTextInfo?locale.getTextInfo():locale.textInfo)||{}).direction||'ltr';
document.title=t.main_offline_title;
document.getElementById('offline-title').textContent=t.main_offline_title;
document.getElementById('offline-text').textContent=t.main_offline_text;
const retry=document.getElementById('offline-retry');
retry.textContent=t.main_offline_retry;
retry.addEventListener('click',()=>location.reload());
addEventListener('online',()=>location.reload());
`;
      const en = texts['en'] ?? {};
      const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#0f1a2b" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${en['main_offline_title'] ?? ''}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f1a2b; color: #e9eef5; font: 16px/1.5 system-ui, sans-serif; }
      main { max-width: 420px; padding: 32px 24px; text-align: center; }
      img { width: 96px; height: 96px; border-radius: 20px; }
      h1 { font-size: 24px; margin: 20px 0 8px; }
      p { color: #aab6c5; margin: 0 0 24px; }
      button { font: inherit; font-weight: 600; color: #0f1a2b; background: #f5c400; border: 0; border-radius: 8px; padding: 12px 28px; cursor: pointer; }
    </style>
  </head>
  <body>
    <main data-testid="offline-page">
      <img src="/icons/icon-192.png" alt="Kickoff" />
      <h1 id="offline-title">${en['main_offline_title'] ?? ''}</h1>
      <p id="offline-text">${en['main_offline_text'] ?? ''}</p>
      <button id="offline-retry" type="button">${en['main_offline_retry'] ?? ''}</button>
    </main>
    <script src="/offline.js"></script>
  </body>
</html>
`;
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: script });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: html });
    },
  };
}

/** Touch icon sizes of document 001 §9, rendered from icons/app-icon.svg by scripts/icons.mjs. */
const TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512];

/**
 * The progressive web app (issue 18): the manifest (icons, theme colour, shortcuts to live, the
 * coupon and the casino) and a Workbox service worker that precaches the shell and the hashed
 * assets (language bundles are cached as they are used), answers a page it cannot fetch with the
 * offline page, and never handles API calls (they go to the network, nothing with money is ever
 * cached). A new build waits until the player accepts the update notice (registerType prompt).
 */
function progressiveWebApp(): Plugin[] {
  const languageChunk = new RegExp(`/assets/(${localeCodes().join('|')})-[\\w-]+\\.js$`);
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Kickoff — sports betting and casino',
      short_name: 'Kickoff',
      description: 'Sports betting with pre-match and live odds, casino games and promotions.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#0f1a2b',
      theme_color: '#0f1a2b',
      icons: [
        ...TOUCH_ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      // Paths without a language: the app sends the visitor to the stored language (document 000 §2).
      shortcuts: [
        { name: 'Live', short_name: 'Live', url: '/live/all', icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }] },
        { name: 'Coupon', short_name: 'Coupon', url: '/user/coupon', icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }] },
        { name: 'Casino', short_name: 'Casino', url: '/slots', icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }] },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,svg,png,html,webmanifest}'],
      // The app's pages are always fetched (the server fills their head); language bundles and source maps are not precached.
      globIgnores: ['index.html', '**/*.map', ...localeCodes().map((code) => `assets/${code}-*.js`)],
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      runtimeCaching: [
        {
          // Pages: the network, the offline page when it cannot answer.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          // A language bundle is hashed: kept once fetched, the newest few.
          urlPattern: languageChunk,
          handler: 'CacheFirst',
          options: { cacheName: 'kickoff-languages', expiration: { maxEntries: 8 } },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), productionRouter(), reflectMetadataLite(), axiosWithoutFetchAdapter(), preload.plugin, initial.plugin, areaChunks(), offlinePage(), ...progressiveWebApp()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    // issue 20: no zod in the browser. The contracts' schemas are built on their shape checker
    // (@kickoff/contracts/zod-shape: the same API and output rules, cheap checks); the server validates with zod.
    alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, 'node_modules/@kickoff/contracts/src/browser/zod-shape.ts') }],
  },
  // issue 20: a language bundle is one JSON.parse of its text (no named export per key, which doubled its size).
  json: { namedExports: false, stringify: true },
  // Source maps for error reports, without the comment that would point browsers at them (never served).
  build: { target: 'es2022', sourcemap: 'hidden', chunkSizeWarningLimit: 400, modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // the first page's chunks, in the order they are evaluated (a higher priority is chosen first)
          groups: INITIAL_CHUNKS.map((name, index) => ({ name, test: (id: string) => initial.chunkOf(id) === name, priority: INITIAL_CHUNKS.length - index })),
        },
      },
    },
  },
  server: { port: 5173, proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])) },
});
