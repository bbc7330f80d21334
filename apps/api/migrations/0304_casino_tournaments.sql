-- Casino tournaments (issue 17): a tournament ranks the players by a stated score over their real
-- rounds of its period and currency (computed from casino_plays, never stored twice); its prizes
-- are paid once, when the period has ended, each prize a ledger credit and a row here.
create table casino_tournaments (
  id serial primary key,
  slug text not null unique,
  currency text not null,
  starts_at bigint not null,
  ends_at bigint not null check (ends_at > starts_at),
  prizes jsonb not null,
  status text not null default 'running' check (status in ('running', 'settled')),
  settled_at bigint
);

create table casino_tournament_prizes (
  tournament_id integer not null references casino_tournaments(id),
  rank integer not null check (rank >= 1),
  user_id bigint not null,
  score bigint not null,
  amount_minor bigint not null check (amount_minor > 0),
  account_id bigint,
  paid boolean not null,
  primary key (tournament_id, rank)
);
