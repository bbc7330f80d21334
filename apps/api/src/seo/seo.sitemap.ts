import { ROUTES, gamePath } from '@kickoff/guards-core/routes';
import { API_PREFIXES } from '../http/security';
import type { SeoGame } from './seo.repository';
import { escapeHtml, isPrivateRoute } from './seo.rules';

/** The public pages every language's sitemap lists (paths after the language prefix; '' is the home page). */
export const SITEMAP_PAGES = ['', 'live/all', 'line/all', 'slots', 'live-casino', 'promotions', 'results', 'information/about', 'information/contacts', 'information/howbet', 'information/responsiblegaming'] as const;

/** A sitemap holds at most 50,000 URLs (the sitemap protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

/** The sitemap index (`/sitemap.xml`): one sitemap per public language. */
export function sitemapIndexXml(origin: string, languages: readonly string[]): string {
  const items = languages.map((lang) => `  <sitemap><loc>${escapeHtml(new URL(`/sitemap-${lang}.xml`, origin).href)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One language's sitemap: the public pages, then the line and live games (regenerated as games come and go). */
export function languageSitemapXml(origin: string, lang: string, games: readonly SeoGame[]): string {
  const urls = [
    ...SITEMAP_PAGES.map((path) => `/${lang}${path ? `/${path}` : ''}`),
    ...games.map((game) => gamePath(lang, game.status === 0 ? 'line' : 'live', game)),
  ].slice(0, SITEMAP_MAX_URLS);
  const items = urls.map((path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

/**
 * The static start of a route pattern (`office/history` of `office/history`, `registration` of
 * `registration/:type?`), or null when the pattern starts with a parameter.
 */
function staticPrefix(pattern: string): string | null {
  const parts: string[] = [];
  for (const part of pattern.split('/')) {
    if (part.includes(':') || part.includes('*') || part === '') break;
    parts.push(part);
  }
  return parts.length > 0 ? parts.join('/') : null;
}

/**
 * `robots.txt`: the API and the private pages (the routes the search-bot rules keep out of the
 * index: office, registration, sign-in, technical pages) are disallowed under every language
 * prefix; the sitemap index is named.
 */
export function robotsTxt(origin: string): string {
  const prefixes = new Set<string>();
  for (const route of ROUTES) {
    if (!isPrivateRoute(route)) continue;
    const prefix = staticPrefix(route.path);
    if (prefix) prefixes.add(prefix);
  }
  // Robots rules match by prefix: one covered by a shorter one (office covers office/history) is left out.
  const sorted = [...prefixes].sort();
  const kept = sorted.filter((prefix) => !sorted.some((other) => other !== prefix && prefix.startsWith(other)));
  const lines = ['User-agent: *', ...API_PREFIXES.map((prefix) => `Disallow: ${prefix}`), ...kept.map((prefix) => `Disallow: /*/${prefix}`), 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`];
  return `${lines.join('\n')}\n`;
}
