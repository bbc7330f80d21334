import { ContainerModule } from 'inversify';
import { bindCatalogCasino } from './catalog-casino.module';
import { bindCatalogSportsPages } from './catalog-pages.module';
import { bindCatalogToto } from './catalog-toto.module';
import { bindCatalogShell } from './catalog-shell.module';
import { bindCatalogSearch } from './catalog-search.module';
import { bindCatalogResults } from './catalog-results.module';

/**
 * Binds the catalogue services as singletons. Needs the platform ports (`platformModule`), a
 * `FeedApi`, a `SearchApi` and a `CasinoApi` (from `http-client`, or the in-memory ones in tests), and, for the
 * coupon link, coupon-core's `couponCoreModule`. Everything at once (tests, other hosts); the web
 * app loads `catalogShellModule` at start, `catalogSportsPagesModule` with the betting and
 * statistics areas, `catalogResultsModule` with the results area, `catalogTotoModule` with toto's and
 * `catalogCasinoModule` with the casino's (issue 20).
 */
export const catalogCoreModule = new ContainerModule((options) => {
  bindCatalogShell(options);
  bindCatalogSearch(options);
  bindCatalogSportsPages(options);
  bindCatalogResults(options);
  bindCatalogToto(options);
  bindCatalogCasino(options);
});
