import { splitUrl } from '../routes/route-matcher.rules';

/**
 * The query flag that keeps open modals through a navigation and names a modal to open
 * (`?modal=forgotpassword`, document 000 §2 and document 001 §2).
 */
export const MODAL_QUERY_PARAM = 'modal';
/** The value that opens the forgot-password modal (forgotpassword redirects home with it). */
export const FORGOT_PASSWORD_MODAL = 'forgotpassword';

/** Whether two URLs differ only in their hash. */
export function isHashOnlyChange(fromUrl: string, toUrl: string): boolean {
  const strip = (url: string): string => url.split('#', 1)[0] ?? '';
  return strip(fromUrl) === strip(toUrl) && fromUrl !== toUrl;
}

/**
 * Navigation closes all open modals unless a query flag is present or only the hash changed
 * (document 000 §2, document 001 §2). The first navigation has nothing to close.
 */
export function shouldCloseModals(fromUrl: string | null, toUrl: string): boolean {
  if (fromUrl === null) return false;
  if (Object.hasOwn(splitUrl(toUrl).query, MODAL_QUERY_PARAM)) return false;
  if (isHashOnlyChange(fromUrl, toUrl)) return false;
  return true;
}
