import {
  getBetHistoryCall,
  getChampGamesCall,
  getGameCall,
  getHistoryCouponCall,
  getLiveGamesCall,
  getResultsCall,
  getSportsMenuCall,
  type BetHistoryPage,
  type BetHistoryQuery,
  type ChampGames,
  type FeedApi,
  type FeedGameDetail,
  type FeedReadOptions,
  type FeedResult,
  type FeedSection,
  type GameResults,
  type HistoryApi,
  type HistoryCoupon,
  type LiveGames,
  type SportsMenu,
} from '@kickoff/contracts';
import { HttpTransport } from '@kickoff/http-client';
import { inject, injectable } from 'inversify';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Every answer is fresh: the transport gives no response headers, so the browser's HTTP cache revalidates with the feed's ETags instead. */
const fresh = <T>(data: T): FeedResult<T> => ({ status: 'fresh', data, etag: null });

/**
 * `FeedApi` over the HTTP client's transport, for as long as http-client has none (it needs the
 * transport to pass `If-None-Match` and report 304 for the service's own conditional reads).
 */
@injectable()
export class TransportFeedApi implements FeedApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async getSportsMenu(section: FeedSection, options: FeedReadOptions = {}): Promise<FeedResult<SportsMenu>> {
    return fresh(await this.transport.call(getSportsMenuCall, { query: { section }, ...withSignal(options.signal) }));
  }
  async getChampGames(champId: number, section: FeedSection, options: FeedReadOptions = {}): Promise<FeedResult<ChampGames>> {
    return fresh(await this.transport.call(getChampGamesCall, { params: { champId }, query: { section }, ...withSignal(options.signal) }));
  }
  async getGame(gameId: number, options: FeedReadOptions = {}): Promise<FeedResult<FeedGameDetail>> {
    return fresh(await this.transport.call(getGameCall, { params: { gameId }, ...withSignal(options.signal) }));
  }
  async getLiveGames(sportId: number | null, options: FeedReadOptions = {}): Promise<FeedResult<LiveGames>> {
    return fresh(await this.transport.call(getLiveGamesCall, { query: sportId === null ? {} : { sportId }, ...withSignal(options.signal) }));
  }
  getResults(date: string, sportId: number | null, signal?: AbortSignal): Promise<GameResults> {
    return this.transport.call(getResultsCall, { query: sportId === null ? { date } : { date, sportId }, ...withSignal(signal) });
  }
}

/** `HistoryApi` over the HTTP client's transport, for as long as http-client has none. */
@injectable()
export class TransportHistoryApi implements HistoryApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getBets(query: BetHistoryQuery, signal?: AbortSignal): Promise<BetHistoryPage> {
    return this.transport.call(getBetHistoryCall, { query, ...withSignal(signal) });
  }
  getCoupon(couponId: string, signal?: AbortSignal): Promise<HistoryCoupon> {
    return this.transport.call(getHistoryCouponCall, { params: { couponId }, ...withSignal(signal) });
  }
}
