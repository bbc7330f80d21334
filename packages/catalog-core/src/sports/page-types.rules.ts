import type { Favourite, FeedGame, MenuSport, SportsMenu } from '@kickoff/contracts';

/**
 * Page-type prefixes of the betting lists (document 000 §2 "Betting": "Variants under page-type
 * prefixes: home, betsonyour, topgame, marble (live only), team ..., ufc, politics, cyber or
 * esports"). Each prefix filters the line and live lists as its name says (issue 16); the rules are
 * pure, the section page applies them to the menu and the games it observes.
 */

/** The page types of `{pageType}/{section}/...` that filter a list (the route table's `PAGE_TYPES` and `marble`). */
export const BETTING_PAGE_TYPES = ['home', 'betsonyour', 'topgame', 'ufc', 'politics', 'cyber', 'esports', 'marble'] as const;
export type BettingPageType = (typeof BETTING_PAGE_TYPES)[number];

/** Sport ids of the kinds of event the feed would carry under a prefix: mixed martial arts (UFC), politics, marble races. */
export const MMA_SPORT_ID = 56;
export const POLITICS_SPORT_ID = 78;
export const MARBLE_SPORT_ID = 95;

/** `topgame`: the games with the widest choice of markets, this many at most. */
export const TOP_GAMES_SHOWN = 20;

/** What the rules read besides the games: the section's menu (which sports are esports) and the player's favourites. */
export interface PageTypeContext {
  readonly menu: SportsMenu | null;
  readonly favourites: readonly Favourite[];
}

/** The page type of a route: `marble` by its own route, else the `pageType` parameter if it filters lists; anything else is the plain list. */
export function bettingPageTypeOf(routeName: string, value: string | undefined): BettingPageType {
  if (routeName === 'marble' || routeName === 'marbleGame') return 'marble';
  return (BETTING_PAGE_TYPES as readonly string[]).includes(value ?? '') ? (value as BettingPageType) : 'home';
}

/** The sports a page type offers in its menu: every sport, the esports, or the one sport of the prefix. */
export function pageTypeSports(pageType: BettingPageType, menu: SportsMenu | null): MenuSport[] {
  const sports = menu?.sports ?? [];
  switch (pageType) {
    case 'cyber':
    case 'esports':
      return sports.filter((sport) => sport.isEsport);
    case 'ufc':
      return sports.filter((sport) => sport.id === MMA_SPORT_ID);
    case 'politics':
      return sports.filter((sport) => sport.id === POLITICS_SPORT_ID);
    case 'marble':
      return sports.filter((sport) => sport.id === MARBLE_SPORT_ID);
    default:
      return [...sports];
  }
}

/** The menu of a page type: only the sports it offers. */
export function pageTypeMenu(pageType: BettingPageType, menu: SportsMenu | null): SportsMenu | null {
  return menu === null ? null : { ...menu, sports: pageTypeSports(pageType, menu) };
}

/** Whether a page type shows sports of its own (the list is read sport by sport, not from the whole section). */
export function isSportPageType(pageType: BettingPageType): boolean {
  return pageType === 'cyber' || pageType === 'esports' || pageType === 'ufc' || pageType === 'politics' || pageType === 'marble';
}

/**
 * The sport a list of a page type reads: the route's sport if the page type offers it; else, for a
 * page type of its own sports, the first of them (a line list of the whole section would read the
 * first championships of every sport); null for every sport. `undefined` when the page type offers
 * no sport at all (the list is empty).
 */
export function pageTypeListSportId(pageType: BettingPageType, menu: SportsMenu | null, routeSportId: number | null): number | null | undefined {
  if (!isSportPageType(pageType)) return routeSportId;
  const offered = pageTypeSports(pageType, menu);
  if (routeSportId !== null) return offered.some((sport) => sport.id === routeSportId) ? routeSportId : undefined;
  if (menu === null) return null;
  return offered[0]?.id;
}

/** The games of a list a page type shows, in the list's order (`topgame` orders by market count). */
export function pageTypeGames(pageType: BettingPageType, games: readonly FeedGame[], context: PageTypeContext): FeedGame[] {
  switch (pageType) {
    case 'betsonyour': {
      // the player's own games: starred games and the games of starred leagues
      const gameIds = new Set(context.favourites.filter((favourite) => favourite.kind === 'game').map((favourite) => favourite.id));
      const champIds = new Set(context.favourites.filter((favourite) => favourite.kind === 'champ').map((favourite) => favourite.id));
      return games.filter((game) => gameIds.has(game.id) || champIds.has(game.champId));
    }
    case 'topgame':
      return [...games]
        .filter((game) => !game.isFinished)
        .sort((a, b) => b.marketsCount - a.marketsCount || a.startDateTime - b.startDateTime || a.id - b.id)
        .slice(0, TOP_GAMES_SHOWN);
    case 'home':
      return [...games];
    default: {
      const sportIds = new Set(pageTypeSports(pageType, context.menu).map((sport) => sport.id));
      return games.filter((game) => sportIds.has(game.sportId));
    }
  }
}

/** The dictionary keys of a page type's heading and of its empty list. */
export function pageTypeKeys(pageType: BettingPageType): { readonly titleKey: string | null; readonly emptyKey: string } {
  return pageType === 'home' ? { titleKey: null, emptyKey: 'betting_no_games' } : { titleKey: `betting_page_type_${pageType}`, emptyKey: `betting_page_type_${pageType}_empty` };
}

/**
 * A list path (`/{lng}/{section}/...`) under a page type's prefix, so that the menu of a prefixed page
 * keeps its filter: `/en/line/all/40-counter-strike-2` under `esports` is `/en/esports/line/all/40-counter-strike-2`.
 * The plain list keeps its path; `marble` is live only, so its line path stays the plain one.
 */
export function pageTypePath(pageType: BettingPageType, path: string): string {
  if (pageType === 'home') return path;
  if (pageType === 'marble' && !/^\/[a-z]{2}\/live(\/|$)/.test(path)) return path;
  return path.replace(/^\/([a-z]{2})\//, `/$1/${pageType}/`);
}
