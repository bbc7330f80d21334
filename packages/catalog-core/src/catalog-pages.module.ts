import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { StatisticsService } from './statistics/statistics.service';
import { MatchCentreService } from './match-centre/match-centre.service';
import { MultiLiveService } from './multi-live/multi-live.service';

/** The sports pages' services: statistics, the match centre and the multi live view's choice. */
export function bindCatalogSportsPages({ bind }: ContainerModuleLoadOptions): void {
  // issue 16: statistics and the match centre (need a `StatisticsApi`)
  bind(StatisticsService).toSelf().inSingletonScope();
  bind(MatchCentreService).toSelf().inSingletonScope();
  // issue 16: the multi live view's choice, shared by the live rows' buttons and the view
  bind(MultiLiveService).toSelf().inSingletonScope();
}

/**
 * The sports pages' services, loaded with the betting and statistics areas that show them
 * (issue 20: not in the first page's JavaScript); its own file, so it brings nothing else.
 */
export const catalogSportsPagesModule = new ContainerModule(bindCatalogSportsPages);
