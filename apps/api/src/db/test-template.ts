import { MemoryLogger, SimulatedClock, type Clock } from '@kickoff/platform';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ApiSettings } from '../context';
import { seedDemo } from '../seed/seed';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { MIGRATIONS_DIR } from '../paths';

/**
 * Issue 20 (CI time): the integration tests' databases made once per run. Every test file used to
 * open an empty database, apply the migrations and seed the demo (about 10 s a file on the embedded
 * database, most of it the seed); now a vitest global setup (`setup` below) makes two templates per
 * run, one migrated and one migrated and seeded at `TEST_START`, and each file gets its own copy of
 * one (`db/testing.ts`): a PGlite data folder loaded from a tarball, or on PostgreSQL a database
 * `CREATE DATABASE ... TEMPLATE`. Each file still has its own database: no test sees another's rows.
 */

/** The simulated clock's start of a test API (`startTestApi`): the seeded template is seeded at this instant. */
export const TEST_START = Date.UTC(2026, 10, 22, 12);

/** Where the global setup says the templates are (absent: each file migrates and seeds its own, as before). */
export const TEMPLATE_ENV = 'KICKOFF_TEST_TEMPLATES';

/** The two templates: PGlite tarballs (`pglite`, file paths) or PostgreSQL database names (`postgres`). */
export interface TestTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

/** The templates this run's global setup made, or null. */
export function testTemplates(): TestTemplates | null {
  const value = process.env[TEMPLATE_ENV];
  return value ? (JSON.parse(value) as TestTemplates) : null;
}

/** Seeds `db` as `startTestApi` does by default (the seed reads the clock, not the settings). */
export async function seedAtTestStart(db: Database, settings: ApiSettings): Promise<void> {
  await seedDemo({ db, clock: new SimulatedClock(TEST_START) as Clock, logger: new MemoryLogger(), settings });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Creates database `name` as a copy of `template`. PostgreSQL refuses while another session is still
 * connected to the template (55006: a closed pool's backends may take a moment to exit): retried.
 */
export async function createFromTemplate(url: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(url, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * Vitest global setup: makes the templates and tells the test workers where they are (an environment
 * variable, set before the workers start); the returned teardown removes them.
 */
export async function makeTestTemplates(settings: ApiSettings): Promise<() => Promise<void>> {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    const folder = mkdtempSync(join(tmpdir(), 'kickoff-test-templates-'));
    const db = await openDatabase({ kind: 'pglite', dataDir: 'memory://', thread: 'inline' });
    try {
      await migrate(db, MIGRATIONS_DIR);
      const migrated = join(folder, 'migrated.tar');
      writeFileSync(migrated, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
      await seedAtTestStart(db, settings);
      const seeded = join(folder, 'seeded.tar');
      writeFileSync(seeded, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
      process.env[TEMPLATE_ENV] = JSON.stringify({ kind: 'pglite', migrated, seeded } satisfies TestTemplates);
    } finally {
      await db.close();
    }
    return async () => {
      delete process.env[TEMPLATE_ENV];
      rmSync(folder, { recursive: true, force: true });
    };
  }
  const suffix = randomBytes(6).toString('hex');
  const names = { migrated: `kickoff_template_migrated_${suffix}`, seeded: `kickoff_template_seeded_${suffix}` };
  const drop = async () => {
    for (const name of Object.values(names)) await adminQuery(url, `drop database if exists ${name} with (force)`);
  };
  try {
    await adminQuery(url, `create database ${names.migrated}`);
    const migrated = await openDatabase({ kind: 'postgres', connectionString: databaseUrl(url, names.migrated), maxConnections: 4 });
    try {
      await migrate(migrated, MIGRATIONS_DIR);
    } finally {
      await migrated.close();
    }
    await createFromTemplate(url, names.seeded, names.migrated);
    const seeded = await openDatabase({ kind: 'postgres', connectionString: databaseUrl(url, names.seeded), maxConnections: 4 });
    try {
      await seedAtTestStart(seeded, settings);
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  process.env[TEMPLATE_ENV] = JSON.stringify({ kind: 'postgres', ...names } satisfies TestTemplates);
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await drop();
  };
}
