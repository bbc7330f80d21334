-- Cash-out (issue 16): an open coupon bought back, all or part of its stake, at a value from the
-- current odds with the operator's margin. `amount_minor` and `possible_win_minor` of a coupon are
-- what still runs; `stake_cashed_out_minor` the stake sold and `cashed_out_minor` what was paid for
-- it. A coupon sold whole is `cashed_out` and never settled.
alter table coupons drop constraint coupons_status_check;
alter table coupons add constraint coupons_status_check check (status in ('open', 'won', 'lost', 'returned', 'cashed_out'));
alter table coupons add column cashed_out_minor bigint not null default 0 check (cashed_out_minor >= 0);
alter table coupons add column stake_cashed_out_minor bigint not null default 0 check (stake_cashed_out_minor >= 0);

-- One row per cash-out request id (made by the client once per intent): a retry or a parallel
-- duplicate of the same id finds the first answer instead of paying twice.
create table coupon_cashouts (
  request_id text primary key,
  user_id bigint not null,
  coupon_id bigint not null references coupons(id),
  stake_minor bigint,
  paid_minor bigint,
  response jsonb,
  created_at bigint not null
);
create index coupon_cashouts_coupon on coupon_cashouts(coupon_id);

-- A coupon sold whole keeps no running stake.
alter table coupons drop constraint coupons_amount_minor_check;
alter table coupons add constraint coupons_amount_minor_check check (amount_minor >= 0);
