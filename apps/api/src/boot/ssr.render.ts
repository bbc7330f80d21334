import { matchRoute } from '@kickoff/guards-core/routes';
import { BOOT_DATA_ELEMENT_ID } from '@kickoff/platform';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { AppContext } from '../context';
import { onFeedChanged } from '../modules/feed/feed.changes';
import { DocumentCache } from '../seo/seo.cache';
import { sameBootAnswers } from './boot.data';
import { escapeHtml } from '../seo/seo.rules';

/**
 * Server rendering of the public routes (issue 20: the HTML of the public routes carries the
 * rendered page, and the client hydrates it). The web build's server bundle
 * (`dist/server/entry-server.mjs`, apps/web vite.ssr.config.ts) renders a route for a guest from
 * the page's own boot data, asking the API in-process for anything else it reads. Its HTML goes
 * into `#root`; an absent or broken bundle, a render error or a render past its time leaves the
 * client-rendered page (logged, never an error page).
 *
 * Cheap under load: the rendered HTML is kept per (route path with its language, layout, bundle, the
 * boot data's configuration and dictionary) in
 * a bounded cache with the boot data it was rendered from, which the page then carries: a request
 * gets it at once while it is at most `SSR_MAX_STALE_MS` old, and a page older than `SSR_FRESH_MS`
 * whose boot data moved on is rendered again behind, one render per key at a time; so a storm of
 * requests renders at most once every `SSR_FRESH_MS` a page. A change that drops everything the
 * process keeps (feed.changes `CONTROL_CHANGE`: a development control's set price, started or
 * finished game; notices of other processes lost) drops the kept pages too: the next request is
 * rendered from the changed feed instead of served from before it for up to `SSR_MAX_STALE_MS`.
 */

/** The routes rendered on the server: the public lists, a game page, the casino lobby (issue 20). */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set(['home', 'betting', 'bettingGame', 'slots']);

/** Renders of routes kept (each a page's `#root` HTML and boot data, a few hundred kilobytes). */
export const SSR_CACHE_ENTRIES = 100;

/** A rendered page is served as it is while younger than this, whatever the feed did meanwhile. */
export const SSR_FRESH_MS = 2_000;

/**
 * A rendered page is served with its own boot data while younger than this even when the feed has
 * moved on (it is rendered again behind, once): every visitor gets the page at once, and the app
 * follows the feed from the versions the page carries (conditional reads, live deltas since its
 * version). Older, the request waits for a render from the newest data.
 */
export const SSR_MAX_STALE_MS = 30_000;

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

/**
 * A rendered `#root`: its HTML, what its first render depended on (the layout first; the browser
 * hydrates only when its own is the same) and the boot data it was rendered from, which the page
 * carries with it (the browser's first render must read the same).
 */
export interface RenderedRoot {
  html: string;
  signature: string;
  bootScript: string;
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
  options: { maxEntries?: number; timeoutMs?: number; freshMs?: number; maxStaleMs?: number } = {},
): ServerRenderer {
  const freshMs = options.freshMs ?? SSR_FRESH_MS;
  const maxStaleMs = options.maxStaleMs ?? SSR_MAX_STALE_MS;
  const cache = new DocumentCache<{ at: number; bootScript: string; root: RenderedRoot | null }>(options.maxEntries ?? SSR_CACHE_ENTRIES);
  const inFlight = new Map<string, Promise<RenderedRoot | null>>();
  // renders started before such a change answer who waits for them but are not kept
  let generation = 0;
  const stopListening = onFeedChanged(context, (change) => {
    if (change.tick) return;
    generation += 1;
    cache.clear();
    inFlight.clear();
  });
  app.addHook('onClose', async () => stopListening());

  async function request(read: { method: 'GET'; url: string; headers: Readonly<Record<string, string>> }) {
    const answer = await app.inject({ method: 'GET', url: read.url, headers: { ...read.headers } });
    return { status: answer.statusCode, headers: answer.headers as Record<string, string | string[] | undefined>, body: answer.body };
  }

  /** Renders a page from its boot data and keeps it; one render per key at a time. */
  function renderInto(key: string, bundle: ServerBundle, pathname: string, platform: 'mobile' | 'desktop', userAgent: string, bootScript: string): Promise<RenderedRoot | null> {
    const running = inFlight.get(key);
    if (running) return running;
    const startedIn = generation;
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
        const root = rendered && rendered.platform === platform ? { html: rendered.html, signature: rendered.signature, bootScript } : null;
        context.logger.debug('server render', { pathname, platform, ms: Math.round(performance.now() - startedAt), rendered: root !== null });
        if (startedIn === generation) cache.set(key, { at: performance.now(), bootScript, root });
        return root;
      } catch (error) {
        // a failed render is not kept: the next request tries again
        context.logger.warn('server render failed; the page is rendered in the browser', { pathname, error: String(error) });
        return null;
      }
    })();
    inFlight.set(key, render);
    void render.finally(() => {
      if (inFlight.get(key) === render) inFlight.delete(key);
    });
    return render;
  }

  return {
    async renderRoot(url, userAgent, bootScript) {
      const pathname = url.split(/[?#]/, 1)[0] ?? '/';
      if (!SERVER_RENDERED_ROUTES.has(matchRoute(pathname).route.name)) return null;
      const loaded = await loadBundle();
      if (!loaded) return null;
      const { bundle, version } = loaded;
      const platform = bundle.platformOfUserAgent(userAgent);
      // the configuration and the dictionary (the boot data before its feed parts) are never served stale:
      // a maintenance flag or a new text renders again at once
      const feedAt = bootScript.indexOf('"feed:');
      const settled = createHash('sha1').update(feedAt < 0 ? bootScript : bootScript.slice(0, feedAt)).digest('base64');
      const key = [pathname, platform, version, settled].join('|');
      const cached = cache.get(key);
      const age = cached ? performance.now() - cached.at : Infinity;
      // the same answers read at another time (the feed parts' readAt) are the same boot data; a
      // render that gave up (past its deadline on a loaded machine) is not kept as that page's answer
      // while the feed stays the same: it is tried again behind like a page older than `freshMs`
      const same = cached !== undefined && cached.root !== null && sameBootAnswers(cached.bootScript, bootScript);
      if (cached && (same || age < maxStaleMs)) {
        // served at once with the boot data it was rendered from (the app follows the feed from its
        // versions); a page older than `freshMs` is rendered again behind, from the newest boot data
        if (!same && age >= freshMs) void renderInto(key, bundle, pathname, platform, userAgent, bootScript);
        // with the boot data it was rendered from (its times of read too: the app's first render takes the answers as of then)
        return cached.root;
      }
      return renderInto(key, bundle, pathname, platform, userAgent, bootScript);
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
