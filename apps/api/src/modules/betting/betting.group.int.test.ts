import type { PlaceCouponResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openSeededTestDatabase, openTestDatabase } from '../../db/testing';
import { MIGRATIONS_DIR } from '../../paths';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer, type TestPlayer } from '../auth/auth.testing';
import { couponBetsFromFeed } from './betting.feed';
import { storePlacing } from './betting.queries';
import { placingStats } from './betting.service';
import { aCoupon, placeCoupon } from './betting.testing';

// Issue 20, group commit: placings that arrive together share one transaction (db/group.ts) with
// one read and one write for the whole group (migration 0670), on the embedded database and on
// PostgreSQL; each keeps its own answer, and a failure of one rolls back none of the others' money.

/** The database with its transactions counted, and a statement that can be made to fail once. */
function watched(db: Database) {
  const state = { transactions: 0, placingStatements: 0, failOnce: null as string | null };
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params, options) => {
      if (/placing_(read|write)_group/.test(sql)) state.placingStatements += 1;
      if (state.failOnce !== null && sql.includes('placing_write') && JSON.stringify(params ?? []).includes(state.failOnce)) {
        state.failOnce = null;
        // as the database would fail a statement: the transaction is aborted (on PostgreSQL the
        // group's commit goes in the same message as its write, and is then not run)
        return target.query('select 1 / 0', [], { commits: options?.commits === true });
      }
      return target.query(sql, params, options);
    },
    exec: (sql) => target.exec(sql),
  });
  const database: Database = {
    kind: db.kind,
    ...wrap(db),
    transaction: (work, options) => {
      state.transactions += 1;
      return db.transaction((tx) => work(wrap(tx)), options);
    },
    close: () => db.close(),
  };
  return { db: database, state };
}

let api: TestApi;
let watch: ReturnType<typeof watched>;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';

beforeAll(async () => {
  // The embedded database as the served API runs it, in its worker thread: on the test's own thread
  // PGlite answers a transaction without yielding to the event loop, so no placing arrives while one runs.
  // A copy of the run's seeded template when there is one (issue 20), else migrated and seeded here.
  const seeded = await openSeededTestDatabase('worker');
  const db = seeded ?? (process.env['DATABASE_URL'] ? await openTestDatabase() : await openDatabase({ kind: 'pglite', dataDir: 'memory://', thread: 'worker' }));
  if (!seeded && !process.env['DATABASE_URL']) await migrate(db, MIGRATIONS_DIR);
  watch = watched(db);
  api = await startTestApi({ db: watch.db, seed: !seeded });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await watch?.db.close();
});

const balanceOf = async (player: TestPlayer) => (await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]))[0]!.balance_minor;
const couponsOf = async (player: TestPlayer) => (await api.db.query<{ n: number }>('select count(*)::int as n from coupons where user_id = $1', [player.userId]))[0]!.n;
const betLedgerOf = async (player: TestPlayer) => api.db.query<{ amount_minor: number }>("select amount_minor from ledger where account_id = $1 and reason = 'bet'", [player.accountId]);

async function openBet(offset: number) {
  const [market] = await api.db.query<{ id: number }>(
    'select m.id from feed_markets m join feed_games g on g.id = m.game_id where g.status = 0 and m.group_id = 1 order by m.id offset $1 limit 1',
    [offset],
  );
  await api.db.query('update feed_markets set is_blocked = false where id = $1', [market!.id]);
  const [bet] = await couponBetsFromFeed(api.db, [market!.id]);
  return { bet: bet!, marketId: market!.id };
}

describe(`placings arriving together on ${database}`, () => {
  it('each get their own answer: the funded are accepted, the short and the blocked refused, the money exact', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, (_unused, index) => registerPlayer(api, { balanceMinor: index === 3 ? 100 : 1_000 })));
    const open = await openBet(0);
    const blocked = await openBet(1);
    await api.db.query('update feed_markets set is_blocked = true where id = $1', [blocked.marketId]);
    const before = watch.state.transactions;
    const statementsBefore = watch.state.placingStatements;
    const statsBefore = placingStats(watch.db);
    const answers = await Promise.all(players.map((player, index) => placeCoupon(api, player, aCoupon(player, [index === 5 ? blocked.bet : open.bet], { amount: 2 }))));
    const placings = watch.state.transactions - before;
    const statements = watch.state.placingStatements - statementsBefore;
    answers.forEach((answer: PlaceCouponResponse, index) => {
      if (index === 3) expect(answer).toMatchObject({ status: 'rejected', code: 'insufficient_funds' });
      else if (index === 5) expect(answer.status).toBe('rejected');
      else expect(answer.status).toBe('accepted');
    });
    for (const [index, player] of players.entries()) {
      const accepted = index !== 3 && index !== 5;
      expect(await balanceOf(player)).toBe(index === 3 ? 100 : accepted ? 800 : 1_000);
      expect(await couponsOf(player)).toBe(accepted ? 1 : 0);
      expect(await betLedgerOf(player)).toEqual(accepted ? [{ amount_minor: -200 }] : []);
    }
    // grouped: fewer transactions than placings (registration's own are before the count), and a
    // group's read and write are one statement each: fewer than 2 per placing (24 placings alone: 48)
    expect(placings).toBeLessThan(players.length);
    expect(statements).toBeLessThan(2 * players.length);
    expect(statements).toBeGreaterThanOrEqual(2);
    // the counts the bench prints (a development control): every placing in a group, a group per transaction, none handed back
    const stats = placingStats(watch.db);
    expect(stats.members - statsBefore.members).toBe(players.length);
    expect(stats.groups - statsBefore.groups).toBe(placings);
    expect(stats.handedBack - statsBefore.handedBack).toBe(0);
  }, 120_000);

  it('a statement that fails in a group rolls the group back, and each placing then runs alone with its own answer', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => registerPlayer(api, { balanceMinor: 1_000 })));
    const { bet } = await openBet(2);
    const coupons = players.map((player) => aCoupon(player, [bet], { amount: 2 }));
    watch.state.failOnce = coupons[4]!.id;
    const answers = await Promise.allSettled(players.map((player, index) => placeCoupon(api, player, coupons[index]!)));
    expect(watch.state.failOnce).toBeNull();
    // the placing whose statement failed got the error (500) or, when it ran alone after its group, its answer;
    // every other placing is accepted once, and no money moved twice or was lost
    for (const [index, player] of players.entries()) {
      const answer = answers[index]!;
      const accepted = answer.status === 'fulfilled' && answer.value.status === 'accepted';
      if (index !== 4) expect(accepted).toBe(true);
      expect(await balanceOf(player)).toBe(accepted ? 800 : 1_000);
      expect(await couponsOf(player)).toBe(accepted ? 1 : 0);
      expect(await betLedgerOf(player)).toEqual(accepted ? [{ amount_minor: -200 }] : []);
    }
  }, 120_000);

  it('a write whose stake the balance cannot carry fails, so the commit sent with it keeps nothing (migration 0690)', async () => {
    const player = await registerPlayer(api, { balanceMinor: 100 });
    const requestId = `short-${player.userId}`;
    const [{ id: couponId } = { id: 0 }] = await api.db.query<{ id: number }>("select nextval('coupons_id_seq') as id");
    const response = { status: 'accepted', requestId, couponId: String(couponId), couponNumber: 'SHORTDEBIT', typeId: 0, amount: 2, coef: 1.5, possibleWin: 3, betIds: [], acceptedAt: 0 } as unknown as PlaceCouponResponse;
    // as the group's last statement: on PostgreSQL its commit goes in the same message
    const write = api.db.transaction(
      (tx) =>
        storePlacing(
          tx,
          { requestId, userId: player.userId, nowMs: 0, response },
          {
            id: couponId,
            requestId,
            userId: player.userId,
            accountId: player.accountId,
            typeId: 0,
            systemValue: 0,
            amountMinor: 200,
            coef: 1.5,
            possibleWinMinor: 300,
            bonusCoef: null,
            hyperBonusMinor: 0,
            currency: 'EUR',
            currencyDecimals: 2,
            placedAt: 0,
            code: 'SHORTDEBIT',
            debit: { amountMinor: 200, reason: 'bet', ref: `coupon-request:${requestId}`, nowSeconds: 0 },
          },
          [],
          { last: true },
        ),
      { together: true },
    );
    await expect(write).rejects.toThrow();
    expect(await balanceOf(player)).toBe(100);
    expect(await couponsOf(player)).toBe(0);
    expect(await betLedgerOf(player)).toEqual([]);
    expect(await api.db.query('select request_id from coupon_requests where request_id = $1', [requestId])).toEqual([]);
  });
});
