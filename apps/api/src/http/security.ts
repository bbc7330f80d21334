/**
 * The Content-Security-Policy of the app (ARCHITECTURE.md, "Security decisions"): scripts only from
 * the site's own origin and never `unsafe-eval`, so remote views cannot run `codeToEval` text.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Path prefixes of API calls: never answered with the app's index.html. */
export const API_PREFIXES = ['/bff-api/', '/web-api/', '/limit-service-api/', '/redirects-api/', '/blocks-api/', '/social-api/', '/dev-api/', '/casino-api/', '/health'];

/** Whether a path belongs to the API. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}
