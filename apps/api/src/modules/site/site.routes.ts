import { appVersionCall, CONFIG_GROUP_CACHE_MAX_SECONDS, CONFIG_GROUP_CACHE_MIN_SECONDS, DictionaryParams, getConfigGroupsCall, getDictionaryCall, getMaintenanceCall, validationErrorBody } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { HttpError, httpError } from '../../http/errors';
import type { Queryable } from '../../db/database';
import { DEMO_DICTIONARIES, DICTIONARY_IDS } from './site.dictionaries';
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

  registerCall(app, getDictionaryCall, async ({ params, reply }) => {
    // Path parameters are not covered by registerCall; the contract's schema checks them here.
    const parsed = DictionaryParams.safeParse(params);
    if (!parsed.success) throw new HttpError(400, validationErrorBody(parsed.error.issues));
    const { lang, dictionaryId } = parsed.data;
    const config = await loadSiteConfig(context);
    if (!config.languages.some((language) => language.code === lang)) {
      throw httpError(400, 'unsupported_language', 'main_validation_error', { fields: { lang: 'main_unsupported_language' } });
    }
    if (!(DICTIONARY_IDS as readonly string[]).includes(dictionaryId)) throw httpError(404, 'not_found', 'main_not_found', { message: `no dictionary ${dictionaryId}` });
    const [row] = await context.db.query<{ entries: Record<string, string> }>('select entries from dictionaries where lang = $1 and dictionary_id = $2', [lang, dictionaryId]);
    reply.header('cache-control', 'public, max-age=300');
    return { lang, dictionaryId, entries: row?.entries ?? {} };
  });

  registerCall(app, appVersionCall, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return { version: (await loadSiteConfig(context)).appVersion };
  });
}

/** Seeds the demo dictionaries; keeps whatever an operator already changed. */
export async function seedDictionaries(db: Queryable): Promise<void> {
  for (const [lang, dictionaries] of Object.entries(DEMO_DICTIONARIES)) {
    for (const [dictionaryId, entries] of Object.entries(dictionaries)) {
      await db.query('insert into dictionaries (lang, dictionary_id, entries) values ($1, $2, $3) on conflict (lang, dictionary_id) do nothing', [lang, dictionaryId, JSON.stringify(entries)]);
    }
  }
}
