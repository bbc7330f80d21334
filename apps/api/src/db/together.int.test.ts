import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStatement, type Database } from './database';
import { openTestDatabase } from './testing';

// Issue 20, placing groups on PostgreSQL in 2 round trips: a transaction opened `{ together: true }`
// sends its begin in one message with its first statement and its commit with the statement marked
// `commits` (simple query protocol, the values written into the text as escaped literals). Here: the
// values arrive exactly as the driver's parameters bring them, a failed last statement keeps
// nothing, and a committed one keeps everything. On the embedded database the option changes
// nothing, and the same answers hold.

let db: Database;
const database = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';

beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec('create table together_test (id bigint primary key, note text not null)');
}, 120_000);
afterAll(async () => {
  await db?.close();
});

/** Values a placing sends (ids, hashes, JSON answers, coefficients), with every character a literal must escape. */
const awkward = ["it's", 'back\\slash', 'E\'\\x41\'', 'quote " and {brace}, comma', 'NULL', '', 'emoji \u{1F3C6} and ü', '$1 $2', "'; drop table together_test; --", '\\\\', '\n\ttab'];
const statement = 'select $1::text as t, $2::text[] as texts, $3::bigint[] as ids, $4::numeric[] as coefs, $5::boolean[] as flags, $6::jsonb as answer, $7::bigint as big, $8::text as none';
const params = [awkward[2], awkward, [1, -2, 9_007_199_254_740_991, null], [1.85, 0.1, 1_000_000.25], [true, false, null], JSON.stringify({ text: awkward, n: 1.5 }), 42, null];

describe(`a transaction whose begin and commit travel with its statements, on ${database}`, () => {
  it('writes every value as a literal that reads back as the parameter would', async () => {
    const inline = inlineStatement(statement, params);
    expect(inline).toBeDefined();
    // one pass: a `$1` inside a value stays as it is
    expect(inline).toContain('"$1 $2"');
    const expected = await db.query(statement, params);
    const first = await db.transaction((tx) => tx.query(statement, params), { together: true });
    const last = await db.transaction(async (tx) => {
      await tx.query('select 1');
      return tx.query(statement, params, { commits: true });
    }, { together: true });
    const both = await db.transaction((tx) => tx.query(statement, params, { commits: true }), { together: true });
    expect(first).toEqual(expected);
    expect(last).toEqual(expected);
    expect(both).toEqual(expected);
    expect(expected[0]).toMatchObject({ t: awkward[2], texts: awkward, flags: [true, false, null], none: null });
  });

  it('leaves out what it cannot write as a literal: quotes in the statement, a zero byte, objects', () => {
    expect(inlineStatement("select $1 || 'x'", ['a'])).toBeUndefined();
    expect(inlineStatement('select $$a$$, $1', ['a'])).toBeUndefined();
    expect(inlineStatement('select $1::text', ['a\0b'])).toBeUndefined();
    expect(inlineStatement('select $1::jsonb', [{ a: 1 }])).toBeUndefined();
    expect(inlineStatement('select $2::text', ['a'])).toBeUndefined();
    expect(inlineStatement('select $1::int, $10::int', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe("select E'1'::int, E'10'::int");
  });

  it('keeps nothing when its last statement fails, and the connection serves the next transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into together_test (id, note) values ($1, $2)', [1, 'kept?']);
        await tx.query('insert into together_test (id, note) values ($1, $2)', [2, 'second']);
        // the last statement fails (a duplicate key): the commit in its message is not run
        await tx.query('insert into together_test (id, note) values ($1, $2)', [1, 'again'], { commits: true });
      }, { together: true }),
    ).rejects.toThrow();
    expect(await db.query('select id from together_test')).toEqual([]);
    await Promise.all(Array.from({ length: 12 }, (_unused, index) => db.transaction((tx) => tx.query('insert into together_test (id, note) values ($1, $2)', [100 + index, 'ok'], { commits: true }), { together: true })));
    expect((await db.query<{ n: number }>('select count(*)::int as n from together_test'))[0]?.n).toBe(12);
  });

  it('keeps what its statements wrote once the statement marked commits answered, and refuses a statement after it', async () => {
    let after: unknown = null;
    await db.transaction(async (tx) => {
      await tx.query('insert into together_test (id, note) values ($1, $2)', [10, awkward[8]]);
      await tx.query('insert into together_test (id, note) values ($1, $2)', [11, awkward[1]], { commits: true });
      if (database === 'postgres') after = await tx.query('select 1').catch((error: unknown) => error);
    }, { together: true });
    expect(await db.query('select id, note from together_test where id in (10, 11) order by id')).toEqual([
      { id: 10, note: awkward[8] },
      { id: 11, note: awkward[1] },
    ]);
    if (database === 'postgres') expect(after).toBeInstanceOf(Error);
  });

  it('rolls back when the work throws after its first statement', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into together_test (id, note) values ($1, $2)', [20, 'rolled back']);
        throw new Error('refused');
      }, { together: true }),
    ).rejects.toThrow('refused');
    expect(await db.query('select id from together_test where id = 20')).toEqual([]);
  });
});
