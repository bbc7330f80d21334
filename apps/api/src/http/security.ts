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

/**
 * The headers every answer carries (ARCHITECTURE.md "Security decisions"; issue 19): no MIME
 * sniffing, the referrer kept to the origin on other sites, the Content-Security-Policy, and HSTS
 * when the public origin is https. One object, built once: the app's `onSend` hook and the poll fast
 * path (poll-answers.ts) send the same set.
 */
export function securityHeaders(settings: { hsts: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': CONTENT_SECURITY_POLICY,
    ...(settings.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  });
}

/** Path prefixes of API calls: never answered with the app's index.html. */
export const API_PREFIXES = ['/bff-api/', '/web-api/', '/limit-service-api/', '/redirects-api/', '/blocks-api/', '/social-api/', '/dev-api/', '/casino-api/', '/health'];

/** Whether a path belongs to the API. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}
