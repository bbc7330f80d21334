import type { SeoCustomCanonical, SeoMeta } from '@kickoff/contracts';
import type { Queryable } from '../db/database';
import type { SeoRow } from './seo.rules';

interface SeoPageRow {
  path: string;
  lang: string;
  title: string;
  description: string;
  breadcrumb: string;
  meta_robots: string;
  hierarchy_meta_robots: string | null;
  metas: SeoMeta[];
  canonical_mode: SeoCustomCanonical['mode'] | null;
  canonical_target_url: string | null;
  canonical_domain_host: string | null;
  content_style: 'text' | 'columns';
  content: string;
}

function toRow(row: SeoPageRow): SeoRow {
  return {
    path: row.path,
    title: row.title,
    description: row.description,
    breadcrumb: row.breadcrumb,
    metaRobots: row.meta_robots,
    hierarchyMetaRobots: row.hierarchy_meta_robots,
    metas: row.metas,
    customCanonical: row.canonical_mode ? { mode: row.canonical_mode, targetUrl: row.canonical_target_url, domainHost: row.canonical_domain_host } : null,
    content: row.content.trim() ? { style: row.content_style, content: row.content } : null,
  };
}

/**
 * The rows of `paths` in `lang`, each path's row in `fallbackLang` standing in where `lang` has
 * none (the stated fallback of the SEO texts).
 */
export async function seoRowsFor(db: Queryable, paths: readonly string[], lang: string, fallbackLang: string): Promise<SeoRow[]> {
  const rows = await db.query<SeoPageRow>(
    `select distinct on (path) path, lang, title, description, breadcrumb, meta_robots, hierarchy_meta_robots, metas,
            canonical_mode, canonical_target_url, canonical_domain_host, content_style, content
       from seo_pages
      where path = any($1::text[]) and lang in ($2, $3)
      order by path, (lang = $2) desc`,
    [paths, lang, fallbackLang],
  );
  return rows.map(toRow);
}

/** The languages a guest sees (document 001 §5: hidden languages need the `ua` cookie), in the site's order. */
export async function publicLanguages(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ code: string }>('select code from site_languages where not hidden_for_guests order by position');
  return rows.map((row) => row.code);
}

/** A game as its page's SEO needs it. */
export interface SeoGame {
  id: number;
  sportId: number;
  sportName: string;
  champId: number;
  champName: string;
  opponent1Name: string;
  opponent2Name: string;
  startAt: number;
  status: number;
}

const GAME_SELECT = `select g.id, g.sport_id as "sportId", s.name as "sportName", g.champ_id as "champId", c.name as "champName",
        g.opponent1 as "opponent1Name", g.opponent2 as "opponent2Name", g.start_at::float8 as "startAt", g.status
   from feed_games g join feed_champs c on c.id = g.champ_id join feed_sports s on s.id = g.sport_id`;

/** One game by id, or undefined. */
export async function seoGame(db: Queryable, gameId: number): Promise<SeoGame | undefined> {
  const [game] = await db.query<SeoGame>(`${GAME_SELECT} where g.id = $1`, [gameId]);
  return game;
}

/** The games not finished (line and live), soonest first, at most `limit`. */
export function openGames(db: Queryable, limit: number): Promise<SeoGame[]> {
  return db.query<SeoGame>(`${GAME_SELECT} where g.status in (0, 2, 3) order by g.start_at, g.id limit $1`, [limit]);
}

/**
 * What the cached documents depend on: the feed's line and live revisions (games come and go) and
 * the newest change of the SEO rows.
 */
export async function seoVersion(db: Queryable): Promise<{ feed: string; seo: string }> {
  const [row] = await db.query<{ feed: string | null; seo: string | null }>(
    `select (select string_agg(revision::text, '.' order by scope) from feed_revisions where scope in ('line', 'live')) as feed,
            (select (extract(epoch from max(updated_at)) * 1000)::bigint::text from seo_pages) as seo`,
  );
  return { feed: row?.feed ?? '0', seo: row?.seo ?? '0' };
}

/** A CMS page's title and head (table `content_pages`) in `lang`, else in `fallbackLang`. */
export async function contentPageHead(db: Queryable, path: string, lang: string, fallbackLang: string): Promise<{ title: string; head: string } | undefined> {
  const [row] = await db.query<{ title: string; head: string }>(
    'select title, head from content_pages where path = $1 and lang in ($2, $3) order by (lang = $2) desc limit 1',
    [path, lang, fallbackLang],
  );
  return row;
}
