import {
  addCasinoFavouriteCall,
  getBetHistoryCall,
  getCasinoCategoriesCall,
  getCasinoFavouritesCall,
  getCasinoRecentGamesCall,
  getCasinoGameCall,
  getCasinoGamesCall,
  getCasinoProvidersCall,
  getChampGamesCall,
  getChampsGamesCall,
  getGameCall as getFeedGameCall,
  getHistoryCouponCall,
  getLiveGamesCall,
  getLiveDeltaCall,
  getResultsCall,
  getSportsMenuCall,
  launchCasinoGameCall,
  removeCasinoFavouriteCall,
  type BetHistoryPage,
  type BetHistoryQuery,
  type CallSpec,
  type CasinoApi,
  type CasinoCategory,
  type CasinoFavourites,
  type CasinoRecentGames,
  type CasinoGame,
  type CasinoGamesPage,
  type CasinoGamesQuery,
  type CasinoLaunch,
  type CasinoProvider,
  type ChampGames,
  type ChampsGames,
  type FeedApi,
  type FeedGameDetail,
  type FeedReadOptions,
  type FeedResult,
  type FeedSection,
  type GameResults,
  type HistoryApi,
  type HistoryCoupon,
  type LiveGames,
  type LiveDelta,
  type LiveStream,
  type LiveStreamListener,
  type SportsMenu,
} from '@kickoff/contracts';
import { inject, injectable, optional } from 'inversify';
import type { z } from 'zod';
import { HttpTransport, type CallArgs } from '../transport/http-transport';
import { LiveStreamOpener } from './http-live-stream';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `FeedApi` over HTTP: conditional reads with `If-None-Match`; 304 is `not_modified`. */
@injectable()
export class HttpFeedApi implements FeedApi {
  constructor(
    @inject(HttpTransport) private readonly transport: HttpTransport,
    @inject(LiveStreamOpener) @optional() private readonly streams: LiveStreamOpener | undefined = undefined,
  ) {}

  private async conditional<S extends CallSpec>(spec: S, args: CallArgs<S>, options: FeedReadOptions = {}): Promise<FeedResult<z.infer<S['response']>>> {
    let meta: { status: number; etag: string | null } = { status: 0, etag: null };
    const data = await this.transport.call(spec, {
      ...args,
      ...withSignal(options.signal),
      ...(options.etag ? { headers: { 'If-None-Match': options.etag } } : {}),
      acceptNotModified: true,
      onResponse: (answer) => {
        meta = answer;
      },
    });
    if (meta.status === 304) return { status: 'not_modified' };
    return { status: 'fresh', data, etag: meta.etag };
  }

  getSportsMenu(section: FeedSection, options?: FeedReadOptions): Promise<FeedResult<SportsMenu>> {
    return this.conditional(getSportsMenuCall, { query: { section } }, options);
  }
  getChampGames(champId: number, section: FeedSection, options?: FeedReadOptions): Promise<FeedResult<ChampGames>> {
    return this.conditional(getChampGamesCall, { params: { champId }, query: { section } }, options);
  }
  getChampsGames(section: FeedSection, sportId: number | null, limit: number, options?: FeedReadOptions): Promise<FeedResult<ChampsGames>> {
    return this.conditional(getChampsGamesCall, { query: { section, limit, ...(sportId === null ? {} : { sportId }) } }, options);
  }
  getGame(gameId: number, options?: FeedReadOptions): Promise<FeedResult<FeedGameDetail>> {
    return this.conditional(getFeedGameCall, { params: { gameId } }, options);
  }
  getLiveGames(sportId: number | null, options?: FeedReadOptions): Promise<FeedResult<LiveGames>> {
    return this.conditional(getLiveGamesCall, { query: sportId === null ? {} : { sportId } }, options);
  }
  getLiveDelta(sportId: number | null, since: number | null, options?: FeedReadOptions): Promise<FeedResult<LiveDelta>> {
    return this.conditional(getLiveDeltaCall, { query: { ...(sportId === null ? {} : { sportId }), ...(since === null ? {} : { since }) } }, options);
  }
  openLiveStream(sportId: number | null, since: number | null, listener: LiveStreamListener): LiveStream | null {
    return this.streams?.open(sportId, since, listener) ?? null;
  }
  getResults(date: string, sportId: number | null, signal?: AbortSignal): Promise<GameResults> {
    return this.transport.call(getResultsCall, { query: sportId === null ? { date } : { date, sportId }, ...withSignal(signal) });
  }
}

/** `CasinoApi` over HTTP. */
@injectable()
export class HttpCasinoApi implements CasinoApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async getCategories(signal?: AbortSignal): Promise<CasinoCategory[]> {
    return (await this.transport.call(getCasinoCategoriesCall, withSignal(signal))).categories;
  }
  async getProviders(signal?: AbortSignal): Promise<CasinoProvider[]> {
    return (await this.transport.call(getCasinoProvidersCall, withSignal(signal))).providers;
  }
  getGames(query: CasinoGamesQuery, signal?: AbortSignal): Promise<CasinoGamesPage> {
    return this.transport.call(getCasinoGamesCall, { query, ...withSignal(signal) });
  }
  getGame(gameId: number, signal?: AbortSignal): Promise<CasinoGame> {
    return this.transport.call(getCasinoGameCall, { params: { gameId }, ...withSignal(signal) });
  }
  getRecentGames(signal?: AbortSignal): Promise<CasinoRecentGames> {
    return this.transport.call(getCasinoRecentGamesCall, withSignal(signal));
  }
  getFavourites(signal?: AbortSignal): Promise<CasinoFavourites> {
    return this.transport.call(getCasinoFavouritesCall, withSignal(signal));
  }
  addFavourite(gameId: number): Promise<CasinoFavourites> {
    return this.transport.call(addCasinoFavouriteCall, { params: { gameId } });
  }
  removeFavourite(gameId: number): Promise<CasinoFavourites> {
    return this.transport.call(removeCasinoFavouriteCall, { params: { gameId } });
  }
  launchGame(gameId: number): Promise<CasinoLaunch> {
    return this.transport.call(launchCasinoGameCall, { params: { gameId } });
  }
}

/** `HistoryApi` over HTTP. */
@injectable()
export class HttpHistoryApi implements HistoryApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getBets(query: BetHistoryQuery, signal?: AbortSignal): Promise<BetHistoryPage> {
    return this.transport.call(getBetHistoryCall, { query, ...withSignal(signal) });
  }
  getCoupon(couponId: string, signal?: AbortSignal): Promise<HistoryCoupon> {
    return this.transport.call(getHistoryCouponCall, { params: { couponId }, ...withSignal(signal) });
  }
}
