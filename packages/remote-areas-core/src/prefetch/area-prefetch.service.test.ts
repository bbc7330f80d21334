import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { AreaRegistryService } from '../registry/area-registry.service';
import { ScriptedAreaLoader } from '../testing/scripted-area-loader';
import { AreaPrefetchService, ClockIdleScheduler, type IdleScheduler } from './area-prefetch.service';

const flush = async (): Promise<void> => {
  for (let index = 0; index < 10; index++) await Promise.resolve();
};

function setup(idle?: (clock: ReturnType<typeof createTestPlatform>['clock']) => IdleScheduler) {
  const platform = createTestPlatform();
  const loader = new ScriptedAreaLoader();
  const registry = new AreaRegistryService(platform.clock, platform.logger, loader);
  const prefetch = new AreaPrefetchService(platform.clock, idle ? idle(platform.clock) : new ClockIdleScheduler(platform.clock), loader, registry, platform.logger);
  return { platform, loader, registry, prefetch };
}

describe('AreaPrefetchService (document 000 §9: load-to-fetch 200 ms, idle timeout 2000 ms)', () => {
  it('waits 200 ms, then the idle timeout of 2000 ms, then loads each unknown area once', async () => {
    const { platform, loader, registry, prefetch } = setup();
    registry.retain('betting', 'view');
    prefetch.schedule(['casino', 'betting', 'office']);
    platform.clock.advanceBy(200);
    expect(loader.loadCount('casino')).toBe(0);
    platform.clock.advanceBy(1999);
    expect(loader.loadCount('casino')).toBe(0);
    platform.clock.advanceBy(1);
    expect(loader.loadCount('casino')).toBe(1);
    expect(loader.loadCount('office')).toBe(1);
    expect(loader.loadCount('betting')).toBe(1);
    expect(prefetch.prefetched).toEqual(['casino', 'office']);
    prefetch.schedule(['casino']);
    platform.clock.advanceBy(2200);
    expect(loader.loadCount('casino')).toBe(1);
  });

  it('runs as soon as the page is idle', () => {
    const idleCallbacks: Array<() => void> = [];
    const { platform, loader, prefetch } = setup(() => ({
      request: (callback) => {
        idleCallbacks.push(callback);
        return () => undefined;
      },
    }));
    prefetch.schedule(['results']);
    platform.clock.advanceBy(200);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]!();
    expect(loader.loadCount('results')).toBe(1);
  });

  it('only logs a failed prefetch and leaves the registry alone', async () => {
    const { platform, loader, registry, prefetch } = setup();
    loader.failNext('office', new Error('chunk'));
    prefetch.schedule(['office']);
    platform.clock.advanceBy(2200);
    await flush();
    expect(platform.logger.messages('debug')).toEqual(['area prefetch failed']);
    expect(registry.entry('office')).toBeUndefined();
  });

  it('dispose leaves no timer and aborts running prefetches', () => {
    const { platform, loader, prefetch } = setup();
    prefetch.schedule(['casino']);
    prefetch.schedule(['office']);
    platform.clock.advanceBy(200);
    prefetch.schedule(['results']);
    prefetch.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
    const { platform: second, loader: secondLoader, prefetch: running } = setup();
    running.schedule(['casino']);
    second.clock.advanceBy(2200);
    running.dispose();
    expect(secondLoader.lastCall('casino')!.context.signal.aborted).toBe(true);
    expect(loader.calls).toHaveLength(0);
  });
});
