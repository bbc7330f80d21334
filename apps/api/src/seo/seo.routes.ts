import { getSeoPageCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { httpError } from '../http/errors';
import { registerCall } from '../http/route';
import { assertSiteLanguage, loadSiteConfig } from '../modules/config/config.service';
import { DocumentCache } from './seo.cache';
import { openGames, publicLanguages, seoVersion } from './seo.repository';
import { seoPage } from './seo.service';
import { SITEMAP_MAX_URLS, languageSitemapXml, robotsTxt, sitemapIndexXml } from './seo.sitemap';

/** Sitemaps and robots.txt are read by crawlers: cached briefly, regenerated when the feed changes. */
const CRAWLER_FILE_MAX_AGE_SECONDS = 300;

const SitemapParams = z.object({ lang: z.string().regex(/^[a-z]{2}$/) });

/**
 * The SEO page-data call (document 001 §3, §7), `robots.txt`, the sitemap index and one sitemap
 * per public language (public pages, line and live games).
 */
export function registerSeoRoutes(app: FastifyInstance, context: AppContext): void {
  const sitemaps = new DocumentCache(100);

  registerCall(app, getSeoPageCall, async ({ query, reply }) => {
    assertSiteLanguage(await loadSiteConfig(context), query.lang);
    const page = await seoPage(context, query.path, query.lang);
    reply.header('cache-control', 'public, max-age=60');
    return page.data;
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${CRAWLER_FILE_MAX_AGE_SECONDS}`).type('text/plain; charset=utf-8');
    return robotsTxt(context.settings.publicOrigin);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${CRAWLER_FILE_MAX_AGE_SECONDS}`).type('application/xml; charset=utf-8');
    return sitemapIndexXml(context.settings.publicOrigin, await publicLanguages(context.db));
  });

  app.get('/sitemap-:lang.xml', async (request, reply) => {
    const parsed = SitemapParams.safeParse(request.params);
    const languages = await publicLanguages(context.db);
    if (!parsed.success || !languages.includes(parsed.data.lang)) throw httpError(404, 'not_found', 'main_not_found');
    const { lang } = parsed.data;
    const version = await seoVersion(context.db);
    const key = `${lang}|${version.feed}`;
    let xml = sitemaps.get(key);
    if (xml === undefined) {
      xml = languageSitemapXml(context.settings.publicOrigin, lang, await openGames(context.db, SITEMAP_MAX_URLS));
      sitemaps.set(key, xml);
    }
    reply.header('cache-control', `public, max-age=${CRAWLER_FILE_MAX_AGE_SECONDS}`).type('application/xml; charset=utf-8');
    return xml;
  });
}
