import { MemoryKeyValueStore } from '@kickoff/platform';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FORCED_PLATFORM_KEY } from '../navigation/navigation.ports';
import type { ShellEnvironment } from '../shell/shell.ports';
import type { Viewport } from './layout.ports';
import { PLATFORM_CHOICE_KEY } from './layout.rules';
import { PlatformService } from './platform.service';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

/** A viewport the test resizes, counting its listeners. */
class FakeViewport implements Viewport {
  listeners = new Set<() => void>();
  constructor(public narrow: boolean) {}
  isNarrow(): boolean {
    return this.narrow;
  }
  watch(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  resize(narrow: boolean): void {
    this.narrow = narrow;
    for (const listener of this.listeners) listener();
  }
}

function aService(options: { userAgent?: string; maxTouchPoints?: number; narrow?: boolean; local?: MemoryKeyValueStore; session?: MemoryKeyValueStore; viewport?: FakeViewport | null } = {}) {
  const local = options.local ?? new MemoryKeyValueStore();
  const session = options.session ?? new MemoryKeyValueStore();
  const viewport = options.viewport === null ? undefined : (options.viewport ?? new FakeViewport(options.narrow ?? false));
  const environment: ShellEnvironment = { origin: 'https://kickoff.test', userAgent: options.userAgent ?? DESKTOP_UA, maxTouchPoints: options.maxTouchPoints ?? 0 };
  return { service: new PlatformService(local, session, environment, viewport), local, session, viewport };
}

describe('PlatformService (document 000 §1 desktop and mobile layouts)', () => {
  it('draws the desktop layout in a wide desktop browser, the mobile one on a phone', () => {
    expect(aService().service.platform).toBe('desktop');
    expect(aService({ userAgent: PHONE_UA }).service.platform).toBe('mobile');
  });

  it('treats an iPad-like touch Mac as mobile (document 001 §2), a mouse Mac as desktop', () => {
    expect(aService({ userAgent: MAC_UA, maxTouchPoints: 5 }).service.platform).toBe('mobile');
    expect(aService({ userAgent: MAC_UA, maxTouchPoints: 0 }).service.platform).toBe('desktop');
  });

  it('follows the viewport while started, and stops following after dispose', () => {
    const { service, viewport } = aService({ narrow: false });
    const seen: string[] = [];
    const stop = autorun(() => seen.push(service.platform));
    service.start();
    viewport?.resize(true);
    viewport?.resize(false);
    expect(seen).toEqual(['desktop', 'mobile', 'desktop']);
    service.dispose();
    expect(viewport?.listeners.size).toBe(0);
    viewport?.resize(true);
    expect(service.platform).toBe('desktop');
    stop();
  });

  it('counts a missing viewport port as wide', () => {
    const { service } = aService({ viewport: null });
    service.start();
    expect(service.platform).toBe('desktop');
  });

  it("keeps the player's switch in the local store, across a new visit, and 'auto' forgets it", () => {
    const { service, local } = aService({ userAgent: PHONE_UA, narrow: true });
    service.choose('desktop');
    expect(service.platform).toBe('desktop');
    expect(local.get(PLATFORM_CHOICE_KEY)).toBe('desktop');
    const nextVisit = aService({ userAgent: PHONE_UA, narrow: true, local }).service;
    expect(nextVisit.platform).toBe('desktop');
    nextVisit.choose('auto');
    expect(local.get(PLATFORM_CHOICE_KEY)).toBeNull();
    expect(nextVisit.platform).toBe('mobile');
  });

  it('reads the platform the navigation forced for the session (platform_type, document 001 §2)', () => {
    const { service, session } = aService();
    expect(service.platform).toBe('desktop');
    session.set(FORCED_PLATFORM_KEY, 'mobile');
    service.refresh();
    expect(service.forced).toBe('mobile');
    expect(service.platform).toBe('mobile');
  });

  it('ignores a stored value that is not a layout', () => {
    const local = new MemoryKeyValueStore();
    local.set(PLATFORM_CHOICE_KEY, 'tablet');
    const session = new MemoryKeyValueStore();
    session.set(FORCED_PLATFORM_KEY, '1');
    const { service } = aService({ local, session, narrow: true });
    expect(service.chosen).toBeNull();
    expect(service.forced).toBeNull();
    expect(service.platform).toBe('mobile');
  });
});
