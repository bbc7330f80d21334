import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../logger/logger';
import { MemoryKeyValueStore, WebStorageKeyValueStore, readJson, writeJson } from './key-value-store';

class QuotaStorage implements Storage {
  private readonly map = new Map<string, string>();
  constructor(private readonly capacity: number) {}
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.map.size >= this.capacity && !this.map.has(key)) throw new DOMException('quota', 'QuotaExceededError');
    this.map.set(key, value);
  }
}

describe('WebStorageKeyValueStore', () => {
  it('stores and reads through the storage', () => {
    const logger = new MemoryLogger();
    const store = new WebStorageKeyValueStore(() => new QuotaStorage(10), logger);
    const storage = new QuotaStorage(10);
    const bound = new WebStorageKeyValueStore(() => storage, logger);
    bound.set('a', '1');
    expect(bound.get('a')).toBe('1');
    bound.remove('a');
    expect(bound.get('a')).toBeNull();
    expect(store.get('missing')).toBeNull();
  });

  it('swallows and logs a full quota instead of throwing at the caller', () => {
    const logger = new MemoryLogger();
    const storage = new QuotaStorage(1);
    const store = new WebStorageKeyValueStore(() => storage, logger, 'localStorage');
    store.set('a', '1');
    expect(() => store.set('b', '2')).not.toThrow();
    expect(store.get('b')).toBeNull();
    expect(logger.messages('warn')).toEqual(['localStorage: write failed']);
  });

  it('swallows a storage that cannot even be reached (privacy mode)', () => {
    const logger = new MemoryLogger();
    const store = new WebStorageKeyValueStore(() => {
      throw new DOMException('denied', 'SecurityError');
    }, logger);
    expect(store.get('a')).toBeNull();
    expect(() => store.set('a', '1')).not.toThrow();
    expect(() => store.remove('a')).not.toThrow();
    expect(logger.entries).toHaveLength(3);
  });
});

describe('readJson / writeJson', () => {
  const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => typeof item === 'number');

  it('round-trips and rejects broken or foreign values', () => {
    const store = new MemoryKeyValueStore();
    const logger = new MemoryLogger();
    writeJson(store, 'ids', [3, 1]);
    expect(readJson(store, 'ids', isNumbers)).toEqual([3, 1]);
    store.set('ids', '{not json');
    expect(readJson(store, 'ids', isNumbers, logger)).toBeUndefined();
    store.set('ids', '["x"]');
    expect(readJson(store, 'ids', isNumbers, logger)).toBeUndefined();
    expect(readJson(store, 'none', isNumbers)).toBeUndefined();
    expect(logger.entries).toHaveLength(2);
  });
});
