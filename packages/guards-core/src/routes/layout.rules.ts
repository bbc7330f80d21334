import { isHashOnlyChange } from '../modals/modal-close.rules';
import type { Layout, RouteMatch } from './route.types';

/** What the layout shows for a route (document 000 §2 "Layouts", document 001 §2 "Layout meta"). */
export interface LayoutMeta {
  layout: Layout;
  showBottomNav: boolean;
  showFooter: boolean;
  showSeo: boolean;
  /** The optional snow animation belongs to the home page of the main layout. */
  snowAllowed: boolean;
}

/** The layout meta of a matched route. */
export function layoutMeta(match: RouteMatch): LayoutMeta {
  const { route } = match;
  const framed = route.layout === 'main' || route.layout === 'casino';
  return {
    layout: route.layout,
    showBottomNav: framed && !route.hidesBottomNav,
    showFooter: framed && !route.hidesFooter,
    showSeo: framed && !route.hidesSeo,
    snowAllowed: route.name === 'home',
  };
}

/**
 * Navigation scrolls to the top unless the route says otherwise (document 000 §2); a change of
 * the hash only is an in-page jump and never scrolls to the top.
 */
export function shouldScrollToTop(fromUrl: string | null, toUrl: string, toMatch: RouteMatch): boolean {
  if (fromUrl !== null && isHashOnlyChange(fromUrl, toUrl)) return false;
  if (toMatch.route.keepsScroll && fromUrl !== null) return false;
  return true;
}

/** The scroll-to-top button appears after 4 screens on mobile, 1 otherwise (document 001 §9). */
export function scrollTopButtonThresholdScreens(isMobile: boolean): number {
  return isMobile ? 4 : 1;
}

/** Routes where the account-switch message is suppressed (document 001 §2: Bingo is in the list). */
export const ACCOUNT_SWITCH_SILENT_ROUTES: readonly string[] = ['bingo'];

/** Whether the account-switch success message is suppressed on a route (document 001 §8). */
export function isAccountSwitchMessageSuppressed(routeName: string | null): boolean {
  return routeName !== null && ACCOUNT_SWITCH_SILENT_ROUTES.includes(routeName);
}

/** The error page of a route error: 404 stays 404, any other or unknown status is a 500 (document 000 §8). */
export function routeErrorStatus(status: number | null | undefined): 404 | 500 {
  return status === 404 ? 404 : 500;
}
