import 'reflect-metadata';
import { FALLBACK_LANGUAGE } from '@kickoff/contracts';
import { HttpTransport, LiveStreamOpener } from '@kickoff/http-client';
import { AuthStatusService, PlatformService, Viewport, deviceOf } from '@kickoff/shell-core';
import { IdleScheduler } from '@kickoff/remote-areas-core';
import { enableStaticRendering } from 'mobx-react-lite';
import { PassThrough } from 'node:stream';
import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { AppTree } from './app/AppTree';
import { FirstRenderPool } from './app/first-render';
import { prepareRoute } from './app/prepare-route';
import { firstRenderSignature } from './app/first-render-signature';
import { createAppContainer } from './container';
import { createI18n } from './i18n/i18n';
import { languageOfPath } from './i18n/languages';
import { takeBootDateParts } from './features/format/format';
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

/** A rendered page: the HTML of `#root`, the route, the layout drawn, what its first render depended on, what the render logged. */
export interface ServerRenderResult {
  html: string;
  routeName: string;
  platform: 'mobile' | 'desktop';
  signature: string;
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
    // issue 20: the dates written as the browser writes them, from the page's date parts
    takeBootDateParts(adapters.bootData, language ?? FALLBACK_LANGUAGE);
    const prepared = await Promise.race([prepareRoute(container, options.url, deadline), deadline.then(() => null)]);
    if (!prepared?.routeName) return null;
    if (container.get(AuthStatusService).isAuthorized) throw new Error('the server render is a guest');
    const drawn = container.get(PlatformService).platform;
    const signature = firstRenderSignature(container);
    let html = await renderOnce(container, i18n, options.url, deadline);
    // A part that suspended (a lazy component's first use in this process) is sent after the rest
    // with an inline script to move it in place, which the page's Content-Security-Policy refuses:
    // the render is made again, now with every lazy part loaded, so the whole page is in place.
    if (OUTLINED_PART.test(html)) html = await renderOnce(container, i18n, options.url, deadline);
    if (OUTLINED_PART.test(html)) throw new Error('the server render has parts outside the page');
    prepared.release();
    const warnings = adapters.logger.entries.filter((entry) => entry.level === 'warn' || entry.level === 'error').map((entry) => entry.message);
    return { html, routeName: prepared.routeName, platform: drawn, signature, warnings };
  } finally {
    clearTimeout(timer);
  }
}

/** React's marks of a part sent apart from its place (a boundary still pending in the HTML, its template, its inline scripts). */
const OUTLINED_PART = /<!--\$\?-->|<template id="B:|<script>/;

/** One render of the app's tree for the URL, its read observers made during the render. */
async function renderOnce(container: Container, i18n: i18n, url: string, deadline: Promise<void>): Promise<string> {
  const pool = new FirstRenderPool();
  try {
    return await renderToString(<AppTree container={container} i18n={i18n} location={url} firstRender={pool} />, deadline);
  } finally {
    pool.finish();
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
      // the page is sent whole from the cache: no part is split off to be moved in place by a script
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
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
