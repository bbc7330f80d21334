import { textDirection } from '@kickoff/guards-core/routes';
import { contentParagraphs, escapeHtml, scriptJson } from './seo.rules';
import type { SeoPage } from './seo.service';

/** The site's name in Open Graph and JSON-LD. */
export const SITE_NAME = 'Kickoff';

/** Marks the tags the server writes into the head, so the app can take them over after it boots. */
export const SEO_TAG_ATTRIBUTE = 'data-seo';

const attr = (name: string, value: string): string => `${name}="${escapeHtml(value)}"`;

/** Open Graph locale of a language code (`en` -> `en`; the spec's regional variants keep their region). */
function ogLocale(lang: string): string {
  return lang.replace('-', '_');
}

/** The JSON-LD documents of a page: a `SportsEvent` for a game page with its game, and the `BreadcrumbList`. */
export function jsonLdOf(page: SeoPage): unknown[] {
  const documents: unknown[] = [];
  const { game } = page;
  if (game) {
    const team = (name: string) => ({ '@type': 'SportsTeam', name });
    documents.push({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: `${game.opponent1Name} — ${game.opponent2Name}`,
      description: page.data.page.description,
      url: page.data.canonical ?? page.url,
      startDate: new Date(game.startAt).toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      sport: game.sportName,
      homeTeam: team(game.opponent1Name),
      awayTeam: team(game.opponent2Name),
      competitor: [team(game.opponent1Name), team(game.opponent2Name)],
      superEvent: { '@type': 'SportsEvent', name: game.champName },
    });
  }
  if (page.breadcrumbs.length > 1) {
    documents.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: page.breadcrumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
    });
  }
  return documents;
}

/** The head tags of a page: title, description, robots, metas, canonical, alternates, Open Graph, JSON-LD. */
export function headTags(page: SeoPage): string {
  const { data } = page;
  const mark = `${SEO_TAG_ATTRIBUTE}=""`;
  const tags = [
    `<title ${mark}>${escapeHtml(data.page.title || SITE_NAME)}</title>`,
    `<meta ${mark} ${attr('name', 'description')} ${attr('content', data.page.description)}>`,
    `<meta ${mark} ${attr('name', 'robots')} ${attr('content', data.page.metaRobots)}>`,
    ...data.page.metas.map((meta) => `<meta ${mark} ${attr('name', meta.name)} ${attr('content', meta.content)}>`),
    ...(data.canonical ? [`<link ${mark} rel="canonical" ${attr('href', data.canonical)}>`] : []),
    ...data.alternates.map((alternate) => `<link ${mark} rel="alternate" ${attr('hreflang', alternate.hreflang.lang)} ${attr('href', alternate.hreflang.href)}>`),
    `<meta ${mark} property="og:type" ${attr('content', page.game ? 'article' : 'website')}>`,
    `<meta ${mark} property="og:site_name" ${attr('content', SITE_NAME)}>`,
    `<meta ${mark} property="og:title" ${attr('content', data.page.title || SITE_NAME)}>`,
    `<meta ${mark} property="og:description" ${attr('content', data.page.description)}>`,
    `<meta ${mark} property="og:url" ${attr('content', data.canonical ?? page.url)}>`,
    `<meta ${mark} property="og:locale" ${attr('content', ogLocale(page.lang))}>`,
    `<meta ${mark} property="og:image" ${attr('content', new URL('/icons/icon-512.png', page.url).href)}>`,
    ...jsonLdOf(page).map((document) => `<script ${mark} type="application/ld+json">${scriptJson(document)}</script>`),
  ];
  return tags.join('\n    ');
}

/** The SEO block as the document carries it before the app boots (the app renders its own in its place). */
export function seoBlockHtml(page: SeoPage): string {
  const content = page.data.content;
  if (!content || page.route.hidesSeo) return '';
  const paragraphs = contentParagraphs(content.content).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  return `<aside class="seo-block seo-block--${escapeHtml(content.style)}" ${SEO_TAG_ATTRIBUTE}="">${paragraphs}</aside>`;
}

/**
 * The app's index.html with the page's head and SEO block filled in: the language and direction on `<html>`,
 * the head tags in place of the build's `<title>`, the SEO block inside `#root` (React replaces
 * it when the app renders, so the app boots as before).
 */
export function renderPageHtml(template: string, page: SeoPage): string {
  // The page's language and writing direction before the app boots (right-to-left for Arabic, Persian, ...).
  let html = template.replace(/<html([^>]*?)\slang="[^"]*"/i, (_whole, before: string) => `<html${before} lang="${escapeHtml(page.lang)}" dir="${textDirection(page.lang)}"`);
  const head = headTags(page);
  html = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => head) : html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  const block = seoBlockHtml(page);
  if (block) html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${block}</div>`);
  return html;
}
