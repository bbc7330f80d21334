import {
  ApiError,
  ErrorCode,
  liveDeltaBetween,
  liveListAt,
  type ChampGames,
  type ChampsGames,
  type FeedApi,
  type FeedGame,
  type FeedGameDetail,
  type FeedReadOptions,
  type FeedResult,
  type FeedSection,
  type GameResults,
  type LiveDelta,
  type LiveGames,
  type LiveListAt,
  type LiveStream,
  type LiveStreamListener,
  type MenuSport,
  type SportsMenu,
} from '@kickoff/contracts';
import { aFeedGame } from './feed-fixtures';

type Method = keyof FeedApi;

const cancelled = () => new ApiError(499, { code: ErrorCode.cancelled, messageKey: 'main_error' });
const notFound = () => new ApiError(404, { code: ErrorCode.notFound, messageKey: 'main_not_found' });

/**
 * A `FeedApi` over games held in memory, with the server's conditional behaviour: every answer
 * carries the ETag of the current revision, and a read with that ETag answers `not_modified`.
 * Tests change the feed (`setCoef`, `setScore`, `finish`, ...) and count the calls.
 */
export class InMemoryFeedApi implements FeedApi {
  readonly calls: Record<Method, number> = { getSportsMenu: 0, getChampGames: 0, getChampsGames: 0, getGame: 0, getLiveGames: 0, getLiveDelta: 0, openLiveStream: 0, getResults: 0 };
  /** Whether `openLiveStream` opens a (fake) stream; false is a platform without event streams. */
  streamsAvailable = false;
  /** The open fake streams; `pushLive()` sends them the delta from the version each holds. */
  readonly streams = new Set<{ sportId: number | null; version: number | null; listener: LiveStreamListener }>();
  /** The live lists answered, by revision (the server's ring of versions). */
  private readonly liveLists = new Map<string, FeedGame[]>();
  /** Reads answered with fresh data (not 304). */
  freshAnswers = 0;
  private revision = 1;
  private readonly failures: ApiError[] = [];

  constructor(public games: FeedGameDetail[] = [aFeedGame(), aFeedGame({ id: 10_002, statusId: 2, isLive: true, timeSec: 1_200, period: 1 })]) {}

  /** The language the reads are answered in, as the transport's `X-Language` gives it (part of the ETag, as on the server). */
  language = 'en';

  /** The current ETag. */
  get etag(): string {
    return `"r${this.revision}-${this.language}"`;
  }

  /** The next read fails with `error`. */
  failNext(error: ApiError): void {
    this.failures.push(error);
  }

  setCoef(marketId: number, coef: number): void {
    this.updateMarket(marketId, (market) => ({ ...market, coef }));
  }

  setBlocked(marketId: number, isBlocked: boolean): void {
    this.updateMarket(marketId, (market) => ({ ...market, isBlocked }));
  }

  setScore(gameId: number, score1: number, score2: number): void {
    this.updateGame(gameId, (game) => ({ ...game, score1, score2, scoreFormatted: `${score1}:${score2}`, fullScore: `${score1}:${score2}` }));
  }

  /** Moves a game's clock (seconds played). */
  setClock(gameId: number, timeSec: number): void {
    this.updateGame(gameId, (game) => ({ ...game, timeSec }));
  }

  /** Sets a game's main handicap and total (issue 18), or takes them away. */
  setMainLines(gameId: number, mainLines: FeedGame['mainLines']): void {
    this.updateGame(gameId, (game) => {
      const { mainLines: _before, ...rest } = game;
      return mainLines ? { ...rest, mainLines } : rest;
    });
  }

  /** Ends a game (status 4, document 000 §4). */
  finish(gameId: number): void {
    this.updateGame(gameId, (game) => ({ ...game, statusId: 4, isLive: false, isFinished: true }));
  }

  /** Starts a game (status 2). */
  start(gameId: number): void {
    this.updateGame(gameId, (game) => ({ ...game, statusId: 2, isLive: true }));
  }

  getSportsMenu(section: FeedSection, options?: FeedReadOptions): Promise<FeedResult<SportsMenu>> {
    return this.answer('getSportsMenu', options, () => ({ section, sports: this.menu(section) }));
  }

  /** The first `limit` championships of the section's menu (of a sport), each as `getChampGames` answers it. */
  getChampsGames(section: FeedSection, sportId: number | null, limit: number, options?: FeedReadOptions): Promise<FeedResult<ChampsGames>> {
    return this.answer('getChampsGames', options, () => {
      const ids = this.menu(section).filter((sport) => sportId === null || sport.id === sportId).flatMap((sport) => sport.champs.map((champ) => champ.id)).slice(0, limit);
      return { section, champs: ids.map((champId) => this.champGamesOf(champId, section)) };
    });
  }

  getChampGames(champId: number, section: FeedSection, options?: FeedReadOptions): Promise<FeedResult<ChampGames>> {
    return this.answer('getChampGames', options, () => this.champGamesOf(champId, section));
  }

  private champGamesOf(champId: number, section: FeedSection): ChampGames {
    const games = this.inSection(section).filter((game) => game.champId === champId);
    const first = this.games.find((game) => game.champId === champId);
    if (!first) throw notFound();
    return {
      section,
      champ: { id: champId, name: first.champName, countryId: 1, countryName: first.countryName, sportId: first.sportId, sportName: first.sportName, gamesCount: games.length },
      games: games.map(toListGame),
    };
  }

  getGame(gameId: number, options?: FeedReadOptions): Promise<FeedResult<FeedGameDetail>> {
    return this.answer('getGame', options, () => {
      const game = this.games.find((candidate) => candidate.id === gameId);
      if (!game) throw notFound();
      return game;
    });
  }

  getLiveGames(sportId: number | null, options?: FeedReadOptions): Promise<FeedResult<LiveGames>> {
    return this.answer('getLiveGames', options, () => ({ games: this.inSection('live').filter((game) => sportId === null || game.sportId === sportId).map(toListGame) }));
  }

  /** The live list's changes since a version it answered before (else the whole list), as the server answers them. */
  getLiveDelta(sportId: number | null, since: number | null, options?: FeedReadOptions): Promise<FeedResult<LiveDelta>> {
    return this.answer('getLiveDelta', options, () => this.liveDelta(sportId, since));
  }

  openLiveStream(sportId: number | null, since: number | null, listener: LiveStreamListener): LiveStream | null {
    this.calls.openLiveStream++;
    if (!this.streamsAvailable) return null;
    const stream = { sportId, version: since, listener };
    this.streams.add(stream);
    queueMicrotask(() => this.pushTo(stream));
    return { close: () => this.streams.delete(stream) };
  }

  /** Sends every open stream the delta from its version to now (what the server's stream does on a change). */
  pushLive(): void {
    for (const stream of this.streams) this.pushTo(stream);
  }

  /** Every open stream fails; `closed` streams gave up (the client polls), the others reconnect by themselves. */
  failStreams(closed: boolean): void {
    for (const stream of [...this.streams]) {
      if (closed) this.streams.delete(stream);
      stream.listener.onError(closed);
    }
  }

  /** The live list now (all sports, or one), as `getLiveGames` answers it. */
  liveList(sportId: number | null): FeedGame[] {
    return this.inSection('live').filter((game) => sportId === null || game.sportId === sportId).map(toListGame);
  }

  private pushTo(stream: { sportId: number | null; version: number | null; listener: LiveStreamListener }): void {
    if (!this.streams.has(stream) || stream.version === this.revision) return;
    const delta = this.liveDelta(stream.sportId, stream.version);
    stream.version = delta.version;
    stream.listener.onDelta(delta);
  }

  private liveDelta(sportId: number | null, since: number | null): LiveDelta {
    // Names differ by language: the versions are kept per language, as the server keeps them.
    const listAt = (version: number) => this.liveLists.get(`${this.language}:${version}`);
    if (!listAt(this.revision)) this.liveLists.set(`${this.language}:${this.revision}`, this.liveList(null));
    const ofSport = (version: number): LiveListAt => liveListAt(version, (listAt(version) as FeedGame[]).filter((game) => sportId === null || game.sportId === sportId));
    const from = since !== null && listAt(since) ? ofSport(since) : null;
    return liveDeltaBetween(from, ofSport(this.revision));
  }

  async getResults(date: string, sportId: number | null): Promise<GameResults> {
    this.calls.getResults++;
    const failure = this.failures.shift();
    if (failure) throw failure;
    return { date, games: this.games.filter((game) => game.isFinished && (sportId === null || game.sportId === sportId)).map(toListGame) };
  }

  private async answer<T>(method: Method, options: FeedReadOptions | undefined, build: () => T): Promise<FeedResult<T>> {
    this.calls[method]++;
    await Promise.resolve();
    if (options?.signal?.aborted) throw cancelled();
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (options?.etag === this.etag) return { status: 'not_modified' };
    const data = build();
    this.freshAnswers++;
    return { status: 'fresh', data, etag: this.etag };
  }

  private inSection(section: FeedSection): FeedGameDetail[] {
    return this.games.filter((game) => (section === 'line' ? game.statusId === 0 : game.statusId === 2 || game.statusId === 3));
  }

  private menu(section: FeedSection): MenuSport[] {
    const sports = new Map<number, MenuSport>();
    for (const game of this.inSection(section)) {
      const sport = sports.get(game.sportId) ?? { id: game.sportId, name: game.sportName, isEsport: false, gamesCount: 0, champs: [] };
      sport.gamesCount++;
      const champ = sport.champs.find((candidate) => candidate.id === game.champId);
      if (champ) champ.gamesCount++;
      else sport.champs.push({ id: game.champId, name: game.champName, countryId: 1, countryName: game.countryName, gamesCount: 1 });
      sports.set(game.sportId, sport);
    }
    return [...sports.values()];
  }

  private updateMarket(marketId: number, change: (market: FeedGameDetail['mainMarkets'][number]) => FeedGameDetail['mainMarkets'][number]): void {
    this.games = this.games.map((game) => {
      if (!game.groups.some((group) => group.markets.some((market) => market.id === marketId))) return game;
      const groups = game.groups.map((group) => ({ ...group, markets: group.markets.map((market) => (market.id === marketId ? change(market) : market)) }));
      return { ...game, groups, mainMarkets: game.mainMarkets.map((market) => (market.id === marketId ? change(market) : market)) };
    });
    this.revision++;
  }

  private updateGame(gameId: number, change: (game: FeedGameDetail) => FeedGameDetail): void {
    this.games = this.games.map((game) => (game.id === gameId ? change(game) : game));
    this.revision++;
  }
}

function toListGame(game: FeedGameDetail): FeedGame {
  const { groups: _groups, ...listed } = game;
  return listed;
}
