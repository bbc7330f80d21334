import type { ServiceIdentifier } from 'inversify';
import type { ChampGames, ChampsGames, FeedGameDetail, FeedSection, GameResults, LiveGames, SportsMenu } from './feed.schemas';
import type { LiveDelta } from './feed.live';

/**
 * The answer of a conditional feed read: fresh data with its `etag`, or `not_modified` when the
 * server answered 304 to the `etag` that was sent (the caller keeps the data it has).
 */
export type FeedResult<T> = { status: 'fresh'; data: T; etag: string | null } | { status: 'not_modified' };

/** Options of a conditional feed read: the last `etag` (sent as `If-None-Match`) and an abort signal. */
export interface FeedReadOptions {
  etag?: string | null;
  signal?: AbortSignal;
}

/** What a live stream tells its opener: each delta as it comes, and a broken connection. */
export interface LiveStreamListener {
  onDelta(delta: LiveDelta): void;
  /** The connection broke: `closed` when the stream gave up (the opener polls instead), else it reconnects by itself from its last event. */
  onError(closed: boolean): void;
}

/** An open live stream. */
export interface LiveStream {
  close(): void;
}

/** The sports feed calls as `catalog-core` depends on them. Methods reject with `ApiError`. */
export interface FeedApi {
  /** `GET /web-api/feed/v1/sports?section=`. */
  getSportsMenu(section: FeedSection, options?: FeedReadOptions): Promise<FeedResult<SportsMenu>>;
  /** `GET /web-api/feed/v1/champs/:champId/games?section=`. */
  getChampGames(champId: number, section: FeedSection, options?: FeedReadOptions): Promise<FeedResult<ChampGames>>;
  /** `GET /web-api/feed/v1/champs?section=&sportId=&limit=`: the first championships' games in one read. */
  getChampsGames(section: FeedSection, sportId: number | null, limit: number, options?: FeedReadOptions): Promise<FeedResult<ChampsGames>>;
  /** `GET /web-api/feed/v1/games/:gameId`. */
  getGame(gameId: number, options?: FeedReadOptions): Promise<FeedResult<FeedGameDetail>>;
  /** `GET /web-api/feed/v1/live[?sportId=]`. */
  getLiveGames(sportId: number | null, options?: FeedReadOptions): Promise<FeedResult<LiveGames>>;
  /** `GET /web-api/feed/v1/live/delta[?sportId=&since=]` (issue 20): the live list's changes since a version, or the whole list. */
  getLiveDelta(sportId: number | null, since: number | null, options?: FeedReadOptions): Promise<FeedResult<LiveDelta>>;
  /**
   * Opens the live list's Server-Sent Events stream from `since` (null: from a whole list); null when
   * the platform has no event streams (the caller polls `getLiveDelta` instead).
   */
  openLiveStream(sportId: number | null, since: number | null, listener: LiveStreamListener): LiveStream | null;
  /** `GET /web-api/feed/v1/results?date=`. */
  getResults(date: string, sportId: number | null, signal?: AbortSignal): Promise<GameResults>;
}

/** Container identifier of the `FeedApi`. */
export const FeedApi = Symbol.for('FeedApi') as ServiceIdentifier<FeedApi>;
