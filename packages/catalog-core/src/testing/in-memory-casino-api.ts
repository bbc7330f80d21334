import {
  ApiError,
  ErrorCode,
  type CasinoApi,
  type CasinoCategory,
  type CasinoFavourites,
  type CasinoGame,
  type CasinoGamesPage,
  type CasinoGamesQuery,
  type CasinoLaunch,
  type CasinoProvider,
  type CasinoRecentGames,
} from '@kickoff/contracts';

/** A casino game tile. */
export function aCasinoGame(overrides: Partial<CasinoGame> = {}): CasinoGame {
  const id = overrides.id ?? 1;
  return { id, slug: `game-${id}`, name: `Game ${id}`, categorySlug: 'slots', providerId: 1, providerName: 'Northlight Gaming', imageUrl: `/casino-api/v1/games/${id}/image.svg`, isNew: false, isPopular: false, rtp: 96, volatility: 'medium', ...overrides };
}

const PROVIDER_SLUGS: Readonly<Record<number, string>> = { 1: 'northlight', 2: 'red-fox' };

/**
 * A `CasinoApi` over games in memory, filtering, searching and paging as the server does. `hold()`
 * keeps list answers waiting until `release()`, so tests can overlap requests; an aborted signal
 * rejects with status 499 like the HTTP client. `refuseFavourites` makes favourite changes fail.
 */
export class InMemoryCasinoApi implements CasinoApi {
  readonly gameQueries: CasinoGamesQuery[] = [];
  favouriteIds: number[] = [];
  refuseFavourites = false;
  signedIn = true;
  private held: Array<() => void> = [];
  private holding = false;

  constructor(
    public games: CasinoGame[] = Array.from({ length: 60 }, (_, index) =>
      aCasinoGame({ id: index + 1, name: `${index % 3 === 0 ? 'Golden' : 'Wild'} Game ${index + 1}`, categorySlug: index % 2 === 0 ? 'slots' : 'crash-games', providerId: (index % 2) + 1, isNew: index % 10 === 0 }),
    ),
  ) {}

  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    const waiting = this.held;
    this.held = [];
    for (const resume of waiting) resume();
  }

  async getCategories(): Promise<CasinoCategory[]> {
    const slugs = [...new Set(this.games.map((game) => game.categorySlug))];
    return slugs.map((slug, index) => ({ id: index + 1, slug, name: slug, gamesCount: this.games.filter((game) => game.categorySlug === slug).length }));
  }

  async getProviders(): Promise<CasinoProvider[]> {
    return Object.entries(PROVIDER_SLUGS).map(([id, slug]) => ({ id: Number(id), slug, name: slug, gamesCount: this.games.filter((game) => game.providerId === Number(id)).length }));
  }

  async getGames(query: CasinoGamesQuery, signal?: AbortSignal): Promise<CasinoGamesPage> {
    this.gameQueries.push(query);
    if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve));
    if (signal?.aborted) throw new ApiError(499, { code: ErrorCode.cancelled, messageKey: 'main_error' });
    const search = query.search?.toLowerCase();
    const matching = this.games.filter(
      (game) =>
        (!query.category || game.categorySlug === query.category) &&
        (!query.tag || (query.tag === 'new' ? game.isNew : game.isPopular)) &&
        (!query.provider || PROVIDER_SLUGS[game.providerId] === query.provider) &&
        (!search || game.name.toLowerCase().includes(search)),
    );
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 24);
    return { games: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize };
  }

  async getGame(gameId: number): Promise<CasinoGame> {
    const game = this.games.find((candidate) => candidate.id === gameId);
    if (!game) throw new ApiError(404, { code: ErrorCode.notFound, messageKey: 'main_not_found' });
    return game;
  }

  /** Ids of the games played for real, the last played first (tests set them). */
  recentIds: number[] = [];

  async getRecentGames(): Promise<CasinoRecentGames> {
    this.assertSignedIn();
    return { games: this.recentIds.map((id) => this.games.find((game) => game.id === id)).filter((game): game is CasinoGame => game !== undefined) };
  }

  async getFavourites(): Promise<CasinoFavourites> {
    this.assertSignedIn();
    return this.favouritesAnswer();
  }

  async addFavourite(gameId: number): Promise<CasinoFavourites> {
    this.assertSignedIn();
    if (this.refuseFavourites) throw new ApiError(500, { code: ErrorCode.internal, messageKey: 'main_error' });
    if (!this.favouriteIds.includes(gameId)) this.favouriteIds = [gameId, ...this.favouriteIds];
    return this.favouritesAnswer();
  }

  async removeFavourite(gameId: number): Promise<CasinoFavourites> {
    this.assertSignedIn();
    if (this.refuseFavourites) throw new ApiError(500, { code: ErrorCode.internal, messageKey: 'main_error' });
    this.favouriteIds = this.favouriteIds.filter((id) => id !== gameId);
    return this.favouritesAnswer();
  }

  async launchGame(gameId: number): Promise<CasinoLaunch> {
    this.assertSignedIn();
    await this.getGame(gameId);
    return { gameId, url: `/casino-api/play/${gameId}` };
  }

  private assertSignedIn(): void {
    if (!this.signedIn) throw new ApiError(401, { code: 'unauthorized', messageKey: 'main_unauthorized' });
  }

  private favouritesAnswer(): CasinoFavourites {
    return { gameIds: [...this.favouriteIds], games: this.favouriteIds.map((id) => this.games.find((game) => game.id === id)).filter((game): game is CasinoGame => game !== undefined) };
  }
}
