-- Casino play (issue 17): provably fair seed pairs per owner ('user:<id>' or 'demo:<demo id>'),
-- demo sessions with play money (never in the ledger), and the rounds of every game kind, real or
-- demo, idempotent per owner and request id. A blackjack round stays 'open' while the player acts.
create table casino_fair_seeds (
  id bigserial primary key,
  owner text not null,
  server_seed text not null,
  server_seed_hash text not null unique,
  client_seed text not null,
  next_nonce integer not null default 0,
  created_at bigint not null,
  revealed_at bigint
);
create unique index casino_fair_seeds_active on casino_fair_seeds(owner) where revealed_at is null;

create table casino_demo_sessions (
  id text primary key,
  balance_minor bigint not null check (balance_minor >= 0),
  created_at bigint not null
);

create table casino_plays (
  id bigserial primary key,
  request_id text not null,
  owner text not null,
  mode text not null check (mode in ('real', 'demo')),
  user_id bigint,
  account_id bigint,
  game_id integer not null references casino_games(id),
  kind text not null,
  seed_id bigint not null references casino_fair_seeds(id),
  nonce integer not null,
  client_seed text not null,
  bet jsonb not null,
  stake_minor bigint not null check (stake_minor > 0),
  wagered_minor bigint not null,
  return_minor bigint not null default 0 check (return_minor >= 0),
  actions jsonb not null default '[]'::jsonb,
  outcome jsonb not null,
  status text not null check (status in ('open', 'settled')),
  balance_after_minor bigint not null,
  currency text not null,
  created_at bigint not null,
  unique (owner, request_id),
  unique (seed_id, nonce)
);
create index casino_plays_owner_game on casino_plays(owner, game_id, id desc);
create index casino_plays_open on casino_plays(owner) where status = 'open';
