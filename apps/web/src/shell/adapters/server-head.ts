/** The attribute the API's page renderer puts on the head tags and the SEO block it writes (apps/api seo.html.ts). */
const SERVER_SEO_ATTRIBUTE = 'data-seo';

/**
 * Removes the head tags the server wrote for the first page (title, description, canonical,
 * alternates, Open Graph, JSON-LD): the app's SeoHead renders the page's own from then on, and a
 * second title or canonical would contradict it.
 */
export function removeServerHead(doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(`[${SERVER_SEO_ATTRIBUTE}]`)) element.remove();
}
