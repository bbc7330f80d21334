import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';
import { listenOn, type NoticeHandlers, type StopListening } from './notifications';
import { openPgliteInWorker } from './pglite.thread';

/** A row as both drivers return it. */
export type Row = Record<string, unknown>;

/**
 * How a statement runs. `name`: PostgreSQL prepares it once per connection under that name and then
 * only binds and runs it (issue 20: a placing group's read and write are not parsed and planned
 * again on every call); one name for one statement text only. The embedded database ignores it.
 */
export interface QueryOptions {
  readonly name?: string;
}

/** Runs statements; the same interface inside and outside a transaction. */
export interface Queryable {
  /** One parameterised statement; returns its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The database the API runs on: an embedded PostgreSQL (PGlite) in a data folder, or a PostgreSQL
 * server when `DATABASE_URL` is set. One set of SQL (PostgreSQL 15 compatible) serves both.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Connections the database keeps (PostgreSQL's pool size): how many placing groups run at once (group.ts). */
  readonly connections?: number;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Runs a full garbage collection where the database keeps its own heap (the embedded database's worker thread), for the end of start-up. */
  collectGarbage?(): Promise<void>;
  /**
   * Listens on a notification channel over a dedicated connection (PostgreSQL's LISTEN, not one of the
   * pool's; issue 20: the feed's changes fanned out to every API process, db/notifications.ts). Absent
   * on the embedded database: one process, nothing to fan out.
   */
  listen?(channel: string, handlers: NoticeHandlers): Promise<StopListening>;
  /** The data folder as an uncompressed tarball (the embedded database on the API's thread only): the integration tests' template, `db/test-template.ts`. */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * Where the database lives. The embedded database runs on the API's thread unless `thread` is
 * `'worker'` (issue 20: the served API runs it in a worker thread, `pglite.thread.ts`; tests keep it
 * on their own thread).
 */
export type DatabaseOptions = { kind: 'pglite'; dataDir: string; thread?: 'inline' | 'worker'; loadDataDir?: Blob } | { kind: 'postgres'; connectionString: string; maxConnections?: number };

// int8 and numeric arrive as strings by default; money is integer minor units far below 2^53.
const toNumber = (value: string): number => Number(value);

/**
 * Connections of one API process to PostgreSQL unless `DATABASE_POOL_SIZE` says otherwise: twice
 * the machine's cores, at least 4 (issue 20: a pool sized to the cores; more connections than the
 * server's cores can run only queue inside the server, holding row locks longer).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(4, cores * 2);
}

/** Opens the database described by `options`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return options.thread === 'worker' ? openPgliteInWorker(options.dataDir, options.loadDataDir) : openPglite(options.dataDir, options.loadDataDir);
  return openPostgres(options.connectionString, options.maxConnections ?? defaultPoolSize());
}

/**
 * Runs one full garbage collection, for the end of start-up. Opening PGlite on an empty folder runs
 * its initdb in a second WebAssembly instance and unpacks its file bundle, and migrations and the
 * seed build large texts: about 430 MB of buffers that are garbage once the server is ready, but
 * that V8 gives back only at its next full collection, which an idle server may not run for a while
 * (issue 19: the API's memory at rest, about 540 MB instead of 800-880 MB after a first start).
 */
export function collectStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const db = await PGlite.create(dataDir, {
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [pgliteTypes.INT8]: toNumber, [pgliteTypes.NUMERIC]: toNumber },
  });
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const base = wrap(db);
  return {
    kind: 'pglite',
    ...base,
    // PGlite is one connection: its transaction holds a lock, so transactions run one at a time.
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    dumpDataDir: () => db.dumpDataDir('none'),
  };
}

/** The longest a statement may run on PostgreSQL before the server cancels it. */
export const STATEMENT_TIMEOUT_MS = 10_000;
/** The longest a transaction may stay open without a statement. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const typeOverrides = new pg.TypeOverrides();
  typeOverrides.setTypeParser(20, toNumber);
  typeOverrides.setTypeParser(1700, toNumber);
  // No statement holds a connection longer than STATEMENT_TIMEOUT_MS, and no transaction sits idle
  // holding locks (issue 19): a slow request is cancelled (57014, answered 503) instead of starving
  // placing and settlement.
  const pool = new pg.Pool({ connectionString, max, types: typeOverrides, statement_timeout: STATEMENT_TIMEOUT_MS, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS });
  pool.on('error', () => {
    // an idle client lost its connection; the pool replaces it on the next checkout
  });
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      const result = options?.name ? await target.query({ name: options.name, text: sql, values: params as unknown[] }) : await target.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    connections: max,
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenOn(connectionString, channel, handlers),
  };
}
