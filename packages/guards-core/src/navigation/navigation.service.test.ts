import { MemoryLogger } from '@kickoff/platform';
import { autorun } from 'mobx';
import { beforeEach, describe, expect, it } from 'vitest';
import { DictionaryStoreService } from '../dictionaries/dictionary.service';
import { aGuardSiteConfig, aGuest, aSignedInUser } from '../testing/navigation-context.builder';
import { InMemoryBlockApi, InMemoryDictionaryApi, InMemoryRedirectApi } from '../testing/in-memory-page-apis';
import { NavigationService, type NavigationWorld } from './navigation.service';

function aWorld(overrides: Partial<NavigationWorld> = {}): NavigationWorld {
  return {
    site: aGuardSiteConfig(),
    user: aGuest(),
    storedLanguage: 'en',
    hasUaCookie: false,
    device: { isMobile: false, isIpadLikeMac: false, isSearchBot: false },
    isProduction: true,
    appVersion: { firstSeen: '1', latest: '1', updateNotified: false },
    serverErrorStatus: null,
    openModalCount: 0,
    navigationBlocked: false,
    afterRegistrationRedirectUrl: null,
    quickCouponVisible: false,
    ...overrides,
  };
}

describe('NavigationService', () => {
  let blockApi: InMemoryBlockApi;
  let redirectApi: InMemoryRedirectApi;
  let dictionaryApi: InMemoryDictionaryApi;
  let logger: MemoryLogger;
  let service: NavigationService;

  beforeEach(() => {
    blockApi = new InMemoryBlockApi();
    redirectApi = new InMemoryRedirectApi();
    dictionaryApi = new InMemoryDictionaryApi().add('en', 'main', { main_ok: 'OK' }).add('en', 'casino', { casino: 'Casino' }).add('en', 'betting', {});
    logger = new MemoryLogger();
    service = new NavigationService(blockApi, redirectApi, new DictionaryStoreService(dictionaryApi, logger), logger);
  });

  it('accepts a page, loads its dictionaries first and leaves the other effects to the app', async () => {
    const seen: Array<string | null> = [];
    const stop = autorun(() => seen.push(service.current?.match.route.name ?? null));
    const decision = await service.navigate('/en/slots?ref=4', aWorld());
    stop();
    expect(decision.kind).toBe('continue');
    expect(dictionaryApi.requests).toEqual(['en:main', 'en:casino']);
    expect(service.pendingEffects.map((effect) => effect.type)).toEqual(['captureReferral', 'loadMedia', 'trackPageView', 'loadArea']);
    expect(seen).toEqual([null, 'slots']);
    expect(service.layout).toMatchObject({ layout: 'casino', showFooter: true });
    expect(blockApi.requests).toEqual([{ auth: false, url: '/en/slots?ref=4' }]);
    expect(redirectApi.requests).toEqual(['/en/slots?ref=4']);
  });

  it('sends a blocked page to its block page from the block call (code 17 -> block-ie)', async () => {
    blockApi.block('/en/live', 17);
    expect(await service.navigate('/en/live', aWorld())).toMatchObject({ kind: 'redirect', to: '/en/block-ie' });
    expect(service.current).toBeNull();
  });

  it('follows the redirect-light answer', async () => {
    redirectApi.addRule('/en/old-page', '/en/promotions/new', 301);
    expect(await service.navigate('/en/old-page', aWorld())).toMatchObject({ kind: 'redirect', to: '/en/promotions/new', status: 301, decidedBy: 'serverRenderCheck' });
  });

  it('logs failed block and redirect calls and carries on (document 001 §8)', async () => {
    blockApi.failNext();
    redirectApi.failNext();
    expect(await service.navigate('/en/live', aWorld())).toMatchObject({ kind: 'continue' });
    expect(logger.messages('warn')).toEqual(['block call failed', 'redirect call failed']);
  });

  it('keeps the previous location as the from of the next navigation', async () => {
    await service.navigate('/en/live', aWorld({ user: aSignedInUser() }));
    const decision = await service.navigate('/en/office/recharge', aWorld({ user: aSignedInUser(), site: aGuardSiteConfig({ isRechargeModalEnabled: true }) }));
    expect(decision).toMatchObject({ kind: 'cancel', reason: 'recharge_modal' });
    expect(service.current?.match.route.name).toBe('betting');
    expect(service.scrollToTopFor('/en/live#x')).toBe(false);
    expect(service.scrollToTopFor('/en/information/about')).toBe(true);
  });

  it('a newer navigation supersedes an older one still waiting for its calls', async () => {
    const first = service.navigate('/en/live', aWorld());
    const second = service.navigate('/en/slots', aWorld());
    expect(await first).toEqual({ kind: 'superseded' });
    expect(await second).toMatchObject({ kind: 'continue' });
    expect(service.current?.match.route.name).toBe('slots');
    expect(service.navigating).toBe(false);
  });

  it('a 404 becomes the current location so the page can show it', async () => {
    expect(await service.navigate('/en/nope', aWorld())).toMatchObject({ kind: 'notFound' });
    expect(service.current?.match.route.name).toBe('notFound');
  });
});
