import type { CasinoGame, CasinoGamesQuery, CasinoGameTag } from '@kickoff/contracts';

/** Pure rules of the casino catalogue: search text, filters, paging and favourites. */

/** The search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The shortest search the API accepts (the contract's `search` minimum). */
export const MIN_SEARCH_LENGTH = 2;
/** Games per page. */
export const CASINO_PAGE_SIZE = 24;

/** The filter of the games list. */
export interface CasinoFilter {
  readonly category: string | null;
  /** The subcategory of `slots/{subcategory}` and `live-casino/{subcategory}` (document 000 §2). */
  readonly tag: CasinoGameTag | null;
  readonly provider: string | null;
  readonly search: string;
}

/** The search as sent: trimmed, inner spaces collapsed; null below `MIN_SEARCH_LENGTH` (no search). */
export function normalizeSearch(text: string): string | null {
  const normalized = text.trim().replace(/\s+/g, ' ').slice(0, 60);
  return normalized.length >= MIN_SEARCH_LENGTH ? normalized : null;
}

/** The query of a page of the filter. */
export function gamesQuery(filter: CasinoFilter, page: number, pageSize = CASINO_PAGE_SIZE): CasinoGamesQuery {
  const search = normalizeSearch(filter.search);
  return {
    page,
    pageSize,
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.tag ? { tag: filter.tag } : {}),
    ...(filter.provider ? { provider: filter.provider } : {}),
    ...(search ? { search } : {}),
  };
}

/** Whether more pages follow. */
export function hasMorePages(loaded: number, total: number): boolean {
  return loaded < total;
}

/** Appends a page, dropping games already listed (the list may shift between pages). */
export function appendPage(current: readonly CasinoGame[], page: readonly CasinoGame[]): CasinoGame[] {
  const seen = new Set(current.map((game) => game.id));
  return [...current, ...page.filter((game) => !seen.has(game.id))];
}

/** Favourite ids after toggling `gameId` (added first when it was not a favourite). */
export function toggleFavouriteIds(ids: readonly number[], gameId: number): number[] {
  return ids.includes(gameId) ? ids.filter((id) => id !== gameId) : [gameId, ...ids];
}

/** Whether the catalogue lists a category (its games are shown; other category routes show their text only). */
export function isListedCategory(categories: ReadonlyArray<{ slug: string }>, slug: string): boolean {
  return categories.some((category) => category.slug === slug);
}
