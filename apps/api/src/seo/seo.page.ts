import { matchRoute, splitUrl } from '@kickoff/guards-core/routes';
import { readFile, stat } from 'node:fs/promises';
import type { AppContext } from '../context';
import { DocumentCache } from './seo.cache';
import { renderPageHtml } from './seo.html';
import { seoVersion } from './seo.repository';
import { isNoindex } from './seo.rules';
import { seoPage } from './seo.service';

/** Routes whose SEO reads the feed (game pages): their documents are cached per feed version too. */
const FEED_ROUTES = new Set(['bettingGame', 'bettingPageTypeGame', 'marbleGame']);

/** A rendered page: the document, and its robots value when it says noindex (sent as `X-Robots-Tag` too). */
export interface RenderedPage {
  html: string;
  noindexRobots: string | null;
}

/** Renders the app's pages with their head filled in; `null` while the build has no index.html. */
export interface PageRenderer {
  render(url: string): Promise<RenderedPage | null>;
}

/**
 * The page renderer over the build's `index.html`: a document per route path, language, feed
 * version (game pages), SEO data version and build, kept in a bounded cache. The template is read
 * again when the build changes on disk.
 */
export function createPageRenderer(context: AppContext, indexHtmlPath: string, maxEntries = 500): PageRenderer {
  const cache = new DocumentCache<RenderedPage>(maxEntries);
  let template: { mtimeMs: number; html: string } | null = null;

  async function currentTemplate(): Promise<{ mtimeMs: number; html: string } | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(indexHtmlPath)).mtimeMs;
    } catch {
      return null;
    }
    if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: await readFile(indexHtmlPath, 'utf8') };
    return template;
  }

  return {
    async render(url) {
      const built = await currentTemplate();
      if (!built) return null;
      const { pathname } = splitUrl(url);
      const match = matchRoute(pathname);
      const version = await seoVersion(context.db);
      const key = [pathname, FEED_ROUTES.has(match.route.name) ? version.feed : '-', version.seo, built.mtimeMs].join('|');
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const page = await seoPage(context, pathname);
      const rendered: RenderedPage = { html: renderPageHtml(built.html, page), noindexRobots: isNoindex(page.robots) ? page.robots : null };
      cache.set(key, rendered);
      return rendered;
    },
  };
}
