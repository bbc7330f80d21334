-- Issue 20, a placing group's commit sent with its write (apps/api/src/db/group.ts): once the write
-- is sent, the API can no longer roll the group back for what it finds in the write's answer, so
-- the write refuses itself what it answered before. placing_write_group of 0670 skipped a debit the
-- balance could not carry (answering a null balance, on which the API rolled back); now the debit
-- is made for every accepted placing whose id was claimed, and a balance that would go below zero
-- fails the statement (the accounts' check, 0100), so the commit that goes with it is not run and
-- the group rolls back: an accepted answer is never kept without its stake. The API checks the
-- balance under the account's lock before it accepts, so this refuses only what should not happen.
-- Otherwise as placing_write_group of 0670.
create or replace function placing_write_group(
  p_request_ids text[], p_user_ids bigint[], p_created_at bigint[], p_responses jsonb,
  p_coupon_ids bigint[], p_account_ids bigint[], p_type_ids smallint[], p_system_values smallint[], p_amounts_minor bigint[], p_coefs numeric[],
  p_possible_wins_minor bigint[], p_bonus_coefs numeric[], p_hyper_bonuses_minor bigint[], p_currencies text[], p_currency_decimals smallint[], p_codes text[], p_placed_at bigint[],
  p_debits_minor bigint[], p_ledger_reasons text[], p_ledger_refs text[], p_ledger_at bigint[],
  p_bet_coupon_ids bigint[], p_bet_positions smallint[], p_bet_keys text[], p_bet_market_ids bigint[], p_bet_game_ids integer[], p_bet_coefs numeric[], p_bet_bankers boolean[]
)
returns table (n bigint, request_id text, balance_minor bigint)
language plpgsql as $$
#variable_conflict use_column
begin
  return query
    with input as (
      select i.*, r.response
        from unnest(p_request_ids, p_user_ids, p_created_at, p_coupon_ids, p_account_ids, p_type_ids, p_system_values, p_amounts_minor, p_coefs,
                    p_possible_wins_minor, p_bonus_coefs, p_hyper_bonuses_minor, p_currencies, p_currency_decimals, p_codes, p_placed_at,
                    p_debits_minor, p_ledger_reasons, p_ledger_refs, p_ledger_at)
             with ordinality as i(request_id, user_id, created_at, coupon_id, account_id, type_id, system_value, amount_minor, coef,
                                  possible_win_minor, bonus_coef, hyper_bonus_minor, currency, currency_decimals, code, placed_at,
                                  debit_minor, ledger_reason, ledger_ref, ledger_at, n)
        join jsonb_array_elements(p_responses) with ordinality as r(response, n) on r.n = i.n
    ), claimed as (
      insert into coupon_requests (request_id, user_id, created_at, response)
      select i.request_id, i.user_id, i.created_at, i.response from input i order by i.request_id
      on conflict (request_id) do nothing returning coupon_requests.request_id
    ), moved as (
      update accounts a set balance_minor = a.balance_minor - i.debit_minor
        from input i
       where a.id = i.account_id and i.debit_minor > 0
         and i.request_id in (select claimed.request_id from claimed)
      returning i.n, a.balance_minor
    ), ledger_rows as (
      insert into ledger (account_id, user_id, amount_minor, balance_after_minor, reason, ref, created_at)
      select i.account_id, i.user_id, -i.debit_minor, moved.balance_minor, i.ledger_reason, i.ledger_ref, i.ledger_at
        from moved join input i on i.n = moved.n
    ), placed as (
      insert into coupons (id, request_id, user_id, account_id, type_id, system_value, amount_minor, coef, possible_win_minor, bonus_coef, hyper_bonus_minor, currency, currency_decimals, placed_at, code)
      select i.coupon_id, i.request_id, i.user_id, i.account_id, i.type_id, i.system_value, i.amount_minor, i.coef, i.possible_win_minor, i.bonus_coef,
             i.hyper_bonus_minor, i.currency, i.currency_decimals, i.placed_at, i.code
        from input i join claimed on claimed.request_id = i.request_id
       where i.coupon_id is not null
      returning coupons.id
    ), bets as (
      insert into coupon_bets (coupon_id, position, bet_key, market_id, game_id, coef, is_banker)
      select b.* from unnest(p_bet_coupon_ids, p_bet_positions, p_bet_keys, p_bet_market_ids, p_bet_game_ids, p_bet_coefs, p_bet_bankers)
                      as b(coupon_id, position, bet_key, market_id, game_id, coef, is_banker)
       where b.coupon_id in (select placed.id from placed)
    )
    select i.n, claimed.request_id, moved.balance_minor
      from input i
      left join claimed on claimed.request_id = i.request_id
      left join moved on moved.n = i.n
     order by i.n;
end
$$;
