-- Issue 20, placing that scales: the two statements of a placing (apps/api/src/modules/betting/
-- betting.queries.ts) as functions, so the database parses and plans them once per connection
-- (PL/pgSQL keeps the plans of its statements) instead of once per bet. They decide nothing: the
-- placing's rules stay in the API (betting.service.ts, coupon-core's rules).

-- The account locked for a placing, and in the same statement everything the placing decides
-- with: the session of the request's cookie (marked seen) and whether its player must confirm
-- changed terms, the currency's digits, the owner of the placing id when it is taken, the site
-- settings (only when their row's version differs from the one the caller holds), the ban level,
-- the open limits, the next coupon id and the feed's state of the coupon's markets.
create function placing_read(p_account_id bigint, p_request_id text, p_settings_version text, p_token_hash text, p_now bigint, p_market_ids bigint[])
returns table (
  id bigint, user_id bigint, type smallint, currency_id integer, iso text, minor_digits smallint, balance_minor bigint,
  session_id bigint, session_user_id bigint, terms_changed boolean, claimed_by bigint, settings_version text, settings jsonb,
  ban_level integer, ban_version integer, limits json, coupon_id bigint, selections json
)
language plpgsql as $$
#variable_conflict use_column
begin
  return query
    with session as (
      select s.id, s.user_id from sessions s where s.token_hash = p_token_hash and s.ended_at is null and s.expires_at > p_now
    ), seen as (
      update sessions set last_seen_at = p_now where sessions.id = (select session.id from session)
    )
    select a.id, a.user_id, a.type, a.currency_id, c.iso, c.minor_digits, a.balance_minor,
           (select session.id from session), (select session.user_id from session),
           (select coalesce(t.updated_at > coalesce(su.terms_confirmed_at, 0), false) from users su left join site_terms t on t.id = 1
             where su.id = (select session.user_id from session)),
           (select r.user_id from coupon_requests r where r.request_id = p_request_id),
           st.xmin::text,
           case when st.xmin::text is distinct from p_settings_version then st.config end,
           u.ban_level, u.ban_version,
           (select coalesce(json_agg(l order by l.limit_type, l.id), '[]'::json) from user_limits l
             where l.user_id = a.user_id and l.limit_state in ('ACTIVE', 'PENDING')),
           nextval('coupons_id_seq'),
           (select coalesce(json_agg(json_build_object('id', m.id, 'game_id', m.game_id, 'kind', m.kind, 'coef', m.coef, 'is_blocked', m.is_blocked,
                     'is_banned_express', m.is_banned_express, 'result', m.result, 'status', g.status, 'score1', g.score1, 'score2', g.score2)), '[]'::json)
              from feed_markets m join feed_games g on g.id = m.game_id where m.id = any(p_market_ids))
      from accounts a
      join currencies c on c.id = a.currency_id
      join users u on u.id = a.user_id
      left join site_settings st on st.site_key = 'default'
     where a.id = p_account_id and a.closed_at is null
     for update of a;
end
$$;

-- An accepted placing's writes in one statement: its answer under the placing id (nothing at all
-- when the id is taken), the debit of the stake with its ledger row (the balance never below
-- zero; no debit for a stake of 0, a free bet), the coupon and its bets. Answers the claimed id
-- (null when taken) and the balance after the debit (null without one).
create function placing_write(
  p_request_id text, p_user_id bigint, p_created_at bigint, p_response jsonb,
  p_coupon_id bigint, p_account_id bigint, p_type_id smallint, p_system_value smallint, p_amount_minor bigint, p_coef numeric,
  p_possible_win_minor bigint, p_bonus_coef numeric, p_hyper_bonus_minor bigint, p_currency text, p_currency_decimals smallint, p_code text,
  p_positions smallint[], p_bet_keys text[], p_market_ids bigint[], p_game_ids integer[], p_coefs numeric[], p_bankers boolean[],
  p_placed_at bigint, p_debit_minor bigint, p_ledger_reason text, p_ledger_ref text, p_ledger_at bigint
)
returns table (request_id text, balance_minor bigint)
language plpgsql as $$
#variable_conflict use_column
begin
  return query
    with claimed as (
      insert into coupon_requests (request_id, user_id, created_at, response) values (p_request_id, p_user_id, p_created_at, p_response)
      on conflict (request_id) do nothing returning coupon_requests.request_id
    ), moved as (
      update accounts set balance_minor = accounts.balance_minor - p_debit_minor
       where accounts.id = p_account_id and p_debit_minor > 0 and accounts.balance_minor - p_debit_minor >= 0 and exists (select 1 from claimed)
      returning accounts.balance_minor
    ), ledger_row as (
      insert into ledger (account_id, user_id, amount_minor, balance_after_minor, reason, ref, created_at)
      select p_account_id, p_user_id, -p_debit_minor, moved.balance_minor, p_ledger_reason, p_ledger_ref, p_ledger_at from moved
    ), placed as (
      insert into coupons (id, request_id, user_id, account_id, type_id, system_value, amount_minor, coef, possible_win_minor, bonus_coef, hyper_bonus_minor, currency, currency_decimals, placed_at, code)
      select p_coupon_id, claimed.request_id, p_user_id, p_account_id, p_type_id, p_system_value, p_amount_minor, p_coef, p_possible_win_minor, p_bonus_coef,
             p_hyper_bonus_minor, p_currency, p_currency_decimals, p_placed_at, p_code
        from claimed
      returning coupons.id
    ), bets as (
      insert into coupon_bets (coupon_id, position, bet_key, market_id, game_id, coef, is_banker)
      select placed.id, b.* from placed cross join unnest(p_positions, p_bet_keys, p_market_ids, p_game_ids, p_coefs, p_bankers) as b
    )
    select (select claimed.request_id from claimed), (select moved.balance_minor from moved);
end
$$;
