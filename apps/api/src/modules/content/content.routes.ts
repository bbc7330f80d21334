import {
  RemoteViewHeaders,
  blockCall,
  getRemoteViewCall,
  postRemoteViewCall,
  redirectLightCall,
  type BlockData,
  type RedirectResponse,
  type RemoteViewComponent,
  type RemoteViewData,
} from '@kickoff/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';

const LANGUAGE_SEGMENT = /^[a-z]{2}$/;
const FALLBACK_LANGUAGE = 'en';
/** Redirect chains longer than this are treated as cyclic and not followed (document 001 §8). */
const MAX_REDIRECT_HOPS = 5;

interface PageRow {
  path: string;
  lang: string;
  title: string;
  head: string;
  body: string;
  style: string;
  css_to_load: string[];
  scripts_to_load: string[];
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
 * requested language first, then English. Null when neither exists.
 */
export async function findContentPage(db: Queryable, path: string, language: string): Promise<PageRow | null> {
  const segments = path.split('/').filter(Boolean);
  const candidates: string[] = [];
  for (let length = segments.length; length >= 1; length -= 1) candidates.push(segments.slice(0, length).join('/'));
  if (candidates.length === 0) return null;
  const rows = await db.query<PageRow>(
    `select path, lang, title, head, body, style, css_to_load, scripts_to_load
       from content_pages
      where path = any($1::text[]) and lang = any($2::text[])`,
    [candidates, [language, FALLBACK_LANGUAGE]],
  );
  for (const candidate of candidates) {
    const match = rows.find((row) => row.path === candidate && row.lang === language) ?? rows.find((row) => row.path === candidate && row.lang === FALLBACK_LANGUAGE);
    if (match) return match;
  }
  return null;
}

function toView(appName: string, page: Pick<PageRow, 'title' | 'head' | 'body' | 'style' | 'css_to_load' | 'scripts_to_load'>): RemoteViewData {
  // codeToEval stays empty: the Content-Security-Policy forbids eval, and the shell never runs it.
  return { appName, title: page.title, codeToEval: '', scriptsToLoad: page.scripts_to_load, head: page.head, body: page.body, style: page.style, cssToLoad: page.css_to_load };
}

/** Document 001 §7: every remote view request carries the JSON render mode and API version v2. */
function assertJsonRenderMode(request: FastifyRequest): void {
  const mode = request.headers[RemoteViewHeaders.renderMode.name];
  const version = request.headers[RemoteViewHeaders.apiVersion.name];
  if (mode !== RemoteViewHeaders.renderMode.value) throw httpError(400, 'unsupported_render_mode', 'main_error', { message: `${RemoteViewHeaders.renderMode.name}: json required` });
  if (version !== RemoteViewHeaders.apiVersion.value) throw httpError(400, 'unsupported_api_version', 'main_error', { message: `${RemoteViewHeaders.apiVersion.name}: v2 required` });
}

async function loadView(context: AppContext, appName: string, pagePath: string): Promise<RemoteViewData> {
  const { language, path } = splitPageUrl(`/${pagePath}`);
  const page = await findContentPage(context.db, path, language ?? FALLBACK_LANGUAGE);
  if (!page) throw httpError(404, 'not_found', 'main_not_found', { message: `no content for /${pagePath}` });
  return toView(appName, page);
}

/** The POST variant: the asked components, each a `components/<name>` content block, in order. */
async function loadComponents(context: AppContext, appName: string, pagePath: string, components: readonly RemoteViewComponent[]): Promise<RemoteViewData> {
  const { language } = splitPageUrl(`/${pagePath}`);
  const parts: PageRow[] = [];
  for (const component of components) {
    const page = await findContentPage(context.db, `components/${component.name}`, language ?? FALLBACK_LANGUAGE);
    if (page && page.path === `components/${component.name}`) parts.push(page);
  }
  if (parts.length === 0) throw httpError(404, 'not_found', 'main_not_found', { message: 'none of the components exists' });
  return toView(appName, {
    title: parts[0]?.title ?? '',
    head: parts.map((part) => part.head).join(''),
    body: parts.map((part, index) => `<section data-component="${components[index]?.name ?? ''}">${part.body}</section>`).join(''),
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
  const rows = await db.query<{ url_prefix: string; display_type_id: number; template_type_id: number | null }>(
    `select url_prefix, display_type_id, template_type_id from content_block_rules
      where applies_to = 'all' or applies_to = $1
      order by length(url_prefix) desc, id desc`,
    [auth ? 'users' : 'guests'],
  );
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
    const [rule] = await db.query<{ route_to: string; code: number }>('select route_to, code from content_redirects where route_from = $1', [current]);
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

/** Remote views, the block call and redirect-light. */
export function registerContentRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getRemoteViewCall, async ({ params, request, reply }) => {
    assertJsonRenderMode(request);
    const view = await loadView(context, params['appName'] ?? '', params['*'] ?? '');
    reply.header('cache-control', 'no-cache');
    return view;
  });

  registerCall(app, postRemoteViewCall, async ({ params, body, request, reply }) => {
    assertJsonRenderMode(request);
    const view = await loadComponents(context, params['appName'] ?? '', params['*'] ?? '', body.components);
    reply.header('cache-control', 'no-cache');
    return view;
  });

  registerCall(app, blockCall, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return { data: await findBlock(context.db, body.url, body.auth) };
  });

  registerCall(app, redirectLightCall, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return findRedirect(context.db, body.url);
  });

  registerContentDevRoutes(app, context);
}

const MaintenanceSwitch = z.object({ isActive: z.boolean() });
const BlockRuleInput = z.object({
  urlPrefix: z.string().startsWith('/').max(512).default('/'),
  displayTypeId: z.number().int(),
  templateTypeId: z.number().int().nullable().default(null),
  appliesTo: z.enum(['all', 'guests', 'users']).default('all'),
});

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw httpError(400, 'validation_error', 'main_validation_error', { message: parsed.error.message });
  return parsed.data;
}

/** The development switches answer only with `DEV_TOOLS=1` or `KICKOFF_DEV_TOOLS=1` (read per request). */
export function contentDevToolsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['DEV_TOOLS'] === '1' || env['KICKOFF_DEV_TOOLS'] === '1';
}

function assertDevTools(): void {
  if (!contentDevToolsEnabled()) throw httpError(404, 'not_found', 'main_not_found');
}

/**
 * Development switches for end-to-end tests: the site's maintenance flag, and block rules that
 * make the block call answer a reason code. 404 unless the dev tools are on.
 */
export function registerContentDevRoutes(app: FastifyInstance, context: AppContext): void {
  app.put('/dev-api/content/maintenance', async (request) => {
    assertDevTools();
    const { isActive } = parse(MaintenanceSwitch, request.body);
    await context.db.query("update site_settings set config = jsonb_set(config, '{maintenance,isActive}', to_jsonb($1::boolean)), updated_at = now() where site_key = 'default'", [isActive]);
    return { isActive };
  });

  app.post('/dev-api/content/block-rules', async (request) => {
    assertDevTools();
    const rule = parse(BlockRuleInput, request.body);
    const [row] = await context.db.query<{ id: number }>(
      'insert into content_block_rules (url_prefix, applies_to, display_type_id, template_type_id) values ($1, $2, $3, $4) returning id',
      [rule.urlPrefix, rule.appliesTo, rule.displayTypeId, rule.templateTypeId],
    );
    return { id: row?.id ?? 0 };
  });

  app.delete('/dev-api/content/block-rules', async () => {
    assertDevTools();
    const rows = await context.db.query<{ id: number }>('delete from content_block_rules returning id');
    return { deleted: rows.length };
  });
}
