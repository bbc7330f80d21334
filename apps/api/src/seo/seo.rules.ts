import type { SeoAlternate, SeoContent, SeoCustomCanonical, SeoMeta } from '@kickoff/contracts';
import type { RouteDefinition } from '@kickoff/guards-core';

/** A stored SEO row (table `seo_pages`) as the rules read it. */
export interface SeoRow {
  path: string;
  title: string;
  description: string;
  breadcrumb: string;
  metaRobots: string;
  hierarchyMetaRobots: string | null;
  metas: SeoMeta[];
  customCanonical: SeoCustomCanonical | null;
  content: SeoContent | null;
}

/** The robots value of pages no search engine should list (this design's search-bot rule, below). */
export const NOINDEX_ROBOTS = 'noindex, nofollow';

/** The robots value of a page without any stored row. */
export const DEFAULT_ROBOTS = 'index, follow';

/** The stored path of the game pages' templates. */
export const GAME_TEMPLATE_PATH = ':game';

/** Whether a robots value says noindex (document 001 §5 "Meta robots with noindex disables the canonical link"). */
export function isNoindex(robots: string): boolean {
  return robots
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .some((part) => part === 'noindex' || part === 'none');
}

/**
 * The ancestors of a page path, nearest first, ending with the home page (''):
 * `live/all/1-football` -> `live/all/1-football`, `live/all`, `live`, ''.
 */
export function pathLineage(path: string): string[] {
  const parts = path.split('/').filter((part) => part !== '');
  const lineage: string[] = [];
  for (let length = parts.length; length > 0; length -= 1) lineage.push(parts.slice(0, length).join('/'));
  lineage.push('');
  return lineage;
}

/**
 * The row that speaks for a page and the robots value it gives: the page's own row with its
 * metaRobots, else the nearest ancestor's row, whose hierarchyMetaRobots (when set) is what the
 * pages below it get (document 001 §3 "hierarchyMetaRobots").
 */
export function pickRow(path: string, rows: readonly SeoRow[]): { row: SeoRow | null; robots: string } {
  for (const candidate of pathLineage(path)) {
    const row = rows.find((item) => item.path === candidate);
    if (!row) continue;
    const own = candidate === path.split('/').filter(Boolean).join('/');
    return { row, robots: own ? row.metaRobots : (row.hierarchyMetaRobots ?? row.metaRobots) };
  }
  return { row: null, robots: DEFAULT_ROBOTS };
}

/**
 * Pages search engines must not list, whatever the stored data says (this design's reading of the
 * search-bot rules of documents 000 §4 and 001 §4, which leave bots out of personal flows): pages
 * that need a signed-in player or a guest (office, registration, sign-in), technical pages without
 * the main layout (blocks, maintenance, payment results, print), and unknown paths.
 */
export function isPrivateRoute(route: RouteDefinition): boolean {
  return route.name === 'notFound' || route.authRequired || route.guestOnly || route.name === 'login' || route.layout !== 'main' && route.layout !== 'casino';
}

/** Fills `{name}` placeholders of a stored template; unknown names stay as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z0-9]+)\}/gi, (whole, name: string) => values[name] ?? whole);
}

/**
 * The canonical URL of a page (document 001 §3 customCanonical, §5): none when the robots value
 * says noindex; mode `url` points at the target (a path is taken on the site's origin); mode
 * `mirror` keeps the page's path on the named host; otherwise the page's own path on the origin.
 */
export function canonicalUrl(origin: string, pagePath: string, robots: string, custom: SeoCustomCanonical | null): string | null {
  if (isNoindex(robots)) return null;
  if (custom?.mode === 'url' && custom.targetUrl) return new URL(custom.targetUrl, origin).href;
  if (custom?.mode === 'mirror' && custom.domainHost) return `${new URL(origin).protocol}//${custom.domainHost}${pagePath}`;
  return new URL(pagePath, origin).href;
}

/**
 * The alternates of a page (document 001 §3 "Alternate links"): the same page in every available
 * language, then `x-default` in the fallback language; on the mirror's host when the canonical
 * names one. None for a noindex page (nothing of it is listed).
 */
export function alternateLinks(origin: string, restPath: string, languages: readonly string[], fallbackLanguage: string, robots: string, custom: SeoCustomCanonical | null): SeoAlternate[] {
  if (isNoindex(robots)) return [];
  const base = new URL(origin);
  const host = custom?.mode === 'mirror' && custom.domainHost ? custom.domainHost : base.host;
  const link = (lang: string, pathLang: string): SeoAlternate => {
    const urlPath = `/${pathLang}${restPath ? `/${restPath}` : ''}`;
    return { hreflang: { lang, href: `${base.protocol}//${host}${urlPath}` }, mediaType: null, urlPath, targetDomainHost: host };
  };
  const fallback = languages.includes(fallbackLanguage) ? fallbackLanguage : languages[0];
  return [...languages.map((lang) => link(lang, lang)), ...(fallback ? [link('x-default', fallback)] : [])];
}

/** Text for an HTML text node or a double-quoted attribute: every markup character escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>`, `&` and the line separators
 * escaped as JSON unicode escapes, so no value can close the script element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The SEO block's paragraphs: the content split at blank lines, trimmed, empty ones dropped. */
export function contentParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The description a CMS page's head gives (`<meta name="description" content="...">`), entities decoded; null when none. */
export function headDescription(head: string): string | null {
  const match = /<meta\s+name=["']description["']\s+content=(["'])([\s\S]*?)\1/i.exec(head);
  if (!match) return null;
  return (match[2] ?? '').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}
