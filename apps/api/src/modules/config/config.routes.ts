import { getSiteConfigCall, type SiteConfig } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';

/** Reads the site configuration with its languages from the database. */
export async function loadSiteConfig(context: AppContext): Promise<SiteConfig> {
  const [settings] = await context.db.query<{ config: Omit<SiteConfig, 'languages'> }>("select config from site_settings where site_key = 'default'");
  if (!settings) throw httpError(503, 'no_site_config', 'main_error', { message: 'the site is not configured' });
  const languages = await context.db.query<{ code: string; name: string; hidden_for_guests: boolean }>(
    'select code, name, hidden_for_guests from site_languages order by position',
  );
  return { ...settings.config, languages: languages.map((row) => ({ code: row.code, name: row.name, hiddenForGuests: row.hidden_for_guests })) };
}

/** `GET /bff-api/config/all.json?lang=` (document 001 §7). */
export function registerConfigRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getSiteConfigCall, async ({ query, reply }) => {
    const config = await loadSiteConfig(context);
    if (!config.languages.some((language) => language.code === query.lang)) {
      throw httpError(400, 'unsupported_language', 'main_validation_error', { fields: { lang: 'main_unsupported_language' } });
    }
    reply.header('cache-control', 'no-cache');
    return config;
  });
}
