import {
  CasinoCategoriesResponse,
  CasinoGamesPage,
  CasinoProvidersResponse,
  getCasinoCategoriesCall,
  getCasinoGamesCall,
  getCasinoProvidersCall,
  type CasinoGamesQuery,
} from '@kickoff/contracts';
import type { BootData } from '@kickoff/platform';
import { CASINO_PAGE_SIZE, gamesQuery } from './casino.rules';

/**
 * The casino lobby's first answers a served page can carry (issue 20: the lobby comes rendered,
 * not as its skeleton): the categories, the providers and the first page of the route's games,
 * each part the call's answer body as the call gives it. The API writes them
 * (apps/api/src/boot/boot.data.ts) from the same names and URLs; the catalogue takes them when its
 * lobby and games lists are first read, so the server's render and the browser's first render draw
 * the games at once.
 */
export const CASINO_CATEGORIES_PART = 'casino:categories';
export const CASINO_PROVIDERS_PART = 'casino:providers';

/** The query's text in a fixed order of its fields (the part's name and the call's query string). */
export function casinoGamesQueryText(query: CasinoGamesQuery): string {
  const params = new URLSearchParams();
  for (const name of ['category', 'tag', 'provider', 'search', 'page', 'pageSize'] as const) {
    const value = query[name];
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** The boot data part of a games page. */
export function casinoGamesPart(query: CasinoGamesQuery): string {
  return `casino:games:${casinoGamesQueryText(query)}`;
}

/** A boot part and the call that answers it (the API reads the URL in-process). */
export interface CasinoBootRead {
  part: string;
  url: string;
}

/** The reads of the casino lobby with the first page of a games list. */
export function casinoBootReads(gamesQuery: CasinoGamesQuery): CasinoBootRead[] {
  return [
    { part: CASINO_CATEGORIES_PART, url: getCasinoCategoriesCall.path },
    { part: CASINO_PROVIDERS_PART, url: getCasinoProvidersCall.path },
    { part: casinoGamesPart(gamesQuery), url: `${getCasinoGamesCall.path}?${casinoGamesQueryText(gamesQuery)}` },
  ];
}

/**
 * The reads of a category page of the casino (`slots`, `slots/{subcategory}`: the lobby with the
 * first page of the category's games, as `CategoryPage` lists them).
 */
export function casinoCategoryBootReads(category: string, tag: 'new' | 'popular' | null): CasinoBootRead[] {
  return casinoBootReads(gamesQuery({ category, tag, provider: null, search: '' }, 1, CASINO_PAGE_SIZE));
}

/** A part's answer checked by the call's response schema, once; undefined when absent or of another shape (the call is made). */
function takeAnswer<T>(boot: BootData | undefined, part: string, schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }): T | undefined {
  if (!boot?.has(part)) return undefined;
  const parsed = schema.safeParse(boot.take(part));
  return parsed.success ? (parsed.data as T) : undefined;
}

export function takeBootCategories(boot: BootData | undefined): CasinoCategoriesResponse | undefined {
  return takeAnswer(boot, CASINO_CATEGORIES_PART, CasinoCategoriesResponse);
}

export function takeBootProviders(boot: BootData | undefined): CasinoProvidersResponse | undefined {
  return takeAnswer(boot, CASINO_PROVIDERS_PART, CasinoProvidersResponse);
}

export function takeBootGames(boot: BootData | undefined, query: CasinoGamesQuery): CasinoGamesPage | undefined {
  return takeAnswer(boot, casinoGamesPart(query), CasinoGamesPage);
}
