import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { CouponFeedLink, DefaultCouponFeedLink } from './sports/coupon-feed-link';
import { DefaultSportsCatalogService, SportsCatalogService } from './sports/sports-catalog.service';
import { DefaultFeedSearchService, FeedSearchService } from './search/search.service';
import { DefaultFavouritesService, FavouritesService } from './favourites/favourites.service';

/** The sports side of the catalogue every page needs: the feed, the coupon link, search and favourites. */
export function bindCatalogShell({ bind }: ContainerModuleLoadOptions): void {
  bind(SportsCatalogService).to(DefaultSportsCatalogService).inSingletonScope();
  bind(CouponFeedLink).to(DefaultCouponFeedLink).inSingletonScope();
  bind(FeedSearchService).to(DefaultFeedSearchService).inSingletonScope();
  // needs a `FavouritesApi` and the `FavouritesSession` port (the app binds the shell's auth status)
  bind(FavouritesService).to(DefaultFavouritesService).inSingletonScope();
}

/**
 * The part of `catalogCoreModule` the app loads at start (issue 20); `catalogSportsPagesModule`
 * comes with the betting and statistics areas, `catalogTotoModule` with toto's and
 * `catalogCasinoModule` with the casino's.
 */
export const catalogShellModule = new ContainerModule(bindCatalogShell);
