import 'reflect-metadata';
import { FALLBACK_LANGUAGE } from '@kickoff/contracts';
import { HttpTransport, LiveStreamOpener } from '@kickoff/http-client';
import { AuthStatusService, PlatformService, Viewport, deviceOf } from '@kickoff/shell-core';
import { IdleScheduler } from '@kickoff/remote-areas-core';
import { enableStaticRendering } from 'mobx-react-lite';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { AppTree } from './app/AppTree';
import { FirstRenderPool } from './app/first-render';
import { prepareRoute } from './app/prepare-route';
import { createAppContainer } from './container';
import { createI18n } from './i18n/i18n';
import { languageOfPath } from './i18n/languages';
import { FixedViewport, neverIdle, serverAdapters } from './server/server-adapters';
import { ServerTransport, type ServerRequester } from './server/server-transport';
import { ModuleImporter } from './shell/area-loaders';

export type { ServerRequest, ServerRequester, ServerResponse } from './server/server-transport';

// issue 20: MobX observers render once on the server and subscribe to nothing.
enableStaticRendering(true);

/** The areas' entry modules, by the name the server build gives each area's URL (vite.ssr.config.ts). */
const AREA_MODULES = import.meta.glob<{ default?: unknown }>('./areas/*/index.tsx');
const serverImporter = (name: string): Promise<{ default?: unknown }> => {
  const load = AREA_MODULES[`./areas/${name}/index.tsx`];
  return load ? load() : Promise.reject(new Error(`no area ${name}`));
};

/** The layout a user agent gets from the server: a phone's or tablet's gets the mobile layout (document 000 §1). */
export function platformOfUserAgent(userAgent: string): 'mobile' | 'desktop' {
  const device = deviceOf(userAgent, 0);
  return device.isMobile ? 'mobile' : 'desktop';
}

/** What the server render is given: the page's URL, its boot data, the API in-process, the visitor's user agent, the time. */
export interface ServerRenderOptions {
  url: string;
  origin: string;
  bootParts: Readonly<Record<string, unknown>>;
  request: ServerRequester;
  userAgent: string;
  nowMs: number;
  /** The render gives up (rejects) after this long; default 3 s. */
  timeoutMs?: number;
}

/** A rendered page: the HTML of `#root`, the route, the layout drawn, what the render logged. */
export interface ServerRenderResult {
  html: string;
  routeName: string;
  platform: 'mobile' | 'desktop';
  warnings: string[];
}

/**
 * Renders a public page of the app for a guest (issue 20: the HTML carries the rendered page and
 * the browser hydrates it). The same container as the browser's with server adapters (a guest with
 * nothing stored, timers that never run, the API answering in-process, no live stream), the page's
 * language from its boot dictionary, the route made ready as the browser makes it before it
 * hydrates (navigation decided, area bundle loaded), then React's streaming renderer, whole once
 * every part is ready. Null when the route does not show a page of its own (a redirect, a 404).
 */
export async function render(options: ServerRenderOptions): Promise<ServerRenderResult | null> {
  const platform = platformOfUserAgent(options.userAgent);
  const pathname = new URL(options.url, options.origin).pathname;
  const language = languageOfPath(pathname);
  const adapters = serverAdapters(options.nowMs, options.bootParts);
  const container = createAppContainer(adapters, { origin: options.origin, userAgent: options.userAgent, maxTouchPoints: 0, pathname: () => pathname });
  container.rebind(HttpTransport).toConstantValue(new ServerTransport(options.request, language ?? FALLBACK_LANGUAGE));
  container.rebind(LiveStreamOpener).toConstantValue({ open: () => null });
  container.rebind(ModuleImporter).toConstantValue(serverImporter);
  container.rebind(Viewport).toConstantValue(new FixedViewport(platform === 'mobile'));
  container.rebind(IdleScheduler).toConstantValue(neverIdle);

  const timeoutMs = options.timeoutMs ?? 3000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    const i18n = await createI18n(language, adapters.bootData);
    const prepared = await Promise.race([prepareRoute(container, options.url, deadline), deadline.then(() => null)]);
    if (!prepared?.routeName) return null;
    if (container.get(AuthStatusService).isAuthorized) throw new Error('the server render is a guest');
    const drawn = container.get(PlatformService).platform;
    const pool = new FirstRenderPool();
    const html = await renderToString(<AppTree container={container} i18n={i18n} location={options.url} firstRender={pool} />, deadline);
    pool.finish();
    prepared.release();
    const warnings = adapters.logger.entries.filter((entry) => entry.level === 'warn' || entry.level === 'error').map((entry) => entry.message);
    return { html, routeName: prepared.routeName, platform: drawn, warnings };
  } finally {
    clearTimeout(timer);
  }
}

/** The whole HTML of a tree from React's streaming renderer, once all of it is ready; rejects on an error or at `deadline`. */
function renderToString(tree: ReactNode, deadline: Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => (failed ? reject(failed) : resolve(Buffer.concat(chunks).toString('utf8'))));
    const stream = renderToPipeableStream(tree, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        failed ??= error;
      },
    });
    void deadline.then(() => {
      stream.abort(new Error('server render timed out'));
      reject(new Error('server render timed out'));
    });
  });
}
