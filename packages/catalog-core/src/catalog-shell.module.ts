import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { CouponFeedLink, DefaultCouponFeedLink } from './sports/coupon-feed-link';
import { DefaultSportsCatalogService, SportsCatalogService } from './sports/sports-catalog.service';
import { DefaultFavouritesService, FavouritesService } from './favourites/favourites.service';

/**
 * The sports side of the catalogue every page needs: the feed, the coupon link and favourites (the
 * feed search is `catalogSearchModule`, issue 20: loaded with the header's search field).
 */
export function bindCatalogShell({ bind }: ContainerModuleLoadOptions): void {
  bind(SportsCatalogService).to(DefaultSportsCatalogService).inSingletonScope();
  bind(CouponFeedLink).to(DefaultCouponFeedLink).inSingletonScope();
  // needs a `FavouritesApi` and the `FavouritesSession` port (the app binds the shell's auth status)
  bind(FavouritesService).to(DefaultFavouritesService).inSingletonScope();
}

/**
 * The part of `catalogCoreModule` the app loads at start (issue 20); `catalogSportsPagesModule`
 * comes with the betting and statistics areas, `catalogTotoModule` with toto's and
 * `catalogCasinoModule` with the casino's.
 */
export const catalogShellModule = new ContainerModule(bindCatalogShell);
