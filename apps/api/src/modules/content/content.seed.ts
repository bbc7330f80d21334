import type { Queryable } from '../../db/database';
import { SEED_PAGES, SEED_REDIRECTS } from './content.pages';

const PAGE_STYLE = '';

/** Inserts the demo CMS pages and redirect rules; keeps pages an operator already edited. */
export async function seedContent(db: Queryable): Promise<void> {
  for (const page of SEED_PAGES) {
    for (const [lang, text] of Object.entries(page.texts)) {
      if (!text) continue;
      await db.query('insert into content_pages (path, lang, title, body, style) values ($1, $2, $3, $4, $5) on conflict (path, lang) do nothing', [page.path, lang, text.title, text.body, PAGE_STYLE]);
    }
  }
  for (const rule of SEED_REDIRECTS) {
    await db.query('insert into content_redirects (route_from, route_to, code) values ($1, $2, $3) on conflict (route_from) do nothing', [rule.from, rule.to, rule.code]);
  }
}
