import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { createFromTemplate, databaseUrl, testTemplates } from './test-template';
import { MIGRATIONS_DIR } from '../paths';

/**
 * A fresh, migrated database for one integration test file: an in-memory PGlite, or, when
 * `DATABASE_URL` is set, a new database on that server that `close()` drops again. PGlite runs on
 * the test's thread unless `PGLITE_THREAD=worker` (the served API's way, issue 20). When the run's
 * global setup made templates (`db/test-template.ts`), the database is a copy of the migrated one.
 */
export async function openTestDatabase(): Promise<Database> {
  return (await openTemplateCopy('migrated')) ?? openMigrated();
}

/**
 * A copy of the run's seeded template (migrated and seeded at `TEST_START`), or null when the run
 * has no templates (a test run without the global setup). The embedded database runs on the test's
 * thread, or in a worker thread as the served API runs it when `thread` is `'worker'`.
 */
export async function openSeededTestDatabase(thread?: 'inline' | 'worker'): Promise<Database | null> {
  return openTemplateCopy('seeded', thread);
}

async function openMigrated(): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://', thread: process.env['PGLITE_THREAD'] === 'worker' ? 'worker' : 'inline' });
    await migrate(db, MIGRATIONS_DIR);
    return db;
  }
  return openPostgresTestDatabase(url, async (admin, name) => {
    await admin.query(`create database ${name}`);
  }, true);
}

async function openTemplateCopy(which: 'migrated' | 'seeded', thread: 'inline' | 'worker' = process.env['PGLITE_THREAD'] === 'worker' ? 'worker' : 'inline'): Promise<Database | null> {
  const templates = testTemplates();
  const url = process.env['DATABASE_URL'];
  if (!templates) return null;
  if (templates.kind === 'pglite') {
    if (url) return null;
    const tarball = await readFile(templates[which]);
    return openDatabase({ kind: 'pglite', dataDir: 'memory://', thread, loadDataDir: new Blob([tarball]) });
  }
  if (!url) return null;
  return openPostgresTestDatabase(url, (_admin, name) => createFromTemplate(url, name, templates[which]), false);
}

/** A new database on the server of `url`, made by `create`, dropped again by `close()`. */
async function openPostgresTestDatabase(url: string, create: (admin: pg.Client, name: string) => Promise<void>, migrateIt: boolean): Promise<Database> {
  const name = `kickoff_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await create(admin, name);
  } finally {
    await admin.end();
  }
  const db = await openDatabase({ kind: 'postgres', connectionString: databaseUrl(url, name), maxConnections: 20 });
  if (migrateIt) await migrate(db, MIGRATIONS_DIR);
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
