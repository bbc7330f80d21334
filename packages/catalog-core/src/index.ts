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
  forEachCoef,
  MovementMarks,
  type MovementMarkStore,
  feedUpdateFor,
  isFeedUpdateNews,
  toCouponBet,
  menuGamesCount,
  visibleSports,
  LINE_CHAMPS_SHOWN,
  lineChampIds,
  sectionSource,
  type SectionQuery,
  type SectionSource,
  type FeedView,
  type MovementDirection,
  type MovementMark,
} from './sports/sports.rules';
// prettier-ignore
export {
  BETTING_PAGE_TYPES, MMA_SPORT_ID, POLITICS_SPORT_ID, MARBLE_SPORT_ID, TOP_GAMES_SHOWN, bettingPageTypeOf, pageTypeSports, pageTypeMenu, isSportPageType,
  pageTypeListSportId, pageTypeGames, pageTypeKeys, pageTypePath, type BettingPageType, type PageTypeContext,
} from './sports/page-types.rules';
// prettier-ignore
export {
  CYBER_MODES, cyberModeOf, isCyberModeOffered, cyberDisciplines, cyberChamps, cyberLineSportId, type CyberMode, type CyberDiscipline, type CyberChamp,
} from './sports/cyber.rules';
// prettier-ignore
export {
  TOTO_EVENTS, TOTO_OUTCOMES, TOTO_OPERATOR_CUT_PERCENT, TOTO_PRIZE_CLASSES, TOTO_MAX_LINES, TOTO_LINE_PRICE_MINOR, totoLinePriceMinor, totoOutcomeOfScore, validateTotoPicks, totoLines, totoCostMinor, totoLinesByCorrect,
  totoPrizeFund, totoPayouts, totoCouponWinMinor, type TotoOutcome, type TotoPicks, type TotoPicksError, type TotoPayouts,
} from './toto/toto.rules';
export { TotoService, TOTO_REFRESH_MS, type TotoView, type TotoPlacingStatus } from './toto/toto.service';
export { connectToto, totoViewOf, TOTO_SECTION, type TotoPageView } from './toto/toto.connect';
// issue 16: the multi live view (document 000 §2 multi)
// prettier-ignore
export {
  MultiLiveService, connectMultiLive, connectMultiLiveButton, multiLiveIdsOf, multiLiveQueryOf, MULTI_LIVE_MAX, MULTI_LIVE_STORE_KEY, MULTI_LIVE_NOTICE_MS, MULTI_LIVE_PANEL_GROUPS,
  type MultiLiveView, type MultiLivePanelView, type MultiLiveButtonView, type MultiLiveNotice,
} from './multi-live/multi-live.service';

// read models (observer objects)
export { errorKeyOfCode, observerError, observerStatus, type ObserverStatus, type ObserverError, type ReadObserver } from './observer/observer.types';

// sports: services
export { FeedPoll, type FeedPollOptions } from './sports/feed-poll';
export { LiveBoard, type LiveChange } from './sports/live-board';
export { LiveFeedWatch, type LiveFeedWatchOptions, type LiveChannel } from './sports/live-feed-watch';
export { SportsCatalogService, DefaultSportsCatalogService, type Release, type GamesListener, type GamesFilter } from './sports/sports-catalog.service';
export { FeedObserver, SectionObserver, type ResultsObserver, type SportsFeedStore, type FeedSource } from './sports/sports-observers';
export { CouponFeedLink, DefaultCouponFeedLink } from './sports/coupon-feed-link';
export { connectMenuChamps, type MenuChampGroup, type MenuChampsView } from './sports/sports-menu.connect';
export { connectOddsFace, connectOddsLock, followOddsFace, peekOddsFace, type OddsFaceSource, type OddsFaceView, type OddsLockView } from './sports/odds-face.connect';
// issue 18: generated team crests (team logos in the coupon)
export { CREST_SHAPES, CREST_PATTERNS, CREST_COLOURS, crestOf, crestInitials, nameHash, inkOn, type Crest, type CrestShape, type CrestPattern } from './crests/crest.rules';
// issue 18: the lists' columns by the European or Asian view
export { mainLineMarkets, listColumnHeads, listCells, type ListViewType, type ListColumnKey, type ListColumnHead, type ListCell } from './sports/list-columns';
export { eventScoreOf, listScoreOf } from './sports/event-score';
export { connectLiveRowTexts, followLiveRowTexts, type FollowGame, type LiveRowTextsView, type LiveStateOf } from './sports/live-row.connect';

// results
export { RESULTS_TODAY_REFRESH_MS, utcDay, validateResultsDate, resultsRefreshMs, isFinishedGame, resultsView, type ResultsDateError, type ResultsFilter, type ResultsOption, type ResultsView } from './results/results.rules';
export { ResultsPageModel, type ResultsPageInit, type ResultsSource } from './results/results-page.model';
export { ResultsPages, ResultsPagesService } from './results/results-pages.service';

// casino
export { SEARCH_DEBOUNCE_MS, MIN_SEARCH_LENGTH, CASINO_PAGE_SIZE, normalizeSearch, gamesQuery, hasMorePages, appendPage, toggleFavouriteIds, isListedCategory, type CasinoFilter } from './casino/casino.rules';
export { AsyncObserver, CasinoGamesObserver, type CasinoLobby, type CasinoGamesOptions, type CasinoGamesDeps } from './casino/casino-observers';
export { CasinoCatalogService, DefaultCasinoCatalogService } from './casino/casino-catalog.service';
export { CasinoGameSession, type CasinoSessionStatus, type CasinoSessionHooks } from './casino/casino-game.session';
export { roundNetMinor, sameRouletteBet, verifyRound, type RoundVerification } from './casino/casino-game.rules';
export { CasinoVerifyPage, type CasinoVerifyStatus } from './casino/casino-verify.service';
export { CasinoTournamentsPage, connectCasinoTournaments, TOURNAMENT_REFRESH_MS, type CasinoTournamentsView } from './casino/casino-tournaments.service';
export { connectGameTile, type GameTileView } from './casino/casino-tile.connect';
export { CasinoBonusesPage, connectCasinoBonuses, CASINO_CASHBACK_PROGRAMMES, type CasinoBonusesView } from './casino/casino-bonuses.service';
export { CasinoJackpot, connectCasinoJackpot, JACKPOT_REFRESH_MS, type CasinoJackpotView } from './casino/casino-jackpot.service';
export { connectCasinoVerify, type CasinoVerifyView } from './casino/casino-verify.connect';
export { connectCasinoGame, cardView, resultKeyOf, type CasinoGameView, type MoneyView, type CardView, type RouletteSpotView } from './casino/casino-game.connect';

// header search over the feed (issue 16)
export { FEED_SEARCH_DEBOUNCE_MS, FeedSearchService, DefaultFeedSearchService, searchOptions, type SearchTarget, type SearchOption, type SearchStatus, type SearchKeyResult } from './search/search.service';
export { connectSearch, searchOptionId, type SearchView, type SearchOptionView } from './search/search.connect';

// favourite events and leagues (issue 16)
export { FAVOURITES_STORAGE_KEY, FavouritesSession, FavouritesService, DefaultFavouritesService, connectFavouriteStar, favouriteChampsOf, splitFavouriteGames } from './favourites/favourites.service';

// statistics, team and champion pages, the game page's market tabs and the match centre (issue 16)
export { StatisticsService, StatisticsPage, type StatisticsPageInit } from './statistics/statistics.service';
// prettier-ignore
export {
  teamSegment, parseTeamSegment, FORM_KEYS, standingsView, statGameView, connectChampStatistics, connectHeadToHead, connectTeamPage,
  connectChampionPage, statisticsInitOf, statisticsQueryOf, type FormMarkView, type StandingRowView, type StatGameView, type ChampStatisticsView, type HeadToHeadView,
  type TeamPageView, type ChampionPageView,
} from './statistics/statistics.connect';
// prettier-ignore
export {
  GameMarketsState, MARKET_TAB_KEYS, correctScoreOf, correctScoreGrid, connectGameMarkets, type MarketTabId, type MarketTabView,
  type CorrectScoreGrid, type MarketGroupView, type GameMarketsView,
} from './match-centre/game-markets';
// prettier-ignore
export {
  MATCH_CENTRE_REFRESH_MS, MatchCentreObserver, MatchCentreService, EVENT_KEYS, connectMatchCentre, type GameEventView, type PeriodScoreView,
  type TrackerView, type MatchCentreView,
} from './match-centre/match-centre.service';

// wiring
export { catalogCoreModule } from './catalog-core.module';
export { catalogShellModule } from './catalog-shell.module';
export { catalogSearchModule } from './catalog-search.module';
export { catalogCasinoModule } from './catalog-casino.module';
export { catalogSportsPagesModule } from './catalog-pages.module';
export { catalogTotoModule } from './catalog-toto.module';
export { catalogResultsModule } from './catalog-results.module';

// testing (in-memory APIs and fixtures for the app's and other packages' tests)
export { InMemoryFeedApi } from './testing/in-memory-feed-api';
export { InMemoryCasinoApi, aCasinoGame } from './testing/in-memory-casino-api';
export { InMemoryCasinoPlayApi } from './testing/in-memory-casino-play-api';
export { aFeedGame, aFeedMarket } from './testing/feed-fixtures';
export { InMemoryStatisticsApi } from './testing/in-memory-statistics-api';
export { InMemoryTotoApi, aTotoDraw } from './toto/in-memory-toto-api';
