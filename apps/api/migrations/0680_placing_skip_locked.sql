-- Issue 20, two API processes placing for the same players: a group (apps/api/src/db/group.ts) no
-- longer waits behind another transaction's group for an account it can leave to its next group.
-- placing_read_group of 0670 locked every account of its placings in id order and waited for each;
-- a group held up to 16 account locks while it waited, and the groups of the other process then
-- waited for all of them, so two processes on the same players took turns instead of adding up.
--
-- Now, with p_skip_locked (a group of more than one placing), the read locks the accounts it can get
-- (`for update skip locked`) and answers the others `busy`, with nothing read or reserved for them:
-- the API hands those placings to its next group, and a placing that found its account busy again
-- and again runs as a group of one, which waits for its lock (p_skip_locked false) while it holds no
-- other account. A group therefore never waits for an account lock while it holds one, so groups of
-- two processes cannot deadlock on accounts; the placing ids are still inserted in id order by
-- placing_write_group. The sessions are marked seen only for the placings whose account was locked,
-- and a session row another transaction is writing at that moment (it marks the session seen too,
-- or ends it) is left to it instead of waited for. Otherwise as placing_read_group of 0670.
drop function placing_read_group(bigint[], text[], text[], text, bigint, bigint[]);

create function placing_read_group(p_account_ids bigint[], p_request_ids text[], p_token_hashes text[], p_settings_version text, p_now bigint, p_market_ids bigint[], p_skip_locked boolean)
returns table (
  n bigint, id bigint, busy boolean, user_id bigint, type smallint, currency_id integer, iso text, minor_digits smallint, balance_minor bigint,
  session_id bigint, session_user_id bigint, terms_changed boolean, claimed_by bigint, settings_version text, settings jsonb,
  ban_level integer, ban_version integer, limits json, coupon_id bigint, selections json
)
language plpgsql as $$
#variable_conflict use_column
declare
  v_locked bigint[];
begin
  if p_skip_locked then
    select coalesce(array_agg(l.id), '{}') into v_locked
      from (select a.id from accounts a where a.id = any(p_account_ids) and a.closed_at is null order by a.id for update of a skip locked) l;
  else
    select coalesce(array_agg(l.id), '{}') into v_locked
      from (select a.id from accounts a where a.id = any(p_account_ids) and a.closed_at is null order by a.id for update of a) l;
  end if;
  update sessions s set last_seen_at = p_now
   where s.id in (
     select t.id from sessions t
      where t.token_hash in (select x.token_hash from unnest(p_account_ids, p_token_hashes) as x(account_id, token_hash) where x.account_id = any(v_locked))
        and t.ended_at is null and t.expires_at > p_now and t.last_seen_at <> p_now
      order by t.id for update of t skip locked);
  return query
    with input as (
      select i.account_id, i.request_id, i.token_hash, i.n, i.account_id = any(v_locked) as locked
        from unnest(p_account_ids, p_request_ids, p_token_hashes) with ordinality as i(account_id, request_id, token_hash, n)
    )
    select i.n, a.id, a.id is not null and not i.locked, a.user_id, a.type, a.currency_id, c.iso, c.minor_digits, a.balance_minor,
           s.id, s.user_id,
           (select coalesce(t.updated_at > coalesce(su.terms_confirmed_at, 0), false) from users su left join site_terms t on t.id = 1 where su.id = s.user_id),
           (select r.user_id from coupon_requests r where r.request_id = i.request_id),
           st.xmin::text,
           case when st.xmin::text is distinct from p_settings_version and i.n = 1 then st.config end,
           u.ban_level, u.ban_version,
           case when a.id is null or not i.locked then null else
             (select coalesce(json_agg(l order by l.limit_type, l.id), '[]'::json) from user_limits l
               where l.user_id = a.user_id and l.limit_state in ('ACTIVE', 'PENDING')) end,
           case when a.id is null or not i.locked then null else nextval('coupons_id_seq') end,
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
