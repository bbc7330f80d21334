import { LiveDelta, LiveGames, applyLiveDelta, type FeedGame } from '@kickoff/contracts';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../db/database';
import type { NoticeHandlers, StopListening } from '../../db/notifications';
import { openTestDatabase } from '../../db/testing';
import { pollAnswersOf, type PollAnswers } from '../../http/poll-answers';
import { securityHeaders } from '../../http/security';
import { startTestApi, type TestApi } from '../../testing';
import { LiveSimulator } from '../simulator/simulator';
import { feedChangesHeard, feedChangesHeardAgain, feedChangesUnheard, feedNoticesHeard } from './feed.changes';
import { readRevision } from './feed.queries';
import { REVISION_TTL_MS } from './feed.routes';

// Issue 20: when the simulator changes the feed, the next live answers are built at once, before the
// pollers ask: one read of the live list for the list, its delta and every language polled lately,
// each body compressed in both encodings; the answers before stand until then, and a poller that
// comes meanwhile and asks the new revision waits for that one build, never a second read.

/** The live list's read (feed.queries `readLiveGames`). */
const LIVE_LIST_READ = /where g\.status in \(2, 3\) and \(\$1::int is null/;

/** A revision's read (feed.queries `readRevision`). */
const REVISION_READ = 'select revision from feed_revisions where scope = $1';

/** The simulator's reads of the games a tick moves (live, due to start, drifting), made before its transaction. */
const SIMULATOR_PLAN_READ = /from feed_games where \(status in \(2, 3\) or|mod\(id \* 7919/;

/** The test's database with every statement run outside the simulator's transactions counted, and the live list's read held on demand. */
class CountingDatabase implements Database {
  readonly statements: string[] = [];
  /** While set, a read of the live list waits for it. */
  gate: Promise<void> | undefined;
  /** Called when a read of the live list arrives at the gate. */
  onGate: (() => void) | undefined;

  readonly kind: Database['kind'];
  readonly connections?: number;

  constructor(private readonly base: Database) {
    this.kind = base.kind;
    if (base.connections !== undefined) this.connections = base.connections;
    // the embedded database does not listen (one process): neither does its counting wrapper
    if (!base.listen) delete (this as { listen?: unknown }).listen;
  }

  async query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    this.statements.push(sql);
    if (LIVE_LIST_READ.test(sql) && this.gate) {
      this.onGate?.();
      await this.gate;
    }
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

  liveListReads(): number {
    return this.statements.filter((sql) => LIVE_LIST_READ.test(sql)).length;
  }
}

let db: CountingDatabase;
let api: TestApi;
let answers: PollAnswers;
let simulator: LiveSimulator;

beforeAll(async () => {
  db = new CountingDatabase(await openTestDatabase());
  api = await startTestApi({ db });
  answers = pollAnswersOf(api.app)!;
  simulator = new LiveSimulator(api.context, { minLineGames: 0 });
  // on PostgreSQL the app hears every change once its LISTEN is in place
  await feedNoticesHeard(api.context);
  // a first tick so the simulator's prices are its own (the next ticks move them)
  await simulator.tick();
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The JSON of an answer, decoded from the encoding it came in. */
function json(answer: Answer): unknown {
  const encoding = answer.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return JSON.parse(bytes.toString('utf8'));
}

const versionOf = (answer: Answer) => Number(/^"live-(\d+)-/.exec(String(answer.headers['etag']))?.[1]);

/** Plays one tick of the simulator 20 s of game time later (the live list moves). */
async function tick(): Promise<void> {
  api.clock.advanceBy(20_000);
  await simulator.tick();
}

describe(`the live answers built when the feed changes (issue 20) on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('builds the list, one sport, another language and the delta from one read of the live list, before the pollers ask', async () => {
    api.clock.advanceBy(REVISION_TTL_MS + 1);
    const before = await send('/web-api/feed/v1/live');
    expect(before.status).toBe(200);
    const version = versionOf(before);
    const listBefore = LiveGames.parse(json(before)).games;
    const sportId = listBefore[0]?.sportId as number;
    expect((await send(`/web-api/feed/v1/live?sportId=${sportId}`)).status).toBe(200);
    expect((await send('/web-api/feed/v1/live', { 'x-language': 'de' })).status).toBe(200);
    expect((await send(`/web-api/feed/v1/live/delta?since=${version}`)).status).toBe(200);

    const readsBefore = db.liveListReads();
    const statementsBefore = db.statements.length;
    await tick();
    // the tick's signal built the next answers: one read of the list for all four variants
    expect(db.liveListReads() - readsBefore).toBe(1);
    const statementsOfTheBuild = db.statements.length;
    // besides the tick's own two reads of the games it moves, priced before its transaction (simulator.ts `plan`)
    const tickReads = db.statements.slice(statementsBefore).filter((sql) => SIMULATOR_PLAN_READ.test(sql)).length;
    expect(tickReads).toBe(2);
    expect(statementsOfTheBuild - statementsBefore - tickReads).toBeLessThanOrEqual(4);

    const after = await send('/web-api/feed/v1/live');
    const next = versionOf(after);
    expect(next).toBeGreaterThan(version);
    const list = LiveGames.parse(json(after)).games;
    expect(list).not.toEqual(listBefore);
    const ofSport = await send(`/web-api/feed/v1/live?sportId=${sportId}`);
    expect(versionOf(ofSport)).toBe(next);
    expect(LiveGames.parse(json(ofSport)).games).toEqual(list.filter((game: FeedGame) => game.sportId === sportId));
    const german = await send('/web-api/feed/v1/live', { 'x-language': 'de' });
    expect(versionOf(german)).toBe(next);
    expect(LiveGames.parse(json(german)).games.map((game) => game.id)).toEqual(list.map((game) => game.id));
    const delta = await send(`/web-api/feed/v1/live/delta?since=${version}`);
    const body = LiveDelta.parse(json(delta));
    expect(body.since).toBe(version);
    expect(body.version).toBe(next);
    expect(applyLiveDelta(listBefore, body)).toEqual(list);
    // the pollers read nothing: revision and bodies were ready
    expect(db.statements.length).toBe(statementsOfTheBuild);
  });

  it('builds the next answers of this process\'s tick at the live revision the tick committed, with no read of it before the list', async () => {
    api.clock.advanceBy(REVISION_TTL_MS + 1);
    expect((await send('/web-api/feed/v1/live')).status).toBe(200);
    const statementsBefore = db.statements.length;
    await tick();
    const statements = db.statements.slice(statementsBefore);
    const listRead = statements.findIndex((sql) => LIVE_LIST_READ.test(sql));
    expect(listRead).toBeGreaterThanOrEqual(0);
    // nothing reads the live revision before the list: the tick's transaction named it
    expect(statements.slice(0, listRead).filter((sql) => sql === REVISION_READ)).toEqual([]);
    // once after it: the list is the base of a delta only when the revision did not move while it was read
    expect(statements.slice(listRead).filter((sql) => sql === REVISION_READ)).toHaveLength(1);
    const committed = await readRevision(api.db, 'live');
    expect(versionOf(await send('/web-api/feed/v1/live'))).toBe(committed);
  });

  it('has both compressed forms ready: the next polls of each encoding are answered before the route, with the same headers', async () => {
    await tick();
    const answered = answers.answered;
    const security = securityHeaders(api.context.settings);
    for (const encoding of ['br', 'gzip']) {
      const first = await send('/web-api/feed/v1/live', { 'accept-encoding': encoding });
      const again = await send('/web-api/feed/v1/live', { 'accept-encoding': encoding });
      for (const answer of [first, again]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers['vary']).toBe('accept-encoding');
        for (const [name, value] of Object.entries(security)) expect(answer.headers[name.toLowerCase()]).toBe(value);
      }
      expect(again.headers['etag']).toBe(first.headers['etag']);
      expect(again.body.equals(first.body)).toBe(true);
      const notModified = await send('/web-api/feed/v1/live', { 'accept-encoding': encoding, 'if-none-match': String(first.headers['etag']) });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
    }
    // the second poll of each encoding and the 304s never reached Fastify
    expect(answers.answered - answered).toBeGreaterThanOrEqual(4);
  });

  it('makes the kept live lists polled since the version before the new version\'s at once: their next polls get the new list before the route', async () => {
    await tick();
    const sportId = (LiveGames.parse(json(await send('/web-api/feed/v1/live'))).games[0]?.sportId ?? 1) as number;
    const variants: Array<[string, Record<string, string>]> = [
      ['/web-api/feed/v1/live', {}],
      [`/web-api/feed/v1/live?sportId=${sportId}`, {}],
      ['/web-api/feed/v1/live', { 'x-language': 'de' }],
    ];
    const etags: string[] = [];
    for (const [path, headers] of variants) {
      const first = await send(path, headers);
      etags.push(String(first.headers['etag']));
      // answered from the kept answer: it is polled
      const answered = answers.answered;
      expect((await send(path, { ...headers, 'if-none-match': String(first.headers['etag']) })).status).toBe(304);
      expect(answers.answered).toBe(answered + 1);
    }
    // a list kept by the route and not polled since goes at the change, as before
    const french = await send('/web-api/feed/v1/live', { 'x-language': 'fr' });

    await tick();
    const answered = answers.answered;
    for (const [index, [path, headers]] of variants.entries()) {
      const next = await send(path, { ...headers, 'if-none-match': etags[index]! });
      expect(next.status).toBe(200);
      expect(versionOf(next)).toBeGreaterThan(Number(/^"live-(\d+)-/.exec(etags[index]!)?.[1]));
      // what the route answers for the same request now: the same ETag, headers and bytes
      const route = await api.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br, gzip', ...headers, 'if-none-match': etags[index]! } });
      expect(route.statusCode).toBe(200);
      expect(next.headers['etag']).toBe(route.headers['etag']);
      expect(next.headers['content-encoding']).toBe(route.headers['content-encoding']);
      expect(next.body.equals(route.rawPayload)).toBe(true);
      expect((await send(path, { ...headers, 'if-none-match': String(next.headers['etag']) })).status).toBe(304);
    }
    // every poll of the three lists was answered before the route
    expect(answers.answered - answered).toBe(2 * variants.length);
    const frenchNext = await send('/web-api/feed/v1/live', { 'x-language': 'fr', 'if-none-match': String(french.headers['etag']) });
    expect(frenchNext.status).toBe(200);
    expect(answers.answered - answered).toBe(2 * variants.length);
  });

  it('makes a kept delta polled since the version before the delta to the new version at once, and keeps the 304 of its next poll', async () => {
    await tick();
    const whole = await send('/web-api/feed/v1/live/delta');
    const version = versionOf(whole);
    const path = `/web-api/feed/v1/live/delta?since=${version}`;
    const current = await send(path, { 'if-none-match': String(whole.headers['etag']) });
    expect(current.status).toBe(304);
    const polled = answers.answered;
    expect((await send(path, { 'if-none-match': String(whole.headers['etag']) })).status).toBe(304);
    expect(answers.answered).toBe(polled + 1);

    await tick();
    const answered = answers.answered;
    const delta = await send(path, { 'if-none-match': String(whole.headers['etag']) });
    expect(delta.status).toBe(200);
    const next = versionOf(delta);
    expect(next).toBeGreaterThan(version);
    const route = await api.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(whole.headers['etag']) } });
    expect(delta.headers['etag']).toBe(route.headers['etag']);
    expect(delta.body.equals(route.rawPayload)).toBe(true);
    expect(LiveDelta.parse(json(delta)).since).toBe(version);
    // the poller's next poll, since the version it has now, with its ETag
    const after = await send(`/web-api/feed/v1/live/delta?since=${next}`, { 'if-none-match': String(delta.headers['etag']) });
    expect(after.status).toBe(304);
    expect(after.headers['etag']).toBe(delta.headers['etag']);
    expect(answers.answered - answered).toBe(2);
    const routeAfter = await api.app.inject({ method: 'GET', url: `/web-api/feed/v1/live/delta?since=${next}`, headers: { 'if-none-match': String(delta.headers['etag']) } });
    expect(routeAfter.statusCode).toBe(304);
  });

  it('keeps answering the revision before while the next is built, for REVISION_TTL_MS from the tick; a poller after that waits for that build, never a second read', async () => {
    // the game time of the tick passes first: the answer polled now is fresh when the tick comes
    api.clock.advanceBy(20_000);
    const before = await send('/web-api/feed/v1/live');
    const version = versionOf(before);
    const readsBefore = db.liveListReads();
    const hold = REVISION_TTL_MS - 50;
    api.clock.advanceBy(hold);

    let release: () => void = () => undefined;
    db.gate = new Promise<void>((resolve) => (release = resolve));
    const atGate = new Promise<void>((resolve) => (db.onGate = resolve));
    const ticked = simulator.tick();
    await atGate;
    // the build is under way: the answer before still stands, past the end of its own read's freshness
    api.clock.advanceBy(hold);
    const meanwhile = await send('/web-api/feed/v1/live');
    expect(meanwhile.status).toBe(200);
    expect(versionOf(meanwhile)).toBe(version);
    expect(meanwhile.body.equals(before.body)).toBe(true);

    // REVISION_TTL_MS after the tick, a poller reads the new revision and waits for the build under way
    api.clock.advanceBy(REVISION_TTL_MS - hold + 1);
    let waiting = true;
    const waiter = send('/web-api/feed/v1/live').finally(() => (waiting = false));
    const other = send('/web-api/feed/v1/live', { 'x-language': 'de' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(waiting).toBe(true);
    db.gate = undefined;
    release();
    await ticked;
    const [answer, german] = await Promise.all([waiter, other]);
    expect(versionOf(answer)).toBeGreaterThan(version);
    expect(versionOf(german)).toBe(versionOf(answer));
    expect(db.liveListReads() - readsBefore).toBe(1);
  });

  it('answers the polls with no statement at all while the process hears every change, however long no change comes', async () => {
    await tick();
    expect(feedChangesHeard(api.context)).toBeDefined();
    const list = await send('/web-api/feed/v1/live');
    const sportId = LiveGames.parse(json(list)).games[0]?.sportId as number;
    const paths = [
      '/web-api/feed/v1/live',
      `/web-api/feed/v1/live?sportId=${sportId}`,
      `/web-api/feed/v1/live/delta?since=${versionOf(list) - 1}`,
      '/web-api/feed/v1/sports?section=live',
      '/web-api/feed/v1/sports?section=line',
    ];
    const etags = new Map<string, string>();
    for (const path of paths) etags.set(path, String((await send(path)).headers['etag']));
    const statementsBefore = db.statements.length;
    const answered = answers.answered;
    for (let round = 0; round < 8; round++) {
      // each round past the 250 ms a revision read was kept before the process heard every change
      api.clock.advanceBy(REVISION_TTL_MS + 1);
      for (const path of paths) {
        expect((await send(path, { 'if-none-match': etags.get(path) as string })).status).toBe(304);
        expect((await send(path)).status).toBe(200);
      }
    }
    const since = db.statements.slice(statementsBefore);
    expect(since).toEqual([]);
    // the HTTP server answered them all from the answers kept, before Fastify
    expect(answers.answered - answered).toBe(8 * 2 * paths.length);
  });

  it('reads the revisions again, at most every REVISION_TTL_MS, while the process cannot hear every change (its notices lost), and keeps them again once it does', async () => {
    await tick();
    await send('/web-api/feed/v1/live');
    await feedChangesUnheard(api.context);
    let heardAgain = false;
    try {
      expect(feedChangesHeard(api.context)).toBeUndefined();
      // a change no notice told (another process's, sent while the connection was lost) is answered after REVISION_TTL_MS
      await api.db.query("update feed_revisions set revision = revision + 1 where scope = 'live'");
      const committed = await readRevision(api.db, 'live');
      const before = db.statements.filter((sql) => sql === REVISION_READ).length;
      api.clock.advanceBy(REVISION_TTL_MS + 1);
      const after = await send('/web-api/feed/v1/live');
      expect(versionOf(after)).toBe(committed);
      expect(db.statements.filter((sql) => sql === REVISION_READ).length).toBeGreaterThan(before);
      await feedChangesHeardAgain(api.context);
      heardAgain = true;
      // heard again: the next read is kept past REVISION_TTL_MS
      api.clock.advanceBy(REVISION_TTL_MS + 1);
      await send('/web-api/feed/v1/live');
      const reads = db.statements.length;
      api.clock.advanceBy(10 * REVISION_TTL_MS);
      expect(versionOf(await send('/web-api/feed/v1/live'))).toBe(committed);
      expect(db.statements.length).toBe(reads);
    } finally {
      if (!heardAgain) await feedChangesHeardAgain(api.context);
    }
  });
});
