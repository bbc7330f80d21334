import { matchRoute } from '@kickoff/guards-core/routes';
import { BOOT_DATA_ELEMENT_ID } from '@kickoff/platform';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { AppContext } from '../context';
import { DocumentCache } from '../seo/seo.cache';
import { escapeHtml } from '../seo/seo.rules';

/**
 * Server rendering of the public routes (issue 20: the HTML of the public routes carries the
 * rendered page, and the client hydrates it). The web build's server bundle
 * (`dist/server/entry-server.mjs`, apps/web vite.ssr.config.ts) renders a route for a guest from
 * the page's own boot data, asking the API in-process for anything else it reads. Its HTML goes
 * into `#root`; an absent or broken bundle, a render error or a render past its time leaves the
 * client-rendered page (logged, never an error page).
 *
 * Cheap under load: the rendered HTML is kept per (route path, layout, boot data: the configuration,
 * the dictionary and the feed answers by their ETags, so a new feed version renders again) in a
 * bounded cache, and a render in flight is shared, so a storm of requests renders once.
 */

/** The routes rendered on the server: the public lists, a game page, the casino lobby (issue 20). */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set(['home', 'betting', 'bettingGame', 'slots']);

/** Renders of routes kept (each a page's `#root` HTML, tens of kilobytes). */
export const SSR_CACHE_ENTRIES = 200;

/** What the server bundle exports (apps/web src/entry-server.tsx). */
export interface ServerBundle {
  render(options: {
    url: string;
    origin: string;
    bootParts: Readonly<Record<string, unknown>>;
    request: (request: { method: 'GET'; url: string; headers: Readonly<Record<string, string>> }) => Promise<{ status: number; headers: Readonly<Record<string, string | string[] | undefined>>; body: string }>;
    userAgent: string;
    nowMs: number;
    timeoutMs?: number;
  }): Promise<{ html: string; routeName: string; platform: 'mobile' | 'desktop'; signature: string; warnings: string[] } | null>;
  platformOfUserAgent(userAgent: string): 'mobile' | 'desktop';
}

/** A rendered `#root`: its HTML and what its first render depended on (the layout first; the browser hydrates only when its own is the same). */
export interface RenderedRoot {
  html: string;
  signature: string;
}

export interface ServerRenderer {
  /** The rendered `#root` of a page for a visitor's user agent, or null (not a rendered route, no bundle, a failure). */
  renderRoot(url: string, userAgent: string, bootScript: string): Promise<RenderedRoot | null>;
}

/** The parts of a page's boot data element (`<script type="application/json" id="boot-data">{...}</script>`). */
export function bootPartsOf(bootScript: string): Record<string, unknown> | null {
  const open = bootScript.indexOf('>');
  const close = bootScript.lastIndexOf('</script>');
  if (!bootScript.includes(`id="${BOOT_DATA_ELEMENT_ID}"`) || open < 0 || close < open) return null;
  try {
    const parts: unknown = JSON.parse(bootScript.slice(open + 1, close));
    return parts !== null && typeof parts === 'object' && !Array.isArray(parts) ? (parts as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A server bundle loaded from a file, once per process (its chunks import the entry by its own
 * URL, so it cannot be loaded again beside itself; a new build comes with a restart); null while
 * the file is absent, or when it failed to load or exports no render (logged once).
 */
export function fileServerBundle(entryPath: string, context: AppContext): () => Promise<{ bundle: ServerBundle; version: number } | null> {
  let loaded: Promise<{ bundle: ServerBundle; version: number } | null> | null = null;
  return async () => {
    if (loaded) return loaded;
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(entryPath)).mtimeMs;
    } catch {
      return null;
    }
    loaded ??= (import(pathToFileURL(entryPath).href) as Promise<Partial<ServerBundle>>).then(
      (module) => {
        if (typeof module.render !== 'function' || typeof module.platformOfUserAgent !== 'function') {
          context.logger.warn('server render: the bundle exports no render', { entryPath });
          return null;
        }
        return { bundle: module as ServerBundle, version: mtimeMs };
      },
      (error: unknown) => {
        context.logger.warn('server render: the bundle failed to load', { entryPath, error: String(error) });
        return null;
      },
    );
    return loaded;
  };
}

export function createServerRenderer(
  app: FastifyInstance,
  context: AppContext,
  loadBundle: () => Promise<{ bundle: ServerBundle; version: number } | null>,
  options: { maxEntries?: number; timeoutMs?: number } = {},
): ServerRenderer {
  const cache = new DocumentCache<RenderedRoot | null>(options.maxEntries ?? SSR_CACHE_ENTRIES);
  const inFlight = new Map<string, Promise<RenderedRoot | null>>();

  async function request(read: { method: 'GET'; url: string; headers: Readonly<Record<string, string>> }) {
    const answer = await app.inject({ method: 'GET', url: read.url, headers: { ...read.headers } });
    return { status: answer.statusCode, headers: answer.headers as Record<string, string | string[] | undefined>, body: answer.body };
  }

  return {
    async renderRoot(url, userAgent, bootScript) {
      const pathname = url.split(/[?#]/, 1)[0] ?? '/';
      if (!SERVER_RENDERED_ROUTES.has(matchRoute(pathname).route.name)) return null;
      const loaded = await loadBundle();
      if (!loaded) return null;
      const { bundle, version } = loaded;
      const platform = bundle.platformOfUserAgent(userAgent);
      // the boot data carries every version the render depends on (configuration, dictionary, feed ETags)
      const key = [pathname, platform, version, createHash('sha1').update(bootScript).digest('base64')].join('|');
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const running = inFlight.get(key);
      if (running) return running;
      const render = (async (): Promise<RenderedRoot | null> => {
        const bootParts = bootPartsOf(bootScript);
        if (!bootParts) return null;
        const startedAt = performance.now();
        try {
          const rendered = await bundle.render({
            url: pathname,
            origin: context.settings.publicOrigin,
            bootParts,
            request,
            userAgent,
            nowMs: context.clock.now(),
            ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
          });
          const result = rendered && rendered.platform === platform ? { html: rendered.html, signature: rendered.signature } : null;
          context.logger.debug('server render', { pathname, platform, ms: Math.round(performance.now() - startedAt), rendered: result !== null });
          cache.set(key, result);
          return result;
        } catch (error) {
          // a failed render is not kept: the next request tries again
          context.logger.warn('server render failed; the page is rendered in the browser', { pathname, error: String(error) });
          return null;
        }
      })();
      inFlight.set(key, render);
      try {
        return await render;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}

/** The page with the rendered `#root` (marked with what its first render depended on) in place of the build's empty one. */
export function withRenderedRoot(html: string, root: RenderedRoot): string {
  // the build's root is empty or holds the SEO block (an aside, no div): the rendered page replaces it
  const found = /<div id="root">[\s\S]*?<\/div>/.exec(html);
  if (!found) return html;
  return `${html.slice(0, found.index)}<div id="root" data-ssr="${escapeHtml(root.signature)}">${root.html}</div>${html.slice(found.index + found[0].length)}`;
}
