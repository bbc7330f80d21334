import type { IdleScheduler } from '@kickoff/remote-areas-core';

/** remote-areas-core's `IdleScheduler` over `requestIdleCallback` (a timer where it is missing). */
export class BrowserIdleScheduler implements IdleScheduler {
  request(callback: () => void, timeoutMs: number): () => void {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(callback, timeoutMs);
    return () => window.clearTimeout(timer);
  }
}
