import type { RouteArea } from '@kickoff/guards-core';
import { Logger } from '@kickoff/platform';
import { ChunkReloadGuard, type AreaLoadContext, type AreaLoader, type ChunkReloadGuardService } from '@kickoff/remote-areas-core';
import { inject, injectable } from 'inversify';
import areaUrls from 'virtual:kickoff-area-urls';
import { PageReloader } from '../shell/page-reloader';
import type { AreaModule } from './area.types';

/** The app's own area bundles (`src/areas/<area>/index.tsx`), by name. */
export const APP_AREA_NAMES: readonly string[] = Object.keys(areaUrls);

/** The route areas whose pages come from an app bundle of another name. */
const BUNDLE_OF_ROUTE_AREA: Partial<Record<RouteArea, string>> = { games: 'casino' };

/** The app bundle that renders a route area's pages, or null when its pages are remote views. */
export function appAreaOf(area: RouteArea): string | null {
  const name = BUNDLE_OF_ROUTE_AREA[area] ?? area;
  return Object.hasOwn(areaUrls, name) ? name : null;
}

/** The registry name of a route area's remote content view (kept apart from the app bundle's name). */
export function remoteViewNameOf(area: RouteArea): string {
  return area === 'shell' ? 'technical-pages' : `${area}-content`;
}

function isAreaModule(value: unknown): value is AreaModule {
  return typeof value === 'object' && value !== null && typeof (value as { pages?: unknown }).pages === 'object' && (value as { pages?: unknown }).pages !== null;
}

/**
 * Loads the app's area bundles with `import()` (document 000 §4). A browser remembers a failed
 * module fetch for the page's lifetime, so a retry after a failure asks for the chunk under a new
 * URL (`?attempt=n`); a chunk failure also asks the stale-deploy rule whether to reload the page
 * (at most once per 60 s, document 000 §8).
 */
@injectable()
export class AppAreaLoader implements AreaLoader {
  private readonly loaded = new Map<string, Promise<AreaModule>>();
  private readonly failures = new Map<string, number>();

  constructor(
    @inject(ChunkReloadGuard) private readonly chunkReload: ChunkReloadGuardService,
    @inject(PageReloader) private readonly reloader: PageReloader,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  load(appName: string, _context: AreaLoadContext): Promise<AreaModule> {
    const running = this.loaded.get(appName);
    if (running) return running;
    const url = areaUrls[appName];
    if (url === undefined) return Promise.reject(new Error(`no app area ${appName}`));
    const failures = this.failures.get(appName) ?? 0;
    const request = import(/* @vite-ignore */ failures === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}attempt=${failures + 1}`).then(
      (module: { default?: unknown }) => {
        if (!isAreaModule(module.default)) throw new Error(`area ${appName} exports no pages`);
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
