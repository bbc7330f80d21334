import type { ServiceIdentifier } from 'inversify';
import type { Logger } from '../logger/logger';

/**
 * String storage as a port. Reads and writes never throw: a full quota, a disabled storage in a
 * private window or a broken value is logged and reads as "absent".
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Container identifier of the persistent store (localStorage in a browser). */
export const LocalStore = Symbol.for('LocalStore') as ServiceIdentifier<KeyValueStore>;
/** Container identifier of the per-tab session store (sessionStorage in a browser). */
export const SessionStore = Symbol.for('SessionStore') as ServiceIdentifier<KeyValueStore>;

/** Keeps values in a Map; the adapter for tests and for environments without Web Storage. */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  /** The stored keys, for assertions. */
  keys(): string[] {
    return [...this.values.keys()];
  }
}

/**
 * Web Storage (localStorage or sessionStorage) behind the port. The storage is obtained lazily
 * through `getStorage`, because merely reading `window.localStorage` throws where it is disabled.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  constructor(
    private readonly getStorage: () => Storage,
    private readonly logger: Logger,
    private readonly name = 'storage',
  ) {}

  get(key: string): string | null {
    try {
      return this.getStorage().getItem(key);
    } catch (error) {
      this.logger.warn(`${this.name}: read failed`, { key, error: String(error) });
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.getStorage().setItem(key, value);
    } catch (error) {
      this.logger.warn(`${this.name}: write failed`, { key, error: String(error) });
    }
  }

  remove(key: string): void {
    try {
      this.getStorage().removeItem(key);
    } catch (error) {
      this.logger.warn(`${this.name}: remove failed`, { key, error: String(error) });
    }
  }
}

/**
 * Reads a JSON value; absent, unparsable or rejected by `guard` values read as `undefined`
 * (the broken value is logged when a logger is given).
 */
export function readJson<T>(store: KeyValueStore, key: string, guard: (value: unknown) => value is T, logger?: Logger): T | undefined {
  const raw = store.get(key);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (guard(parsed)) return parsed;
    logger?.warn('stored value has an unexpected shape', { key });
  } catch {
    logger?.warn('stored value is not JSON', { key });
  }
  return undefined;
}

/** Writes a value as JSON. */
export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  store.set(key, JSON.stringify(value));
}
