/**
 * Per-id change signals of the live lists (issue 20: one live update under a frame): what follows one
 * entry of a board (a market's price and lock, a game's clock and score) is called once per change
 * of it, after the delta that made it, and nothing else runs (no MobX reaction, no React render).
 * `MarketSignals` and `GameSignals` are the two kinds a board keeps.
 */
export class ChangeSignals {
  private readonly listeners = new Map<number, Set<() => void>>();
  /** Touched ids with a listener, called at the next flush (a Set: touched twice, called once). */
  private readonly pending = new Set<number>();

  /** Calls `listener` after each flush that touched `id`; answers the disposer. */
  follow(id: number, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      const now = this.listeners.get(id);
      if (!now) return;
      now.delete(listener);
      if (now.size === 0) this.listeners.delete(id);
    };
  }

  /** Notes a change of `id`; nothing is called before `flush`. */
  touch(id: number): void {
    if (this.listeners.has(id)) this.pending.add(id);
  }

  /** Calls the listeners of every id touched since the last flush, once each. */
  flush(): void {
    if (this.pending.size === 0) return;
    try {
      for (const id of this.pending) {
        const set = this.listeners.get(id);
        if (set) for (const listener of set) listener();
      }
    } finally {
      this.pending.clear();
    }
  }

  /** How many ids have a listener (for tests). */
  get followedCount(): number {
    return this.listeners.size;
  }
}

/**
 * Per-market change signals of the live lists (issue 20: one live update under a frame). The live
 * board (a moved, blocked or removed market) and the odds movements (a mark set or expired) `touch` a
 * market; `flush`, at the end of the delta or the expiry that touched them, calls each touched
 * market's listeners once. A coefficient on a live list follows its market through this instead of a
 * MobX reaction of its own: a delta that moves N prices makes N calls, runs no reaction and tracks no
 * dependency, and a coefficient that did not move is not called at all.
 */
export class MarketSignals extends ChangeSignals {}

/**
 * Per-game change signals of the live lists (issue 20): the board touches a game whose live state (its
 * clock, score, period, status or main lines) a delta set, and the catalogue flushes them with the
 * markets' after each delta. A live row's clock and score follow their game through this and write
 * their texts in place: a delta that moves every game's clock renders nothing.
 */
export class GameSignals extends ChangeSignals {}
