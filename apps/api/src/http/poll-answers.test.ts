import { SimulatedClock } from '@kickoff/platform';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { etagMatches, POLL_ANSWERS_MAX, PollAnswers } from './poll-answers';
import { SharedBody } from './precompressed';

// Issue 20: the kept poll answers (the HTTP server asks them before Fastify).

const COMMON = { 'x-content-type-options': 'nosniff' };

function routeRequest(url: string, headers: Record<string, string> = {}): FastifyRequest {
  return { method: 'GET', url, headers } as unknown as FastifyRequest;
}

/** A request and a response that records what was written. */
function exchange(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const written: { status?: number; headers?: OutgoingHttpHeaders; body?: Buffer | undefined } = {};
  const req = { method, url, headers } as unknown as IncomingMessage;
  const res = {
    writeHead(status: number, sent: OutgoingHttpHeaders) {
      written.status = status;
      written.headers = sent;
    },
    end(body?: Buffer) {
      written.body = body;
    },
  } as unknown as ServerResponse;
  return { req, res, written };
}

describe('etagMatches', () => {
  it('matches the ETag alone, in a list, or weak; not another, not *, not an absent header', () => {
    expect(etagMatches('"live-3-sall-en"', '"live-3-sall-en"')).toBe(true);
    expect(etagMatches('"a", "live-3-sall-en"', '"live-3-sall-en"')).toBe(true);
    expect(etagMatches('W/"live-3-sall-en"', '"live-3-sall-en"')).toBe(true);
    expect(etagMatches('"live-4-sall-en"', '"live-3-sall-en"')).toBe(false);
    expect(etagMatches('*', '"live-3-sall-en"')).toBe(false);
    expect(etagMatches(undefined, '"live-3-sall-en"')).toBe(false);
  });
});

describe('PollAnswers', () => {
  it('answers a kept URL with 304 for its ETag and with the body otherwise, until the time it was kept for', () => {
    const clock = new SimulatedClock(1_000);
    const answers = new PollAnswers(clock, COMMON);
    const body = new SharedBody('{"games":[]}');
    answers.keep(routeRequest('/web-api/feed/v1/live'), '"live-3-sall-en"', 1_250, body);

    const notModified = exchange('/web-api/feed/v1/live', { 'if-none-match': '"live-3-sall-en"' });
    expect(answers.answer(notModified.req, notModified.res)).toBe(true);
    expect(notModified.written).toEqual({ status: 304, headers: { etag: '"live-3-sall-en"', 'cache-control': 'no-cache', ...COMMON }, body: undefined });

    const full = exchange('/web-api/feed/v1/live', { 'accept-encoding': 'br' });
    expect(answers.answer(full.req, full.res)).toBe(true);
    expect(full.written.status).toBe(200);
    // under the compression threshold: the body as it is, without Vary
    expect(full.written.headers).toEqual({ etag: '"live-3-sall-en"', 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8', ...COMMON, 'content-length': 12 });
    expect(full.written.body?.toString()).toBe('{"games":[]}');
    expect(answers.answered).toBe(2);

    clock.advanceBy(250);
    const late = exchange('/web-api/feed/v1/live', { 'if-none-match': '"live-3-sall-en"' });
    expect(answers.answer(late.req, late.res)).toBe(false);
    expect(late.written).toEqual({});
    expect(answers.size).toBe(0);
  });

  it('leaves to Fastify another URL or language, another method, a GET with a body, and a body whose compressed form is not made yet', async () => {
    const clock = new SimulatedClock(1_000);
    const answers = new PollAnswers(clock, COMMON);
    const big = new SharedBody(JSON.stringify({ games: Array.from({ length: 200 }, (_, id) => ({ id, name: `game ${id}` })) }));
    answers.keep(routeRequest('/web-api/feed/v1/live', { 'x-language': 'de' }), '"live-3-sall-de"', 2_000, big);
    const ask = (url: string, headers: Record<string, string> = {}, method = 'GET') => {
      const { req, res } = exchange(url, headers, method);
      return answers.answer(req, res);
    };
    expect(ask('/web-api/feed/v1/live', { 'x-language': 'de', 'if-none-match': '"live-3-sall-de"' })).toBe(true);
    expect(ask('/web-api/feed/v1/live', { 'if-none-match': '"live-3-sall-de"' })).toBe(false);
    expect(ask('/web-api/feed/v1/live?sportId=1', { 'x-language': 'de', 'if-none-match': '"live-3-sall-de"' })).toBe(false);
    expect(ask('/web-api/feed/v1/live', { 'x-language': 'de', 'if-none-match': '"live-3-sall-de"' }, 'HEAD')).toBe(false);
    expect(ask('/web-api/feed/v1/live', { 'x-language': 'de', 'if-none-match': '"live-3-sall-de"', 'content-length': '2' })).toBe(false);
    // brotli not made yet: the route makes it; once made, the kept answer sends it
    expect(ask('/web-api/feed/v1/live', { 'x-language': 'de', 'accept-encoding': 'br' })).toBe(false);
    const brotli = await big.bytes('br');
    const full = exchange('/web-api/feed/v1/live', { 'x-language': 'de', 'accept-encoding': 'gzip, br' });
    expect(answers.answer(full.req, full.res)).toBe(true);
    expect(full.written.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-length': brotli.length });
    expect(full.written.body?.equals(brotli)).toBe(true);
  });

  it('a 304 keeps the body kept before for the same ETag; a new ETag replaces it; clear and close drop every answer', () => {
    const clock = new SimulatedClock(1_000);
    const answers = new PollAnswers(clock, COMMON);
    const url = '/web-api/feed/v1/sports?section=line';
    answers.keep(routeRequest(url), '"line-1-menu-en"', 1_250, new SharedBody('{"a":1}'));
    clock.advanceBy(100);
    answers.keep(routeRequest(url), '"line-1-menu-en"', 1_350);
    const kept = exchange(url);
    expect(answers.answer(kept.req, kept.res)).toBe(true);
    expect(kept.written.body?.toString()).toBe('{"a":1}');
    answers.keep(routeRequest(url), '"line-2-menu-en"', 1_350);
    const replaced = exchange(url);
    expect(answers.answer(replaced.req, replaced.res)).toBe(false);
    // an answer already out of date is not kept
    answers.keep(routeRequest('/web-api/feed/v1/live'), '"live-1-sall-en"', clock.now());
    expect(answers.size).toBe(1);

    answers.clear();
    expect(answers.size).toBe(0);
    answers.keep(routeRequest(url), '"line-2-menu-en"', 1_350);
    answers.close();
    answers.keep(routeRequest(url), '"line-2-menu-en"', 1_350);
    expect(answers.size).toBe(0);
  });

  it('advances a kept answer polled since it was kept to its variant\'s successor at a newer revision; drops one not polled, one without a variant, one without a successor', () => {
    const clock = new SimulatedClock(1_000);
    const answers = new PollAnswers(clock, COMMON);
    const renewal = (revision: number, variant?: string) => ({ key: 'live', revision, variant, renew: () => undefined });
    answers.keep(routeRequest('/web-api/feed/v1/live'), '"live-3-sall-en"', Infinity, new SharedBody('{"games":[3]}'), renewal(3, 'list|en|'));
    answers.keep(routeRequest('/web-api/feed/v1/live', { 'x-language': 'de' }), '"live-3-sall-de"', Infinity, new SharedBody('{"games":[3]}'), renewal(3, 'list|de|'));
    answers.keep(routeRequest('/web-api/feed/v1/live?sportId=1'), '"live-3-s1-en"', Infinity, new SharedBody('{"games":[3]}'), renewal(3));
    answers.keep(routeRequest('/web-api/feed/v1/live?sportId=2'), '"live-3-s2-en"', Infinity, new SharedBody('{"games":[3]}'), renewal(3, 'list|en|2'));
    for (const [url, headers] of [['/web-api/feed/v1/live', { 'if-none-match': '"live-3-sall-en"' }], ['/web-api/feed/v1/live?sportId=1', {}], ['/web-api/feed/v1/live?sportId=2', {}]] as const) {
      const { req, res } = exchange(url, headers);
      expect(answers.answer(req, res)).toBe(true);
    }
    const next = new SharedBody('{"games":[4]}');
    const asked: string[] = [];
    answers.advance('live', 4, (variant) => {
      asked.push(variant);
      return variant === 'list|en|' ? { etag: '"live-4-sall-en"', body: next, validUntilMs: Infinity, renewal: renewal(4, variant) } : undefined;
    });
    // the German list was not polled since it was kept, the first sport's has no variant
    expect(asked).toEqual(['list|en|', 'list|en|2']);
    expect(answers.size).toBe(1);
    const old = exchange('/web-api/feed/v1/live', { 'if-none-match': '"live-3-sall-en"' });
    expect(answers.answer(old.req, old.res)).toBe(true);
    expect(old.written).toMatchObject({ status: 200, headers: { etag: '"live-4-sall-en"', 'content-length': 13 } });
    expect(old.written.body?.toString()).toBe('{"games":[4]}');
    const current = exchange('/web-api/feed/v1/live', { 'if-none-match': '"live-4-sall-en"' });
    expect(answers.answer(current.req, current.res)).toBe(true);
    expect(current.written.status).toBe(304);
    // a revision not newer than the kept one changes nothing
    answers.advance('live', 4, () => undefined);
    expect(answers.size).toBe(1);
  });

  it('holds at most POLL_ANSWERS_MAX answers (the URLs are the clients\')', () => {
    const answers = new PollAnswers(new SimulatedClock(0), COMMON);
    for (let index = 0; index < POLL_ANSWERS_MAX + 10; index++) answers.keep(routeRequest(`/web-api/feed/v1/games/${index}`), `"g${index}-1-en"`, 250);
    expect(answers.size).toBeLessThanOrEqual(POLL_ANSWERS_MAX);
    expect(answers.size).toBeGreaterThan(0);
  });
});
