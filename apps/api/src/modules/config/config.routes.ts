import { getSiteConfigCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { siteConfigFor } from './config.service';

export { loadSiteConfig } from './config.service';

/** `GET /bff-api/config/all.json?lang=` (document 001 §7). */
export function registerConfigRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getSiteConfigCall, async ({ query, reply }) => {
    const config = await siteConfigFor(context, query.lang);
    reply.header('cache-control', 'no-cache');
    return config;
  });
}
