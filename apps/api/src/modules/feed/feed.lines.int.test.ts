import { ChampsGames, FeedGameDetail, LiveGames, MarketGroupId, SelectionType, type FeedGame, type FeedMarket, type MainLine } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { readLiveGames } from './feed.queries';

// issue 18: the lists carry each game's main handicap and total (the Asian view's columns), compactly.
let api: TestApi;
const get = async (path: string) => (await fetch(`${api.baseUrl}${path}`)).json();

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** The line's two markets as the game page gives them. */
function sidesOf(detail: FeedGameDetail, line: MainLine): [FeedMarket, FeedMarket] {
  const markets = detail.groups.flatMap((group) => group.markets);
  return [markets.find((market) => market.id === line[0])!, markets.find((market) => market.id === line[1])!];
}

/** The smallest coefficient gap among the open pairs of a group on the game page. */
function smallestGap(detail: FeedGameDetail, groupId: number, side1: number, side2: number, param2: (param: number) => number): number {
  const markets = detail.groups.find((group) => group.id === groupId)!.markets;
  let best = Infinity;
  for (const first of markets.filter((market) => market.typeId === side1 && !market.isBlocked)) {
    const second = markets.find((market) => market.typeId === side2 && market.param === param2(first.param!) && !market.isBlocked);
    if (second) best = Math.min(best, Math.abs(first.coef - second.coef));
  }
  return best;
}

async function checkAgainstGamePage(game: FeedGame): Promise<void> {
  const detail = FeedGameDetail.parse(await get(`/web-api/feed/v1/games/${game.id}`));
  const { handicap, total } = game.mainLines!;
  expect(handicap).toBeDefined();
  expect(total).toBeDefined();
  const [h1, h2] = sidesOf(detail, handicap!);
  expect([h1.typeId, h2.typeId]).toEqual([SelectionType.handicap1, SelectionType.handicap2]);
  expect([h1.param, h2.param]).toEqual([handicap![2], 0 - handicap![2]]);
  expect([h1.coef, h2.coef]).toEqual([handicap![3], handicap![4]]);
  const [over, under] = sidesOf(detail, total!);
  expect([over.typeId, under.typeId]).toEqual([SelectionType.over, SelectionType.under]);
  expect([over.param, under.param]).toEqual([total![2], total![2]]);
  expect([over.coef, under.coef]).toEqual([total![3], total![4]]);
  // The main line is the one priced closest to even.
  if (!h1.isBlocked && !h2.isBlocked) expect(Math.abs(h1.coef - h2.coef)).toBe(smallestGap(detail, MarketGroupId.handicap, SelectionType.handicap1, SelectionType.handicap2, (param) => -param));
  if (!over.isBlocked && !under.isBlocked) expect(Math.abs(over.coef - under.coef)).toBe(smallestGap(detail, MarketGroupId.total, SelectionType.over, SelectionType.under, (param) => param));
}

describe(`the lists' main handicap and total on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'}`, () => {
  it('gives every line game of the first championships its main handicap and total, the same markets as its game page', async () => {
    const answer = ChampsGames.parse(await get('/web-api/feed/v1/champs?section=line&limit=4'));
    const games = answer.champs.flatMap((champ) => champ.games);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games.slice(0, 6)) await checkAgainstGamePage(game);
    // The result group stays as it was: only 1X2 in full.
    expect(games.every((game) => game.mainMarkets.every((market) => market.groupId === MarketGroupId.result))).toBe(true);
  });

  it('gives live games theirs, and costs the live list at most 110 bytes a game (two compact tuples)', async () => {
    const body = await (await fetch(`${api.baseUrl}/web-api/feed/v1/live`)).text();
    const live = LiveGames.parse(JSON.parse(body));
    expect(live.games.length).toBeGreaterThan(0);
    await checkAgainstGamePage(live.games[0]!);
    const withoutLines = JSON.stringify({ games: live.games.map(({ mainLines: _lines, ...game }) => game) });
    expect((body.length - withoutLines.length) / live.games.length).toBeLessThanOrEqual(110);
  });
});

describe('the live list read in slices (issue 20)', () => {
  it('reads the same games, main markets and lines as in one piece, pausing between slices', async () => {
    let pauses = 0;
    const sliced = await readLiveGames(api.context.db, undefined, { sliceMs: 0, pause: async () => void pauses++ });
    const whole = await readLiveGames(api.context.db, undefined);
    expect(whole.length).toBeGreaterThan(0);
    expect(sliced).toEqual(whole);
    expect(whole.some((game) => game.mainLines !== undefined)).toBe(true);
    // one pause per market row and per game
    expect(pauses).toBeGreaterThan(whole.length);
  });
});
