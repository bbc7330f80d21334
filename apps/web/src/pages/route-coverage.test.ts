import { ROUTES, fillPattern, type RouteDefinition } from '@kickoff/guards-core';
import { describe, expect, it } from 'vitest';
import { SEED_PAGES } from '../../../api/src/modules/content/content.pages';
import type { AreaModule } from '../areas/area.types';
import { SHELL_PAGE_NAMES } from './RoutePage';

// The app's area bundles as the build finds them (the same files the area-chunks plugin emits).
const areaModules = import.meta.glob<{ default: AreaModule }>('../areas/*/index.tsx');
const BUNDLE_OF_ROUTE_AREA: Readonly<Record<string, string>> = { games: 'casino' };

/** Samples of the free parameters that name CMS content (a landing exists only for its campaigns). */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = { landingName: 'welcome' };

/** A path of the route with every parameter filled: the first choice of a constrained one, else a sample. */
function samplePath(route: RouteDefinition): string {
  const params: Record<string, string> = {};
  for (const segment of route.path.split('/')) {
    const param = /:([A-Za-z_]\w*)(?:\((.+)\))?\??$/.exec(segment);
    if (!param?.[1]) continue;
    const choices = param[2]?.replace(/\\d\+/, '1').split('|');
    params[param[1]] = choices?.[0] ?? SAMPLE_PARAMS[param[1]] ?? 'sample';
  }
  return fillPattern(route.path, params);
}

/** Whether the CMS seed has the path or one of its ancestors in English (the remote view's lookup). */
function cmsHas(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  for (let length = segments.length; length >= 1; length -= 1) {
    const candidate = segments.slice(0, length).join('/');
    if (SEED_PAGES.some((page) => page.path === candidate)) return true;
  }
  return false;
}

async function areaPages(area: string): Promise<AreaModule['pages'] | null> {
  const loader = areaModules[`../areas/${BUNDLE_OF_ROUTE_AREA[area] ?? area}/index.tsx`];
  return loader ? (await loader()).default.pages : null;
}

describe('every route of the table resolves to a page or to its redirect (issue 7)', () => {
  const pageRoutes = ROUTES.filter((route) => route.redirect === null && route.name !== 'notFound');

  it.each(pageRoutes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    if (SHELL_PAGE_NAMES.includes(route.name)) return;
    const pages = await areaPages(route.area);
    if (pages?.[route.name]) return;
    // Otherwise the page is the route's remote content view: the CMS must have it.
    expect(cmsHas(samplePath(route)), `CMS content for /${samplePath(route)}`).toBe(true);
  });
});
