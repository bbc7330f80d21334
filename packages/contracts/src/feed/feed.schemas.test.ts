import { describe, expect, it } from 'vitest';
import { ChampParams, FeedMarket, GameStatus, ResultsQuery, SportsMenuQuery, getChampGamesCall, getGameCall, getLiveGamesCall, getResultsCall, getSportsMenuCall } from './feed.schemas';

describe('sports feed contract', () => {
  it.each([
    ['feed.sports', getSportsMenuCall, '/web-api/feed/v1/sports'],
    ['feed.champGames', getChampGamesCall, '/web-api/feed/v1/champs/:champId/games'],
    ['feed.game', getGameCall, '/web-api/feed/v1/games/:gameId'],
    ['feed.live', getLiveGamesCall, '/web-api/feed/v1/live'],
    ['feed.results', getResultsCall, '/web-api/feed/v1/results'],
  ] as const)('%s: GET %s, retryable, no sign-in', (_label, call, path) => {
    expect([call.method, call.path, call.retryable, call.auth]).toEqual(['GET', path, true, undefined]);
  });

  // document 000 §2: the second segment of the betting routes is live or line
  it('knows the two sections only', () => {
    expect(SportsMenuQuery.safeParse({ section: 'line' }).success).toBe(true);
    expect(SportsMenuQuery.safeParse({ section: 'prematch' }).success).toBe(false);
  });

  // document 000 §4: finished is status 4; live is status 2 or 3
  it('names the game statuses of the spec', () => {
    expect(GameStatus).toEqual({ notStarted: 0, inPlay: 2, paused: 3, finished: 4 });
  });

  it('refuses a coefficient below 1 and reads path ids as numbers', () => {
    const market = { id: 1, gameId: 1, groupId: 1, kind: 1, typeId: 1, name: '1', param: null, coef: 1.85, isBlocked: false, isBannedExpress: false };
    expect(FeedMarket.safeParse(market).success).toBe(true);
    expect(FeedMarket.safeParse({ ...market, coef: 0.9 }).success).toBe(false);
    expect(ChampParams.parse({ champId: '1001' })).toEqual({ champId: 1001 });
    expect(ChampParams.safeParse({ champId: 'abc' }).success).toBe(false);
  });

  it('takes a results day as YYYY-MM-DD', () => {
    expect(ResultsQuery.safeParse({ date: '2026-11-22' }).success).toBe(true);
    expect(ResultsQuery.safeParse({ date: '22.11.2026' }).success).toBe(false);
  });
});
