import type { Queryable } from '../../db/database';
import { SEED_PAGES, SEED_REDIRECTS } from './content.pages';
import { insertPagesIfMissing, insertRedirectIfMissing } from './content.repository';

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
  // one statement for every page in every language (some 1,300 rows: one insert each made every start seconds slower)
  const rows = SEED_PAGES.flatMap((page) =>
    Object.entries(page.texts).flatMap(([lang, text]) => (text ? [{ path: page.path, lang, title: text.title, head: pageHead(text.body), body: text.body, style: PAGE_STYLE }] : [])),
  );
  await insertPagesIfMissing(db, rows);
  for (const rule of SEED_REDIRECTS) {
    await insertRedirectIfMissing(db, rule);
  }
}
