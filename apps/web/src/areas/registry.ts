import type { RouteArea } from '@kickoff/guards-core';
import areaUrls from './area-urls';

/** The URLs of the app's own area bundles (`src/areas/<area>/index.tsx`), by name. */
export const APP_AREA_URLS: Readonly<Record<string, string>> = areaUrls;

/** The app's own area bundles, by name. */
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
