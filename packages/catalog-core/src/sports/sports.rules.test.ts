import { describe, expect, it } from 'vitest';
import { aFeedGame, aFeedMarket } from '../testing/feed-fixtures';
import { CLAMP_CASES, MOVEMENT_CASES, REFRESH_CASES } from './sports.cases';
import {
  clampLiveRefreshMs,
  detectMovements,
  feedUpdateFor,
  forEachCoef,
  isFeedUpdateNews,
  marketsOfGames,
  menuGamesCount,
  mergeMovements,
  movementDirection,
  MovementMarks,
  type MovementMark,
  nextExpiryMs,
  refreshIntervalMs,
  toCouponBet,
  visibleSports,
} from './sports.rules';

describe('sports catalogue rules', () => {
  it.each(REFRESH_CASES)('refreshes %s %s every %i ms', (section, view, intervalMs) => {
    expect(refreshIntervalMs(section, view)).toBe(intervalMs);
  });

  it.each(CLAMP_CASES)('keeps a live interval of %d ms at %i ms', (input, expected) => {
    expect(clampLiveRefreshMs(input)).toBe(expected);
  });

  it.each(MOVEMENT_CASES)('moves from %s to %d: %s', (previous, next, expected) => {
    expect(movementDirection(previous, next)).toBe(expected);
  });

  it('marks only moved markets, for 3 s, and remembers the new values', () => {
    const last = new Map([
      [1, 1.5],
      [2, 2.0],
    ]);
    const marks = detectMovements(last, [aFeedMarket({ id: 1, coef: 1.6 }), aFeedMarket({ id: 2, coef: 2.0 }), aFeedMarket({ id: 3, coef: 3 })], 10_000);
    expect([...marks]).toEqual([[1, { direction: 'up', untilMs: 13_000 }]]);
    expect(last.get(1)).toBe(1.6);
    expect(last.get(3)).toBe(3);
    expect(nextExpiryMs(marks)).toBe(13_000);
  });

  it('drops expired marks and lays fresh ones over the rest', () => {
    const current = new Map([
      [1, { direction: 'up' as const, untilMs: 5_000 }],
      [2, { direction: 'down' as const, untilMs: 9_000 }],
    ]);
    const merged = mergeMovements(current, new Map([[2, { direction: 'up' as const, untilMs: 12_000 }]]), 6_000);
    expect([...merged]).toEqual([[2, { direction: 'up', untilMs: 12_000 }]]);
    expect(nextExpiryMs(new Map())).toBeNull();
  });

  it('turns a selection into a coupon bet with the spec fields (statusId -2, market, game, score)', () => {
    const game = aFeedGame({ id: 7, statusId: 2, isLive: true, timeSec: 600, score1: 1, scoreFormatted: '1:0' });
    const market = game.groups[0]!.markets[1]!;
    const bet = toCouponBet(game, market);
    expect(bet.id).toBe('702');
    expect(bet.statusId).toBe(-2);
    expect(bet.market).toMatchObject({ id: 702, coef: 3.4, gameId: 7, sportId: 1, isLive: true, typeId: 2 });
    expect(bet.game).toMatchObject({ statusId: 2, timeSec: 600, isFinished: false });
    expect(bet.scoreFormatted).toBe('1:0');
  });

  it('gives the coupon a feed update and tells whether it is news', () => {
    const game = aFeedGame();
    const market = game.mainMarkets[0]!;
    const bet = toCouponBet(game, market);
    expect(isFeedUpdateNews(bet, feedUpdateFor(game, market))).toBe(false);
    expect(isFeedUpdateNews(bet, feedUpdateFor(game, { ...market, coef: 1.9 }))).toBe(true);
    expect(isFeedUpdateNews(bet, feedUpdateFor({ ...game, scoreFormatted: '1:0' }, market))).toBe(true);
    expect(isFeedUpdateNews(bet, feedUpdateFor({ ...game, statusId: 4, isFinished: true }, market))).toBe(true);
    expect(feedUpdateFor(game, market)).toEqual({ coef: 1.85, isBlocked: false, scoreFormatted: '0:0', isFinished: false, gameStatusId: 0, timeSec: 0 });
  });

  it('lists every market of game pages and main markets of lists', () => {
    const detail = aFeedGame();
    const { groups: _groups, ...listed } = aFeedGame({ id: 8 });
    expect(marketsOfGames([detail, listed]).map(({ market }) => market.id)).toEqual([1_000_101, 1_000_102, 1_000_103, 801, 802, 803]);
  });

  it('visits every coefficient marketsOfGames lists, the main lines read from their tuples (issue 20: no market built)', () => {
    const detail = aFeedGame();
    const { groups: _groups, ...listed } = aFeedGame({ id: 8, mainLines: { handicap: [811, 812, -1.5, 2.05, 1.75, 0], total: [821, 822, 2.5, 1.9, 1.9, 0] } });
    const seen: Array<[number, number]> = [];
    for (const game of [detail, listed]) forEachCoef(game, (id, coef) => seen.push([id, coef]));
    expect(seen).toEqual(marketsOfGames([detail, listed]).map(({ market }) => [market.id, market.coef]));
    expect(seen.slice(3)).toEqual([
      [801, 1.85],
      [802, 3.4],
      [803, 4.2],
      [811, 2.05],
      [812, 1.75],
      [821, 1.9],
      [822, 1.9],
    ]);
  });

  it('keeps movement marks: a moved coefficient is marked up or down for 3 s, a batch shares two mark objects, expired marks go (document 001: odds movements)', () => {
    const marks = new Map<number, MovementMark>();
    const movements = new MovementMarks(marks);
    movements.begin(10_000);
    // First sight: remembered, not marked.
    for (const [id, coef] of [[1, 1.5], [2, 2.0], [3, 3.0]] as const) movements.see(id, coef);
    expect(marks.size).toBe(0);
    expect(movements.nextExpiryMs).toBeNull();
    movements.begin(11_000);
    for (const [id, coef] of [[1, 1.6], [2, 2.0], [3, 2.9], [4, 1.2]] as const) movements.see(id, coef);
    expect([...marks]).toEqual([
      [1, { direction: 'up', untilMs: 14_000 }],
      [3, { direction: 'down', untilMs: 14_000 }],
    ]);
    movements.see(5, 7);
    movements.see(5, 8);
    // Up marks of one batch are one object (256 moved prices: two marks, not 256).
    expect(marks.get(5)).toBe(marks.get(1));
    expect(movements.nextExpiryMs).toBe(14_000);
    // A later batch moves 3 back up; nothing expires before 14 s.
    movements.begin(12_000);
    movements.see(3, 3.1);
    movements.dropExpired(13_999);
    expect([...marks.keys()]).toEqual([1, 3, 5]);
    movements.dropExpired(14_000);
    expect([...marks]).toEqual([[3, { direction: 'up', untilMs: 15_000 }]]);
    expect(movements.nextExpiryMs).toBe(15_000);
    movements.dropExpired(15_000);
    expect(marks.size).toBe(0);
    expect(movements.nextExpiryMs).toBeNull();
  });

  it('counts menu games and hides disallowed sports', () => {
    const menu = {
      section: 'line' as const,
      sports: [
        { id: 1, name: 'Football', isEsport: false, gamesCount: 3, champs: [] },
        { id: 4, name: 'Tennis', isEsport: false, gamesCount: 2, champs: [] },
      ],
    };
    expect(menuGamesCount(menu)).toBe(5);
    expect(menuGamesCount(null)).toBe(0);
    expect(visibleSports(menu, [4]).map((sport) => sport.id)).toEqual([1]);
  });
});
