import type { FeedSection } from '@kickoff/contracts';
import { SportsCatalogService, type FeedObserver, type SectionObserver } from '@kickoff/catalog-core';
import type { FeedGameDetail, SportsMenu } from '@kickoff/contracts';
import { useService } from '../../app/di';
import { useObserver } from '../../app/use-observer';

/**
 * The betting pages' read models, from catalog-core's `SportsCatalogService`: each hook observes
 * what its view shows (the catalogue polls it on the spec's intervals while observed, with ETags,
 * paused while hidden) and disposes it when the view goes. Call from `observer` components.
 */

/** The sports and championships menu of a section with counts. */
export function useSportsMenu(section: FeedSection): FeedObserver<SportsMenu> | null {
  const catalog = useService(SportsCatalogService);
  return useObserver(() => catalog.observeSportsMenu(section), [catalog, section]);
}

/** The games of a list: a championship's, the live games (of a sport), or the line championships of a sport. */
export function useSection(section: FeedSection, sportId: number | null, champId: number | null): SectionObserver | null {
  const catalog = useService(SportsCatalogService);
  return useObserver(() => catalog.observeSection({ section, sportId, champId }), [catalog, section, sportId, champId]);
}

/** The top games of a section for the home page. */
export function useTopGames(section: FeedSection): SectionObserver | null {
  const catalog = useService(SportsCatalogService);
  return useObserver(() => catalog.observeTopGames(section), [catalog, section]);
}

/** One game with all its market groups. */
export function useGame(gameId: number): FeedObserver<FeedGameDetail> | null {
  const catalog = useService(SportsCatalogService);
  return useObserver(() => catalog.observeGame(gameId), [catalog, gameId]);
}
