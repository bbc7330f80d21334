import { CasinoApi, isApiError, type CasinoGame, type CasinoGamesPage, type CasinoGamesQuery, type CasinoLaunch } from '@kickoff/contracts';
import { BootData, Clock, Logger } from '@kickoff/platform';
import { inject, injectable, optional, type ServiceIdentifier } from 'inversify';
import { casinoGamesPart, takeBootCategories, takeBootGames, takeBootProviders } from './casino-boot';
import { makeAutoObservable } from 'mobx';
import { toggleFavouriteIds } from './casino.rules';
import { AsyncObserver, CasinoGamesObserver, type CasinoGamesOptions, type CasinoLobby } from './casino-observers';

/** How long a first page the page came with serves the first render's observers (issue 20). */
export const BOOT_PAGE_KEEP_MS = 10_000;

const errorCodeOf = (error: unknown) => (isApiError(error) ? error.code : 'network_error');

/**
 * The casino catalogue (issue 5; document 000 §2 casino layout routes: categories, providers,
 * casino-search, my-casino/favorites) as observer objects (issue 12): a view observes the lobby
 * (categories and providers, read once and shared), a games list (a category, a provider, the
 * search), the favourites or a game's launch, and disposes the observer when it goes. Favourites
 * are shared: toggled at once and rolled back when the server refuses.
 */
@injectable()
export class DefaultCasinoCatalogService {
  favouriteIds: number[] = [];
  favourites: CasinoGame[] = [];
  /** The code of the last refused favourite change or launch, or null. */
  errorCode: string | null = null;

  private lobbyRead: Promise<CasinoLobby> | null = null;
  /** The lobby the page came with (issue 20: boot data), known without waiting. */
  private lobbyKnown: CasinoLobby | null = null;
  /** First pages the page came with, by part, kept for the first render's observers (taken at most `BOOT_PAGE_KEEP_MS` ago). */
  private readonly bootPages = new Map<string, { page: CasinoGamesPage; at: number }>();
  private readonly observers = new Set<{ dispose(): void }>();

  constructor(
    @inject(CasinoApi) private readonly api: CasinoApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(BootData) @optional() private readonly boot?: BootData,
  ) {
    makeAutoObservable<DefaultCasinoCatalogService, 'api' | 'clock' | 'logger' | 'lobbyRead' | 'lobbyKnown' | 'bootPages' | 'boot' | 'observers'>(
      this,
      { api: false, clock: false, logger: false, lobbyRead: false, lobbyKnown: false, bootPages: false, boot: false, observers: false },
      { autoBind: true },
    );
  }

  isFavourite(gameId: number): boolean {
    return this.favouriteIds.includes(gameId);
  }

  /** The categories and providers; read once for every observer (a failed read is tried again by the next one). */
  observeLobby(): AsyncObserver<CasinoLobby> {
    void this.lobby();
    return this.track(new AsyncObserver(() => this.lobby(), this.untrack, this.lobbyKnown ?? undefined));
  }

  /** A games list: every game (popular first), a category (with a subcategory) or a provider; the search page sets a search on it. */
  observeGames(options: CasinoGamesOptions = {}): CasinoGamesObserver {
    return this.track(
      new CasinoGamesObserver(
        {
          api: this.api,
          clock: this.clock,
          lobby: () => this.lobby(),
          lobbyNow: () => {
            void this.lobby();
            return this.lobbyKnown;
          },
          bootPage: (query) => this.bootPage(query),
          onDispose: this.untrack,
        },
        options,
      ),
    );
  }

  /** The signed-in player's favourite games (`my-casino/favorites`); the shared `favouriteIds` follow the answer. */
  observeFavourites(): AsyncObserver<CasinoGame[]> {
    return this.track(
      new AsyncObserver(async () => {
        const answer = await this.api.getFavourites();
        this.setFavourites(answer.gameIds, answer.games);
        return answer.games;
      }, this.untrack),
    );
  }

  /** A game's launch for a signed-in player: the page the game runs in (`error` tells a refusal). */
  /** The games the signed-in player played for real lately (the lobby's "recently played" row). */
  observeRecent(): AsyncObserver<CasinoGame[]> {
    return this.track(new AsyncObserver(async () => (await this.api.getRecentGames()).games, this.untrack));
  }

  observeGame(gameId: number): AsyncObserver<CasinoLaunch> {
    return this.track(new AsyncObserver(() => this.api.launchGame(gameId), this.untrack));
  }

  /** Adds or removes a favourite at once; the server's answer replaces the list, a refusal restores it. */
  async toggleFavourite(gameId: number): Promise<void> {
    const before = this.favouriteIds;
    const adding = !before.includes(gameId);
    this.favouriteIds = toggleFavouriteIds(before, gameId);
    try {
      const answer = adding ? await this.api.addFavourite(gameId) : await this.api.removeFavourite(gameId);
      this.setFavourites(answer.gameIds, answer.games);
    } catch (error) {
      this.restoreFavourites(before, errorCodeOf(error));
    }
  }

  /** Disposes every observer still open (the container goes). */
  dispose(): void {
    for (const observer of [...this.observers]) observer.dispose();
    this.observers.clear();
  }

  private lobby(): Promise<CasinoLobby> {
    if (!this.lobbyRead) {
      // issue 20: the lobby the page came with
      const categories = takeBootCategories(this.boot);
      const providers = takeBootProviders(this.boot);
      if (categories && providers) {
        const known: CasinoLobby = { categories: categories.categories, providers: providers.providers };
        this.lobbyKnown = known;
        this.lobbyRead = Promise.resolve(known);
        return this.lobbyRead;
      }
    }
    if (!this.lobbyRead) {
      const read = Promise.all([this.api.getCategories(), this.api.getProviders()]).then(([categories, providers]) => ({ categories, providers }));
      this.lobbyRead = read;
      read.catch((error: unknown) => {
        if (this.lobbyRead === read) this.lobbyRead = null;
        this.logger.warn('casino lobby read failed', { code: errorCodeOf(error) });
      });
    }
    return this.lobbyRead;
  }

  /**
   * The first page of a query the page came with (issue 20). Kept a short while once taken: the
   * first render's observer may be made again (a render React throws away and repeats), and it
   * must draw what the server drew; later lists read the server.
   */
  private bootPage(query: CasinoGamesQuery): CasinoGamesPage | undefined {
    const part = casinoGamesPart(query);
    const now = this.clock.now();
    const kept = this.bootPages.get(part);
    if (kept) return now - kept.at <= BOOT_PAGE_KEEP_MS ? kept.page : undefined;
    const page = takeBootGames(this.boot, query);
    if (page) this.bootPages.set(part, { page, at: now });
    return page;
  }

  private track<T extends { dispose(): void }>(observer: T): T {
    this.observers.add(observer);
    return observer;
  }

  private untrack(observer: { dispose(): void }): void {
    this.observers.delete(observer);
  }

  private setFavourites(ids: number[], games: CasinoGame[]): void {
    this.favouriteIds = ids;
    this.favourites = games;
  }

  private restoreFavourites(ids: number[], code: string): void {
    this.favouriteIds = ids;
    this.errorCode = code;
    this.logger.warn('casino favourite change refused', { code });
  }
}

/** The casino catalogue service. */
export type CasinoCatalogService = DefaultCasinoCatalogService;
/** Container identifier of the `CasinoCatalogService`. */
export const CasinoCatalogService = Symbol.for('CasinoCatalogService') as ServiceIdentifier<CasinoCatalogService>;
