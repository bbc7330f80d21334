import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../db/database';
import { openTestDatabase } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer } from '../auth/auth.testing';
import { couponBetsFromFeed } from './betting.feed';
import { aCoupon, placeCoupon } from './betting.testing';

// Issue 20 "Placing": a bet runs the statements its transaction needs and no re-read of static data.
// This counts the SQL statements one accepted single runs, request to answer: the account's lock
// with everything placing reads (the request's session, marked seen; the currency's digits, the
// placing id, the site settings when their row changed, the ban level, the open limits, the coupon
// id, the feed's selections), then the answer with the debit, its ledger row, the coupon and its
// bets: 2 (19 before session 24, 16 before session 25, 8 before session 26), the functions of
// migration 0670, which take a whole group of placings arriving together (betting.group.int.test.ts).

/** The database with every statement counted (inside transactions too). */
function counting(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  const counted: Database = {
    kind: db.kind,
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
  return { db: counted, statements };
}

let api: TestApi;
let counter: ReturnType<typeof counting>;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';

beforeAll(async () => {
  counter = counting(await openTestDatabase());
  api = await startTestApi({ db: counter.db });
});
afterAll(async () => {
  await api?.close();
  await counter?.db.close();
});

describe(`statements of one placing on ${database}`, () => {
  it('an accepted single runs 2 statements and never reads the session, the currencies, the languages or the site settings on their own', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const [market] = await api.db.query<{ id: number }>(
      'select m.id from feed_markets m join feed_games g on g.id = m.game_id where g.status = 0 and m.group_id = 1 order by m.id limit 1',
    );
    await api.db.query('update feed_markets set is_blocked = false where id = $1', [market!.id]);
    const [bet] = await couponBetsFromFeed(api.db, [market!.id]);
    counter.statements.length = 0;
    const answer = await placeCoupon(api, player, aCoupon(player, [bet!], { amount: 1 }));
    const statements = [...counter.statements];
    expect(answer.status).toBe('accepted');
    expect(statements.some((sql) => /from currencies where/.test(sql))).toBe(false);
    expect(statements.some((sql) => /from site_languages/.test(sql))).toBe(false);
    expect(statements.some((sql) => /^select config from site_settings/.test(sql))).toBe(false);
    expect(statements.some((sql) => /^select id, user_id from sessions/.test(sql)), statements.join("\n")).toBe(false);
    expect(statements.length, statements.join('\n')).toBe(2);
    // the money moved exactly once: the stake of 1.00 left the balance, with its ledger row
    const [account] = await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]);
    expect(account?.balance_minor).toBe(9_900);
    const ledger = await api.db.query<{ amount_minor: number; balance_after_minor: number }>(
      "select amount_minor, balance_after_minor from ledger where account_id = $1 and reason = 'bet' and ref = $2",
      [player.accountId, `coupon-request:${answer.requestId}`],
    );
    expect(ledger).toEqual([{ amount_minor: -100, balance_after_minor: 9_900 }]);
  });

  it('places with the site settings as they are now: a change of the settings row reaches the next placing without a restart', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const [market] = await api.db.query<{ id: number }>(
      'select m.id from feed_markets m join feed_games g on g.id = m.game_id where g.status = 0 and m.group_id = 1 order by m.id offset 1 limit 1',
    );
    await api.db.query('update feed_markets set is_blocked = false where id = $1', [market!.id]);
    const [bet] = await couponBetsFromFeed(api.db, [market!.id]);
    // 0.05 is below the site's minimum of 0.10 for singles (couponTypesWithMinAmount holds type 0)
    const belowMin = await placeCoupon(api, player, aCoupon(player, [bet!], { amount: 0.05 }));
    expect(belowMin).toMatchObject({ status: 'rejected', code: 'amount_below_min' });
    await api.db.query(`update site_settings set config = jsonb_set(config, '{couponTypesWithMinAmount}', '[1, 2, 9]'::jsonb) where site_key = 'default'`);
    try {
      expect((await placeCoupon(api, player, aCoupon(player, [bet!], { amount: 0.05 }))).status).toBe('accepted');
    } finally {
      await api.db.query(`update site_settings set config = jsonb_set(config, '{couponTypesWithMinAmount}', '[0, 1, 2, 9]'::jsonb) where site_key = 'default'`);
    }
    expect(await placeCoupon(api, player, aCoupon(player, [bet!], { amount: 0.05 }))).toMatchObject({ status: 'rejected', code: 'amount_below_min' });
  });
});

describe(`the placing group's functions on ${database}`, () => {
  it('plan their statements once per connection (generic plans), not on every call (migration 0700)', async () => {
    const rows = await api.db.query<{ proname: string; proconfig: string[] | null }>(
      "select proname, proconfig from pg_proc where proname in ('placing_read_group', 'placing_write_group') order by proname",
    );
    expect(rows).toEqual([
      { proname: 'placing_read_group', proconfig: ['plan_cache_mode=force_generic_plan'] },
      { proname: 'placing_write_group', proconfig: ['plan_cache_mode=force_generic_plan'] },
    ]);
  });
});
