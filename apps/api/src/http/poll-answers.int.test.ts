import { LiveGames } from '@kickoff/contracts';
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { feedChangesHeard, feedChangesHeardAgain, feedChangesUnheard, feedNoticesHeard } from '../modules/feed/feed.changes';
import { REVISION_TTL_MS } from '../modules/feed/feed.routes';
import { LiveSimulator } from '../modules/simulator/simulator';
import { startTestApi, type TestApi } from '../testing';
import { pollAnswersOf, RENEW_AHEAD_MS, type PollAnswers } from './poll-answers';

// Issue 20: a repeated feed poll is answered by the HTTP server from what its route answered a moment
// before, with the same status, headers and bytes, and only while the route would answer the same:
// until a change of the feed while the process hears every change (the embedded database, or its
// LISTEN in place on PostgreSQL), else for the REVISION_TTL_MS of the revision it read.

let api: TestApi;
let answers: PollAnswers;

beforeAll(async () => {
  api = await startTestApi();
  answers = pollAnswersOf(api.app)!;
  // on PostgreSQL the app hears every change once its LISTEN is in place
  await feedNoticesHeard(api.context);
});
afterAll(async () => {
  await api?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.baseUrl}${path}`, { method, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The route's own answer (Fastify's inject never meets the HTTP server, so never the kept answers). */
async function routeAnswer(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await api.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br, gzip', ...headers } });
  return { status: response.statusCode, headers: response.headers as Answer['headers'], body: response.rawPayload };
}

/** An answer's headers without those Node's HTTP server adds per connection and moment. */
const comparable = (headers: Answer['headers']) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

/** Polls `path` and says whether the kept answers (not Fastify) answered it. */
async function poll(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer & { kept: boolean }> {
  const before = answers.answered;
  const answer = await send(path, headers, method);
  return { ...answer, kept: answers.answered === before + 1 };
}

describe('the poll fast path (issue 20)', () => {
  it('repeats the live list the route answered: 304 for its ETag, its body otherwise, with the headers the route sends', async () => {
    api.clock.advanceBy(REVISION_TTL_MS + 1);
    const first = await poll('/web-api/feed/v1/live');
    expect(first.status).toBe(200);
    expect(first.kept).toBe(false);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"live-\d+-sall-en"$/);

    const notModified = await poll('/web-api/feed/v1/live', { 'if-none-match': etag });
    expect(notModified.kept).toBe(true);
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const routeNotModified = await routeAnswer('/web-api/feed/v1/live', { 'if-none-match': etag });
    expect(routeNotModified.status).toBe(304);
    expect(comparable(notModified.headers)).toEqual(comparable(routeNotModified.headers));
    expect(notModified.headers['content-security-policy']).toContain("script-src 'self'");
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');

    // A weak comparison and a list of ETags name it too (RFC 9110 §13.1.2); another ETag gets the body.
    expect((await poll('/web-api/feed/v1/live', { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    const full = await poll('/web-api/feed/v1/live', { 'if-none-match': '"live-0-sall-en"' });
    expect(full.kept).toBe(true);
    expect(full.status).toBe(200);
    const routeFull = await routeAnswer('/web-api/feed/v1/live');
    expect(comparable(full.headers)).toEqual(comparable(routeFull.headers));
    expect(full.headers['content-encoding']).toBe('br');
    expect(full.body.equals(routeFull.body)).toBe(true);
    const games = LiveGames.parse(JSON.parse(brotliDecompressSync(full.body).toString('utf8')));
    expect(games.games.length).toBeGreaterThan(0);

    // A client without brotli or without compression gets the body it accepts (gzip is made by the route first).
    const plain = await poll('/web-api/feed/v1/live', { 'accept-encoding': 'identity' });
    expect(plain.kept).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(LiveGames.parse(JSON.parse(plain.body.toString('utf8')))).toEqual(games);
    const gzipFirst = await poll('/web-api/feed/v1/live', { 'accept-encoding': 'gzip' });
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
    const gzipAgain = await poll('/web-api/feed/v1/live', { 'accept-encoding': 'gzip' });
    expect(gzipAgain.kept).toBe(true);
    expect(gzipAgain.body.equals(gzipFirst.body)).toBe(true);
  });

  it('keeps an answer per URL and language: another language or sport is the route\'s until it answered it', async () => {
    api.clock.advanceBy(REVISION_TTL_MS + 1);
    const english = await poll('/web-api/feed/v1/live');
    const german = await poll('/web-api/feed/v1/live', { 'x-language': 'de' });
    expect(german.kept).toBe(false);
    expect(german.headers.etag).toMatch(/-de"$/);
    const germanAgain = await poll('/web-api/feed/v1/live', { 'x-language': 'de', 'if-none-match': german.headers.etag as string });
    expect(germanAgain.kept).toBe(true);
    expect(germanAgain.status).toBe(304);
    // English's ETag is not German's answer
    const crossed = await poll('/web-api/feed/v1/live', { 'x-language': 'de', 'if-none-match': english.headers.etag as string });
    expect(crossed.status).toBe(200);
    expect(crossed.headers.etag).toBe(german.headers.etag);

    const football = await poll('/web-api/feed/v1/live?sportId=1');
    expect(football.kept).toBe(false);
    expect(football.headers.etag).toMatch(/-s1-en"$/);
    expect((await poll('/web-api/feed/v1/live?sportId=1', { 'if-none-match': football.headers.etag as string })).kept).toBe(true);
  });

  it('keeps answering while the process hears every change of the feed, past REVISION_TTL_MS, and the new list at once after a change in this process', async () => {
    expect(feedChangesHeard(api.context)).toBeDefined();
    const first = await poll('/web-api/feed/v1/live');
    const etag = first.headers.etag as string;
    expect((await poll('/web-api/feed/v1/live', { 'if-none-match': etag })).kept).toBe(true);
    // no change heard: the kept answer stands however long (the process would have heard one)
    api.clock.advanceBy(10 * REVISION_TTL_MS);
    const later = await poll('/web-api/feed/v1/live', { 'if-none-match': etag });
    expect(later.kept).toBe(true);
    expect(later.status).toBe(304);

    // The simulator moves the live feed: no clock time passes, and the next poll already gets the new list.
    const simulator = new LiveSimulator(api.context, { minLineGames: 0 });
    api.clock.advanceBy(20_000);
    await simulator.tick();
    const moved = await poll('/web-api/feed/v1/live', { 'if-none-match': etag });
    expect(moved.status).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
  });

  it('answers through the route once the revision it read is older than REVISION_TTL_MS while the process cannot hear every change', async () => {
    await feedChangesUnheard(api.context);
    try {
      expect(feedChangesHeard(api.context)).toBeUndefined();
      api.clock.advanceBy(REVISION_TTL_MS + 1);
      const first = await poll('/web-api/feed/v1/live');
      const etag = first.headers.etag as string;
      // (a poll within RENEW_AHEAD_MS of the end would read the revision again and keep it on: none here)
      api.clock.advanceBy(REVISION_TTL_MS - RENEW_AHEAD_MS - 1);
      expect((await poll('/web-api/feed/v1/live', { 'if-none-match': etag })).kept).toBe(true);
      api.clock.advanceBy(RENEW_AHEAD_MS + 1);
      const expired = await poll('/web-api/feed/v1/live', { 'if-none-match': etag });
      expect(expired.kept).toBe(false);
      expect(expired.status).toBe(304);
      expect((await poll('/web-api/feed/v1/live', { 'if-none-match': etag })).kept).toBe(true);
    } finally {
      await feedChangesHeardAgain(api.context);
    }
  });

  it('repeats the live delta, the sports menu, a championship and a game page; other methods and a GET with a body go to Fastify', async () => {
    api.clock.advanceBy(REVISION_TTL_MS + 1);
    const whole = await poll('/web-api/feed/v1/live/delta');
    const version = /^"live-(\d+)-/.exec(whole.headers.etag as string)![1];
    const delta = await poll(`/web-api/feed/v1/live/delta?since=${version}`);
    expect(delta.kept).toBe(false);
    const again = await poll(`/web-api/feed/v1/live/delta?since=${version}`, { 'if-none-match': delta.headers.etag as string });
    expect(again.kept).toBe(true);
    expect(again.status).toBe(304);

    const menu = await poll('/web-api/feed/v1/sports?section=line');
    expect((await poll('/web-api/feed/v1/sports?section=line', { 'if-none-match': menu.headers.etag as string })).kept).toBe(true);
    const champId = (JSON.parse(brotliDecompressSync(menu.body).toString('utf8')) as { sports: Array<{ champs: Array<{ id: number }> }> }).sports[0]!.champs[0]!.id;
    const champ = await poll(`/web-api/feed/v1/champs/${champId}/games?section=line`);
    expect(champ.status).toBe(200);
    const champAgain = await poll(`/web-api/feed/v1/champs/${champId}/games?section=line`);
    expect(champAgain.kept).toBe(true);
    expect(champAgain.body.equals(champ.body)).toBe(true);
    const gameId = (JSON.parse(brotliDecompressSync(champ.body).toString('utf8')) as { games: Array<{ id: number }> }).games[0]!.id;
    const game = await poll(`/web-api/feed/v1/games/${gameId}`);
    expect((await poll(`/web-api/feed/v1/games/${gameId}`, { 'if-none-match': game.headers.etag as string })).kept).toBe(true);

    const head = await poll('/web-api/feed/v1/sports?section=line', {}, 'HEAD');
    expect(head.kept).toBe(false);
    expect(head.status).toBe(200);
    const withBody = await poll('/web-api/feed/v1/sports?section=line', { 'content-length': '0' });
    expect(withBody.kept).toBe(false);
    // A URL the route refused is never kept: it is refused again by the route.
    expect((await poll('/web-api/feed/v1/sports?section=nope')).status).toBe(400);
    const refused = await poll('/web-api/feed/v1/sports?section=nope');
    expect(refused.kept).toBe(false);
    expect(refused.status).toBe(400);
    const missing = await poll('/web-api/feed/v1/games/999999');
    expect((await poll('/web-api/feed/v1/games/999999')).kept).toBe(false);
    expect(missing.status).toBe(404);
  });
});

describe('a kept answer renewed ahead of its end (issue 20)', () => {
  it('stays answered past its end when a read ahead finds the same revision; ends when another process moved the feed', async () => {
    // renewals are for a process that cannot hear every change (before its LISTEN, or while it is lost)
    await feedChangesUnheard(api.context);
    onTestFinished(() => feedChangesHeardAgain(api.context));
    api.clock.advanceBy(REVISION_TTL_MS + 1);
    const first = await poll('/web-api/feed/v1/live');
    const etag = first.headers.etag as string;
    // within RENEW_AHEAD_MS of the end: answered, and the revision is read again behind
    api.clock.advanceBy(REVISION_TTL_MS - RENEW_AHEAD_MS + 10);
    const renewedBefore = answers.renewed;
    expect((await poll('/web-api/feed/v1/live', { 'if-none-match': etag })).kept).toBe(true);
    await vi.waitFor(() => expect(answers.renewed).toBe(renewedBefore + 1), { timeout: 10_000, interval: 10 });
    // past the first read's end, still the kept answer (fresh from the second read on)
    api.clock.advanceBy(RENEW_AHEAD_MS);
    const renewed = await poll('/web-api/feed/v1/live', { 'if-none-match': etag });
    expect(renewed.kept).toBe(true);
    expect(renewed.status).toBe(304);

    // Another process bumps the live revision (no change heard in this one): the read ahead finds
    // another revision, nothing is renewed, and past its end the route answers the new list.
    await api.db.query("update feed_revisions set revision = revision + 1 where scope = 'live'");
    api.clock.advanceBy(10);
    const renewedCount = answers.renewed;
    expect((await poll('/web-api/feed/v1/live', { 'if-none-match': etag })).status).toBe(304);
    await api.db.query('select 1');
    expect(answers.renewed).toBe(renewedCount);
    api.clock.advanceBy(RENEW_AHEAD_MS);
    const moved = await poll('/web-api/feed/v1/live', { 'if-none-match': etag });
    expect(moved.kept).toBe(false);
    expect(moved.status).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
  });
});
