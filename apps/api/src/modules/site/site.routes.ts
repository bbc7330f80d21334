import { appVersionCall, DictionaryParams, getConfigGroupsCall, getDictionaryCall, getMaintenanceCall, validationErrorBody } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { loadSiteConfig } from '../config/config.service';
import { configGroupMaxAgeSeconds, configGroups, dictionaryEntries } from './site.service';

export { seedDictionaries } from './site.service';

/**
 * Configuration groups (`GET /bff-api/config/group/get`, document 001 §7: "cached 600 to 900 s"),
 * the maintenance configuration, the dictionaries and the deployed app version.
 */
export function registerSiteRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getConfigGroupsCall, async ({ query, reply }) => {
    const groups = await configGroups(context, query.groups, query.lang);
    reply.header('cache-control', `public, max-age=${configGroupMaxAgeSeconds()}`);
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
    const entries = await dictionaryEntries(context, lang, dictionaryId);
    reply.header('cache-control', 'public, max-age=300');
    return { lang, dictionaryId, entries };
  });

  registerCall(app, appVersionCall, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return { version: (await loadSiteConfig(context)).appVersion };
  });
}
