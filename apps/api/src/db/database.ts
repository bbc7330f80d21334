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
  /**
   * The statement is the transaction's last (issue 20): in a transaction opened with `{ together: true }`
   * on PostgreSQL the commit goes in the same message, one round trip for both (a failed statement
   * leaves the commit unrun and the transaction is rolled back). Elsewhere the commit follows as usual.
   */
  readonly commits?: boolean;
}

/** How a transaction talks to the server. */
export interface TransactionOptions {
  /**
   * PostgreSQL (issue 20, placing groups): `begin` goes in one message with the first statement and
   * `commit` with the statement marked `commits`, so a transaction of two statements costs two round
   * trips instead of four. Those messages use the simple query protocol, their values written into
   * the text as escaped literals (`inlineStatement`); a statement whose values cannot be written so
   * goes on its own, as in any transaction. The embedded database ignores it.
   */
  readonly together?: boolean;
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
  /** Connections the database keeps (PostgreSQL's pool size): at most that many placing groups run at once (group.ts). */
  readonly connections?: number;
  /** How many placing groups run at once on PostgreSQL when not the default (group.ts `postgresGroupsAtOnce`; tests). */
  readonly groupsAtOnce?: number;
  /** Runs `work` in one transaction: committed when it resolves (or by its statement marked `commits`), rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
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

/** A value as a literal of the simple query protocol's text, or undefined when it cannot be one. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    const elements: string[] = [];
    for (const element of value as unknown[]) {
      if (element === null || element === undefined) {
        elements.push('NULL');
        continue;
      }
      const text = scalarText(element);
      if (text === undefined) return undefined;
      // an array literal's element in double quotes: backslash and double quote escaped
      elements.push(`"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`);
    }
    return quoted(`{${elements.join(',')}}`);
  }
  const text = scalarText(value);
  return text === undefined ? undefined : quoted(text);
}

/** The text PostgreSQL reads a scalar value from (as the driver sends it), or undefined for what is not written inline (objects, buffers, dates). */
function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? undefined : value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A string constant with escapes (E'...'): quotes and backslashes doubled, whatever `standard_conforming_strings` says. */
const quoted = (text: string): string => `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * `sql` with its parameters `$1`, `$2`, ... written in as escaped literals, for the simple query
 * protocol (issue 20: a statement sent in one message with `begin` or `commit`). Each literal is of
 * unknown type, as the driver's parameters are, so the statement resolves its types as it would
 * with parameters. Undefined when the statement has quotes or dollar quotes of its own (a `$n`
 * inside them is not a parameter) or a value cannot be written as a literal (an object, a buffer,
 * a string with a zero byte).
 */
export function inlineStatement(sql: string, params: readonly unknown[]): string | undefined {
  if (/['"]|\$\$/.test(sql)) return undefined;
  const literals: string[] = [];
  for (const param of params) {
    const text = literal(param);
    if (text === undefined) return undefined;
    literals.push(text);
  }
  let missing = false;
  const text = sql.replace(/\$(\d+)/g, (_match, digits: string) => {
    const value = literals[Number(digits) - 1];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : text;
}

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
  /**
   * A transaction whose begin and commit travel with its first and last statements (`TransactionOptions`).
   * Nothing is sent before the first statement (a transaction that runs none costs no round trip).
   */
  const together = async <T>(client: pg.PoolClient, work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const at: { state: 'unopened' | 'open' | 'committed' } = { state: 'unopened' };
    const plain = wrap(client);
    const tx: Queryable = {
      async query<R extends object>(sql: string, params: readonly unknown[] = [], queryOptions?: QueryOptions) {
        if (at.state === 'committed') throw new Error('the transaction was committed already');
        const begins = at.state === 'unopened';
        const commits = queryOptions?.commits === true;
        const inline = begins || commits ? inlineStatement(sql, params) : undefined;
        if (inline === undefined) {
          if (begins) {
            at.state = 'open';
            await client.query('begin');
          }
          const rows = await plain.query<R>(sql, params, queryOptions);
          if (commits) {
            await client.query('commit');
            at.state = 'committed';
          }
          return rows;
        }
        // open from here on: a failure of this message rolls back whatever it began
        at.state = 'open';
        const results = (await client.query(`${begins ? 'begin; ' : ''}${inline}${commits ? '; commit' : ''}`)) as unknown as pg.QueryResult | pg.QueryResult[];
        if (commits) at.state = 'committed';
        const list = Array.isArray(results) ? results : [results];
        return (list[begins ? 1 : 0]?.rows ?? []) as R[];
      },
      async exec(sql: string) {
        if (at.state === 'committed') throw new Error('the transaction was committed already');
        if (at.state === 'unopened') {
          at.state = 'open';
          await client.query('begin');
        }
        await client.query(sql);
      },
    };
    try {
      const result = await work(tx);
      if (at.state === 'open') await client.query('commit');
      return result;
    } catch (error) {
      if (at.state === 'open') await client.query('rollback').catch(() => undefined);
      throw error;
    }
  };
  await pool.query('select 1');
  return {
    kind: 'postgres',
    connections: max,
    ...wrap(pool),
    async transaction(work, options) {
      const client = await pool.connect();
      // A connection the server ends while it is checked out (a transaction idle past
      // IDLE_IN_TRANSACTION_TIMEOUT_MS, an administrator's command, a restart) emits 'error' on its
      // client, which no one else listens to then: unheard, it would end the API's process. The
      // transaction's next statement fails instead (rolled back by the server), and the client is
      // discarded, not handed back to the pool.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      const release = () => {
        client.off('error', onLost);
        client.release(lost);
      };
      if (options?.together) {
        try {
          return await together(client, work);
        } finally {
          release();
        }
      }
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        release();
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) => listenOn(connectionString, channel, handlers),
  };
}
