import { isApiError } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import { ChunkReloadGuard, RemoteViewLoader, type AreaLoadContext, type AreaLoader, type ChunkReloadGuardService, type RemoteViewAreaLoader } from '@kickoff/remote-areas-core';
import { inject, injectable, type ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AreaModule } from '../areas/area.types';
import { PageLocation } from '@kickoff/shell-core';

/** The URLs of the app's area bundles by name (`src/areas/area-urls.ts` as the build fills it). */
export const AppAreaUrls = Symbol.for('AppAreaUrls') as ServiceIdentifier<Readonly<Record<string, string>>>;

/** Imports a module by URL (`import()` in the browser; replaced in tests). */
export type ModuleImporter = (url: string) => Promise<{ default?: unknown }>;
export const ModuleImporter = Symbol.for('ModuleImporter') as ServiceIdentifier<ModuleImporter>;

/** The browser's `import()` of a URL. */
export const browserImporter: ModuleImporter = (url) => import(/* @vite-ignore */ url) as Promise<{ default?: unknown }>;

/** Loads container modules into the app's live container, each once (the composition root binds it). */
export interface AreaContainer {
  loadModules(modules: readonly ContainerModule[]): void;
}
export const AreaContainer = Symbol.for('AreaContainer') as ServiceIdentifier<AreaContainer>;

function isAreaModule(value: unknown): value is AreaModule {
  return typeof value === 'object' && value !== null && typeof (value as { pages?: unknown }).pages === 'object' && (value as { pages?: unknown }).pages !== null;
}

/** The URL of attempt `attempt` (1-based): the chunk's own URL first, then `?attempt=n`. */
export function areaChunkUrl(url: string, attempt: number): string {
  return attempt <= 1 ? url : `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

/**
 * Imports a feature part the app loads on first use (issue 20: the coupon's placing on the first
 * pick): by the URL the build gives it, and after each failure under a new URL (`areaChunkUrl`), as
 * the areas: a browser keeps a failed `import()` for the page's lifetime, so asking again under the
 * same URL would never reach the server and the player's next press could not load it. Outside a
 * build (no URL) it imports through `fallback`.
 */
export function lazyPartImporter<T>(url: string | undefined, importer: ModuleImporter, fallback: () => Promise<T>): () => Promise<T> {
  let failures = 0;
  return async () => {
    if (url === undefined) return fallback();
    try {
      return (await importer(areaChunkUrl(url, failures + 1))) as T;
    } catch (error) {
      failures += 1;
      throw error;
    }
  };
}

/**
 * Loads the app's area bundles by URL (document 000 §4). A browser remembers a failed module
 * fetch for the page's lifetime, so an attempt after a failure asks for the chunk under a new URL;
 * a chunk failure also asks the stale-deploy rule whether to reload the page (at most once per
 * 60 s, document 000 §8). A load in flight or done is shared. The container modules an area brings
 * (`AreaModule.modules`) are loaded into the app's container before the area is answered.
 */
@injectable()
export class AppAreaLoader implements AreaLoader {
  private readonly loaded = new Map<string, Promise<AreaModule>>();
  private readonly failures = new Map<string, number>();

  constructor(
    @inject(AppAreaUrls) private readonly urls: Readonly<Record<string, string>>,
    @inject(ModuleImporter) private readonly importer: ModuleImporter,
    @inject(ChunkReloadGuard) private readonly chunkReload: ChunkReloadGuardService,
    @inject(PageLocation) private readonly reloader: PageLocation,
    @inject(Logger) private readonly logger: Logger,
    @inject(AreaContainer) private readonly container: AreaContainer,
  ) {}

  load(appName: string, _context: AreaLoadContext): Promise<AreaModule> {
    const running = this.loaded.get(appName);
    if (running) return running;
    const url = Object.hasOwn(this.urls, appName) ? this.urls[appName] : undefined;
    if (url === undefined) return Promise.reject(new Error(`no app area ${appName}`));
    const failures = this.failures.get(appName) ?? 0;
    const request = this.importer(areaChunkUrl(url, failures + 1)).then(
      (module) => {
        if (!isAreaModule(module.default)) throw new Error(`area ${appName} exports no pages`);
        // issue 20: the services only this area's pages use are bound before its pages render.
        if (module.default.modules) this.container.loadModules(module.default.modules);
        return module.default;
      },
      (error: unknown) => {
        this.loaded.delete(appName);
        this.failures.set(appName, failures + 1);
        if (this.chunkReload.onLoadError(error) === 'reload-page') this.reloader.reload();
        else this.logger.warn('area chunk failed', { appName, error: String(error) });
        throw error;
      },
    );
    this.loaded.set(appName, request);
    return request;
  }
}

/** What a remote content view resolves with when the CMS has no page for the path. */
export const MISSING_REMOTE_PAGE = Object.freeze({ missing: true as const });

/** Whether a loaded remote view is the CMS's "no such page" (by shape: the registry keeps an observable copy). */
export function isMissingRemotePage(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { missing?: unknown }).missing === true;
}

/**
 * Remote content views through remote-areas-core's loader; a 404 from the API is an answer (the
 * page does not exist: the visitor sees the 404 page), not a failure to retry.
 */
@injectable()
export class RemoteContentLoader implements AreaLoader {
  constructor(@inject(RemoteViewLoader) private readonly views: RemoteViewAreaLoader) {}

  async load(appName: string, context: AreaLoadContext): Promise<unknown> {
    try {
      return await this.views.load(appName, context);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return MISSING_REMOTE_PAGE;
      throw error;
    }
  }
}
