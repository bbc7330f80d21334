import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openTestDatabase } from './testing';

// A transaction's connection ended by the server while the API holds it (on PostgreSQL: a
// transaction idle past its limit, an administrator's command, a restart) fails that transaction
// with an error; the API's process goes on and the next transaction gets a working connection.

const onPostgres = Boolean(process.env['DATABASE_URL']);
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe.skipIf(!onPostgres)('a connection lost in the middle of a transaction, on postgres', () => {
  for (const together of [false, true]) {
    it(`fails the transaction, not the process, and the next one works (${together ? 'begin sent with its first statement' : 'plain'})`, async () => {
      const outcome = db.transaction(
        async (tx) => {
          const [own] = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
          // another connection of the pool ends this one, as the server's idle limit would
          const [ended] = await db.query<{ ended: boolean }>('select pg_terminate_backend($1) as ended', [own!.pid]);
          expect(ended!.ended).toBe(true);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.query('select 1');
          return 'committed';
        },
        together ? { together: true } : undefined,
      );
      await expect(outcome).rejects.toThrow();
      expect(await db.transaction(async (tx) => (await tx.query<{ one: number }>('select 1 as one'))[0]!.one)).toBe(1);
    });
  }
});
