import type { Queryable } from '../../db/database';

/** A stored content page in one language (table `content_pages`). */
export interface PageRow {
  path: string;
  lang: string;
  title: string;
  head: string;
  body: string;
  style: string;
  css_to_load: string[];
  scripts_to_load: string[];
}

/** The pages of `paths` in `langs`. */
export function pagesIn(db: Queryable, paths: readonly string[], langs: readonly string[]): Promise<PageRow[]> {
  return db.query<PageRow>(
    `select path, lang, title, head, body, style, css_to_load, scripts_to_load
       from content_pages
      where path = any($1::text[]) and lang = any($2::text[])`,
    [paths, langs],
  );
}

/** A block rule (table `content_block_rules`). */
export interface BlockRuleRow {
  url_prefix: string;
  display_type_id: number;
  template_type_id: number | null;
}

/** The block rules that apply to guests or to signed-in users, the most specific (longest prefix, newest) first. */
export function blockRulesFor(db: Queryable, audience: 'guests' | 'users'): Promise<BlockRuleRow[]> {
  return db.query<BlockRuleRow>(
    `select url_prefix, display_type_id, template_type_id from content_block_rules
      where applies_to = 'all' or applies_to = $1
      order by length(url_prefix) desc, id desc`,
    [audience],
  );
}

/** The redirect rule of a path, if any. */
export async function redirectRuleFrom(db: Queryable, routeFrom: string): Promise<{ route_to: string; code: number } | undefined> {
  const [rule] = await db.query<{ route_to: string; code: number }>('select route_to, code from content_redirects where route_from = $1', [routeFrom]);
  return rule;
}

/** Inserts a page unless the path and language exist (an operator's edit is kept). */
export async function insertPageIfMissing(db: Queryable, page: Pick<PageRow, 'path' | 'lang' | 'title' | 'head' | 'body' | 'style'>): Promise<void> {
  await db.query('insert into content_pages (path, lang, title, head, body, style) values ($1, $2, $3, $4, $5, $6) on conflict (path, lang) do nothing', [
    page.path,
    page.lang,
    page.title,
    page.head,
    page.body,
    page.style,
  ]);
}

/** Inserts many pages in one statement, keeping every (path, lang) that already exists (an operator's edits stay). */
export async function insertPagesIfMissing(db: Queryable, pages: ReadonlyArray<Pick<PageRow, 'path' | 'lang' | 'title' | 'head' | 'body' | 'style'>>): Promise<void> {
  if (pages.length === 0) return;
  await db.query(
    'insert into content_pages (path, lang, title, head, body, style) select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) on conflict (path, lang) do nothing',
    [pages.map((page) => page.path), pages.map((page) => page.lang), pages.map((page) => page.title), pages.map((page) => page.head), pages.map((page) => page.body), pages.map((page) => page.style)],
  );
}

/** Inserts a redirect rule unless its source exists. */
export async function insertRedirectIfMissing(db: Queryable, rule: { from: string; to: string; code: number }): Promise<void> {
  await db.query('insert into content_redirects (route_from, route_to, code) values ($1, $2, $3) on conflict (route_from) do nothing', [rule.from, rule.to, rule.code]);
}

/** Switches the site's maintenance flag. */
export async function setMaintenanceActive(db: Queryable, isActive: boolean): Promise<void> {
  await db.query("update site_settings set config = jsonb_set(config, '{maintenance,isActive}', to_jsonb($1::boolean)), updated_at = now() where site_key = 'default'", [isActive]);
}

/** Adds a block rule; returns its id. */
export async function insertBlockRule(db: Queryable, rule: { urlPrefix: string; appliesTo: string; displayTypeId: number; templateTypeId: number | null }): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into content_block_rules (url_prefix, applies_to, display_type_id, template_type_id) values ($1, $2, $3, $4) returning id', [
    rule.urlPrefix,
    rule.appliesTo,
    rule.displayTypeId,
    rule.templateTypeId,
  ]);
  return row?.id ?? 0;
}

/** Removes every block rule; returns how many. */
export async function deleteBlockRules(db: Queryable): Promise<number> {
  return (await db.query<{ id: number }>('delete from content_block_rules returning id')).length;
}
