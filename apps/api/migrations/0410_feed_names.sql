-- Feed names per language (issue 18): the feed carries the names of sports, countries,
-- championships, teams, market groups and selections in each language it knows; a name missing in
-- a language is read from the language's fallback chain, then the English name of the feed row
-- (document 001 §9: the fallback language is en).
-- kind: sport, country, champ (ref = the row's id), team, selection (ref = the English name),
-- group (ref = the market group id).
create table feed_names (
  kind text not null check (kind in ('sport', 'country', 'champ', 'team', 'group', 'selection')),
  ref text not null,
  lang text not null check (lang ~ '^[a-z]{2}$'),
  name text not null check (length(name) between 1 and 200),
  primary key (kind, ref, lang)
);
