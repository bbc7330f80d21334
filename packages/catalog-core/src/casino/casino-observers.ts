import { isApiError, type CasinoApi, type CasinoCategory, type CasinoGame, type CasinoProvider } from '@kickoff/contracts';
import type { Clock, TimerHandle } from '@kickoff/platform';
import { makeAutoObservable, observableRef } from 'mobx';
import { observerError, observerStatus, type ObserverError, type ObserverStatus, type ReadObserver } from '../observer/observer.types';
import { appendPage, CASINO_PAGE_SIZE, gamesQuery, hasMorePages, isListedCategory, MIN_SEARCH_LENGTH, normalizeSearch, SEARCH_DEBOUNCE_MS, type CasinoFilter } from './casino.rules';

const codeOf = (error: unknown) => (isApiError(error) ? error.code : 'network_error');

/** The casino's categories and providers (the lobby grid and the providers list). */
export interface CasinoLobby {
  readonly categories: readonly CasinoCategory[];
  readonly providers: readonly CasinoProvider[];
}

/**
 * An observer of one read that may be repeated: reads at creation, again on `refetch()`; a newer read
 * aborts an older one; `dispose()` aborts the read in flight and leaves the last state `idle`.
 */
export class AsyncObserver<T> implements ReadObserver<T> {
  data: T | null = null;
  errorCode: string | null = null;
  private disposed = false;
  private controller: AbortController | null = null;

  /** `initial`: the answer the page came with (issue 20: boot data); the first read is then not made. */
  constructor(
    private readonly read: (signal: AbortSignal) => Promise<T>,
    private readonly onDispose: (observer: AsyncObserver<T>) => void = () => undefined,
    initial?: T,
  ) {
    makeAutoObservable<AsyncObserver<T>, 'read' | 'onDispose' | 'controller'>(this, { read: false, onDispose: false, controller: false, data: observableRef }, { autoBind: true });
    if (initial !== undefined) this.data = initial;
    else void this.run();
  }

  get error(): ObserverError | null {
    return this.errorCode ? observerError(this.errorCode) : null;
  }

  get status(): ObserverStatus {
    return observerStatus(this.disposed, this.data !== null, this.errorCode);
  }

  refetch(): void {
    if (!this.disposed) void this.run();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.controller?.abort();
    this.controller = null;
    this.data = null;
    this.onDispose(this);
  }

  private async run(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const data = await this.read(controller.signal);
      if (!controller.signal.aborted) this.settle(data, null);
    } catch (error) {
      if (!controller.signal.aborted) this.settle(this.data, codeOf(error));
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  private settle(data: T | null, errorCode: string | null): void {
    this.data = data;
    this.errorCode = errorCode;
  }
}

/** What a games list is for: a category (with a subcategory), a provider, or a search. */
export interface CasinoGamesOptions {
  readonly category?: string | null;
  readonly tag?: CasinoFilter['tag'];
  readonly provider?: string | null;
}

/** What the games lists need from the catalogue. */
export interface CasinoGamesDeps {
  readonly api: CasinoApi;
  readonly clock: Clock;
  /** The lobby (categories), read once and shared. */
  lobby(): Promise<CasinoLobby>;
  /** The lobby when it is read already (issue 20: from the page's boot data), else null. */
  lobbyNow?(): CasinoLobby | null;
  /** The first page of a query the page came with (issue 20: boot data), once; else undefined. */
  bootPage?(query: ReturnType<typeof gamesQuery>): { games: CasinoGame[]; total: number } | undefined;
  /** Told when an observer is disposed. */
  onDispose?(observer: CasinoGamesObserver): void;
}

/**
 * A games list as an observer (document 000 §2 casino routes: a category, `slots/{subcategory}`,
 * `providers/{provider}`, `casino-search`): the first page at creation, `loadMore()` appends the
 * next (games already listed are dropped), a newer read aborts an older one; `setSearch` searches
 * after a pause in typing. A category the
 * catalogue does not know is not listed (`isListed` false: the page shows its text only).
 */
export class CasinoGamesObserver implements ReadObserver<CasinoGame[]> {
  data: CasinoGame[] | null = null;
  total = 0;
  page = 0;
  isLoading = false;
  isListed = true;
  errorCode: string | null = null;
  filter: CasinoFilter;
  /** The search text as typed (`casino-search`). */
  search = '';
  private disposed = false;
  private controller: AbortController | null = null;
  private searchTimer: TimerHandle | undefined;

  constructor(
    private readonly deps: CasinoGamesDeps,
    options: CasinoGamesOptions = {},
  ) {
    this.filter = { category: options.category ?? null, tag: options.tag ?? null, provider: options.provider ?? null, search: '' };
    makeAutoObservable<CasinoGamesObserver, 'deps' | 'controller' | 'searchTimer'>(this, { deps: false, controller: false, searchTimer: false, data: observableRef }, { autoBind: true });
    if (!this.startFromBoot()) void this.start();
  }

  get hasMore(): boolean {
    return this.data !== null && hasMorePages(this.data.length, this.total);
  }

  get error(): ObserverError | null {
    return this.errorCode ? observerError(this.errorCode) : null;
  }

  get status(): ObserverStatus {
    return observerStatus(this.disposed, this.data !== null, this.errorCode);
  }

  /** Whether some search text was typed, but too little to search (`MIN_SEARCH_LENGTH`). */
  get isSearchTooShort(): boolean {
    const length = this.search.trim().length;
    return length > 0 && length < MIN_SEARCH_LENGTH;
  }

  /**
   * Sets the search text (`casino-search`): the list is read again `SEARCH_DEBOUNCE_MS` after the
   * last change, and only when the normalised text changed; too short a text lists every game.
   */
  setSearch(text: string): void {
    if (this.disposed) return;
    const before = normalizeSearch(this.filter.search);
    this.search = text;
    this.filter = { ...this.filter, search: text };
    this.deps.clock.clearTimeout(this.searchTimer);
    this.searchTimer = undefined;
    if (normalizeSearch(text) === before) return;
    this.searchTimer = this.deps.clock.setTimeout(() => {
      this.searchTimer = undefined;
      void this.loadPage(1);
    }, SEARCH_DEBOUNCE_MS);
  }

  /** Appends the next page, when there is one and no read runs. */
  async loadMore(): Promise<void> {
    if (this.disposed || this.isLoading || !this.hasMore) return;
    await this.loadPage(this.page + 1);
  }

  refetch(): void {
    if (!this.disposed) void this.loadPage(1);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.deps.clock.clearTimeout(this.searchTimer);
    this.searchTimer = undefined;
    this.controller?.abort();
    this.controller = null;
    this.isLoading = false;
    this.data = null;
    this.deps.onDispose?.(this);
  }

  private async loadPage(page: number): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.isLoading = true;
    try {
      const result = await this.deps.api.getGames(gamesQuery(this.filter, page, CASINO_PAGE_SIZE), controller.signal);
      if (!controller.signal.aborted) this.setPage(page, result.games, result.total);
    } catch (error) {
      if (!controller.signal.aborted) this.setError(codeOf(error));
    } finally {
      if (this.controller === controller) {
        this.controller = null;
        this.setLoading(false);
      }
    }
  }

  private async start(): Promise<void> {
    const category = this.filter.category;
    if (category !== null) {
      try {
        const lobby = await this.deps.lobby();
        if (this.disposed) return;
        if (!isListedCategory(lobby.categories, category)) {
          this.unlist();
          return;
        }
      } catch (error) {
        if (!this.disposed) this.setError(codeOf(error));
        return;
      }
    }
    if (!this.disposed) await this.loadPage(1);
  }

  /**
   * Issue 20: the first page the page came with (boot data), drawn at once with no read, when the
   * list needs no lobby or the lobby is known already (a category it does not list is unlisted).
   */
  private startFromBoot(): boolean {
    const category = this.filter.category;
    const lobby = category !== null ? (this.deps.lobbyNow?.() ?? null) : null;
    if (category !== null && lobby === null) return false;
    if (category !== null && lobby !== null && !isListedCategory(lobby.categories, category)) {
      this.unlist();
      return true;
    }
    const page = this.deps.bootPage?.(gamesQuery(this.filter, 1, CASINO_PAGE_SIZE));
    if (!page) return false;
    this.setPage(1, page.games, page.total);
    return true;
  }

  private unlist(): void {
    this.isListed = false;
    this.data = [];
    this.total = 0;
  }

  private setPage(page: number, games: CasinoGame[], total: number): void {
    this.data = page === 1 || this.data === null ? games : appendPage(this.data, games);
    this.page = page;
    this.total = total;
    this.errorCode = null;
  }

  private setLoading(isLoading: boolean): void {
    this.isLoading = isLoading;
  }

  private setError(code: string): void {
    this.errorCode = code;
  }
}
