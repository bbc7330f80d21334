import { ManualActivity, ManualVisibility, MemoryBootData, MemoryCookieJar, MemoryKeyValueStore, MemoryLogger, SimulatedClock, type PlatformAdapters } from '@kickoff/platform';
import type { IdleScheduler } from '@kickoff/remote-areas-core';
import type { Viewport } from '@kickoff/shell-core';

/**
 * The platform's adapters for one server render (issue 20): a guest with nothing stored, no
 * cookies, a visible page, a clock that tells the time of the render and whose timers never run
 * (the render is one pass: no poll, retry or reminder starts on the server), and the page's boot
 * data.
 */
export function serverAdapters(nowMs: number, bootParts: Readonly<Record<string, unknown>>): PlatformAdapters & { logger: MemoryLogger } {
  const clock = new SimulatedClock(nowMs);
  return {
    clock,
    logger: new MemoryLogger(),
    localStore: new MemoryKeyValueStore(),
    sessionStore: new MemoryKeyValueStore(),
    cookies: new MemoryCookieJar(clock),
    visibility: new ManualVisibility(true),
    activity: new ManualActivity(clock),
    bootData: new MemoryBootData(bootParts),
  };
}

/** The server's viewport: narrow for a phone's or tablet's user agent (the server sees no screen). */
export class FixedViewport implements Viewport {
  constructor(private readonly narrow: boolean) {}

  isNarrow(): boolean {
    return this.narrow;
  }

  watch(): () => void {
    return () => undefined;
  }
}

/** Nothing waits for an idle moment on the server. */
export const neverIdle: IdleScheduler = { request: () => () => undefined };
