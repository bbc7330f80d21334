-- The bonus bet and the hyper bonus of a coupon (document 000 §3 hyperBonusPercent, §5 bonus bet),
-- as the server priced them at placing: `bonus_coef` is the bonus bet's coefficient (null when the
-- coupon has none; it is already part of `coef` and `possible_win_minor`), `hyper_bonus_minor` the
-- hyper bonus a win pays on top (already part of `possible_win_minor`).
alter table coupons add column bonus_coef numeric(10, 3);
alter table coupons add column hyper_bonus_minor bigint not null default 0 check (hyper_bonus_minor >= 0);

-- VIP bets have no server effect, so the site configuration stops offering them (document 000 §5
-- "VIP bet is available only if showVipBet is on").
update site_settings set config = jsonb_set(config::jsonb, '{showVipBet}', 'false'::jsonb) where site_key = 'default';
