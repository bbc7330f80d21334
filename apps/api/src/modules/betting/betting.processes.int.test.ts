import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { waitingMembers } from '../../db/group';
import { migrate } from '../../db/migrate';
import { MIGRATIONS_DIR } from '../../paths';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer, type TestPlayer } from '../auth/auth.testing';
import { couponBetsFromFeed } from './betting.feed';
import { placingStats } from './betting.service';
import { aCoupon, placeCoupon } from './betting.testing';

// Issue 20, group commit on PostgreSQL (docs/scaling.md "Two API processes on one PostgreSQL"): two
// API processes, each with its own pool and its own groups, place for the same players at once.
// Their groups lock the accounts in id order and insert the placing ids in id order, so they wait
// on each other and never deadlock; every balance is the deposit less the accepted stakes.
// PostgreSQL only (the embedded database is one process).

const url = process.env['DATABASE_URL'];

/**
 * A pool whose failed transactions' SQLSTATE codes are kept (40P01: a deadlock), running 2 placing
 * groups at once (the seed takes more connections at start, so the pool itself is larger).
 */
function watched(db: Database, codes: string[], connections = 2): Database {
  return {
    ...db,
    kind: db.kind,
    connections,
    groupsAtOnce: connections,
    transaction: (work, options) =>
      db.transaction(work, options).catch((error: unknown) => {
        codes.push(String((error as { code?: unknown }).code ?? 'none'));
        throw error;
      }),
  };
}

describe.skipIf(!url)('two API processes placing for the same players on PostgreSQL', () => {
  const name = `kickoff_test_${randomBytes(6).toString('hex')}`;
  const failures: string[] = [];
  let first: TestApi;
  let second: TestApi;
  let pools: Database[] = [];
  let target: URL;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    target = new URL(url!);
    target.pathname = `/${name}`;
    pools = [await openDatabase({ kind: 'postgres', connectionString: target.toString(), maxConnections: 20 }), await openDatabase({ kind: 'postgres', connectionString: target.toString(), maxConnections: 20 })];
    await migrate(pools[0]!, MIGRATIONS_DIR);
    first = await startTestApi({ db: watched(pools[0]!, failures) });
    second = await startTestApi({ db: watched(pools[1]!, failures), seed: false, clock: first.clock });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const pool of pools) await pool.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });

  it('accepts every funded placing once, with no deadlock and the money exact to the minor unit', async () => {
    const players: TestPlayer[] = [];
    for (let index = 0; index < 12; index++) players.push(await registerPlayer(first, { balanceMinor: 10_000 }));
    const [market] = await first.db.query<{ id: number }>(
      'select m.id from feed_markets m join feed_games g on g.id = m.game_id where g.status = 0 and m.group_id = 1 order by m.id limit 1',
    );
    await first.db.query('update feed_markets set is_blocked = false where id = $1', [market!.id]);
    const [bet] = await couponBetsFromFeed(first.db, [market!.id]);
    // 4 rounds: in each, every player places 1.00 through each process at the same time (24 placings at once)
    const answers = [];
    for (let round = 0; round < 4; round++) {
      answers.push(...(await Promise.all(players.flatMap((player) => [first, second].map((api) => placeCoupon(api, player, aCoupon(player, [bet!], { amount: 1 })))))));
    }
    expect(answers.filter((answer) => answer.status === 'accepted')).toHaveLength(4 * 2 * players.length);
    expect(failures.filter((code) => code === '40P01')).toEqual([]);
    for (const player of players) {
      const [account] = await first.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]);
      expect(account?.balance_minor).toBe(10_000 - 8 * 100);
      const ledger = await first.db.query<{ n: number; total: number }>(
        "select count(*)::int as n, coalesce(sum(amount_minor), 0)::int as total from ledger where account_id = $1 and reason = 'bet'",
        [player.accountId],
      );
      expect(ledger).toEqual([{ n: 8, total: -800 }]);
    }
  }, 180_000);
  it('leaves an account another transaction holds to its next group: the group answers its other placings without waiting for it', async () => {
    // migration 0680: a group's read skips the accounts it cannot lock; a placing alone waits for its lock
    // one group at a time; a transaction that fails (a group's read that waited until the statement timeout) is kept
    const failed: string[] = [];
    const db = watched(pools[0]!, failed, 1);
    const third = await startTestApi({ db, seed: false, clock: first.clock });
    const holders: pg.Client[] = [];
    const waitingForLocks = async () =>
      (await first.db.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'"))[0]!.n;
    const until = async (check: () => Promise<boolean> | boolean) => {
      for (let attempt = 0; attempt < 1_500 && !(await check()); attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await check()).toBe(true);
    };
    try {
      const [blocking, held, free] = [await registerPlayer(first, { balanceMinor: 10_000 }), await registerPlayer(first, { balanceMinor: 10_000 }), await registerPlayer(first, { balanceMinor: 10_000 })];
      const [market] = await first.db.query<{ id: number }>(
        'select m.id from feed_markets m join feed_games g on g.id = m.game_id where g.status = 0 and m.group_id = 1 order by m.id limit 1',
      );
      await first.db.query('update feed_markets set is_blocked = false where id = $1', [market!.id]);
      const [bet] = await couponBetsFromFeed(first.db, [market!.id]);
      // another transaction (as another process's group) holds the accounts of the first two players
      for (const player of [blocking, held]) {
        const holder = new pg.Client({ connectionString: target.toString() });
        await holder.connect();
        holders.push(holder);
        await holder.query('begin');
        await holder.query('select 1 from accounts where id = $1 for update', [player.accountId]);
      }
      // the API's one connection: a placing alone waits for the first account's lock ...
      const first0 = placeCoupon(third, blocking, aCoupon(blocking, [bet!]));
      await until(async () => (await waitingForLocks()) === 1);
      // ... while the next two wait for a group; they run together once the lock is let go
      const heldOne = placeCoupon(third, held, aCoupon(held, [bet!]));
      const freeOne = placeCoupon(third, free, aCoupon(free, [bet!]));
      await until(() => waitingMembers(db) === 2);
      await holders[0]!.query('commit');
      expect((await first0).status).toBe('accepted');
      // the free account's placing is answered while the other account is still held
      expect((await freeOne).status).toBe('accepted');
      // the held one went to the next group, then waits alone for its lock, and is placed once it is let go
      await until(async () => (await waitingForLocks()) === 1);
      await holders[1]!.query('commit');
      expect((await heldOne).status).toBe('accepted');
      expect(failed).toEqual([]);
      // the counts the bench prints: the held account's placing was handed back by a group
      expect(placingStats(db).handedBack).toBeGreaterThanOrEqual(1);
      for (const player of [blocking, held, free]) {
        const [account] = await first.db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]);
        expect(account?.balance_minor).toBe(9_900);
        const ledger = await first.db.query<{ n: number; total: number }>(
          "select count(*)::int as n, coalesce(sum(amount_minor), 0)::int as total from ledger where account_id = $1 and reason = 'bet'",
          [player.accountId],
        );
        expect(ledger).toEqual([{ n: 1, total: -100 }]);
      }
    } finally {
      for (const holder of holders) await holder.end().catch(() => undefined);
      await third.close();
    }
  }, 120_000);
});
