import type { ServiceIdentifier } from 'inversify';
import type { BlockData, Dictionary, RedirectResponse } from './pages.schemas';

/** The redirect call as the shell depends on it (document 001 §7). */
export interface RedirectApi {
  /** Asks whether `url` (path and query) redirects; rejects with `ApiError` (the caller logs it). */
  redirectLight(url: string, signal?: AbortSignal): Promise<RedirectResponse>;
}

/** Container identifier of the `RedirectApi`. */
export const RedirectApi = Symbol.for('RedirectApi') as ServiceIdentifier<RedirectApi>;

/** The block call as the shell depends on it (document 001 §7). */
export interface BlockApi {
  /** The block data for a page URL and sign-in state, unwrapped from `data`; rejects with `ApiError`. */
  getBlock(request: { auth: boolean; url: string }, signal?: AbortSignal): Promise<BlockData>;
}

/** Container identifier of the `BlockApi`. */
export const BlockApi = Symbol.for('BlockApi') as ServiceIdentifier<BlockApi>;

/** The dictionary call as the dictionary loader depends on it (document 001 §7). */
export interface DictionaryApi {
  /** One dictionary in one language; rejects with `ApiError` (404 `not_found` when unknown). */
  getDictionary(lang: string, dictionaryId: string, signal?: AbortSignal): Promise<Dictionary>;
}

/** Container identifier of the `DictionaryApi`. */
export const DictionaryApi = Symbol.for('DictionaryApi') as ServiceIdentifier<DictionaryApi>;
