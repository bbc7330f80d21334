import { z } from 'zod';
import { defineCall } from '../common/call';
import { LanguageCode } from '../common/language';

/**
 * A custom canonical (document 001 §3 "customCanonical {mode url or mirror, targetUrl, domain
 * host}"): `url` points the canonical at `targetUrl`; `mirror` keeps the page's own path on the
 * host `domainHost` (a mirror domain names its main domain as canonical).
 */
export const SeoCustomCanonical = z.object({
  mode: z.enum(['url', 'mirror']),
  targetUrl: z.string().max(2048).nullable(),
  domainHost: z.string().max(253).nullable(),
});
export type SeoCustomCanonical = z.infer<typeof SeoCustomCanonical>;

/** An extra meta tag of a page (document 001 §3 "metas"). */
export const SeoMeta = z.object({
  name: z.string().min(1).max(100),
  content: z.string().max(2048),
});
export type SeoMeta = z.infer<typeof SeoMeta>;

/**
 * SEO page data (document 001 §3): title, description, metaRobots, hierarchyMetaRobots (the robots
 * value the pages below this one inherit), metas and the custom canonical.
 */
export const SeoPageData = z.object({
  title: z.string().max(300),
  description: z.string().max(1000),
  metaRobots: z.string().max(100),
  hierarchyMetaRobots: z.string().max(100).nullable(),
  metas: z.array(SeoMeta).max(50),
  customCanonical: SeoCustomCanonical.nullable(),
});
export type SeoPageData = z.infer<typeof SeoPageData>;

/**
 * The SEO content block of a page (document 001 §3 "SEO content: style, content"): plain text,
 * paragraphs separated by a blank line; `style` names the block's layout.
 */
export const SeoContent = z.object({
  style: z.enum(['text', 'columns']),
  content: z.string().max(20_000),
});
export type SeoContent = z.infer<typeof SeoContent>;

/**
 * An alternate link (document 001 §3 "Alternate links: hreflang {lang, href}, mediaType, urlPath,
 * target domain host"); `hreflang.lang` is a language code or `x-default`.
 */
export const SeoAlternate = z.object({
  hreflang: z.object({ lang: z.string().min(2).max(20), href: z.string().max(2048) }),
  mediaType: z.string().max(100).nullable(),
  urlPath: z.string().max(2048),
  targetDomainHost: z.string().max(253),
});
export type SeoAlternate = z.infer<typeof SeoAlternate>;

/** Query of the page-data call: the page's language and its path with the language prefix. */
export const SeoPageQuery = z.object({
  lang: LanguageCode,
  path: z.string().startsWith('/').max(2048),
});
export type SeoPageQuery = z.infer<typeof SeoPageQuery>;

/**
 * The answer of the page-data call: the stored page data (placeholders filled), the canonical URL
 * it leads to (`null` when the robots value says noindex: document 001 §5), the alternates of
 * every available language plus `x-default`, and the SEO content block (`null`: none).
 */
export const SeoPageResponse = z.object({
  page: SeoPageData,
  canonical: z.string().max(2048).nullable(),
  alternates: z.array(SeoAlternate).max(200),
  content: SeoContent.nullable(),
});
export type SeoPageResponse = z.infer<typeof SeoPageResponse>;

/**
 * `GET /bff-api/seo/page-data?lang=&path=` (document 001 §7 "SEO: calls for content, visual and page
 * data with domain, project, language ..."; path not shown, chosen here). The domain is the site's
 * own; the route and its ids are read from the path.
 */
export const getSeoPageCall = defineCall({
  name: 'seo.pageData',
  method: 'GET',
  path: '/bff-api/seo/page-data',
  query: SeoPageQuery,
  response: SeoPageResponse,
  retryable: true,
});
