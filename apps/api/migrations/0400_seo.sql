-- SEO page data (document 001 §3 "SEO page data: title, description, metaRobots,
-- hierarchyMetaRobots, metas, customCanonical {mode url or mirror, targetUrl, domain host}. SEO
-- content: style, content"): one row per page path (after the language prefix, '' for the home
-- page) and language. A page without a row of its own takes its nearest ancestor's row, whose
-- hierarchy_meta_robots (when set) is the robots value of the pages below it. The path ':game' holds
-- the templates of game pages ({team1}, {team2}, {champ}, {sport} are filled from the feed).
create table seo_pages (
  path text not null check (path !~ '^/' and path !~ '/$'),
  lang text not null check (lang ~ '^[a-z]{2}$'),
  title text not null,
  description text not null default '',
  -- The page's short name in breadcrumbs (JSON-LD BreadcrumbList).
  breadcrumb text not null default '',
  meta_robots text not null default 'index, follow',
  hierarchy_meta_robots text,
  metas jsonb not null default '[]'::jsonb,
  canonical_mode text check (canonical_mode in ('url', 'mirror')),
  canonical_target_url text,
  canonical_domain_host text,
  content_style text not null default 'text' check (content_style in ('text', 'columns')),
  content text not null default '',
  updated_at timestamptz not null default now(),
  primary key (path, lang),
  check (canonical_mode is null or (canonical_mode = 'url' and canonical_target_url is not null) or (canonical_mode = 'mirror' and canonical_domain_host is not null))
);
