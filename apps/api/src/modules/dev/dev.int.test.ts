import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, startTestApi, type TestApi } from '../../testing';
import { MARBLE_SPORT_ID } from '../simulator/event-sports.seed';
import { simulatorFor } from '../simulator/simulator.module';
import { setDevTools } from './dev.service';

/** The simulator's development controls (issue 11): 404 unless the dev tools are on; each moves the feed exactly as asked. */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const post = (path: string, body: unknown = {}) => fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const game = async (id: number) =>
  (await api.db.query<{ status: number; score1: number; score2: number; time_sec: number; dev_hold: boolean }>('select status, score1, score2, time_sec, dev_hold from feed_games where id = $1', [id]))[0]!;
const lineGame = async (offset: number) => (await api.db.query<{ id: number }>('select id from feed_games where status = 0 and sport_id = 1 order by id limit 1 offset $1', [offset]))[0]!.id;

describe('simulator development controls', () => {
  it('answer 404 while the dev tools are off', async () => {
    await setDevTools(api.db, false);
    const id = await lineGame(0);
    expect((await post('/dev-api/simulator/advance', { seconds: 60 })).status).toBe(404);
    expect((await post(`/dev-api/feed/markets/${id * 100}`, { coef: 2 })).status).toBe(404);
    expect((await post(`/dev-api/feed/games/${id}/start`)).status).toBe(404);
    expect((await post(`/dev-api/feed/games/${id}/finish`, { score1: 1, score2: 0 })).status).toBe(404);
    expect((await game(id)).status).toBe(0);
    await enableDevTools(api.db);
  });

  it('sets a coefficient and blocks and unblocks a market; the game is held so the simulator leaves it', async () => {
    const id = await lineGame(1);
    const set = await post(`/dev-api/feed/markets/${id * 100}`, { coef: 2.37 });
    expect(await set.json()).toEqual({ marketId: id * 100, gameId: id, coef: 2.37, isBlocked: false });
    expect(await (await post(`/dev-api/feed/markets/${id * 100}`, { isBlocked: true })).json()).toMatchObject({ coef: 2.37, isBlocked: true });
    expect(await (await post(`/dev-api/feed/markets/${id * 100}`, { isBlocked: false })).json()).toMatchObject({ isBlocked: false });
    expect((await game(id)).dev_hold).toBe(true);
    const feed = await fetch(`${api.baseUrl}/web-api/feed/v1/games/${id}`);
    expect(JSON.stringify(await feed.json())).toContain('2.37');
  });

  it('refuses a coefficient below 1.01, an empty change and unknown ids', async () => {
    const id = await lineGame(2);
    expect((await post(`/dev-api/feed/markets/${id * 100}`, { coef: 0.5 })).status).toBe(400);
    expect((await post(`/dev-api/feed/markets/${id * 100}`, {})).status).toBe(400);
    expect((await post('/dev-api/feed/markets/999999999', { coef: 2 })).status).toBe(404);
    expect((await post('/dev-api/feed/games/abc/start')).status).toBe(404);
    expect((await post('/dev-api/feed/games/999999/finish', { score1: 1, score2: 0 })).status).toBe(404);
  });

  it('starts a pre-match game live at 0:0 and holds it: advancing the simulator does not move it', async () => {
    const id = await lineGame(3);
    expect(await (await post(`/dev-api/feed/games/${id}/start`)).json()).toEqual({ gameId: id, status: 2, hold: true });
    expect((await post(`/dev-api/feed/games/${id}/start`)).status).toBe(409);
    const report = await (await post('/dev-api/simulator/advance', { seconds: 600, ticks: 2 })).json();
    expect(report).toMatchObject({ ticks: 2 });
    expect(await game(id)).toMatchObject({ status: 2, score1: 0, score2: 0, time_sec: 0 });
    // released, the simulator plays it: 10 minutes of game clock per tick
    await post(`/dev-api/feed/games/${id}/hold`, { hold: false });
    await post('/dev-api/simulator/advance', { seconds: 600 });
    expect((await game(id)).time_sec).toBe(600);
  });

  it('a feed read right after a control shows what it did, though the same game was read just before (no revision kept from before it)', async () => {
    const races = await api.db.query<{ id: number }>('select id from feed_games where status = 0 and sport_id = $1 order by start_at desc, id desc limit 2', [MARBLE_SPORT_ID]);
    expect(races).toHaveLength(2);
    const feedGame = async (id: number) => {
      const answer = await fetch(`${api.baseUrl}/web-api/feed/v1/games/${id}`);
      return { etag: answer.headers.get('etag'), ...((await answer.json()) as { statusId: number; timeSec: number; groups: Array<{ markets: Array<{ id: number; coef: number }> }> }) };
    };
    for (const race of races) await post(`/dev-api/feed/games/${race.id}/start`);
    // a page watching both races reads them (the answers the process keeps for its pollers)
    const before = await Promise.all(races.map((race) => feedGame(race.id)));
    expect(before.map((race) => [race.statusId, race.timeSec])).toEqual([[2, 0], [2, 0]]);
    for (const race of races) await post(`/dev-api/feed/games/${race.id}/hold`, { hold: false });
    await post('/dev-api/simulator/advance', { seconds: 30 });
    const after = await Promise.all(races.map((race) => feedGame(race.id)));
    expect(after.map((race) => [race.statusId, race.timeSec])).toEqual([[2, 30], [2, 30]]);
    expect(after.map((race) => race.etag)).not.toEqual(before.map((race) => race.etag));
    // a coefficient set and a finish are read at once too
    const [first, second] = races as [{ id: number }, { id: number }];
    await post(`/dev-api/feed/markets/${first.id * 100 + 1}`, { coef: 7.25 });
    expect((await feedGame(first.id)).groups.flatMap((group) => group.markets).find((market) => market.id === first.id * 100 + 1)?.coef).toBe(7.25);
    await post(`/dev-api/feed/games/${second.id}/finish`, { score1: 3, score2: 0 });
    expect((await feedGame(second.id)).statusId).toBe(4);
  });

  it('advances the live games by the given game seconds', async () => {
    const [live] = await api.db.query<{ id: number; time_sec: number }>('select id, time_sec from feed_games where status = 2 and sport_id = 1 and not dev_hold and time_sec < 1000 order by id limit 1');
    await post('/dev-api/simulator/advance', { seconds: 30, ticks: 3 });
    const after = await game(live!.id);
    // a football half ends at 2700 s (a break may stand the clock), so from below 1000 s three ticks of 30 s add 90 s
    expect(after.time_sec).toBe(live!.time_sec + 90);
  });

  it('finishes a game with the given score and settles its markets by that score at once', async () => {
    const id = await lineGame(4);
    const answer = await (await post(`/dev-api/feed/games/${id}/finish`, { score1: 0, score2: 2 })).json();
    expect(answer).toMatchObject({ gameId: id, status: 4, score: '0:2' });
    expect(await game(id)).toMatchObject({ status: 4, score1: 0, score2: 2 });
    // 1X2: home lost (0), draw lost (0), away won (1)
    const results = await api.db.query<{ result: number }>('select result from feed_markets where id = any($1::bigint[]) order by id', [[id * 100, id * 100 + 1, id * 100 + 2]]);
    expect(results.map((row) => row.result)).toEqual([0, 0, 1]);
    expect((await post(`/dev-api/feed/games/${id}/finish`, { score1: 1, score2: 0 })).status).toBe(409);
    expect((await post(`/dev-api/feed/markets/${id * 100}`, { coef: 2 })).status).toBe(409);
  });

  it('freezes the clock-driven ticks: a live game stands still until advanced or thawed', async () => {
    const [live] = await api.db.query<{ id: number }>('select id from feed_games where status = 2 and sport_id = 1 and not dev_hold and time_sec < 1000 order by id limit 1');
    const before = await game(live!.id);
    expect(await (await post('/dev-api/simulator/freeze', { frozen: true })).json()).toEqual({ frozen: true });
    const simulator = simulatorFor(api.context);
    await simulator.tick();
    api.clock.advanceBy(60_000);
    await simulator.tick();
    expect((await game(live!.id)).time_sec).toBe(before.time_sec);
    await post('/dev-api/simulator/advance', { seconds: 45 });
    expect((await game(live!.id)).time_sec).toBe(before.time_sec + 45);
    expect(await (await post('/dev-api/simulator/freeze', { frozen: false })).json()).toEqual({ frozen: false });
    // the minute that passed while frozen is not played afterwards
    api.clock.advanceBy(10_000);
    await simulator.tick();
    expect((await game(live!.id)).time_sec).toBe(before.time_sec + 45 + 10);
  });
});
