import { appVersionCall, CONFIG_GROUP_CACHE_MAX_SECONDS, CONFIG_GROUP_CACHE_MIN_SECONDS, getConfigGroupsCall, getMaintenanceCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { loadSiteConfig } from '../config/config.routes';

/**
 * Configuration groups (`GET /bff-api/config/group/get`, document 001 §7: "cached 600 to 900 s"),
 * the maintenance configuration and the deployed app version.
 */
export function registerSiteRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getConfigGroupsCall, async ({ query, reply }) => {
    const config = await loadSiteConfig(context);
    if (!config.languages.some((language) => language.code === query.lang)) {
      throw httpError(400, 'unsupported_language', 'main_validation_error', { fields: { lang: 'main_unsupported_language' } });
    }
    const rows = await context.db.query<{ name: string; data: Record<string, unknown> }>('select name, data from config_groups where name = any($1::text[])', [query.groups]);
    // A spread of lifetimes so that clients do not all reload together.
    reply.header('cache-control', `public, max-age=${randomInt(CONFIG_GROUP_CACHE_MIN_SECONDS, CONFIG_GROUP_CACHE_MAX_SECONDS + 1)}`);
    const groups: Record<string, Record<string, unknown>> = {};
    for (const row of rows) {
      const localized = row.data[`lang:${query.lang}`];
      const base = Object.fromEntries(Object.entries(row.data).filter(([key]) => !key.startsWith('lang:')));
      groups[row.name] = typeof localized === 'object' && localized !== null ? { ...base, ...(localized as Record<string, unknown>) } : base;
    }
    return { groups };
  });

  registerCall(app, getMaintenanceCall, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return (await loadSiteConfig(context)).maintenance;
  });

  registerCall(app, appVersionCall, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return { version: (await loadSiteConfig(context)).appVersion };
  });
}
