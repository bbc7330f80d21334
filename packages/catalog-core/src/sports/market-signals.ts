/**
 * Per-market change signals of the live lists (issue 20: one live update under a frame). The live
 * board (a moved, blocked or removed market) and the odds movements (a mark set or expired) `touch` a
 * market; `flush`, at the end of the delta or the expiry that touched them, calls each touched
 * market's listeners once. A coefficient on a live list follows its market through this instead of a
 * MobX reaction of its own: a delta that moves N prices makes N calls, runs no reaction and tracks no
 * dependency, and a coefficient that did not move is not called at all.
 */
export class MarketSignals {
  private readonly listeners = new Map<number, Set<() => void>>();
  /** Touched markets with a listener, called at the next flush (a Set: touched twice, called once). */
  private readonly pending = new Set<number>();

  /** Calls `listener` after each flush that touched `marketId`; answers the disposer. */
  follow(marketId: number, listener: () => void): () => void {
    let set = this.listeners.get(marketId);
    if (!set) this.listeners.set(marketId, (set = new Set()));
    set.add(listener);
    return () => {
      const now = this.listeners.get(marketId);
      if (!now) return;
      now.delete(listener);
      if (now.size === 0) this.listeners.delete(marketId);
    };
  }

  /** Notes a change of `marketId` (its price, lock, presence or movement); nothing is called before `flush`. */
  touch(marketId: number): void {
    if (this.listeners.has(marketId)) this.pending.add(marketId);
  }

  /** Calls the listeners of every market touched since the last flush, once each. */
  flush(): void {
    if (this.pending.size === 0) return;
    try {
      for (const marketId of this.pending) {
        const set = this.listeners.get(marketId);
        if (set) for (const listener of set) listener();
      }
    } finally {
      this.pending.clear();
    }
  }

  /** How many markets have a listener (for tests). */
  get followedCount(): number {
    return this.listeners.size;
  }
}
