import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { registerPlayer } from '../auth/auth.testing';
import { couponBetsFromFeed } from '../betting/betting.feed';
import { aCoupon, placeCoupon } from '../betting/betting.testing';
import { advanceSimulator, finishGame, startGame } from './simulator.service';
import { EVENT_SCHEDULE, MARBLE_SPORT_ID, MMA_SPORT_ID, POLITICS_SPORT_ID, replenishEvents } from './event-sports.seed';

/**
 * Issue 16: the simulator's fights, elections and marble races are in the feed (listed by sport,
 * with their markets), play live and settle, and a bet on them is placed and paid like any other.
 */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const json = async <T>(path: string): Promise<T> => (await fetch(`${api.baseUrl}${path}`)).json() as Promise<T>;
const lineEvent = async (sportId: number, offset = 0) =>
  (await api.db.query<{ id: number }>('select id from feed_games where status = 0 and sport_id = $1 order by start_at, id limit 1 offset $2', [sportId, offset]))[0]!.id;

describe('the simulator\'s event sports', () => {
  it('seeds MMA, politics and marble racing with their championships and upcoming events', async () => {
    const menu = await json<{ sports: Array<{ id: number; name: string; champs: Array<{ name: string }> }> }>('/web-api/feed/v1/sports?section=line');
    const byId = new Map(menu.sports.map((sport) => [sport.id, sport]));
    expect(byId.get(MMA_SPORT_ID)?.champs.map((champ) => champ.name).sort()).toEqual(['UFC Championship', 'UFC Fight Night']);
    expect(byId.get(POLITICS_SPORT_ID)?.name).toBe('Politics');
    expect(byId.get(MARBLE_SPORT_ID)?.champs.map((champ) => champ.name).sort()).toEqual(['Marble Grand Prix', 'Marble League']);
    const marble = await json<{ groups: Array<{ id: number; name: string; markets: Array<{ name: string }> }>; opponent2Name: string }>(`/web-api/feed/v1/games/${await lineEvent(MARBLE_SPORT_ID)}`);
    expect(marble.opponent2Name).toBe('8 marbles');
    expect(marble.groups.map((group) => [group.name, group.markets.length])).toEqual([['Winner', 8]]);
    const fight = await json<{ groups: Array<{ name: string }> }>(`/web-api/feed/v1/games/${await lineEvent(MMA_SPORT_ID)}`);
    // a fight has no draw: its result group is the fight's two-way winner, named so
    expect(fight.groups.map((group) => group.name)).toEqual(['Winner', 'Method of victory', 'Total rounds']);
  });

  it('names the event sports in the languages the feed has names for', async () => {
    const menu = await (await fetch(`${api.baseUrl}/web-api/feed/v1/sports?section=line`, { headers: { 'x-language': 'pl' } })).json() as { sports: Array<{ id: number; name: string }> };
    expect(menu.sports.find((sport) => sport.id === POLITICS_SPORT_ID)?.name).toBe('Polityka');
    expect(menu.sports.find((sport) => sport.id === MARBLE_SPORT_ID)?.name).toBe('Wyścigi kulek');
    const fight = await (await fetch(`${api.baseUrl}/web-api/feed/v1/games/${await lineEvent(MMA_SPORT_ID)}`, { headers: { 'x-language': 'pl' } })).json() as { groups: Array<{ id: number; name: string }> };
    expect(fight.groups.map((group) => group.name)).toEqual(['Zwycięzca', 'Sposób zwycięstwa', 'Liczba rund']);
  });

  it('plays a marble race live to its end and pays a bet on its winner', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const raceId = await lineEvent(MARBLE_SPORT_ID, 1);
    const [bet] = await couponBetsFromFeed(api.db, [raceId * 100 + 2]);
    const answer = await placeCoupon(api, player, aCoupon(player, [bet!], { amount: 10 }));
    expect(answer.status).toBe('accepted');
    await startGame(api.context, raceId);
    await api.db.query('update feed_games set dev_hold = false where id = $1', [raceId]);
    // 3 laps of 40 s: 4 ticks of 30 s finish it, the leader of the last lap winning
    const report = await advanceSimulator(api.context, 30, 4);
    expect(report.finished).toContain(raceId);
    const [race] = await api.db.query<{ status: number; score1: number; period: number }>('select status, score1, period from feed_games where id = $1', [raceId]);
    expect(race).toMatchObject({ status: 4, period: 3 });
    const results = await api.db.query<{ id: string; result: number }>('select id::text, result from feed_markets where game_id = $1 order by position', [raceId]);
    expect(results.map((row) => row.result)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((k) => (k === race!.score1 ? 1 : 0)));
    const [coupon] = await api.db.query<{ status: string; win_minor: number | null; possible_win_minor: number }>('select status, win_minor, possible_win_minor from coupons where account_id = $1', [player.accountId]);
    // the bet is on the third marble (selection index 2)
    const won = race!.score1 === 3;
    expect(coupon?.status).toBe(won ? 'won' : 'lost');
    expect(Number(coupon?.win_minor ?? 0)).toBe(won ? Number(coupon?.possible_win_minor) : 0);
  });

  it('settles a fight finished by the control as a decision in the last round, and refuses a draw', async () => {
    const fightId = await lineEvent(MMA_SPORT_ID);
    await expect(finishGame(api.context, fightId, 1, 1)).rejects.toMatchObject({ code: 'score_not_possible' });
    await finishGame(api.context, fightId, 0, 1);
    const markets = await api.db.query<{ name: string; result: number }>('select name, result from feed_markets where game_id = $1 order by position', [fightId]);
    const won = markets.filter((market) => market.result === 1).map((market) => market.name);
    expect(won).toContain('2');
    expect(won).toContain('2 Decision');
    expect(won).toContain('O(1.5)');
    expect(won).not.toContain('1');
  });

  it('keeps each schedule filled: races that went live are followed by new ones 5 minutes apart', async () => {
    const waiting = async () => (await api.db.query<{ id: number; start_at: string }>('select id, start_at::text from feed_games where sport_id = $1 and status = 0 order by start_at', [MARBLE_SPORT_ID]));
    // the race and the fight the earlier tests finished are made up for first
    expect(await replenishEvents(api.db, api.context.clock.now())).toBe(2);
    const before = await waiting();
    expect(before).toHaveLength(EVENT_SCHEDULE[MARBLE_SPORT_ID]!.upcoming);
    await api.db.query('update feed_games set status = 2 where id = any($1::int[])', [before.slice(0, 3).map((row) => row.id)]);
    expect(await replenishEvents(api.db, api.context.clock.now())).toBe(3);
    const after = await waiting();
    expect(after).toHaveLength(EVENT_SCHEDULE[MARBLE_SPORT_ID]!.upcoming);
    const starts = after.map((row) => Number(row.start_at));
    expect(starts.slice(-4).map((start, index, all) => (index === 0 ? 0 : start - all[index - 1]!))).toEqual([0, 300_000, 300_000, 300_000]);
    expect(await replenishEvents(api.db, api.context.clock.now())).toBe(0);
  });
});
