import type { SeoPageService } from './seo-page.service';

/** The site's name: the title while a page has no SEO data. */
export const SITE_TITLE = 'Kickoff';

/** What the document head shows for the page on screen. */
export interface SeoHeadView {
  title: string;
  description: string | null;
  robots: string | null;
  /** `null` when the page has none (noindex, document 001 §5). */
  canonical: string | null;
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  metas: ReadonlyArray<{ name: string; content: string }>;
}

/** What the SEO block under the content shows: its paragraphs and layout, or nothing. */
export interface SeoBlockView {
  visible: boolean;
  style: 'text' | 'columns';
  paragraphs: readonly string[];
}

/** The head of the page on screen, from its SEO page data (the site's title while none is loaded). */
export function connectSeoHead(service: Pick<SeoPageService, 'data'>): SeoHeadView {
  const data = service.data;
  if (!data) return { title: SITE_TITLE, description: null, robots: null, canonical: null, alternates: [], metas: [] };
  return {
    title: data.page.title || SITE_TITLE,
    description: data.page.description || null,
    robots: data.page.metaRobots || null,
    canonical: data.canonical,
    alternates: data.alternates.map((alternate) => ({ hreflang: alternate.hreflang.lang, href: alternate.hreflang.href })),
    metas: data.page.metas,
  };
}

/**
 * The SEO block of the page on screen (document 001 §3 "SEO content: style, content"): the text's
 * paragraphs (split at blank lines); hidden while there is none or the route hides the block.
 */
export function connectSeoBlock(service: Pick<SeoPageService, 'data'>, routeShowsBlock: boolean): SeoBlockView {
  const content = service.data?.content ?? null;
  const paragraphs = content
    ? content.content
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter((paragraph) => paragraph !== '')
    : [];
  return { visible: routeShowsBlock && paragraphs.length > 0, style: content?.style ?? 'text', paragraphs };
}
