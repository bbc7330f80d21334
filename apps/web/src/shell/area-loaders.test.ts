import { ApiError } from '@kickoff/contracts';
import { createTestPlatform } from '@kickoff/platform';
import { ChunkReloadGuardService, type RemoteViewAreaLoader } from '@kickoff/remote-areas-core';
import { describe, expect, it } from 'vitest';
import { observable } from 'mobx';
import { ContainerModule } from 'inversify';
import { AppAreaLoader, MISSING_REMOTE_PAGE, RemoteContentLoader, areaChunkUrl, isMissingRemotePage, lazyPartImporter, type ModuleImporter } from './area-loaders';
import type { PageLocation } from '@kickoff/shell-core';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/area-casino-1.js');
const signal = new AbortController().signal;

function aLoader(importer: ModuleImporter) {
  const platform = createTestPlatform(Date.UTC(2026, 10, 22));
  const reloads: number[] = [];
  const loaded: ContainerModule[] = [];
  const reloader = { reload: () => reloads.push(platform.clock.now()), assign: () => undefined } satisfies PageLocation;
  const loader = new AppAreaLoader({ casino: '/assets/area-casino-1.js' }, importer, new ChunkReloadGuardService(platform.clock, platform.sessionStore, platform.logger), reloader, platform.logger, { loadModules: (modules) => loaded.push(...modules) });
  return { loader, reloads, platform, loaded };
}

describe('areaChunkUrl', () => {
  it.each([
    ['/assets/area-casino-1.js', 1, '/assets/area-casino-1.js'],
    ['/assets/area-casino-1.js', 2, '/assets/area-casino-1.js?attempt=2'],
    ['/src/areas/casino/index.tsx?v=1', 3, '/src/areas/casino/index.tsx?v=1&attempt=3'],
  ])('%s, attempt %i -> %s', (url, attempt, expected) => {
    expect(areaChunkUrl(url, attempt)).toBe(expected);
  });
});

describe('lazyPartImporter', () => {
  // issue 20: the coupon's placing loaded on the first pick; a press after a failed load must reach the server again
  it('asks for the part under a new URL after each failure and answers its module', async () => {
    const asked: string[] = [];
    let failures = 2;
    const part: { default?: unknown; couponPlacingModule: string } = { couponPlacingModule: 'module' };
    const load = lazyPartImporter('/assets/part-coupon-placing-1.js', (url) => {
      asked.push(url);
      if (failures-- > 0) return Promise.reject(chunkError());
      return Promise.resolve(part);
    }, () => Promise.reject(new Error('no fallback in a build')));
    await expect(load()).rejects.toThrow(TypeError);
    await expect(load()).rejects.toThrow(TypeError);
    await expect(load()).resolves.toBe(part);
    expect(asked).toEqual(['/assets/part-coupon-placing-1.js', '/assets/part-coupon-placing-1.js?attempt=2', '/assets/part-coupon-placing-1.js?attempt=3']);
  });

  it('imports through the fallback where the build gives no URL (unit tests)', async () => {
    const asked: string[] = [];
    const load = lazyPartImporter(undefined, (url) => {
      asked.push(url);
      return Promise.resolve({});
    }, () => Promise.resolve({ from: 'fallback' }));
    await expect(load()).resolves.toEqual({ from: 'fallback' });
    expect(asked).toEqual([]);
  });
});

describe('AppAreaLoader', () => {
  it('asks again under a new URL after a failure, reloads the page for the first chunk failure only (60 s rule)', async () => {
    const asked: string[] = [];
    let failures = 2;
    const { loader, reloads } = aLoader((url) => {
      asked.push(url);
      if (failures-- > 0) return Promise.reject(chunkError());
      return Promise.resolve({ default: { pages: {} } });
    });
    await expect(loader.load('casino', { signal })).rejects.toThrow('dynamically imported module');
    await expect(loader.load('casino', { signal })).rejects.toThrow('dynamically imported module');
    await expect(loader.load('casino', { signal })).resolves.toEqual({ pages: {} });
    expect(asked).toEqual(['/assets/area-casino-1.js', '/assets/area-casino-1.js?attempt=2', '/assets/area-casino-1.js?attempt=3']);
    expect(reloads).toHaveLength(1);
  });

  it('shares a load in flight and a loaded module', async () => {
    let calls = 0;
    const { loader } = aLoader(() => {
      calls += 1;
      return Promise.resolve({ default: { pages: {} } });
    });
    const [first, second] = await Promise.all([loader.load('casino', { signal }), loader.load('casino', { signal })]);
    await loader.load('casino', { signal });
    expect(first).toBe(second);
    expect(calls).toBe(1);
  });

  it('loads the container modules an area brings before answering the area', async () => {
    const own = new ContainerModule(() => undefined);
    const { loader, loaded } = aLoader(() => Promise.resolve({ default: { pages: {}, modules: [own] } }));
    await expect(loader.load('casino', { signal })).resolves.toEqual({ pages: {}, modules: [own] });
    expect(loaded).toEqual([own]);
  });

  it('refuses a module without pages and an unknown area', async () => {
    const { loader } = aLoader(() => Promise.resolve({ default: { nothing: true } }));
    await expect(loader.load('casino', { signal })).rejects.toThrow('exports no pages');
    await expect(loader.load('betting', { signal })).rejects.toThrow('no app area betting');
  });
});

describe('RemoteContentLoader', () => {
  const views = (outcome: () => Promise<unknown>) => ({ load: outcome }) as unknown as RemoteViewAreaLoader;

  it('turns the API 404 into the missing-page answer instead of a failure to retry', async () => {
    const loader = new RemoteContentLoader(views(() => Promise.reject(new ApiError(404, { code: 'not_found', messageKey: 'main_not_found' }))));
    await expect(loader.load('toto-content', { signal, fullPath: '/en/toto/x' })).resolves.toBe(MISSING_REMOTE_PAGE);
  });

  it('recognises the missing-page answer in the registry\'s observable copy, and never a view', () => {
    expect(isMissingRemotePage(observable({ ...MISSING_REMOTE_PAGE }))).toBe(true);
    expect(isMissingRemotePage({ appName: 'toto-content', title: 'Toto', body: '' })).toBe(false);
    expect(isMissingRemotePage(undefined)).toBe(false);
  });

  it('keeps other failures as failures', async () => {
    const loader = new RemoteContentLoader(views(() => Promise.reject(new ApiError(503, { code: 'internal_error', messageKey: 'main_error' }))));
    await expect(loader.load('toto-content', { signal, fullPath: '/en/toto' })).rejects.toMatchObject({ status: 503 });
  });
});
