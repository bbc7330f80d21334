-- The slots' pooled jackpot (issue 17): one pool per currency, fed by a stated share of every real
-- slot stake and paid whole to the real slot round whose jackpot draw hits. Every move of a pool is
-- a row of casino_jackpot_moves, so a pool always equals its contributions minus its payouts.
create table casino_jackpots (
  currency text primary key,
  pool_minor bigint not null default 0 check (pool_minor >= 0),
  last_win_minor bigint,
  last_won_at bigint
);

create table casino_jackpot_moves (
  id bigserial primary key,
  currency text not null references casino_jackpots(currency),
  play_id bigint not null references casino_plays(id),
  kind text not null check (kind in ('contribution', 'payout')),
  amount_minor bigint not null check (amount_minor > 0),
  created_at bigint not null,
  unique (play_id, kind)
);

alter table casino_plays add column jackpot_minor bigint not null default 0 check (jackpot_minor >= 0);
