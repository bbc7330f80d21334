import type { FeedGameDetail, FeedMarket } from '@kickoff/contracts';

/** A feed market (a home win at 1.85 by default). */
export function aFeedMarket(overrides: Partial<FeedMarket> = {}): FeedMarket {
  return { id: 1_000_101, gameId: 10_001, groupId: 1, kind: 1, typeId: 1, name: '1', param: null, coef: 1.85, isBlocked: false, isBannedExpress: false, ...overrides };
}

/** A football game with a 1X2 group (market ids `id × 100 + 1..3`); not started by default. */
export function aFeedGame(overrides: Partial<FeedGameDetail> & { id?: number } = {}): FeedGameDetail {
  const id = overrides.id ?? 10_001;
  const markets = [
    aFeedMarket({ id: id * 100 + 1, gameId: id, typeId: 1, name: '1', coef: 1.85 }),
    aFeedMarket({ id: id * 100 + 2, gameId: id, typeId: 2, name: 'X', coef: 3.4 }),
    aFeedMarket({ id: id * 100 + 3, gameId: id, typeId: 3, name: '2', coef: 4.2 }),
  ];
  const isLive = overrides.statusId === 2 || overrides.statusId === 3;
  return {
    id,
    sportId: 1,
    champId: 1001,
    sportName: 'Football',
    champName: 'England. Premier Division',
    countryName: 'England',
    opponent1Name: 'London FC',
    opponent2Name: 'Leeds United',
    startDateTime: Date.UTC(2026, 0, 1, 18),
    statusId: 0,
    isLive,
    isFinished: overrides.statusId === 4,
    timeSec: 0,
    period: 0,
    score1: 0,
    score2: 0,
    scoreFormatted: '0:0',
    fullScore: '0:0',
    marketsCount: markets.length,
    mainMarkets: markets,
    groups: [{ id: 1, name: '1X2', markets }],
    ...overrides,
  };
}
