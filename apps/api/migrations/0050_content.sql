-- CMS content pages served as remote views in the JSON render mode (document 001 §3 "Remote view
-- data", §7 "Remote views"): one row per page path (after the language prefix) and language.
create table content_pages (
  path text not null check (path !~ '^/' and path !~ '/$'),
  lang text not null check (lang ~ '^[a-z]{2}$'),
  title text not null,
  head text not null default '',
  body text not null,
  style text not null default '',
  css_to_load jsonb not null default '[]'::jsonb,
  scripts_to_load jsonb not null default '[]'::jsonb,
  updated_at timestamptz not null default now(),
  primary key (path, lang)
);

-- Block rules (document 001 §7 "POST /blocks-api/api/v2/block"): a page URL starting with
-- url_prefix gets the blocking reason code display_type_id (document 000 §2: 4, 16, 1, 2, 3, 5,
-- 14, 13, 17, 8). applies_to: 'all', 'guests' or 'users'.
create table content_block_rules (
  id serial primary key,
  url_prefix text not null check (url_prefix ~ '^/'),
  applies_to text not null default 'all' check (applies_to in ('all', 'guests', 'users')),
  display_type_id integer not null,
  template_type_id integer,
  created_at timestamptz not null default now()
);

-- Redirect rules of the redirect-light call (document 001 §3 "redirect rule: route_from, route_to"):
-- a page path without language, redirected with its code; the language prefix is kept.
create table content_redirects (
  route_from text primary key check (route_from ~ '^/'),
  route_to text not null check (route_to ~ '^/'),
  code integer not null default 301 check (code between 300 and 399)
);
