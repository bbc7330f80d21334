import type { SportsMenu } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { MMA_SPORT_ID, TOP_GAMES_SHOWN, bettingPageTypeOf, pageTypeGames, pageTypeKeys, pageTypeListSportId, pageTypeMenu, pageTypePath } from './page-types.rules';

// the feed's sports as the API declares them: Football 1, Tennis 4, Counter-Strike 2 (40) and Dota 2 (41) are esports
const menu: SportsMenu = {
  section: 'live',
  sports: [
    { id: 1, name: 'Football', isEsport: false, gamesCount: 3, champs: [] },
    { id: 4, name: 'Tennis', isEsport: false, gamesCount: 1, champs: [] },
    { id: 40, name: 'Counter-Strike 2', isEsport: true, gamesCount: 1, champs: [] },
    { id: 41, name: 'Dota 2', isEsport: true, gamesCount: 1, champs: [] },
  ],
};
const games = [
  aFeedGame({ id: 1, sportId: 1, champId: 100, marketsCount: 40, startDateTime: 3 }),
  aFeedGame({ id: 2, sportId: 1, champId: 101, marketsCount: 60, startDateTime: 2 }),
  aFeedGame({ id: 3, sportId: 4, champId: 200, marketsCount: 40, startDateTime: 1 }),
  aFeedGame({ id: 4, sportId: 40, champId: 400, marketsCount: 12, startDateTime: 4 }),
  aFeedGame({ id: 5, sportId: 41, champId: 410, marketsCount: 10, startDateTime: 5, isFinished: true }),
];
const ids = (list: ReadonlyArray<{ id: number }>) => list.map((item) => item.id);

describe('page-type prefixes (document 000 §2 "Variants under page-type prefixes")', () => {
  it('knows the prefixes of the route table; anything else is the plain list', () => {
    expect(bettingPageTypeOf('marble', undefined)).toBe('marble');
    expect(['betsonyour', 'topgame', 'ufc', 'politics', 'cyber', 'esports', 'marble', 'team', undefined].map((value) => bettingPageTypeOf('bettingPageType', value))).toEqual([
      'betsonyour',
      'topgame',
      'ufc',
      'politics',
      'cyber',
      'esports',
      'marble',
      'home',
      'home',
    ]);
  });

  it('home shows every sport and game', () => {
    expect(ids(pageTypeMenu('home', menu)!.sports)).toEqual([1, 4, 40, 41]);
    expect(ids(pageTypeGames('home', games, { menu, favourites: [] }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('esports and cyber show the esports disciplines only', () => {
    for (const pageType of ['esports', 'cyber'] as const) {
      expect(ids(pageTypeMenu(pageType, menu)!.sports)).toEqual([40, 41]);
      expect(ids(pageTypeGames(pageType, games, { menu, favourites: [] }))).toEqual([4, 5]);
    }
  });

  it('betsonyour shows the player’s starred games and the games of starred leagues', () => {
    const favourites = [
      { kind: 'game' as const, id: 3 },
      { kind: 'champ' as const, id: 100 },
    ];
    expect(ids(pageTypeGames('betsonyour', games, { menu, favourites }))).toEqual([1, 3]);
    expect(pageTypeGames('betsonyour', games, { menu, favourites: [] })).toEqual([]);
  });

  it('topgame shows the unfinished games with the most markets first, at most TOP_GAMES_SHOWN', () => {
    // 60 markets, then 40 and 40 (the earlier start first), then 12; the finished game is left out
    expect(ids(pageTypeGames('topgame', games, { menu, favourites: [] }))).toEqual([2, 3, 1, 4]);
    const many = Array.from({ length: 30 }, (_, index) => aFeedGame({ id: 100 + index, marketsCount: index }));
    expect(pageTypeGames('topgame', many, { menu, favourites: [] })).toHaveLength(TOP_GAMES_SHOWN);
    expect(pageTypeGames('topgame', many, { menu, favourites: [] })[0]!.id).toBe(129);
  });

  it('ufc, politics and marble show only their sport: none while the feed carries none', () => {
    for (const pageType of ['ufc', 'politics', 'marble'] as const) {
      expect(pageTypeMenu(pageType, menu)!.sports).toEqual([]);
      expect(pageTypeGames(pageType, games, { menu, favourites: [] })).toEqual([]);
      expect(pageTypeListSportId(pageType, menu, null)).toBeUndefined();
    }
    const withMma: SportsMenu = { ...menu, sports: [...menu.sports, { id: MMA_SPORT_ID, name: 'MMA', isEsport: false, gamesCount: 1, champs: [] }] };
    expect(ids(pageTypeGames('ufc', [...games, aFeedGame({ id: 9, sportId: MMA_SPORT_ID })], { menu: withMma, favourites: [] }))).toEqual([9]);
  });

  it('a sport page type reads its first sport, or the route’s sport if it offers it', () => {
    expect(pageTypeListSportId('esports', menu, null)).toBe(40);
    expect(pageTypeListSportId('esports', menu, 41)).toBe(41);
    expect(pageTypeListSportId('esports', menu, 1)).toBeUndefined();
    expect(pageTypeListSportId('esports', null, null)).toBeNull();
    expect(pageTypeListSportId('topgame', menu, 1)).toBe(1);
    expect(pageTypeListSportId('home', menu, null)).toBeNull();
  });

  it('names the heading and the empty list of each page type', () => {
    expect(pageTypeKeys('home')).toEqual({ titleKey: null, emptyKey: 'betting_no_games' });
    expect(pageTypeKeys('ufc')).toEqual({ titleKey: 'betting_page_type_ufc', emptyKey: 'betting_page_type_ufc_empty' });
  });
});

describe('paths under a page-type prefix', () => {
  it('keeps the prefix in the menu links; marble only for live', () => {
    expect(pageTypePath('home', '/en/line/all/1-football')).toBe('/en/line/all/1-football');
    expect(pageTypePath('esports', '/en/line/all/40-counter-strike-2')).toBe('/en/esports/line/all/40-counter-strike-2');
    expect(pageTypePath('topgame', '/de/live/all')).toBe('/de/topgame/live/all');
    expect(pageTypePath('marble', '/en/live/all')).toBe('/en/marble/live/all');
    expect(pageTypePath('marble', '/en/line/all')).toBe('/en/line/all');
  });
});
