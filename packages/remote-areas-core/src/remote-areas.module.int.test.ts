import { Container } from 'inversify';
import { RemoteViewApi, type RemoteViewData } from '@kickoff/contracts';
import { Clock, createTestPlatform, platformModule } from '@kickoff/platform';
import { AreaPrefetch, ClockIdleScheduler, IdleScheduler } from './prefetch/area-prefetch.service';
import { describe, expect, it } from 'vitest';
import { AreaState } from './area-state/area-state.rules';
import { AreaLoader, routeAreaLoaders } from './registry/area-loader';
import { AreaRegistry } from './registry/area-registry.service';
import { RemoteViewLoader } from './remote-view/remote-view-loader';
import { remoteAreasModule } from './remote-areas.module';
import { InMemoryRemoteViewApi } from './testing/in-memory-remote-view-api';
import { ScriptedAreaLoader } from './testing/scripted-area-loader';

const flush = async (): Promise<void> => {
  for (let index = 0; index < 10; index++) await Promise.resolve();
};

const aboutView: RemoteViewData = { appName: 'information', title: 'About', codeToEval: '', scriptsToLoad: [], head: '', body: '<p>About</p>', style: '', cssToLoad: [] };

describe('remoteAreasModule wired in a container', () => {
  it('loads app chunks and remote views through the registry, retrying a failed remote view', async () => {
    const platform = createTestPlatform();
    const api = new InMemoryRemoteViewApi().addView(aboutView).failNext(1);
    const chunks = new ScriptedAreaLoader().succeedNext('betting', { default: 'BettingArea' });
    const container = new Container();
    container.load(platformModule(platform), remoteAreasModule);
    container.bind(RemoteViewApi).toConstantValue(api);
    container.bind(AreaLoader).toDynamicValue((context) => routeAreaLoaders({ betting: chunks }, context.get(RemoteViewLoader))).inSingletonScope();
    const registry = container.get(AreaRegistry);

    registry.retain('betting', 'view');
    const release = registry.retain('information', 'view', { fullPath: '/en/information/about', components: [{ name: 'faq' }] });
    await flush();
    expect(registry.resultOf('betting')).toEqual({ default: 'BettingArea' });
    expect(registry.stateOf('information')).toBe(AreaState.error);
    expect(registry.displayOf('information')).toBe('preloader');

    platform.clock.advanceBy(1000);
    await flush();
    expect(registry.stateOf('information')).toBe(AreaState.ready);
    expect((registry.resultOf('information') as RemoteViewData).title).toBe('About /en/information/about [faq]');
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]).toEqual({ appName: 'information', fullPath: '/en/information/about', components: [{ name: 'faq' }] });

    release();
    expect(registry.stateOf('information')).toBe(AreaState.notExist);

    container.bind(IdleScheduler).toDynamicValue((context) => new ClockIdleScheduler(context.get(Clock)));
    const prefetch = container.get(AreaPrefetch);
    prefetch.schedule(['betting', 'casino']);
    platform.clock.advanceBy(2200);
    // betting is ready in the registry; casino is not a chunk here, so the remote view loader warms it
    expect(api.requests.at(-1)).toEqual({ appName: 'casino', fullPath: '/' });
    expect(chunks.loadCount('betting')).toBe(1);
    expect(prefetch.prefetched).toEqual(['casino']);
    prefetch.dispose();
    registry.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});
