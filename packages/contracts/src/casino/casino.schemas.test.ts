import { describe, expect, it } from 'vitest';
import { CasinoGamesQuery, CasinoRoundRequest, MAX_CASINO_PAGE_SIZE, addCasinoFavouriteCall, getCasinoGamesCall, launchCasinoGameCall, playCasinoRoundCall } from './casino.schemas';

describe('casino contract', () => {
  it('pages from 1 with 24 games by default and at most 100', () => {
    expect(CasinoGamesQuery.parse({})).toEqual({ page: 1, pageSize: 24 });
    expect(CasinoGamesQuery.parse({ page: '3', pageSize: '10' })).toEqual({ page: 3, pageSize: 10 });
    expect(CasinoGamesQuery.safeParse({ pageSize: MAX_CASINO_PAGE_SIZE + 1 }).success).toBe(false);
    expect(CasinoGamesQuery.safeParse({ page: 0 }).success).toBe(false);
  });

  it('searches with 2 to 60 characters and takes route slugs and subcategories', () => {
    expect(CasinoGamesQuery.safeParse({ search: 'a' }).success).toBe(false);
    expect(CasinoGamesQuery.parse({ search: '  go  ' }).search).toBe('go');
    expect(CasinoGamesQuery.safeParse({ category: 'live-casino', tag: 'new' }).success).toBe(true);
    expect(CasinoGamesQuery.safeParse({ category: 'Live Casino' }).success).toBe(false);
    expect(CasinoGamesQuery.safeParse({ tag: 'hot' }).success).toBe(false);
  });

  it('needs a signed-in player for favourites, launch and rounds; rounds carry an idempotency id', () => {
    expect([getCasinoGamesCall.auth, addCasinoFavouriteCall.auth, launchCasinoGameCall.auth, playCasinoRoundCall.auth]).toEqual([undefined, true, true, true]);
    expect(CasinoRoundRequest.safeParse({ requestId: 'round-0001', stakeMinor: 100 }).success).toBe(true);
    expect(CasinoRoundRequest.safeParse({ requestId: 'short', stakeMinor: 100 }).success).toBe(false);
    expect(CasinoRoundRequest.safeParse({ requestId: 'round-0001', stakeMinor: 0 }).success).toBe(false);
    expect(CasinoRoundRequest.safeParse({ requestId: 'round-0001', stakeMinor: 1.5 }).success).toBe(false);
  });
});
