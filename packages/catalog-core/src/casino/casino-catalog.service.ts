import { CasinoApi, isApiError, type CasinoCategory, type CasinoGame, type CasinoGameTag, type CasinoProvider } from '@kickoff/contracts';
import { Clock, Logger, type TimerHandle } from '@kickoff/platform';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { appendPage, CASINO_PAGE_SIZE, gamesQuery, hasMorePages, normalizeSearch, SEARCH_DEBOUNCE_MS, toggleFavouriteIds, type CasinoFilter } from './casino.rules';

const errorCodeOf = (error: unknown) => (isApiError(error) ? error.code : 'network_error');

/**
 * The casino catalogue (issue 5; document 000 §2 casino layout routes: categories, providers,
 * casino-search, my-casino/favorites): categories and providers, a games list filtered by category,
 * provider and a debounced search, loaded page by page, favourites toggled at once and rolled back
 * when the server refuses, and game launch. A newer list request aborts the older one.
 */
@injectable()
export class DefaultCasinoCatalogService {
  categories: CasinoCategory[] = [];
  providers: CasinoProvider[] = [];
  filter: CasinoFilter = { category: null, tag: null, provider: null, search: '' };
  games: CasinoGame[] = [];
  total = 0;
  page = 0;
  isLoading = false;
  errorCode: string | null = null;
  favouriteIds: number[] = [];
  favourites: CasinoGame[] = [];

  private listController: AbortController | null = null;
  private searchTimer: TimerHandle | undefined;

  constructor(
    @inject(CasinoApi) private readonly api: CasinoApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<DefaultCasinoCatalogService, 'api' | 'clock' | 'logger' | 'listController' | 'searchTimer'>(
      this,
      { api: false, clock: false, logger: false, listController: false, searchTimer: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return hasMorePages(this.games.length, this.total);
  }

  isFavourite(gameId: number): boolean {
    return this.favouriteIds.includes(gameId);
  }

  /** Loads categories, providers and the first page. */
  async load(): Promise<void> {
    try {
      const [categories, providers] = await Promise.all([this.api.getCategories(), this.api.getProviders()]);
      this.setCatalogue(categories, providers);
    } catch (error) {
      this.setError(error);
    }
    await this.reload();
  }

  /** Shows a category, optionally one of its subcategories (`slots/new`); reloads from the first page. */
  setCategory(category: string | null, tag: CasinoGameTag | null = null): Promise<void> {
    this.filter = { ...this.filter, category, tag };
    return this.reload();
  }

  setProvider(provider: string | null): Promise<void> {
    this.filter = { ...this.filter, provider };
    return this.reload();
  }

  /** Sets the search text; the list reloads `SEARCH_DEBOUNCE_MS` after the last change, when the normalised search changed. */
  setSearch(text: string): void {
    const before = normalizeSearch(this.filter.search);
    this.filter = { ...this.filter, search: text };
    this.clock.clearTimeout(this.searchTimer);
    this.searchTimer = undefined;
    if (normalizeSearch(text) === before) return;
    this.searchTimer = this.clock.setTimeout(() => {
      this.searchTimer = undefined;
      void this.reload();
    }, SEARCH_DEBOUNCE_MS);
  }

  /** Loads the first page of the filter again. */
  reload(): Promise<void> {
    return this.loadPage(1);
  }

  /** Appends the next page, when there is one and no load runs. */
  async loadMore(): Promise<void> {
    if (this.isLoading || !this.hasMore) return;
    await this.loadPage(this.page + 1);
  }

  /** Loads the signed-in player's favourites. */
  async loadFavourites(): Promise<void> {
    try {
      const favourites = await this.api.getFavourites();
      this.setFavourites(favourites.gameIds, favourites.games);
    } catch (error) {
      this.setError(error);
    }
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
      this.favouriteIds = before;
      this.setError(error);
    }
  }

  /** The page a game runs in, or null when the launch was refused (`errorCode` tells why). */
  async launch(gameId: number): Promise<string | null> {
    try {
      return (await this.api.launchGame(gameId)).url;
    } catch (error) {
      this.setError(error);
      return null;
    }
  }

  /** Cancels the search timer and a list request in flight. */
  dispose(): void {
    this.clock.clearTimeout(this.searchTimer);
    this.searchTimer = undefined;
    this.listController?.abort();
    this.listController = null;
  }

  private async loadPage(page: number): Promise<void> {
    this.listController?.abort();
    const controller = new AbortController();
    this.listController = controller;
    this.isLoading = true;
    try {
      const result = await this.api.getGames(gamesQuery(this.filter, page, CASINO_PAGE_SIZE), controller.signal);
      if (controller.signal.aborted) return;
      this.setPage(page, result.games, result.total);
    } catch (error) {
      if (!controller.signal.aborted) this.setError(error);
    } finally {
      if (this.listController === controller) {
        this.listController = null;
        this.setLoading(false);
      }
    }
  }

  private setCatalogue(categories: CasinoCategory[], providers: CasinoProvider[]): void {
    this.categories = categories;
    this.providers = providers;
  }

  private setPage(page: number, games: CasinoGame[], total: number): void {
    this.games = page === 1 ? games : appendPage(this.games, games);
    this.page = page;
    this.total = total;
    this.errorCode = null;
  }

  private setLoading(isLoading: boolean): void {
    this.isLoading = isLoading;
  }

  private setFavourites(ids: number[], games: CasinoGame[]): void {
    this.favouriteIds = ids;
    this.favourites = games;
  }

  private setError(error: unknown): void {
    this.errorCode = errorCodeOf(error);
    this.logger.warn('casino call failed', { code: this.errorCode });
  }
}

/** The casino catalogue service. */
export type CasinoCatalogService = DefaultCasinoCatalogService;
/** Container identifier of the `CasinoCatalogService`. */
export const CasinoCatalogService = Symbol.for('CasinoCatalogService') as ServiceIdentifier<CasinoCatalogService>;
