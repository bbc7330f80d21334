import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { MIGRATIONS_DIR } from '../paths';

/**
 * A fresh, migrated database for one integration test file: an in-memory PGlite, or, when
 * `DATABASE_URL` is set, a new database on that server that `close()` drops again. PGlite runs on
 * the test's thread unless `PGLITE_THREAD=worker` (the served API's way, issue 20).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://', thread: process.env['PGLITE_THREAD'] === 'worker' ? 'worker' : 'inline' });
    await migrate(db, MIGRATIONS_DIR);
    return db;
  }
  const name = `kickoff_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', connectionString: target.toString(), maxConnections: 20 });
  await migrate(db, MIGRATIONS_DIR);
  return {
    ...db,
    kind: db.kind,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
