import { Container } from 'inversify';
import { BlockApi, DictionaryApi, RedirectApi } from '@kickoff/contracts';
import { createTestPlatform, platformModule } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { DictionaryStore } from './dictionaries/dictionary.service';
import { guardsCoreModule } from './guards-core.module';
import { Navigation } from './navigation/navigation.service';
import { InMemoryBlockApi, InMemoryDictionaryApi, InMemoryRedirectApi } from './testing/in-memory-page-apis';
import { aGuardSiteConfig, aGuest } from './testing/navigation-context.builder';

describe('guardsCoreModule wired in a container', () => {
  it('navigates with the bound APIs and shares the dictionary store', async () => {
    const platform = createTestPlatform();
    const container = new Container();
    container.load(platformModule(platform), guardsCoreModule);
    container.bind(BlockApi).toConstantValue(new InMemoryBlockApi().block('*', 13));
    container.bind(RedirectApi).toConstantValue(new InMemoryRedirectApi());
    container.bind(DictionaryApi).toConstantValue(new InMemoryDictionaryApi().add('ru', 'main', { main_ok: 'ОК' }));
    const navigation = container.get(Navigation);
    expect(navigation).toBe(container.get(Navigation));
    const world = {
      site: aGuardSiteConfig(),
      user: aGuest(),
      storedLanguage: 'ru',
      hasUaCookie: false,
      device: { isMobile: false, isIpadLikeMac: false, isSearchBot: false },
      isProduction: true,
      appVersion: { firstSeen: null, latest: null, updateNotified: false },
      serverErrorStatus: null,
      openModalCount: 0,
      navigationBlocked: false,
      afterRegistrationRedirectUrl: null,
      quickCouponVisible: false,
    };
    expect(await navigation.navigate('/live', world)).toMatchObject({ kind: 'redirect', to: '/ru/block-ua' });
    expect(await navigation.navigate('/ru/block-ua', world)).toMatchObject({ kind: 'continue' });
    expect(container.get(DictionaryStore).entries('ru', 'main')).toEqual({ main_ok: 'ОК' });
    expect(platform.logger.messages('warn')).toEqual([]);
  });
});
