/**
 * A bounded map of rendered documents: the least recently used entry leaves first. Keys carry the
 * versions a document depends on, so a new version simply misses; nothing needs invalidating.
 */
export class DocumentCache<T = string> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
