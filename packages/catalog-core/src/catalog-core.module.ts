import { ContainerModule } from 'inversify';
import { CasinoCatalogService, DefaultCasinoCatalogService } from './casino/casino-catalog.service';
import { CasinoGameSession } from './casino/casino-game.session';
import { CasinoVerifyPage } from './casino/casino-verify.service';
import { CasinoJackpot } from './casino/casino-jackpot.service';
import { CasinoTournamentsPage } from './casino/casino-tournaments.service';
import { CasinoBonusesPage } from './casino/casino-bonuses.service';
import { CouponFeedLink, DefaultCouponFeedLink } from './sports/coupon-feed-link';
import { DefaultSportsCatalogService, SportsCatalogService } from './sports/sports-catalog.service';
import { DefaultFeedSearchService, FeedSearchService } from './search/search.service';
import { DefaultFavouritesService, FavouritesService } from './favourites/favourites.service';
import { StatisticsService } from './statistics/statistics.service';
import { MatchCentreService } from './match-centre/match-centre.service';
import { TotoService } from './toto/toto.service';
import { MultiLiveService } from './multi-live/multi-live.service';

/**
 * Binds the catalogue services as singletons. Needs the platform ports (`platformModule`), a
 * `FeedApi`, a `SearchApi` and a `CasinoApi` (from `http-client`, or the in-memory ones in tests), and, for the
 * coupon link, coupon-core's `couponCoreModule`.
 */
export const catalogCoreModule = new ContainerModule(({ bind }) => {
  bind(SportsCatalogService).to(DefaultSportsCatalogService).inSingletonScope();
  bind(CouponFeedLink).to(DefaultCouponFeedLink).inSingletonScope();
  bind(CasinoCatalogService).to(DefaultCasinoCatalogService).inSingletonScope();
  bind(FeedSearchService).to(DefaultFeedSearchService).inSingletonScope();
  // needs a `FavouritesApi` and the `FavouritesSession` port (the app binds the shell's auth status)
  bind(FavouritesService).to(DefaultFavouritesService).inSingletonScope();
  // one game page is open at a time; open() starts its session afresh
  bind(CasinoGameSession).toSelf().inSingletonScope();
  bind(CasinoVerifyPage).toSelf().inSingletonScope();
  // issue 16: statistics and the match centre (need a `StatisticsApi`)
  bind(StatisticsService).toSelf().inSingletonScope();
  bind(MatchCentreService).toSelf().inSingletonScope();
  bind(CasinoJackpot).toSelf().inSingletonScope();
  bind(CasinoTournamentsPage).toSelf().inSingletonScope();
  bind(CasinoBonusesPage).toSelf().inSingletonScope();
  // issue 16: toto (needs a `TotoApi`)
  bind(TotoService).toSelf().inSingletonScope();
  // issue 16: the multi live view's choice, shared by the live rows' buttons and the view
  bind(MultiLiveService).toSelf().inSingletonScope();
});
