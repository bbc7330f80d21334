-- Placed coupons (issue 5). A placing id is unique: a retry or a parallel duplicate of the same id
-- finds the first answer instead of placing twice (ARCHITECTURE.md "Money moves in one transaction").
create table coupon_requests (
  request_id text primary key,
  user_id bigint not null,
  response jsonb,
  created_at bigint not null
);

create sequence coupons_id_seq start with 100001;

-- status: open, won, lost, returned. Amounts in minor units.
create table coupons (
  id bigint primary key default nextval('coupons_id_seq'),
  request_id text not null unique references coupon_requests(request_id),
  user_id bigint not null,
  account_id bigint not null,
  type_id smallint not null check (type_id in (0, 1, 2)),
  system_value smallint not null default 2,
  amount_minor bigint not null check (amount_minor > 0),
  coef numeric(14, 3) not null,
  possible_win_minor bigint not null,
  status text not null default 'open' check (status in ('open', 'won', 'lost', 'returned')),
  win_minor bigint,
  currency text not null,
  currency_decimals smallint not null,
  placed_at bigint not null,
  settled_at bigint
);
create index coupons_user_placed on coupons(user_id, placed_at desc);
create index coupons_open on coupons(status) where status = 'open';

create table coupon_bets (
  coupon_id bigint not null references coupons(id),
  position smallint not null,
  bet_key text not null,
  market_id bigint not null,
  game_id integer not null,
  coef numeric(10, 3) not null,
  is_banker boolean not null default false,
  result smallint check (result in (0, 1, 2)),
  primary key (coupon_id, position)
);
create index coupon_bets_game on coupon_bets(game_id);
