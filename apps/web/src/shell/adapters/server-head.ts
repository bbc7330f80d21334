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

/** The path whose head the server wrote and the document still has (a hydrated page), else null. */
let keptForPath: string | null = null;

/**
 * Keeps the server's head tags of a hydrated page (issue 20): they are the page's own (the same
 * SEO data the SeoHead would draw, plus Open Graph and JSON-LD), so the app leaves them in place
 * while that page shows instead of removing ~100 tags and inserting them again after the hydration
 * (300-700 ms of the main thread on a loaded phone).
 */
export function keepServerHead(pathname: string): void {
  keptForPath = pathname;
}

/** Whether the server's head tags are the head of the page at `pathname` (the SeoHead draws none then). */
export function serverHeadServes(pathname: string): boolean {
  return keptForPath === pathname;
}

/** Removes the kept server head once another page shows (the SeoHead draws that page's head). */
export function releaseServerHead(doc: Document = document): void {
  if (keptForPath === null) return;
  keptForPath = null;
  removeServerHead(doc);
}
