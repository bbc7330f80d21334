import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { createFromTemplate, databaseUrl, testTemplates } from '../../db/test-template';
import { MIGRATIONS_DIR } from '../../paths';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer } from '../auth/auth.testing';
import { couponBetsFromFeed } from './betting.feed';
import { placingStats } from './betting.service';
import { aCoupon, placeCoupon } from './betting.testing';

// Issue 20, placing on PostgreSQL: a group of placings costs the API 2 round trips to the server
// (4 before: begin, read, write, commit, each sent after the last one's answer). The group's begin
// goes in one message with its read and its commit in one with its write (db/database.ts
// `TransactionOptions.together`). Counted on the wire: the API talks to PostgreSQL through a proxy
// here that counts the messages a client waits on (Query of the simple protocol, Sync of the
// extended one). PostgreSQL only (the embedded database has no wire).

const url = process.env['DATABASE_URL'];

/** SSLRequest and GSSENCRequest: untyped messages after which the startup message still comes untyped. */
const NEGOTIATION_CODES = new Set([80877103, 80877104]);

/** A TCP proxy to `target` that counts, over every connection, the client's messages that end in the server's answer. */
async function countingProxy(target: URL): Promise<{ port: number; waits: () => number; close: () => Promise<void> }> {
  let waits = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let pending = Buffer.alloc(0);
    let startup = true;
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      // frontend messages: the startup ones untyped (length, code), then type byte and length
      for (;;) {
        if (startup) {
          if (pending.length < 8) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          startup = NEGOTIATION_CODES.has(pending.readInt32BE(4));
          pending = pending.subarray(length);
        } else {
          if (pending.length < 5) break;
          const length = pending.readInt32BE(1);
          if (pending.length < 1 + length) break;
          const type = String.fromCharCode(pending[0]!);
          if (type === 'Q' || type === 'S') waits += 1;
          pending = pending.subarray(1 + length);
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    waits: () => waits,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!url)('round trips of placing groups on PostgreSQL', () => {
  const name = `kickoff_test_${randomBytes(6).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  let db: Database;
  let api: TestApi;

  beforeAll(async () => {
    // a copy of the run's seeded template when there is one (seeding through the proxy on a loaded
    // machine can hold a transaction open past the server's idle timeout), else migrated and seeded here
    const templates = testTemplates();
    const seeded = templates?.kind === 'postgres';
    if (templates?.kind === 'postgres') {
      await createFromTemplate(url!, name, templates.seeded);
    } else {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    }
    proxy = await countingProxy(new URL(url!));
    const proxied = new URL(databaseUrl(url!, name));
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    db = await openDatabase({ kind: 'postgres', connectionString: proxied.toString(), maxConnections: 8 });
    if (!seeded) await migrate(db, MIGRATIONS_DIR);
    api = await startTestApi({ db, seed: !seeded });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await db?.close();
    await proxy?.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });

  async function openBet(offset: number) {
    const [market] = await db.query<{ id: number }>(
      'select m.id from feed_markets m join feed_games g on g.id = m.game_id where g.status = 0 and m.group_id = 1 order by m.id offset $1 limit 1',
      [offset],
    );
    await db.query('update feed_markets set is_blocked = false where id = $1', [market!.id]);
    const [bet] = await couponBetsFromFeed(db, [market!.id]);
    return bet!;
  }

  it('a placing alone costs 2 round trips: its begin goes with its read, its commit with its write', async () => {
    const player = await registerPlayer(api, { balanceMinor: 1_000 });
    const bet = await openBet(0);
    const before = proxy.waits();
    const groupsBefore = placingStats(db).groups;
    const answer = await placeCoupon(api, player, aCoupon(player, [bet], { amount: 2 }));
    expect(answer.status).toBe('accepted');
    expect(placingStats(db).groups - groupsBefore).toBe(1);
    expect(proxy.waits() - before).toBe(2);
    const [account] = await db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]);
    expect(account?.balance_minor).toBe(800);
  }, 60_000);

  it('placings that arrive together cost 2 round trips a group, each answered once and the money exact', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, (_unused, index) => registerPlayer(api, { balanceMinor: index === 7 ? 100 : 1_000 })));
    const bet = await openBet(1);
    const before = proxy.waits();
    const statsBefore = placingStats(db);
    const answers = await Promise.all(players.map((player) => placeCoupon(api, player, aCoupon(player, [bet], { amount: 2 }))));
    const waits = proxy.waits() - before;
    const stats = placingStats(db);
    const groups = stats.groups - statsBefore.groups;
    expect(stats.members - statsBefore.members).toBe(players.length);
    // grouped (fewer groups than placings), and 2 round trips per group, whatever its size
    expect(groups).toBeLessThan(players.length);
    expect(waits).toBe(2 * groups);
    for (const [index, player] of players.entries()) {
      const accepted = index !== 7;
      expect(answers[index]).toMatchObject(accepted ? { status: 'accepted' } : { status: 'rejected', code: 'insufficient_funds' });
      const [account] = await db.query<{ balance_minor: number }>('select balance_minor from accounts where id = $1', [player.accountId]);
      expect(account?.balance_minor).toBe(accepted ? 800 : 100);
      const ledger = await db.query<{ amount_minor: number; balance_after_minor: number }>("select amount_minor, balance_after_minor from ledger where account_id = $1 and reason = 'bet'", [player.accountId]);
      expect(ledger).toEqual(accepted ? [{ amount_minor: -200, balance_after_minor: 800 }] : []);
    }
  }, 120_000);
});
