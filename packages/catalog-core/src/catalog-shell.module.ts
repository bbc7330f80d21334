import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { CouponFeedLink, DefaultCouponFeedLink } from './sports/coupon-feed-link';
import { DefaultSportsCatalogService, SportsCatalogService } from './sports/sports-catalog.service';
import { DefaultFeedSearchService, FeedSearchService } from './search/search.service';
import { DefaultFavouritesService, FavouritesService } from './favourites/favourites.service';
import { StatisticsService } from './statistics/statistics.service';
import { MatchCentreService } from './match-centre/match-centre.service';
import { TotoService } from './toto/toto.service';
import { MultiLiveService } from './multi-live/multi-live.service';

/** The sports side of the catalogue: the feed, the coupon link, search, favourites, statistics, the match centre and toto. */
export function bindCatalogShell({ bind }: ContainerModuleLoadOptions): void {
  bind(SportsCatalogService).to(DefaultSportsCatalogService).inSingletonScope();
  bind(CouponFeedLink).to(DefaultCouponFeedLink).inSingletonScope();
  bind(FeedSearchService).to(DefaultFeedSearchService).inSingletonScope();
  // needs a `FavouritesApi` and the `FavouritesSession` port (the app binds the shell's auth status)
  bind(FavouritesService).to(DefaultFavouritesService).inSingletonScope();
  // issue 16: statistics and the match centre (need a `StatisticsApi`)
  bind(StatisticsService).toSelf().inSingletonScope();
  bind(MatchCentreService).toSelf().inSingletonScope();
  // issue 16: toto (needs a `TotoApi`)
  bind(TotoService).toSelf().inSingletonScope();
  // issue 16: the multi live view's choice, shared by the live rows' buttons and the view
  bind(MultiLiveService).toSelf().inSingletonScope();
}

/**
 * The part of `catalogCoreModule` the app loads at start (issue 20); `catalogCasinoModule` is
 * loaded with the casino's area.
 */
export const catalogShellModule = new ContainerModule(bindCatalogShell);
