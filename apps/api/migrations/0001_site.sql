-- Site configuration (document 001 §3, §7): one JSON document per site, and the languages offered.
create table site_settings (
  site_key text primary key,
  config jsonb not null,
  updated_at timestamptz not null default now()
);

create table site_languages (
  code text primary key check (code ~ '^[a-z]{2}$'),
  name text not null,
  hidden_for_guests boolean not null default false,
  position integer not null
);
