import {
  getChampGamesCall,
  getChampsGamesCall,
  getGameCall as getFeedGameCall,
  getLiveGamesCall,
  getLiveDeltaCall,
  getResultsCall,
  getSportsMenuCall,
  type CallSpec,
  type ChampGames,
  type ChampsGames,
  type FeedApi,
  type FeedGameDetail,
  type FeedReadOptions,
  type FeedResult,
  type FeedSection,
  type GameResults,
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
