import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../../db/database';
import type { NoticeHandlers, StopListening } from '../../db/notifications';
import { openTestDatabase } from '../../db/testing';
import { rawGet, startTestApi, type TestApi } from '../../testing';
import { LiveSimulator } from '../simulator/simulator';
import { advanceSimulator } from '../simulator/simulator.service';
import { FEED_CHANNEL, feedChangesHeard, feedNoticesHeard } from './feed.changes';
import { readRevision } from './feed.queries';
import { REVISION_TTL_MS } from './feed.routes';

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

/** A GET with the headers given (no compression asked). */
function getWith(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
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

  it("answers the second app's polls with no statement while it listens, past REVISION_TTL_MS, until the first app's next tick", async () => {
    const first1 = await rawGet(second.baseUrl, '/web-api/feed/v1/live', 'identity');
    const etag = String(first1.headers['etag']);
    const statementsBefore = secondDb.statements.length;
    for (let round = 0; round < 5; round++) {
      second.clock.advanceBy(REVISION_TTL_MS + 1);
      const again = await getWith(second.baseUrl, '/web-api/feed/v1/live', { 'if-none-match': etag });
      expect(again.status).toBe(304);
    }
    expect(secondDb.statements.slice(statementsBefore)).toEqual([]);

    first.clock.advanceBy(20_000);
    await simulator.tick();
    const committed = await readRevision(first.db, 'live');
    await vi.waitFor(
      async () => {
        const after = await getWith(second.baseUrl, '/web-api/feed/v1/live', { 'if-none-match': etag });
        expect(after.status).toBe(200);
        expect(versionOf(after.headers['etag'])).toBe(committed);
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('reads again what it keeps once its notices connection is lost, and keeps it again once it listens again', async () => {
    await rawGet(second.baseUrl, '/web-api/feed/v1/live', 'identity');
    const heard = feedChangesHeard(second.context);
    expect(heard).toBeDefined();
    // a change whose notice the second app never gets (as one sent while its connection was down)
    await first.db.query("update feed_revisions set revision = revision + 1 where scope = 'live'");
    const committed = await readRevision(first.db, 'live');
    second.clock.advanceBy(REVISION_TTL_MS + 1);
    expect(versionOf((await rawGet(second.baseUrl, '/web-api/feed/v1/live', 'identity')).headers['etag'])).toBeLessThan(committed);

    const [ended] = await first.db.query<{ count: number }>(
      `select count(pg_terminate_backend(pid))::int as count from pg_stat_activity where datname = current_database() and query = 'listen ${FEED_CHANNEL}'`,
    );
    expect(ended?.count).toBe(2);
    // lost (the token moves on) and listened to again
    await vi.waitFor(() => expect(feedChangesHeard(second.context)).toBe((heard as number) + 1), { timeout: 10_000, interval: 20 });
    expect(versionOf((await rawGet(second.baseUrl, '/web-api/feed/v1/live', 'identity')).headers['etag'])).toBe(committed);
    // and the notices move it again
    first.clock.advanceBy(20_000);
    await simulator.tick();
    const next = await readRevision(first.db, 'live');
    await vi.waitFor(
      async () => expect(versionOf((await rawGet(second.baseUrl, '/web-api/feed/v1/live', 'identity')).headers['etag'])).toBe(next),
      { timeout: 10_000, interval: 20 },
    );
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
    let lost = 0;
    const stop = await (db.listen as NonNullable<Database['listen']>)('kickoff_test_channel', {
      notice: (payload) => heard.push(payload),
      lost: () => (lost += 1),
      resumed: () => {
        expect(lost).toBe(resumed + 1);
        resumed += 1;
      },
    });
    try {
      await db.query("select pg_notify('kickoff_test_channel', 'one')");
      await vi.waitFor(() => expect(heard).toEqual(['one']), { timeout: 10_000, interval: 20 });
      const [ended] = await db.query<{ count: number }>(
        "select count(pg_terminate_backend(pid))::int as count from pg_stat_activity where datname = current_database() and query = 'listen kickoff_test_channel'",
      );
      expect(ended?.count).toBe(1);
      await vi.waitFor(() => expect(resumed).toBe(1), { timeout: 10_000, interval: 20 });
      expect(lost).toBe(1);
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
      // one process makes every change itself: it hears them all
      expect(feedChangesHeard(api.context)).toBeDefined();
    } finally {
      await api.close();
      await db.close();
    }
  });
});
