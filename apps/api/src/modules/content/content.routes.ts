import { RemoteViewHeaders, RemoteViewParams, blockCall, getRemoteViewCall, postRemoteViewCall, redirectLightCall, validationErrorBody } from '@kickoff/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, httpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { deleteBlockRules, insertBlockRule, setMaintenanceActive } from './content.repository';
import { findBlock, findRedirect, loadComponents, loadView } from './content.service';

export { findBlock, findContentPage, findRedirect, splitPageUrl } from './content.service';

/** Document 001 §7: every remote view request carries the JSON render mode and API version v2. */
function assertJsonRenderMode(request: FastifyRequest): void {
  const mode = request.headers[RemoteViewHeaders.renderMode.name];
  const version = request.headers[RemoteViewHeaders.apiVersion.name];
  if (mode !== RemoteViewHeaders.renderMode.value) throw httpError(400, 'unsupported_render_mode', 'main_error', { message: `${RemoteViewHeaders.renderMode.name}: json required` });
  if (version !== RemoteViewHeaders.apiVersion.value) throw httpError(400, 'unsupported_api_version', 'main_error', { message: `${RemoteViewHeaders.apiVersion.name}: v2 required` });
}

/** The path parameters checked by the call's schema (400 `validation_error` with a key per field). */
function viewParams(params: Record<string, string>): RemoteViewParams {
  const parsed = RemoteViewParams.safeParse(params);
  if (!parsed.success) throw new HttpError(400, validationErrorBody(parsed.error.issues));
  return parsed.data;
}

/** Remote views, the block call and redirect-light. */
export function registerContentRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getRemoteViewCall, async ({ params, request, reply }) => {
    assertJsonRenderMode(request);
    const { appName, '*': pagePath } = viewParams(params);
    const view = await loadView(context, appName, pagePath);
    reply.header('cache-control', 'no-cache');
    return view;
  });

  registerCall(app, postRemoteViewCall, async ({ params, body, request, reply }) => {
    assertJsonRenderMode(request);
    const { appName, '*': pagePath } = viewParams(params);
    const view = await loadComponents(context, appName, pagePath, body.components);
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
    await setMaintenanceActive(context.db, isActive);
    return { isActive };
  });

  app.post('/dev-api/content/block-rules', async (request) => {
    assertDevTools();
    const rule = parse(BlockRuleInput, request.body);
    return { id: await insertBlockRule(context.db, rule) };
  });

  app.delete('/dev-api/content/block-rules', async () => {
    assertDevTools();
    return { deleted: await deleteBlockRules(context.db) };
  });
}
