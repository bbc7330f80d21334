/**
 * Keeps a return URL on the site's own origin (ARCHITECTURE.md "Security decisions"): a path on the
 * site (`/en/live?x=1`) or an absolute URL of `origin` becomes a path; anything else (another host,
 * `//evil`, `javascript:`, backslashes) becomes `/`.
 */
export function safeReturnUrl(candidate: string | undefined, origin: string): string {
  if (!candidate) return '/';
  const text = candidate.trim();
  if (!text || text.includes('\\') || [...text].some((char) => char.charCodeAt(0) < 0x20)) return '/';
  try {
    const base = new URL(origin);
    const target = new URL(text, base);
    if (target.origin !== base.origin) return '/';
    if (!text.startsWith('/') && !/^https?:\/\//i.test(text)) return '/';
    if (text.startsWith('//')) return '/';
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}
