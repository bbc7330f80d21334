import type { ShellPage } from '../shell/shell.ports';

/** The auth status is polled every 60,000 ms while the page is visible (document 000 §9). */
export const AUTH_POLL_INTERVAL_MS = 60_000;
/** Polling pauses once the page has been hidden for 30 s (document 001 §9 "Page-hidden pause after 30 s"). */
export const AUTH_HIDDEN_PAUSE_AFTER_MS = 30_000;

/**
 * A return URL reduced to a path on the site's own origin, or `null` when it points elsewhere or
 * cannot be parsed (ARCHITECTURE "return URLs are kept to the site's own origin"). Relative paths
 * resolve against the origin; protocol-relative (`//evil.com`) and other origins are refused.
 */
export function sameOriginPath(returnUrl: string | null, origin: string): string | null {
  if (returnUrl === null || returnUrl.trim() === '') return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(returnUrl, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  // `https://site//evil.test` keeps the origin but its path would read as protocol-relative.
  if (/^[/\\]{2}/.test(target.pathname)) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Where to go when the sign-in state changes (document 000 §4 "a page not exempt redirects to the
 * return URL, else the previous route, else home"). `null` means stay: the page is exempt, or the
 * destination is the page itself.
 */
export function authChangeDestination(page: ShellPage, origin: string): string | null {
  if (page.isAuthChangeExempt) return null;
  const destination = sameOriginPath(page.returnUrl, origin) ?? sameOriginPath(page.previousPath, origin) ?? page.homePath;
  return destination === page.path ? null : destination;
}

/** What the shell does after a logout call. */
export type LogoutOutcome = { kind: 'navigate'; path: string } | { kind: 'reload' };

/**
 * The logout destination (document 000 §4, document 001 §4 and §8): home when the page requires
 * auth, else a reload; a failed logout reloads.
 */
export function logoutOutcome(page: Pick<ShellPage, 'requiresAuth' | 'homePath'>, succeeded: boolean): LogoutOutcome {
  if (succeeded && page.requiresAuth) return { kind: 'navigate', path: page.homePath };
  return { kind: 'reload' };
}

/** The kinds of change of sign-in state. */
export type AuthChange = 'signed-in' | 'signed-out' | 'switched-user' | 'none';

/** Classifies a move between two user ids; the first known state (`undefined` before) is no change. */
export function authChange(previous: number | null | undefined, next: number | null): AuthChange {
  if (previous === undefined || previous === next) return 'none';
  if (previous === null) return 'signed-in';
  if (next === null) return 'signed-out';
  return 'switched-user';
}
