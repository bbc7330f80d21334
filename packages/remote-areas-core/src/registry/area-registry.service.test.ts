import fc from 'fast-check';
import { autorun } from 'mobx';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { AreaState, canMoveArea } from '../area-state/area-state.rules';
import { ScriptedAreaLoader } from '../testing/scripted-area-loader';
import { AreaRegistryService, type AreaEvent } from './area-registry.service';

const flush = async (): Promise<void> => {
  for (let index = 0; index < 10; index++) await Promise.resolve();
};

describe('AreaRegistryService (document 000 §4)', () => {
  let platform: TestPlatform;
  let loader: ScriptedAreaLoader;
  let registry: AreaRegistryService;
  let events: AreaEvent[];

  beforeEach(() => {
    platform = createTestPlatform();
    loader = new ScriptedAreaLoader();
    registry = new AreaRegistryService(platform.clock, platform.logger, loader);
    events = [];
    registry.on((event) => events.push(event));
  });

  it('loads an area on first use: not-exist -> loading -> ready', async () => {
    registry.retain('betting', 'view');
    expect(registry.stateOf('betting')).toBe(AreaState.loading);
    expect(registry.displayOf('betting')).toBe('preloader');
    loader.lastCall('betting')!.resolve({ module: 'betting' });
    await flush();
    expect(registry.stateOf('betting')).toBe(2);
    expect(registry.displayOf('betting')).toBe('content');
    expect(registry.resultOf('betting')).toEqual({ module: 'betting' });
    expect(events.filter((event) => event.type === 'stateChanged').map((event) => event.type === 'stateChanged' && [event.from, event.to])).toEqual([
      [-2, 1],
      [1, 2],
    ]);
  });

  it('retries 3 times after 1000, 2000 and 4000 ms, then shows the error block', async () => {
    loader.failNext('casino', new Error('boom'), 4);
    registry.retain('casino', 'view');
    await flush();
    expect(registry.stateOf('casino')).toBe(AreaState.error);
    expect(registry.entry('casino')!.meta.retryInfo).toEqual({ retryNumber: 1, delayMs: 1000, pending: true });
    expect(registry.displayOf('casino')).toBe('preloader');

    platform.clock.advanceBy(999);
    expect(loader.loadCount('casino')).toBe(1);
    platform.clock.advanceBy(1);
    expect(loader.loadCount('casino')).toBe(2);
    await flush();
    expect(registry.entry('casino')!.meta.retryInfo).toEqual({ retryNumber: 2, delayMs: 2000, pending: true });

    platform.clock.advanceBy(1999);
    expect(loader.loadCount('casino')).toBe(2);
    platform.clock.advanceBy(1);
    expect(loader.loadCount('casino')).toBe(3);
    await flush();
    expect(registry.entry('casino')!.meta.retryInfo).toEqual({ retryNumber: 3, delayMs: 4000, pending: true });

    platform.clock.advanceBy(4000);
    expect(loader.loadCount('casino')).toBe(4);
    await flush();
    expect(registry.stateOf('casino')).toBe(AreaState.error);
    expect(registry.entry('casino')!.meta.retryInfo?.pending).toBe(false);
    expect(registry.displayOf('casino')).toBe('error');
    expect(platform.clock.pendingTimerCount()).toBe(0);
    platform.clock.advanceBy(60_000);
    expect(loader.loadCount('casino')).toBe(4);
    expect(events.filter((event) => event.type === 'loadFailed')).toHaveLength(4);
  });

  it('clears the retry info when a retry makes the area ready', async () => {
    loader.failNext('office', new Error('chunk'), 2).succeedNext('office', 'office-module');
    registry.retain('office', 'view');
    await flush();
    platform.clock.advanceBy(1000);
    await flush();
    platform.clock.advanceBy(2000);
    await flush();
    expect(loader.loadCount('office')).toBe(3);
    expect(registry.stateOf('office')).toBe(AreaState.ready);
    expect(registry.entry('office')!.meta.retryInfo).toBeNull();
    expect(registry.resultOf('office')).toBe('office-module');
  });

  it('allows a manual reload at most once per second, only from the error state', async () => {
    loader.failNext('results', new Error('x'), 10);
    registry.retain('results', 'view');
    await flush();
    expect(registry.reload('results')).toBe('reloaded');
    expect(loader.loadCount('results')).toBe(2);
    expect(platform.clock.pendingTimerCount()).toBe(0);
    await flush();
    expect(registry.entry('results')!.meta.retryInfo).toEqual({ retryNumber: 1, delayMs: 1000, pending: true });
    platform.clock.advanceBy(999);
    expect(registry.reload('results')).toBe('throttled');
    expect(loader.loadCount('results')).toBe(2);
    platform.clock.advanceBy(1);
    // the automatic retry fired at 1000 ms: the area is loading, a reload is refused
    expect(registry.stateOf('results')).toBe(AreaState.loading);
    expect(registry.reload('results')).toBe('refused');
    await flush();
    expect(registry.reload('results')).toBe('reloaded');
    expect(registry.reload('unknown')).toBe('refused');
  });

  it('refuses and logs a move the spec does not allow', async () => {
    registry.retain('promotions', 'view');
    loader.lastCall('promotions')!.resolve('ok');
    await flush();
    expect(registry.moveTo('promotions', AreaState.loading)).toBe(false);
    expect(registry.moveTo('promotions', AreaState.error)).toBe(false);
    expect(registry.stateOf('promotions')).toBe(AreaState.ready);
    expect(platform.logger.entries.filter((entry) => entry.message === 'remote area: move refused').map((entry) => entry.context)).toEqual([
      { appName: 'promotions', from: 2, to: 1 },
      { appName: 'promotions', from: 2, to: -1 },
    ]);
  });

  it('counts views and components: deactivated with the last view, unmounted when nothing uses it', async () => {
    const releaseView1 = registry.retain('information', 'view');
    const releaseView2 = registry.retain('information', 'view');
    const releaseWidget = registry.retain('information', 'component');
    loader.lastCall('information')!.resolve('info');
    await flush();
    expect(loader.loadCount('information')).toBe(1);
    expect(registry.entry('information')).toMatchObject({ viewCount: 2, componentCount: 1 });
    events.length = 0;

    releaseView1();
    releaseView1();
    expect(registry.entry('information')).toMatchObject({ viewCount: 1, componentCount: 1 });
    releaseView2();
    expect(events).toEqual([{ type: 'deactivated', appName: 'information' }]);
    expect(registry.stateOf('information')).toBe(AreaState.ready);
    releaseWidget();
    expect(events).toEqual([
      { type: 'deactivated', appName: 'information' },
      { type: 'stateChanged', appName: 'information', from: 2, to: -2 },
      { type: 'unmounted', appName: 'information' },
    ]);
    expect(registry.stateOf('information')).toBe(AreaState.notExist);
    expect(registry.entry('information')).toBeUndefined();
  });

  it('aborts a running load when the area is no longer used and ignores its late answer', async () => {
    registry.retain('cyber', 'view')();
    const call = loader.lastCall('cyber')!;
    expect(call.context.signal.aborted).toBe(true);
    call.resolve('late');
    await flush();
    expect(registry.stateOf('cyber')).toBe(AreaState.notExist);
  });

  it('fetches a ready remote view again when the page path changes', async () => {
    registry.retain('information', 'view', { fullPath: '/en/information/about' });
    loader.lastCall('information')!.resolve('about');
    await flush();
    registry.retain('information', 'view', { fullPath: '/en/information/contacts' });
    expect(loader.loadCount('information')).toBe(2);
    expect(loader.lastCall('information')!.context.fullPath).toBe('/en/information/contacts');
    loader.lastCall('information')!.resolve('contacts');
    await flush();
    expect(registry.resultOf('information')).toBe('contacts');
    expect(registry.entry('information')!.viewCount).toBe(2);
    expect(events.some((event) => event.type === 'unmounted')).toBe(false);
  });

  it('dispose leaves no timer and no running load', async () => {
    loader.failNext('bingo', new Error('x'));
    registry.retain('bingo', 'view');
    registry.retain('poker', 'view');
    await flush();
    expect(platform.clock.pendingTimerCount()).toBe(1);
    registry.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
    expect(loader.lastCall('poker')!.context.signal.aborted).toBe(true);
  });
});

describe('AreaRegistryService properties', () => {
  type Step =
    | { op: 'retain'; kind: 'view' | 'component' }
    | { op: 'release'; kind: 'view' | 'component' }
    | { op: 'resolve' }
    | { op: 'reject' }
    | { op: 'advance'; ms: number }
    | { op: 'reload' };

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ op: fc.constant('retain' as const), kind: fc.constantFrom('view' as const, 'component' as const) }),
    fc.record({ op: fc.constant('release' as const), kind: fc.constantFrom('view' as const, 'component' as const) }),
    fc.record({ op: fc.constant('resolve' as const) }),
    fc.record({ op: fc.constant('reject' as const) }),
    fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 5000 }) }),
    fc.record({ op: fc.constant('reload' as const) }),
  );

  it('only ever makes allowed moves, never counts below zero, and leaves nothing behind', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const platform = createTestPlatform();
        const loader = new ScriptedAreaLoader();
        const registry = new AreaRegistryService(platform.clock, platform.logger, loader);
        const moves: Array<[number, number]> = [];
        const events: string[] = [];
        registry.on((event) => {
          events.push(event.type);
          if (event.type === 'stateChanged') moves.push([event.from, event.to]);
        });
        const releases: Array<() => void> = [];
        for (const current of steps) {
          if (current.op === 'retain') releases.push(registry.retain('area', current.kind));
          else if (current.op === 'release') releases.shift()?.();
          else if (current.op === 'resolve') loader.lastCall('area')?.resolve('ok');
          else if (current.op === 'reject') loader.lastCall('area')?.reject(new Error('x'));
          else if (current.op === 'advance') platform.clock.advanceBy(current.ms);
          else registry.reload('area');
          await flush();
          const entry = registry.entry('area');
          if (entry) {
            expect(entry.viewCount).toBeGreaterThanOrEqual(0);
            expect(entry.componentCount).toBeGreaterThanOrEqual(0);
          }
        }
        for (const release of releases) release();
        await flush();
        expect(registry.entry('area')).toBeUndefined();
        expect(platform.clock.pendingTimerCount()).toBe(0);
        for (const [from, to] of moves) expect(canMoveArea(from as AreaState, to as AreaState)).toBe(true);
        expect(platform.logger.messages('warn').filter((message) => message === 'remote area: move refused')).toEqual([]);
        if (releases.length > 0) expect(events.at(-1)).toBe('unmounted');
      }),
      { numRuns: 200 },
    );
  });

  it('cancels a scheduled retry when the last user goes', async () => {
    const platform = createTestPlatform();
    const loader = new ScriptedAreaLoader().failNext('news', new Error('x'));
    const registry = new AreaRegistryService(platform.clock, platform.logger, loader);
    const release = registry.retain('news', 'component');
    await flush();
    expect(platform.clock.pendingTimerCount()).toBe(1);
    release();
    expect(platform.clock.pendingTimerCount()).toBe(0);
    platform.clock.advanceBy(10_000);
    expect(loader.loadCount('news')).toBe(1);
  });

  it('is observable: a reaction sees the display change from preloader to content', async () => {
    const platform = createTestPlatform();
    const loader = new ScriptedAreaLoader();
    const registry = new AreaRegistryService(platform.clock, platform.logger, loader);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(registry.displayOf('points')));
    registry.retain('points', 'view');
    loader.lastCall('points')!.resolve('ok');
    await flush();
    stop();
    expect(seen).toEqual(['nothing', 'preloader', 'content']);
  });
});
