-- Casino catalogue (issue 5; document 000 §2 "Casino layout routes"): categories, providers, games,
-- favourites per player, and the rounds of the demo game (stake and win, idempotent per request id).
create table casino_categories (
  id integer primary key,
  slug text not null unique,
  name text not null,
  position integer not null
);

create table casino_providers (
  id integer primary key,
  slug text not null unique,
  name text not null
);

create table casino_games (
  id integer primary key,
  slug text not null unique,
  name text not null,
  category_id integer not null references casino_categories(id),
  provider_id integer not null references casino_providers(id),
  color1 text not null check (color1 ~ '^#[0-9a-f]{6}$'),
  color2 text not null check (color2 ~ '^#[0-9a-f]{6}$'),
  rtp numeric(5, 2) not null,
  is_new boolean not null default false,
  popularity integer not null
);
create index casino_games_category on casino_games(category_id, popularity desc);
create index casino_games_provider on casino_games(provider_id);
create index casino_games_name on casino_games(lower(name));

create table casino_favourites (
  user_id bigint not null,
  game_id integer not null references casino_games(id),
  created_at bigint not null,
  primary key (user_id, game_id)
);

create table casino_rounds (
  id bigserial primary key,
  request_id text not null,
  user_id bigint not null,
  account_id bigint not null,
  game_id integer not null references casino_games(id),
  stake_minor bigint not null check (stake_minor > 0),
  win_minor bigint not null check (win_minor >= 0),
  balance_after_minor bigint not null,
  currency text not null,
  reels jsonb not null,
  created_at bigint not null,
  unique (user_id, request_id)
);
