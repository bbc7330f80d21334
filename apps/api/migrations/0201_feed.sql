-- Sports feed (issue 5; document 000 §1-§3): sports, countries, championships, games and their
-- markets. Times are epoch milliseconds (bigint) so the simulated clock of tests drives them.
create table feed_sports (
  id integer primary key,
  name text not null,
  is_esport boolean not null default false,
  position integer not null
);

create table feed_countries (
  id integer primary key,
  name text not null
);

create table feed_champs (
  id integer primary key,
  sport_id integer not null references feed_sports(id),
  country_id integer not null references feed_countries(id),
  name text not null,
  position integer not null
);
create index feed_champs_sport on feed_champs(sport_id);

-- status: 0 not started, 2 in play, 3 paused (break), 4 finished (document 000 §4).
create table feed_games (
  id integer primary key,
  champ_id integer not null references feed_champs(id),
  sport_id integer not null references feed_sports(id),
  opponent1 text not null,
  opponent2 text not null,
  start_at bigint not null,
  status smallint not null default 0 check (status in (0, 2, 3, 4)),
  time_sec integer not null default 0,
  period smallint not null default 0,
  score1 integer not null default 0,
  score2 integer not null default 0,
  period_scores jsonb not null default '[]',
  -- Team strengths (expected scoring per team) the simulator prices from.
  strength1 double precision not null,
  strength2 double precision not null,
  -- Set-based sports: the drift of the running set's odds (-1..1), moved by the simulator.
  momentum double precision not null default 0,
  -- Markets stay blocked until this time after a score change (epoch ms).
  blocked_until bigint not null default 0,
  finished_at bigint,
  settled boolean not null default false,
  revision bigint not null default 1
);
create index feed_games_status_start on feed_games(status, start_at);
create index feed_games_champ on feed_games(champ_id, start_at);

-- result: null open, 1 won, 0 lost, 2 returned.
create table feed_markets (
  id bigint primary key,
  game_id integer not null references feed_games(id),
  group_id integer not null,
  kind smallint not null,
  type_id integer not null,
  name text not null,
  param double precision,
  coef numeric(10, 3) not null check (coef >= 1),
  is_blocked boolean not null default false,
  is_banned_express boolean not null default false,
  position integer not null,
  result smallint check (result in (0, 1, 2))
);
create index feed_markets_game on feed_markets(game_id, position);

-- One counter per section; every change a poller of that section would see bumps it (ETag / 304).
create table feed_revisions (
  scope text primary key,
  revision bigint not null
);
insert into feed_revisions (scope, revision) values ('line', 1), ('live', 1), ('results', 1);
