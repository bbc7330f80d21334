import { ChampGames, FeedGameDetail, GameResults, LiveGames, SportsMenu } from '@kickoff/contracts';
import { SimulatedClock } from '@kickoff/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { LiveSimulator } from '../simulator/simulator';

let api: TestApi;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.baseUrl}${path}`, { headers });

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe(`the sports feed on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('seeds at least 12 sports with esports, several hundred line games and a few dozen live ones', async () => {
    const line = SportsMenu.parse(await (await get('/web-api/feed/v1/sports?section=line')).json());
    const live = SportsMenu.parse(await (await get('/web-api/feed/v1/sports?section=live')).json());
    expect(new Set(line.sports.map((sport) => sport.id)).size).toBeGreaterThanOrEqual(12);
    expect(line.sports.some((sport) => sport.isEsport)).toBe(true);
    const count = (menu: SportsMenu) => menu.sports.reduce((sum, sport) => sum + sport.gamesCount, 0);
    expect(count(line)).toBeGreaterThanOrEqual(300);
    expect(count(live)).toBeGreaterThanOrEqual(24);
    for (const sport of line.sports) expect(sport.gamesCount).toBe(sport.champs.reduce((sum, champ) => sum + champ.gamesCount, 0));
  });

  it('lists a championship, one game with all market groups, and live games with scores', async () => {
    const menu = SportsMenu.parse(await (await get('/web-api/feed/v1/sports?section=line')).json());
    const football = menu.sports.find((sport) => sport.id === 1)!;
    const champ = football.champs[0]!;
    const games = ChampGames.parse(await (await get(`/web-api/feed/v1/champs/${champ.id}/games?section=line`)).json());
    expect(games.games).toHaveLength(champ.gamesCount);
    const first = games.games[0]!;
    expect(first.mainMarkets.map((market) => market.name)).toEqual(['1', 'X', '2']);
    const detail = FeedGameDetail.parse(await (await get(`/web-api/feed/v1/games/${first.id}`)).json());
    expect(detail.groups.map((group) => group.name)).toEqual(['1X2', 'Double chance', 'Handicap', 'Total', 'Both teams to score', 'Correct score']);
    expect(detail.marketsCount).toBe(detail.groups.reduce((sum, group) => sum + group.markets.length, 0));
    const live = LiveGames.parse(await (await get('/web-api/feed/v1/live')).json());
    expect(live.games.every((game) => game.isLive && game.statusId === 2)).toBe(true);
    expect(live.games.some((game) => game.score1 + game.score2 > 0)).toBe(true);
    expect((await get('/web-api/feed/v1/games/999999')).status).toBe(404);
    expect((await get('/web-api/feed/v1/champs/1/games?section=line')).status).toBe(404);
  });

  it('answers 304 to an unchanged ETag and a new ETag after the simulator moved the live feed', async () => {
    const first = await get('/web-api/feed/v1/live');
    const etag = first.headers.get('etag')!;
    // the language of the answer is part of its ETag (issue 18: feed names per language)
    expect(etag).toMatch(/^"live-\d+-sall-en"$/);
    const again = await get('/web-api/feed/v1/live', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const simulator = new LiveSimulator(api.context, { minLineGames: 0 });
    await simulator.tick();
    api.clock.advanceBy(20_000);
    await simulator.tick();
    const changed = await get('/web-api/feed/v1/live', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('moves a few pre-match odds each tick, and the line ETag with them', async () => {
    const lineCoefs = async () =>
      new Map(
        (await api.db.query<{ id: number; coef: number }>('select m.id, m.coef from feed_markets m join feed_games g on g.id = m.game_id where g.status = 0 and m.group_id = 1')).map((row) => [row.id, row.coef]),
      );
    const before = await lineCoefs();
    const etag = (await get('/web-api/feed/v1/sports?section=line')).headers.get('etag')!;
    const simulator = new LiveSimulator(api.context, { minLineGames: 0 });
    for (let i = 0; i < 5; i++) {
      api.clock.advanceBy(1_000);
      await simulator.tick();
    }
    const after = await lineCoefs();
    const moved = [...after].filter(([id, coef]) => before.has(id) && before.get(id) !== coef);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(after.size / 10);
    expect((await get('/web-api/feed/v1/sports?section=line', { 'if-none-match': etag })).status).toBe(200);
  });

  it('turns a pre-match game live at its start and finishes games with status 4 into the results', async () => {
    const menu = SportsMenu.parse(await (await get('/web-api/feed/v1/sports?section=line')).json());
    const champ = menu.sports[0]!.champs[0]!;
    const games = ChampGames.parse(await (await get(`/web-api/feed/v1/champs/${champ.id}/games?section=line`)).json());
    const next = games.games[0]!;
    const simulator = new LiveSimulator(api.context, { minLineGames: 0 });
    await simulator.tick();
    api.clock.advanceTo(Math.max(api.clock.now(), next.startDateTime) + 1_000);
    const report = await simulator.tick();
    expect(report.started).toContain(next.id);
    const started = FeedGameDetail.parse(await (await get(`/web-api/feed/v1/games/${next.id}`)).json());
    expect(started.statusId).toBe(2);
    const lineAfter = ChampGames.parse(await (await get(`/web-api/feed/v1/champs/${champ.id}/games?section=line`)).json());
    expect(lineAfter.games.map((game) => game.id)).not.toContain(next.id);

    // Four hours of play later every game that was live has finished.
    const liveBefore = LiveGames.parse(await (await get('/web-api/feed/v1/live')).json()).games.map((game) => game.id);
    for (let i = 0; i < 16; i++) {
      api.clock.advanceBy(15 * 60_000);
      await simulator.tick();
    }
    const liveAfter = LiveGames.parse(await (await get('/web-api/feed/v1/live')).json()).games.map((game) => game.id);
    expect(liveAfter.filter((id) => liveBefore.includes(id))).toEqual([]);
    const finished = FeedGameDetail.parse(await (await get(`/web-api/feed/v1/games/${liveBefore[0]}`)).json());
    expect(finished.statusId).toBe(4);
    expect(finished.isFinished).toBe(true);
    expect(finished.groups.flatMap((group) => group.markets).every((market) => market.isBlocked)).toBe(true);
    const [settled] = await api.db.query<{ open: number }>('select count(*)::int as open from feed_markets where game_id = $1 and result is null', [liveBefore[0]]);
    expect(settled?.open).toBe(0);
    const day = new Date(finished.startDateTime).toISOString().slice(0, 10);
    const results = GameResults.parse(await (await get(`/web-api/feed/v1/results?date=${day}`)).json());
    expect(results.games.map((game) => game.id)).toContain(finished.id);
  });

  it('runs the simulator only when runJobs is on, on the context clock, and stops it with the API', async () => {
    expect(api.clock.pendingTimerCount()).toBe(0);
    const clock = new SimulatedClock(api.clock.now());
    const jobs = await startTestApi({ db: api.db, clock, seed: false, settings: { runJobs: true } });
    expect(clock.pendingTimerCount()).toBe(1);
    const revision = async () => (await api.db.query<{ revision: number }>("select revision from feed_revisions where scope = 'live'"))[0]!.revision;
    const before = await revision();
    clock.advanceBy(2_000);
    for (let i = 0; i < 100 && (await revision()) === before; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await revision()).toBeGreaterThan(before);
    await jobs.close();
    expect(clock.pendingTimerCount()).toBe(0);
  });
});
