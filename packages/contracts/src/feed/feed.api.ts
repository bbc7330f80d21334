import type { ServiceIdentifier } from 'inversify';
import type { ChampGames, ChampsGames, FeedGameDetail, FeedSection, GameResults, LiveGames, SportsMenu } from './feed.schemas';

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
  /** `GET /web-api/feed/v1/results?date=`. */
  getResults(date: string, sportId: number | null, signal?: AbortSignal): Promise<GameResults>;
}

/** Container identifier of the `FeedApi`. */
export const FeedApi = Symbol.for('FeedApi') as ServiceIdentifier<FeedApi>;
