-- Issue 20, placing that scales: the placings of a group (apps/api/src/db/group.ts) read in one
-- statement and write in one, on PostgreSQL and on the embedded database alike. The functions of
-- 0630 took one placing each (two statements per placing); these take the group's placings as
-- arrays, element n of every array being placing n, and answer one row per placing. They decide
-- nothing: the placing's rules stay in the API (betting.service.ts, coupon-core's rules).

-- A ledger row of a placing is found by its user (ledger_user_reason_idx) or its account
-- (ledger_account_idx); no query looks a ledger row up by its reference, so every money move no
-- longer writes an index entry for it.
drop index if exists ledger_ref_idx;

-- The one-placing functions of 0630 are replaced by the group's (a placing alone is a group of one).
drop function placing_read(bigint, text, text, text, bigint, bigint[]);
drop function placing_write(text, bigint, bigint, jsonb, bigint, bigint, smallint, smallint, bigint, numeric, bigint, numeric, bigint, text, smallint, text,
  smallint[], text[], bigint[], integer[], numeric[], boolean[], bigint, bigint, text, text, bigint);

-- The accounts of the placings locked in id order (two groups, of one process or of two, wait on
-- each other's rows in the same order and cannot deadlock), then, with each account, everything a
-- placing decides with, as placing_read of 0630: the session of the request's cookie (marked seen;
-- a session already marked at this second is left alone, as writing the same value again changes
-- nothing) and whether its player must confirm changed terms, the currency's digits, the owner of
-- the placing id when it is taken, the site settings (only when their row's version differs from
-- the one the caller holds), the ban level, the open limits and the next coupon id. The feed's
-- state of all the group's markets comes once, in the first row. A placing whose account does not
-- exist or is closed gets a row with a null id.
create function placing_read_group(p_account_ids bigint[], p_request_ids text[], p_token_hashes text[], p_settings_version text, p_now bigint, p_market_ids bigint[])
returns table (
  n bigint, id bigint, user_id bigint, type smallint, currency_id integer, iso text, minor_digits smallint, balance_minor bigint,
  session_id bigint, session_user_id bigint, terms_changed boolean, claimed_by bigint, settings_version text, settings jsonb,
  ban_level integer, ban_version integer, limits json, coupon_id bigint, selections json
)
language plpgsql as $$
#variable_conflict use_column
begin
  perform 1 from accounts a where a.id = any(p_account_ids) and a.closed_at is null order by a.id for update of a;
  update sessions s set last_seen_at = p_now
   where s.token_hash = any(p_token_hashes) and s.ended_at is null and s.expires_at > p_now and s.last_seen_at <> p_now;
  return query
    with input as (
      select i.account_id, i.request_id, i.token_hash, i.n from unnest(p_account_ids, p_request_ids, p_token_hashes) with ordinality as i(account_id, request_id, token_hash, n)
    )
    select i.n, a.id, a.user_id, a.type, a.currency_id, c.iso, c.minor_digits, a.balance_minor,
           s.id, s.user_id,
           (select coalesce(t.updated_at > coalesce(su.terms_confirmed_at, 0), false) from users su left join site_terms t on t.id = 1 where su.id = s.user_id),
           (select r.user_id from coupon_requests r where r.request_id = i.request_id),
           st.xmin::text,
           case when st.xmin::text is distinct from p_settings_version and i.n = 1 then st.config end,
           u.ban_level, u.ban_version,
           case when a.id is null then null else
             (select coalesce(json_agg(l order by l.limit_type, l.id), '[]'::json) from user_limits l
               where l.user_id = a.user_id and l.limit_state in ('ACTIVE', 'PENDING')) end,
           case when a.id is null then null else nextval('coupons_id_seq') end,
           case when i.n = 1 then
             (select coalesce(json_agg(json_build_object('id', m.id, 'game_id', m.game_id, 'kind', m.kind, 'coef', m.coef, 'is_blocked', m.is_blocked,
                       'is_banned_express', m.is_banned_express, 'result', m.result, 'status', g.status, 'score1', g.score1, 'score2', g.score2)), '[]'::json)
                from feed_markets m join feed_games g on g.id = m.game_id where m.id = any(p_market_ids)) end
      from input i
      left join accounts a on a.id = i.account_id and a.closed_at is null
      left join currencies c on c.id = a.currency_id
      left join users u on u.id = a.user_id
      left join sessions s on s.token_hash = i.token_hash and s.ended_at is null and s.expires_at > p_now
      left join site_settings st on st.site_key = 'default'
     order by i.n;
end
$$;

-- The group's writes in one statement, as placing_write of 0630 per placing: its answer under its
-- placing id (nothing at all for a placing whose id is taken), and for an accepted one the debit of
-- the stake with its ledger row (the balance never below zero; no debit for a stake of 0, a free
-- bet), the coupon and its bets. A placing with a null coupon id stores its answer only (a refusal).
-- The answers are inserted in placing id order, so two groups that share ids wait on each other in
-- one order. Answers, per placing n, the claimed id (null when taken) and the balance after the
-- debit (null without one). The bets come flat, each with its coupon's id.
create function placing_write_group(
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
       where a.id = i.account_id and i.debit_minor > 0 and a.balance_minor - i.debit_minor >= 0
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
