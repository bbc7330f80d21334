import { FeedGameDetail, TotoCoupon, TotoCoupons, TotoDraws, TotoResults } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { settleTotoDraws, TOTO_MIN_LEAD_MS, TOTO_SPORT_IDS } from './toto.service';

/** Toto over HTTP (issue 16): draws of 15 simulator games, coupons debited through the ledger, settlement that pays once. */

let api: TestApi;
let counter = 0;

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
const balanceOf = async (userId: number) => Number((await api.db.query<{ balance_minor: number }>('select balance_minor from accounts where user_id = $1 and is_active', [userId]))[0]!.balance_minor);
const draws = async (cookie?: string) => TotoDraws.parse(await (await call('/web-api/toto/v1/draws', cookie ? { cookie } : {})).json());
const requestId = () => `toto-test-${++counter}-${Date.now()}`;
const place = (player: TestPlayer, drawId: number, picks: string[][], id = requestId()) => call('/web-api/toto/v1/coupons', { method: 'POST', cookie: player.cookie, body: { requestId: id, drawId, picks } });
const single = (outcome: '1' | 'X' | '2') => Array.from({ length: 15 }, () => [outcome]);
const finishDraw = (drawId: number, results: string[]) => call(`/dev-api/toto/draws/${drawId}/finish`, { method: 'POST', body: { results } });

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

describe(`toto on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('takes the low-scoring sports whose result market has a draw', () => {
    expect(TOTO_SPORT_IDS).toEqual([1, 2, 14, 43]);
  });

  it('keeps a current and a next draw of 15 upcoming games with a draw outcome, and states the rules', async () => {
    const now = api.clock.now();
    const { current, next, rules } = await draws();
    expect(rules).toMatchObject({ events: 15, cutPercent: 15, classes: [{ correct: 15, sharePercent: 50 }, { correct: 14, sharePercent: 30 }, { correct: 13, sharePercent: 20 }], maxLines: 2_187 });
    expect(rules.linePrices).toContainEqual({ currency: 'EUR', minorDigits: 2, linePriceMinor: 50 });
    expect(current?.status).toBe('open');
    expect(next?.status).toBe('upcoming');
    expect(current!.events).toHaveLength(15);
    expect(next!.events).toHaveLength(15);
    // the draw closes at its first game's start, at least the lead time away; the next draw's games start after that
    expect(current!.closesAt).toBe(Math.min(...current!.events.map((event) => event.startAt)));
    expect(current!.closesAt).toBeGreaterThanOrEqual(now + TOTO_MIN_LEAD_MS);
    expect(Math.min(...next!.events.map((event) => event.startAt))).toBeGreaterThan(current!.closesAt);
    expect(new Set([...current!.events, ...next!.events].map((event) => event.gameId)).size).toBe(30);
    for (const event of current!.events) {
      expect(['Football', 'Ice Hockey', 'Futsal', 'EA Sports FC']).toContain(event.sportName);
      expect([event.status, event.score, event.result]).toEqual([0, null, null]);
    }
    expect(current!.pools).toEqual([{ currency: 'EUR', minorDigits: 2, linePriceMinor: 50, coupons: 0, lines: 0, poolMinor: 0, cutMinor: 0, fundMinor: 0, classes: expect.any(Array), keptMinor: null }]);
    // a second read makes no new draws
    expect((await draws()).current!.id).toBe(current!.id);
  });

  it('names the events in the language of the request as the feed names its games (X-Language), English without it', async () => {
    const read = async (path: string, language?: string) => (await fetch(`${api.baseUrl}${path}`, { headers: language ? { 'x-language': language } : {} })).json();
    const english = TotoDraws.parse(await read('/web-api/toto/v1/draws'));
    for (const language of ['de', 'ar']) {
      const localised = TotoDraws.parse(await read('/web-api/toto/v1/draws', language));
      expect(localised.current!.events.map((event) => event.gameId)).toEqual(english.current!.events.map((event) => event.gameId));
      for (const event of localised.current!.events) {
        const game = FeedGameDetail.parse(await read(`/web-api/feed/v1/games/${event.gameId}`, language));
        expect([event.sportName, event.champName, event.opponent1, event.opponent2]).toEqual([game.sportName, game.champName, game.opponent1Name, game.opponent2Name]);
      }
    }
    const football = (draws: TotoDraws) => draws.current!.events.find((event) => english.current!.events.find((e) => e.gameId === event.gameId)?.sportName === 'Football');
    expect(football(english)?.sportName).toBe('Football');
    expect(football(TotoDraws.parse(await read('/web-api/toto/v1/draws', 'de')))?.sportName).toBe('Fußball');
    expect(football(TotoDraws.parse(await read('/web-api/toto/v1/draws', 'ar')))?.sportName).toBe('كرة القدم');
  });

  it('places a coupon once per request id, debits its lines at the line price, and refuses bad picks, a closed draw and a short balance', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const { current, next } = await draws(player.cookie);
    const picks = [['1', 'X'], ['1', 'X', '2'], ...Array.from({ length: 13 }, () => ['1'])];
    const id = requestId();
    const [first, again] = await Promise.all([place(player, current!.id, picks, id), place(player, current!.id, picks, id)]);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const coupon = TotoCoupon.parse(await first.json());
    expect(TotoCoupon.parse(await again.json()).id).toBe(coupon.id);
    // 2 × 3 = 6 lines at 0.50: 3.00
    expect(coupon).toMatchObject({ drawId: current!.id, lines: 6, linePriceMinor: 50, amountMinor: 300, currency: 'EUR', status: 'open', winMinor: null });
    expect(await balanceOf(player.userId)).toBe(9_700);
    const ledger = await api.db.query<{ amount_minor: number; reason: string }>('select amount_minor, reason from ledger where user_id = $1 and ref = $2', [player.userId, `toto-coupon:${coupon.id}`]);
    expect(ledger).toEqual([{ amount_minor: -300, reason: 'bet' }]);

    const bad = await place(player, current!.id, [['1', '1'], ...single('1').slice(1)]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'toto_pick_invalid', messageKey: 'toto_error_picks' });
    const short = await place(player, current!.id, single('1').slice(1));
    expect(await short.json()).toMatchObject({ code: 'toto_picks_count' });
    const upcoming = await place(player, next!.id, single('1'));
    expect(upcoming.status).toBe(409);
    expect(await upcoming.json()).toMatchObject({ code: 'toto_draw_closed', messageKey: 'toto_error_closed' });
    // 3 outcomes on 7 events: 2 187 lines at 0.50 is 1 093.50, more than the balance
    const tooDear = await place(player, current!.id, [...Array.from({ length: 7 }, () => ['1', 'X', '2']), ...single('1').slice(7)]);
    expect(tooDear.status).toBe(402);
    expect(await tooDear.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf(player.userId)).toBe(9_700);
    const mine = TotoCoupons.parse(await (await call('/web-api/toto/v1/coupons', { cookie: player.cookie })).json());
    expect(mine.coupons.map((row) => row.id)).toEqual([coupon.id]);
    expect((await draws(player.cookie)).current!.pools[0]).toMatchObject({ currency: 'EUR', coupons: 1, lines: 6, poolMinor: 300, cutMinor: 45, fundMinor: 255 });
  });

  it('settles a draw when its games finish: the classes share the fund, wins are credited once, a class without winners is kept', async () => {
    const [a, b, c] = [await registerPlayer(api, { balanceMinor: 100_000 }), await registerPlayer(api, { balanceMinor: 100_000 }), await registerPlayer(api, { balanceMinor: 100_000 })];
    const { current } = await draws();
    const drawId = current!.id;
    const results = ['1', 'X', '2', '1', 'X', '2', '1', 'X', '2', '1', 'X', '2', '1', 'X', 'void'];
    const right = results.map((result) => (result === 'void' ? ['2'] : [result]));
    // a: all 15 right (the void event counts as correct) on one line; b: one wrong pick, 14; c: 3 outcomes on event 1 and 2 wrong elsewhere: 13 on one line, 12 on two
    const wrong = (outcome: string) => (outcome === '1' ? ['2'] : ['1']);
    const couponA = TotoCoupon.parse(await (await place(a, drawId, right)).json());
    const couponB = TotoCoupon.parse(await (await place(b, drawId, [wrong(results[0]!), ...right.slice(1)])).json());
    const couponC = TotoCoupon.parse(await (await place(c, drawId, [['1', 'X', '2'], wrong(results[1]!), wrong(results[2]!), ...right.slice(3)])).json());
    expect([couponA.amountMinor, couponB.amountMinor, couponC.amountMinor]).toEqual([50, 50, 150]);
    const pool = (await draws()).current!.pools.find((row) => row.currency === 'EUR')!;
    // the draw's pool: what this test placed plus what the previous test placed on the same draw
    const poolMinor = pool.poolMinor;
    const cut = Math.floor((poolMinor * 15) / 100);
    const fund = poolMinor - cut;
    const before = { a: await balanceOf(a.userId), b: await balanceOf(b.userId), c: await balanceOf(c.userId) };

    const finished = await finishDraw(drawId, results);
    expect(finished.status, await finished.clone().text()).toBe(200);
    const settled = TotoResults.parse(await finished.json()).draws[0]!;
    expect(settled.status).toBe('settled');
    expect(settled.events.map((event) => event.result)).toEqual(results);
    const eur = settled.pools.find((row) => row.currency === 'EUR')!;
    expect(eur).toMatchObject({ poolMinor, cutMinor: cut, fundMinor: fund });
    const classOf = (correct: number) => eur.classes.find((row) => row.correct === correct)!;
    // one line each with 15 (a), 14 (b) and 13 (c); the earlier test's coupon (all "1" but two events) has fewer
    expect([classOf(15).winningLines, classOf(14).winningLines, classOf(13).winningLines]).toEqual([1, 1, 1]);
    const per15 = Math.floor((fund * 50) / 100);
    const per14 = Math.floor((fund * 30) / 100);
    const per13 = Math.floor((fund * 20) / 100);
    expect([classOf(15).perLineMinor, classOf(14).perLineMinor, classOf(13).perLineMinor]).toEqual([per15, per14, per13]);
    expect(eur.keptMinor).toBe(fund - per15 - per14 - per13);
    expect(await balanceOf(a.userId)).toBe(before.a + per15);
    expect(await balanceOf(b.userId)).toBe(before.b + per14);
    expect(await balanceOf(c.userId)).toBe(before.c + per13);
    const mineA = TotoCoupons.parse(await (await call('/web-api/toto/v1/coupons', { cookie: a.cookie })).json()).coupons[0]!;
    expect(mineA).toMatchObject({ status: 'won', winMinor: per15, winningLines: { 15: 1, 14: 0, 13: 0 } });

    // settling again, twice at once, pays nothing more
    expect(await Promise.all([settleTotoDraws(api.context), settleTotoDraws(api.context)])).toEqual([[], []]);
    const credits = await api.db.query<{ count: number }>("select count(*)::int as count from ledger where ref = $1 and reason = 'bet_win'", [`toto-coupon:${couponA.id}`]);
    expect(credits[0]!.count).toBe(1);
    expect(await balanceOf(a.userId)).toBe(before.a + per15);

    // the results list the draw; the next draw is now open and a new one is announced
    const past = TotoResults.parse(await (await call('/web-api/toto/v1/results')).json());
    expect(past.draws[0]!.id).toBe(drawId);
    const after = await draws();
    expect(after.current!.id).toBe(drawId + 1);
    expect(after.next!.id).toBe(drawId + 2);
    expect(await place(a, drawId, right).then((response) => response.status)).toBe(409);
  });

  it('keeps the fund of a class without winners: nobody right pays nothing', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const { current } = await draws();
    const coupon = TotoCoupon.parse(await (await place(player, current!.id, single('1'))).json());
    const finished = await finishDraw(current!.id, Array.from({ length: 15 }, () => '2'));
    const eur = TotoResults.parse(await finished.json()).draws[0]!.pools.find((row) => row.currency === 'EUR')!;
    expect(eur).toMatchObject({ poolMinor: 50, cutMinor: 7, fundMinor: 43, keptMinor: 43 });
    const mine = TotoCoupons.parse(await (await call('/web-api/toto/v1/coupons', { cookie: player.cookie })).json()).coupons[0]!;
    expect(mine).toMatchObject({ id: coupon.id, status: 'lost', winMinor: 0, winningLines: { 15: 0, 14: 0, 13: 0 } });
    expect(await balanceOf(player.userId)).toBe(9_950);
  });
});
