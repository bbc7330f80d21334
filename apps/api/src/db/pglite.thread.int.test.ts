import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

// Issue 20: the embedded database in a worker thread behaves as PGlite on the API's thread.
describe('the embedded database in a worker thread', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: 'memory://', thread: 'worker' });
    await db.exec('create table t_counter (id int primary key, n int8 not null, amount numeric not null)');
    await db.query('insert into t_counter (id, n, amount) values (1, 0, 0)');
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('answers rows with int8 and numeric as numbers, dates, booleans, nulls and bytes', async () => {
    const [row] = await db.query<{ big: number; num: number; at: Date; yes: boolean; nothing: null; bytes: Uint8Array; list: number[] }>(
      "select 9007199254740991::int8 as big, 12.5::numeric as num, timestamptz '2026-11-26 08:00:00+00' as at, true as yes, null as nothing, '\\x0102'::bytea as bytes, array[1,2,3]::int[] as list",
    );
    expect(row).toEqual({ big: 9007199254740991, num: 12.5, at: new Date('2026-11-26T08:00:00Z'), yes: true, nothing: null, bytes: new Uint8Array([1, 2]), list: [1, 2, 3] });
    expect(await db.query('select $1::text as a, $2::int as b', ['x', 7])).toEqual([{ a: 'x', b: 7 }]);
  });

  it('keeps a database error\'s SQLSTATE code and fields', async () => {
    const failure = await db.query('insert into t_counter (id, n, amount) values (1, 0, 0)').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 't_counter_pkey', table: 't_counter' });
    expect((failure as Error).message).toMatch(/duplicate key/);
    await expect(db.query('select 2147483647::int + 1')).rejects.toMatchObject({ code: '22003' });
  });

  it('commits a transaction when its work resolves and rolls it back when it throws', async () => {
    const answer = await db.transaction(async (tx) => {
      await tx.query('update t_counter set n = n + 1 where id = 1');
      return (await tx.query<{ n: number }>('select n from t_counter where id = 1'))[0]?.n;
    });
    expect(answer).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('update t_counter set n = n + 100 where id = 1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // a failed statement inside the transaction rolls back all of it
    await expect(
      db.transaction(async (tx) => {
        await tx.query('update t_counter set n = n + 100 where id = 1');
        await tx.query('insert into t_counter (id, n, amount) values (1, 0, 0)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('select n from t_counter where id = 1')).toEqual([{ n: 1 }]);
  });

  it('runs transactions one at a time and a plain statement after the open transaction ends', async () => {
    await db.query('update t_counter set n = 0, amount = 0 where id = 1');
    const order: string[] = [];
    // read, then write what was read: lost updates unless the transactions run one at a time
    const increments = Array.from({ length: 25 }, (_unused, index) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ n: number; amount: number }>('select n, amount from t_counter where id = 1');
        await tx.query('update t_counter set n = $1, amount = $2 where id = 1', [(row?.n ?? 0) + 1, (row?.amount ?? 0) + index]);
        order.push('tx');
      }),
    );
    const plain = db.query<{ n: number }>('select n from t_counter where id = 1').then((rows) => {
      order.push('plain');
      return rows[0]?.n;
    });
    await Promise.all(increments);
    expect(await db.query('select n, amount from t_counter where id = 1')).toEqual([{ n: 25, amount: 300 }]);
    // the plain read waited for the transaction open when it was sent, and saw a whole number of them
    expect(await plain).toBe(order.indexOf('plain'));
  });

  it('opens a transaction with its first statement, also when its statements are sent together or it ends before it began', async () => {
    await db.query('update t_counter set n = 0 where id = 1');
    const together = db.transaction(async (tx) => {
      const [first, second] = await Promise.all([tx.query('update t_counter set n = n + 1 where id = 1 returning n'), tx.query('update t_counter set n = n + 1 where id = 1 returning n')]);
      return [first, second];
    });
    // sent while the first is open: its statements wait, and a failure of one that has not begun yet rolls back nothing of the others
    const refused = db.transaction(async (tx) => {
      const pending = tx.query('update t_counter set n = n + 1000 where id = 1');
      throw Object.assign(new Error('refused early'), { pending: pending.catch(() => undefined) });
    });
    expect(await together).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    await expect(refused).rejects.toThrow('refused early');
    expect(await db.transaction(async () => 'no statement')).toBe('no statement');
    expect(await db.query('select n from t_counter where id = 1')).toEqual([{ n: 2 }]);
  });

  it('applies the migrations, each once', async () => {
    const applied = await migrate(db, MIGRATIONS_DIR);
    expect(applied.length).toBeGreaterThan(10);
    expect(await migrate(db, MIGRATIONS_DIR)).toEqual([]);
    const [placing] = await db.query<{ n: number }>("select count(*)::int as n from pg_proc where proname in ('placing_read_group', 'placing_write_group')");
    expect(placing?.n).toBe(2);
  }, 120_000);

  it('refuses statements once closed', async () => {
    const other = await openDatabase({ kind: 'pglite', dataDir: 'memory://', thread: 'worker' });
    expect(await other.query('select 1 as one')).toEqual([{ one: 1 }]);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/stopped/);
  }, 60_000);
});
