import type { FeedGame, FeedGameDetail, FeedSection, SportsMenu } from '@kickoff/contracts';
import { DefaultSportsCatalogService, SportsCatalogService } from '@kickoff/catalog-core';
import { useEffect } from 'react';
import { useService } from '../../app/di';
import type { OddsMovement } from './components/OddsButton';

/**
 * The betting pages' data, from catalog-core's `SportsCatalogService`: a page watches what it shows
 * (the service polls on the spec's intervals, with ETags, paused while hidden, and marks odds
 * movements) and releases it when it goes. Call these hooks from `observer` components.
 */

/** Championships of a line list watched at once (the menu lists the others). */
const LINE_CHAMPS_SHOWN = 8;

/** Watches while mounted; `watch` returns the release. */
function useWatch(watch: () => () => void, deps: readonly unknown[]): void {
  useEffect(watch, deps);
}

function errorKeyOf(code: string | undefined): string | null {
  return code === undefined ? null : code === 'network_error' ? 'main_network_error' : 'main_error';
}

/** The sports and championships menu of a section with counts. */
export function useSportsMenu(section: FeedSection): SportsMenu | null {
  const catalog = useService(SportsCatalogService);
  useWatch(() => catalog.watchMenu(section), [catalog, section]);
  return catalog.menus[section];
}

/** The championships a line list shows when no championship is chosen: the sport's, or the menu's first ones. */
function lineChampIds(menu: SportsMenu | null, sportId: number | null): number[] {
  const sports = menu?.sports.filter((sport) => sportId === null || sport.id === sportId) ?? [];
  return sports.flatMap((sport) => sport.champs.map((champ) => champ.id)).slice(0, LINE_CHAMPS_SHOWN);
}

/** The games of a list: a championship's; the live games (of a sport); or the line championships of a sport. */
export function useGamesList(section: FeedSection, sportId: number | null, champId: number | null): { games: FeedGame[] | null; errorKey: string | null; movementOf: (marketId: number) => OddsMovement } {
  const catalog = useService(SportsCatalogService);
  const lineMenu = catalog.menus.line;
  const champIds = champId !== null ? [champId] : section === 'line' ? lineChampIds(lineMenu, sportId) : [];
  const champKey = champIds.join(',');
  useWatch(() => (section === 'line' && champId === null ? catalog.watchMenu('line') : () => undefined), [catalog, section, champId]);
  useWatch(() => {
    if (section === 'live' && champId === null) return catalog.watchLive(sportId);
    const releases = champIds.map((id) => catalog.watchChamp(id, section));
    return () => releases.forEach((release) => release());
  }, [catalog, section, sportId, champKey]);
  if (section === 'live' && champId === null) {
    const key = `live:${sportId === null ? 'all' : sportId}`;
    const live = catalog.liveGames.get(sportId === null ? 'all' : String(sportId));
    return { games: live ? live.games : null, errorKey: errorKeyOf(catalog.errorCodes.get(key)), movementOf: catalog.movementOf };
  }
  const lists = champIds.map((id) => catalog.champGames.get(`${section}:${id}`));
  const loaded = lists.filter((list) => list !== undefined);
  const waiting = section === 'line' && champId === null && lineMenu === null;
  return {
    games: waiting || (champIds.length > 0 && loaded.length === 0) ? null : loaded.flatMap((list) => list.games),
    errorKey: errorKeyOf(champIds.map((id) => catalog.errorCodes.get(`champ:${section}:${id}`)).find((code) => code !== undefined)),
    movementOf: catalog.movementOf,
  };
}

/** The top games of a section for the home page: live games in play, the first line championships. */
export function useTopGames(section: FeedSection): { games: FeedGame[] | null; movementOf: (marketId: number) => OddsMovement } {
  const list = useGamesList(section, null, null);
  return { games: list.games, movementOf: list.movementOf };
}

/** One game with all its market groups. */
export function useGame(gameId: number | null): { game: FeedGameDetail | null; errorKey: string | null; movementOf: (marketId: number) => OddsMovement } {
  const catalog = useService(SportsCatalogService);
  useWatch(() => (gameId === null ? () => undefined : catalog.watchGame(gameId)), [catalog, gameId]);
  const game = gameId === null ? undefined : catalog.games.get(gameId);
  return { game: game ?? null, errorKey: gameId === null ? 'main_not_found' : errorKeyOf(catalog.errorCodes.get(`game:${gameId}`)), movementOf: catalog.movementOf };
}

/** Finished games of a day, through the catalogue (read once per day and sport: results do not move). */
export function useResults(date: string, sportId: number | null): { games: FeedGame[] | null; errorKey: string | null } {
  const catalog = useService(SportsCatalogService);
  const key = DefaultSportsCatalogService.resultsKey(date, sportId);
  useEffect(() => {
    void catalog.loadResults(date, sportId);
  }, [catalog, date, sportId]);
  return { games: catalog.results.get(key)?.games ?? null, errorKey: errorKeyOf(catalog.errorCodes.get(`results:${key}`)) };
}
