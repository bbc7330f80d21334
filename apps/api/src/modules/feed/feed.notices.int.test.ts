import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../../db/database';
import type { NoticeHandlers, StopListening } from '../../db/notifications';
import { openTestDatabase } from '../../db/testing';
import { rawGet, startTestApi, type TestApi } from '../../testing';
import { LiveSimulator } from '../simulator/simulator';
import { advanceSimulator } from '../simulator/simulator.service';
import { feedNoticesHeard } from './feed.changes';
import { readRevision } from './feed.queries';

// Issue 20: the feed fanned out through PostgreSQL's LISTEN/NOTIFY (docs/scaling.md "Feed fan-out
// through LISTEN/NOTIFY"). Two API apps, each with its own pool, on one PostgreSQL database; the
// simulator ticks in the first. The second hears the tick's notice once it committed and builds the
// live answers of the committed revision at once: its clock stands still, so without the notice it
// would answer the revision it read for ever (a revision counts as fresh for 250 ms of the clock),
// and it answers the new one with no read of the revision before its one read of the list (the notice
// names the revision).

const onPostgres = Boolean(process.env['DATABASE_URL']);

/** A revision's read (feed.queries `readRevision`). */
const REVISION_READ = 'select revision from feed_revisions where scope = $1';
/** The live list's read (feed.queries `readLiveGames`). */
const LIVE_LIST_READ = /where g\.status in \(2, 3\) and \(\$1::int is null/;

/** The second app's database with every statement it runs counted. */
class CountingDatabase implements Database {
  readonly statements: string[] = [];
  readonly kind: Database['kind'];

  constructor(private readonly base: Database) {
    this.kind = base.kind;
  }

  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    this.statements.push(sql);
    return this.base.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.base.exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.base.transaction(work);
  }

  listen(channel: string, handlers: NoticeHandlers): Promise<StopListening> {
    if (!this.base.listen) throw new Error('the database does not listen');
    return this.base.listen(channel, handlers);
  }

  close(): Promise<void> {
    return this.base.close();
  }
}

const versionOf = (etag: unknown) => Number(/^"live-(\d+)-/.exec(String(etag))?.[1]);

describe.runIf(onPostgres)('the feed across two API processes on PostgreSQL (issue 20: LISTEN/NOTIFY)', () => {
  let first: TestApi;
  let second: TestApi;
  let secondDb: CountingDatabase;
  let simulator: LiveSimulator;

  beforeAll(async () => {
    first = await startTestApi();
    const [row] = await first.db.query<{ name: string }>('select current_database() as name');
    const name = row?.name ?? '';
    const url = new URL(process.env['DATABASE_URL'] as string);
    url.pathname = `/${name}`;
    secondDb = new CountingDatabase(await openDatabase({ kind: 'postgres', connectionString: url.toString(), maxConnections: 4 }));
    second = await startTestApi({ db: secondDb, seed: false });
    simulator = new LiveSimulator(first.context, { minLineGames: 0 });
    await feedNoticesHeard(second.context);
    await simulator.tick();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it('listens on a dedicated connection in both apps', async () => {
    expect(await feedNoticesHeard(first.context)).toBe(true);
    expect(await feedNoticesHeard(second.context)).toBe(true);
  });

  it("answers the first app's tick from the revision its notice names, with no revision read in between", async () => {
    const before = await rawGet(second.baseUrl, '/web-api/feed/v1/live', 'identity');
    expect(before.status).toBe(200);
    const versionBefore = versionOf(before.headers['etag']);
    expect(versionBefore).toBe(await readRevision(first.db, 'live'));

    const readsBefore = secondDb.statements.length;
    first.clock.advanceBy(20_000);
    await simulator.tick();
    const committed = await readRevision(first.db, 'live');
    expect(committed).toBeGreaterThan(versionBefore);

    // the second app's clock stands still: only the notice can move its answer on
    let after = before;
    await vi.waitFor(
      async () => {
        after = await rawGet(second.baseUrl, '/web-api/feed/v1/live', 'identity');
        expect(versionOf(after.headers['etag'])).toBe(committed);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(after.status).toBe(200);
    const since = secondDb.statements.slice(readsBefore);
    // one read of the live list built the answers of the new revision, and the only revision read is the
    // build's check that the list is of that revision: none before it (the notice named the revision)
    expect(since.flatMap((sql) => (LIVE_LIST_READ.test(sql) ? ['list'] : sql === REVISION_READ ? ['revision'] : []))).toEqual(['list', 'revision']);
  });

  it("answers the state after the first app's development control (everything it kept dropped)", async () => {
    const before = await rawGet(second.baseUrl, '/web-api/feed/v1/live', 'identity');
    const versionBefore = versionOf(before.headers['etag']);
    await advanceSimulator(first.context, 60, 1);
    const committed = await readRevision(first.db, 'live');
    expect(committed).toBeGreaterThan(versionBefore);
    await vi.waitFor(
      async () => {
        const after = await rawGet(second.baseUrl, '/web-api/feed/v1/live', 'identity');
        expect(versionOf(after.headers['etag'])).toBe(committed);
      },
      { timeout: 10_000, interval: 20 },
    );
  });
});

describe.runIf(onPostgres)('a dedicated connection that listens (db/notifications.ts)', () => {
  it('listens again after its connection is lost, says so, and hears the notices sent after that', async () => {
    const db = await openTestDatabase();
    const heard: string[] = [];
    let resumed = 0;
    const stop = await (db.listen as NonNullable<Database['listen']>)('kickoff_test_channel', { notice: (payload) => heard.push(payload), resumed: () => (resumed += 1) });
    try {
      await db.query("select pg_notify('kickoff_test_channel', 'one')");
      await vi.waitFor(() => expect(heard).toEqual(['one']), { timeout: 10_000, interval: 20 });
      const [ended] = await db.query<{ count: number }>(
        "select count(pg_terminate_backend(pid))::int as count from pg_stat_activity where datname = current_database() and query = 'listen kickoff_test_channel'",
      );
      expect(ended?.count).toBe(1);
      await vi.waitFor(() => expect(resumed).toBe(1), { timeout: 10_000, interval: 20 });
      await db.query("select pg_notify('kickoff_test_channel', 'two')");
      await vi.waitFor(() => expect(heard).toEqual(['one', 'two']), { timeout: 10_000, interval: 20 });
    } finally {
      await stop();
      await db.close();
    }
  });
});

describe.skipIf(onPostgres)('the feed on the embedded database (issue 20: one process, no notices)', () => {
  it('does not listen', async () => {
    const db = await openTestDatabase();
    const api = await startTestApi({ db });
    try {
      expect(db.listen).toBeUndefined();
      expect(await feedNoticesHeard(api.context)).toBe(false);
    } finally {
      await api.close();
      await db.close();
    }
  });
});
