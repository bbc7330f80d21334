import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import { DictionaryApi } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';

/** The key of one dictionary in one language: `lang:dictionaryId`. */
export function dictionaryKey(language: string, dictionaryId: string): string {
  return `${language}:${dictionaryId}`;
}

/**
 * Dictionaries per language and dictionary id (document 001 §7), loaded on demand by the
 * dictionary loader guard's effect; concurrent requests for the same dictionary share one call.
 * A failed dictionary is remembered so the page can show 'main_dictionary_load_error'.
 */
@injectable()
export class DictionaryStoreService {
  private readonly dictionaries = observable.map<string, Readonly<Record<string, string>>>({}, { deep: false });
  private readonly failed = observable.set<string>();
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(
    @inject(DictionaryApi) private readonly api: DictionaryApi,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'logger' | 'inFlight'>(this, { api: false, logger: false, inFlight: false });
  }

  /** The keys (`lang:id`) of the loaded dictionaries, as the navigation context wants them. */
  get loadedKeys(): string[] {
    return [...this.dictionaries.keys()];
  }

  /** The keys that failed to load last time. */
  get failedKeys(): string[] {
    return [...this.failed];
  }

  /** The entries of a loaded dictionary, undefined when not loaded. */
  entries(language: string, dictionaryId: string): Readonly<Record<string, string>> | undefined {
    return this.dictionaries.get(dictionaryKey(language, dictionaryId));
  }

  /** Loads the dictionaries not yet loaded; resolves with the keys that failed (logged, never thrown). */
  async ensure(language: string, dictionaryIds: readonly string[]): Promise<string[]> {
    const results = await Promise.all(dictionaryIds.map(async (id) => ({ key: dictionaryKey(language, id), ok: await this.loadOne(language, id) })));
    return results.filter((result) => !result.ok).map((result) => result.key);
  }

  private loadOne(language: string, dictionaryId: string): Promise<boolean> {
    const key = dictionaryKey(language, dictionaryId);
    if (this.dictionaries.has(key)) return Promise.resolve(true);
    const running = this.inFlight.get(key);
    if (running) return running;
    const request = this.api.getDictionary(language, dictionaryId).then(
      (dictionary) => {
        this.store(key, dictionary.entries);
        return true;
      },
      (error: unknown) => {
        this.markFailed(key);
        this.logger.warn('dictionary load failed', { key, error: String(error) });
        return false;
      },
    );
    this.inFlight.set(key, request);
    void request.finally(() => this.inFlight.delete(key));
    return request;
  }

  private store(key: string, entries: Readonly<Record<string, string>>): void {
    this.dictionaries.set(key, entries);
    this.failed.delete(key);
  }

  private markFailed(key: string): void {
    this.failed.add(key);
  }
}

/** Container identifier of the `DictionaryStoreService`. */
export const DictionaryStore = Symbol.for('DictionaryStore') as ServiceIdentifier<DictionaryStoreService>;
export type DictionaryStore = DictionaryStoreService;
