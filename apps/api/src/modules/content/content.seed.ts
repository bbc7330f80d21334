import type { Queryable } from '../../db/database';
import { SEED_PAGES, SEED_REDIRECTS } from './content.pages';

const PAGE_STYLE = '';
const DESCRIPTION_MAX_LENGTH = 160;

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The page's `head`: a meta description from the body's text (its first 160 characters). */
export function pageHead(body: string): string {
  const text = body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  const description = text.length > DESCRIPTION_MAX_LENGTH ? `${text.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…` : text;
  return `<meta name="description" content="${escapeAttribute(description)}">`;
}

/** Inserts the demo CMS pages and redirect rules; keeps pages an operator already edited. */
export async function seedContent(db: Queryable): Promise<void> {
  for (const page of SEED_PAGES) {
    for (const [lang, text] of Object.entries(page.texts)) {
      if (!text) continue;
      await db.query('insert into content_pages (path, lang, title, head, body, style) values ($1, $2, $3, $4, $5, $6) on conflict (path, lang) do nothing', [page.path, lang, text.title, pageHead(text.body), text.body, PAGE_STYLE]);
    }
  }
  for (const rule of SEED_REDIRECTS) {
    await db.query('insert into content_redirects (route_from, route_to, code) values ($1, $2, $3) on conflict (route_from) do nothing', [rule.from, rule.to, rule.code]);
  }
}
