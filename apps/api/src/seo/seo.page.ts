import { matchRoute, splitUrl } from '@kickoff/guards-core/routes';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BootDataSource } from '../boot/boot.data';
import { withDocumentPreferences } from '../boot/document-preferences';
import { withScriptsAfterPaint } from '../boot/paint-first';
import { withRenderedRoot, type ServerRenderer } from '../boot/ssr.render';
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
  /**
   * `userAgent` picks the layout of a server-rendered page; `cookieHeader` carries the player's
   * document preferences (theme, text size, modes) the page is served with (issue 20).
   */
  render(url: string, userAgent?: string, cookieHeader?: string): Promise<RenderedPage | null>;
}

/**
 * The page renderer over the build's `index.html`: a document per route path, language, feed
 * version (game pages), SEO data version and build, kept in a bounded cache. The template is read
 * again when the build changes on disk. With a boot data source (issue 20) the head preloads the
 * route's area chunk and each answer carries the page's boot data, made per request from parts
 * cached per version (the feed's ETag, the dictionary's file).
 */
export function createPageRenderer(context: AppContext, indexHtmlPath: string, maxEntries = 500, boot?: BootDataSource, ssr?: ServerRenderer): PageRenderer {
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
    async render(url, userAgent = '', cookieHeader) {
      const built = await currentTemplate();
      if (!built) return null;
      const { pathname } = splitUrl(url);
      const match = matchRoute(pathname);
      const version = await seoVersion(context.db);
      const key = [pathname, FEED_ROUTES.has(match.route.name) ? version.feed : '-', version.seo, built.mtimeMs].join('|');
      let rendered = cache.get(key);
      if (rendered === undefined) {
        const page = await seoPage(context, pathname);
        let html = renderPageHtml(built.html, page);
        const preload = boot ? await boot.preloadFor(pathname, join(dirname(indexHtmlPath), 'assets')) : '';
        if (preload) html = insertBefore(html, '</head>', `  ${preload}\n  `);
        rendered = { html, noindexRobots: isNoindex(page.robots) ? page.robots : null };
        cache.set(key, rendered);
      }
      // issue 20: the page comes drawn in the player's theme, text size and modes
      const own = withDocumentPreferences(rendered.html, cookieHeader);
      if (!boot) return own === rendered.html ? rendered : { ...rendered, html: own };
      const script = await boot.scriptFor(pathname);
      // issue 20: a public route's #root carries the page rendered from this boot data; the app hydrates it
      const root = ssr ? await ssr.renderRoot(url, userAgent, script) : null;
      // a rendered page carries the boot data it was rendered from, and paints before its scripts are requested
      if (root) return { ...rendered, html: withScriptsAfterPaint(insertBefore(withRenderedRoot(own, root), '</body>', root.bootScript)) };
      return { ...rendered, html: insertBefore(own, '</body>', script) };
    },
  };
}

/** `html` with `text` before the last `marker` (at the end when there is none). */
function insertBefore(html: string, marker: string, text: string): string {
  const at = html.lastIndexOf(marker);
  return at < 0 ? html + text : html.slice(0, at) + text + html.slice(at);
}
