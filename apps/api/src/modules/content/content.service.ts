import { REMOTE_VIEW_PATH_LENGTH_MAX, REMOTE_VIEW_PATH_SEGMENTS_MAX, type BlockData, type RedirectResponse, type RemoteViewComponent, type RemoteViewData } from '@kickoff/contracts';
import { fallbackChain } from '@kickoff/guards-core/languages';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { blockRulesFor, pagesIn, redirectRuleFrom, type PageRow } from './content.repository';

const LANGUAGE_SEGMENT = /^[a-z]{2}$/;
const FALLBACK_LANGUAGE = 'en';
/** Redirect chains longer than this are treated as cyclic and not followed (document 001 §8). */
const MAX_REDIRECT_HOPS = 5;

/**
 * The languages a CMS text is read in, best first (the stated fallback, as the UI's bundles): the
 * language, a regional variant's language (br → pt), then English.
 */
export function contentLanguages(language: string): string[] {
  return [language, ...fallbackChain(language).filter((code) => code !== language)];
}

/** The row of the best language among `rows` for a path, or undefined. */
function bestRow<R extends { path: string; lang: string }>(rows: readonly R[], path: string, languages: readonly string[]): R | undefined {
  for (const language of languages) {
    const row = rows.find((candidate) => candidate.path === path && candidate.lang === language);
    if (row) return row;
  }
  return undefined;
}

/** A page URL split into its language prefix (null when none) and the path after it, without slashes at the ends. */
export function splitPageUrl(url: string): { language: string | null; path: string; search: string } {
  const queryIndex = url.search(/[?#]/);
  const pathname = queryIndex < 0 ? url : url.slice(0, queryIndex);
  const search = queryIndex < 0 ? '' : url.slice(queryIndex).split('#', 1)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const language = first !== undefined && LANGUAGE_SEGMENT.test(first) ? first : null;
  return { language, path: (language === null ? segments : segments.slice(1)).join('/'), search };
}

/**
 * The content page for a path in a language: the page itself, else its nearest ancestor (a section
 * page stands for the sub-pages the CMS does not have, e.g. `lotto` for `lotto/keno/12`); the
 * requested language first, then a regional variant's language, then English. Null when none exists.
 */
export async function findContentPage(db: Queryable, path: string, language: string): Promise<PageRow | null> {
  // Bounded before any work (issue 19): a path too long or too deep has no content, so the
  // ancestor list below is at most REMOTE_VIEW_PATH_SEGMENTS_MAX short strings.
  if (path.length > REMOTE_VIEW_PATH_LENGTH_MAX) return null;
  const segments = path.split('/').filter(Boolean);
  if (segments.length > REMOTE_VIEW_PATH_SEGMENTS_MAX) return null;
  const candidates: string[] = [];
  let prefix = '';
  for (const segment of segments) candidates.unshift((prefix = prefix ? `${prefix}/${segment}` : segment));
  if (candidates.length === 0) return null;
  const languages = contentLanguages(language);
  const rows = await pagesIn(db, candidates, languages);
  for (const candidate of candidates) {
    const match = bestRow(rows, candidate, languages);
    if (match) return match;
  }
  return null;
}

function toView(appName: string, page: Pick<PageRow, 'title' | 'head' | 'body' | 'style' | 'css_to_load' | 'scripts_to_load'>): RemoteViewData {
  // codeToEval stays empty: the Content-Security-Policy forbids eval, and the shell never runs it.
  return { appName, title: page.title, codeToEval: '', scriptsToLoad: page.scripts_to_load, head: page.head, body: page.body, style: page.style, cssToLoad: page.css_to_load };
}

/** The remote view of a page path (`<lang>/<path>`); 404 when the CMS has neither the page nor a section page. */
export async function loadView(context: AppContext, appName: string, pagePath: string): Promise<RemoteViewData> {
  const { language, path } = splitPageUrl(`/${pagePath}`);
  const page = await findContentPage(context.db, path, language ?? FALLBACK_LANGUAGE);
  if (!page) throw notFound({ message: `no content for /${pagePath}` });
  return toView(appName, page);
}

/** The POST variant: the asked components, each a `components/<name>` content block, in order. */
export async function loadComponents(context: AppContext, appName: string, pagePath: string, components: readonly RemoteViewComponent[]): Promise<RemoteViewData> {
  const { language } = splitPageUrl(`/${pagePath}`);
  // One query for all the components (their count is bounded by the contract); each is an exact
  // CMS block, never an ancestor.
  const languages = contentLanguages(language ?? FALLBACK_LANGUAGE);
  const rows = await pagesIn(context.db, components.map((component) => `components/${component.name}`), languages);
  const parts: Array<PageRow & { component: string }> = [];
  for (const component of components) {
    const path = `components/${component.name}`;
    const page = bestRow(rows, path, languages);
    if (page) parts.push({ ...page, component: component.name });
  }
  if (parts.length === 0) throw notFound({ message: 'none of the components exists' });
  return toView(appName, {
    title: parts[0]?.title ?? '',
    head: parts.map((part) => part.head).join(''),
    body: parts.map((part) => `<section data-component="${part.component}">${part.body}</section>`).join(''),
    style: parts.map((part) => part.style).join('\n'),
    css_to_load: parts.flatMap((part) => part.css_to_load),
    scripts_to_load: parts.flatMap((part) => part.scripts_to_load),
  });
}

/**
 * The block data of a page URL (document 001 §7): the most specific rule whose prefix starts the
 * URL's path (with or without its language prefix) and that applies to the visitor's sign-in state.
 */
export async function findBlock(db: Queryable, url: string, auth: boolean): Promise<BlockData> {
  const { path } = splitPageUrl(url);
  const rawPath = url.split(/[?#]/, 1)[0] ?? '/';
  const rows = await blockRulesFor(db, auth ? 'users' : 'guests');
  const bare = `/${path}`;
  const rule = rows.find((row) => bare.startsWith(row.url_prefix) || rawPath.startsWith(row.url_prefix));
  return rule ? { displayTypeId: rule.display_type_id, templateTypeId: rule.template_type_id } : { displayTypeId: null, templateTypeId: null };
}

/** The redirect-light answer (document 001 §3, §7): the rules applied in order, a cycle stopping the chain. */
export async function findRedirect(db: Queryable, url: string): Promise<RedirectResponse> {
  const { language, path, search } = splitPageUrl(url);
  const breadcrumbs: Array<{ route_from: string; route_to: string }> = [];
  let current = `/${path}`;
  let code: number | null = null;
  const seen = new Set<string>([current]);
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop += 1) {
    const rule = await redirectRuleFrom(db, current);
    if (!rule || seen.has(rule.route_to)) break;
    breadcrumbs.push({ route_from: current, route_to: rule.route_to });
    code ??= rule.code;
    current = rule.route_to;
    seen.add(current);
  }
  if (breadcrumbs.length === 0) return { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] };
  const target = `${language === null ? '' : `/${language}`}${current === '/' ? (language === null ? '/' : '') : current}${search}`;
  return { redirect: true, code, url: target, reasons: ['redirect_rule'], breadcrumbs };
}

