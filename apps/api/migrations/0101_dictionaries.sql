-- Dictionaries per language and dictionary id (document 001 §7: "Dictionaries are loaded per
-- language for the route's dictionary ids"): translation keys to texts, over the app's bundled texts.
create table dictionaries (
  lang text not null check (lang ~ '^[a-z]{2}$'),
  dictionary_id text not null check (dictionary_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  entries jsonb not null,
  primary key (lang, dictionary_id)
);
