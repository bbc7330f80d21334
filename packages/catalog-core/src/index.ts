// Public surface of @kickoff/catalog-core, written by hand (STYLE.md 4).

// sports: rules
export {
  LINE_REFRESH_MS,
  LIVE_REFRESH_MIN_MS,
  LIVE_REFRESH_MAX_MS,
  LIVE_LIST_REFRESH_MS,
  DEFAULT_REFRESH_MS,
  HIDDEN_PAUSE_AFTER_MS,
  MOVEMENT_HOLD_MS,
  refreshIntervalMs,
  clampLiveRefreshMs,
  movementDirection,
  detectMovements,
  mergeMovements,
  nextExpiryMs,
  marketsOfGames,
  feedUpdateFor,
  isFeedUpdateNews,
  toCouponBet,
  menuGamesCount,
  visibleSports,
  type FeedView,
  type MovementDirection,
  type MovementMark,
} from './sports/sports.rules';

// sports: services
export { FeedPoll, type FeedPollOptions } from './sports/feed-poll';
export { SportsCatalogService, DefaultSportsCatalogService, type Release, type GamesListener } from './sports/sports-catalog.service';
export { CouponFeedLink, DefaultCouponFeedLink } from './sports/coupon-feed-link';

// casino
export { SEARCH_DEBOUNCE_MS, MIN_SEARCH_LENGTH, CASINO_PAGE_SIZE, normalizeSearch, gamesQuery, hasMorePages, appendPage, toggleFavouriteIds, type CasinoFilter } from './casino/casino.rules';
export { CasinoCatalogService, DefaultCasinoCatalogService } from './casino/casino-catalog.service';

// wiring
export { catalogCoreModule } from './catalog-core.module';

// testing (in-memory APIs and fixtures for the app's and other packages' tests)
export { InMemoryFeedApi } from './testing/in-memory-feed-api';
export { InMemoryCasinoApi, aCasinoGame } from './testing/in-memory-casino-api';
export { aFeedGame, aFeedMarket } from './testing/feed-fixtures';
