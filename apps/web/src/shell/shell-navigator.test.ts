import { BlockApi, RedirectApi, DictionaryApi, SiteConfigApi, AuthStatusApi, AppVersionApi, TermsStatusApi, ConsentApi } from '@kickoff/contracts';
import { InMemoryBlockApi, InMemoryDictionaryApi, InMemoryRedirectApi } from '@kickoff/guards-core';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { REFERRAL_HELD_STORAGE_KEY } from '@kickoff/referral-core';
import { InMemoryAppVersionApi, InMemoryAuthStatusApi, InMemoryConsentApi, InMemorySiteConfigApi, InMemoryTermsStatusApi, ModalStore, STORED_LANGUAGE_KEY, ShellNavigator, aSiteConfig } from '@kickoff/shell-core';
import type { Container, ServiceIdentifier } from 'inversify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppContainer } from '../container';


const LANGUAGES = [
  { code: 'en', name: 'English', hiddenForGuests: false },
  { code: 'ru', name: 'Русский', hiddenForGuests: false },
  { code: 'uk', name: 'Українська', hiddenForGuests: true },
];

describe('the composition root wires shell-core\'s ShellNavigator (in-memory APIs)', () => {
  let platform: TestPlatform;
  let container: Container;
  let navigator: ShellNavigator;
  let blocks: InMemoryBlockApi;
  let siteConfigs: InMemorySiteConfigApi;

  function rebind<T>(id: ServiceIdentifier<T>, value: T): void {
    container.unbind(id);
    container.bind(id).toConstantValue(value);
  }

  beforeEach(() => {
    platform = createTestPlatform(Date.UTC(2026, 10, 22, 12));
    container = createAppContainer(platform);
    blocks = new InMemoryBlockApi();
    siteConfigs = new InMemorySiteConfigApi();
    for (const lang of ['en', 'ru']) siteConfigs.set(lang, aSiteConfig({ languages: LANGUAGES, defaultLanguage: 'en', enabledFeatures: ['toto'] }));
    rebind(SiteConfigApi, siteConfigs);
    rebind(BlockApi, blocks);
    rebind(RedirectApi, new InMemoryRedirectApi().addRule('/en/old-promo', '/en/promotions', 301));
    rebind(DictionaryApi, new InMemoryDictionaryApi().add('en', 'main', { main_ok: 'OK' }));
    rebind(AuthStatusApi, new InMemoryAuthStatusApi());
    rebind(AppVersionApi, new InMemoryAppVersionApi());
    rebind(TermsStatusApi, new InMemoryTermsStatusApi());
    rebind(ConsentApi, new InMemoryConsentApi());
    navigator = container.get(ShellNavigator);
  });

  afterEach(() => {
    navigator.dispose();
    // every timer of the shell services is given back on dispose
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('sends a path without a language to the stored language, then shows it and stores the language', async () => {
    platform.localStore.set(STORED_LANGUAGE_KEY, 'ru');
    expect(await navigator.go('/information/about')).toEqual({ kind: 'redirect', to: '/ru/information/about', hard: false });
    expect(await navigator.go('/ru/information/about')).toEqual({ kind: 'show', scrollToTop: true });
    expect(navigator.shown?.target.match.route.name).toBe('informationAbout');
    expect(platform.localStore.get(STORED_LANGUAGE_KEY)).toBe('ru');
  });

  it('sends a guest-hidden language to the default one without the ua cookie, and keeps it with the cookie', async () => {
    expect(await navigator.go('/uk/toto')).toMatchObject({ kind: 'redirect', to: '/en/toto' });
    platform.cookies.set('ua', '1');
    expect(await navigator.go('/uk/toto')).toMatchObject({ kind: 'show' });
  });

  it('shows an unmatched path and a switched-off section as a 404', async () => {
    await navigator.go('/en/no/such/page');
    expect(navigator.shown).toMatchObject({ notFound: true });
    await navigator.go('/en/lotto');
    expect(navigator.shown).toMatchObject({ notFound: true });
    await navigator.go('/en/toto');
    expect(navigator.shown).toMatchObject({ notFound: false });
  });

  it('sends a blocked page to the page of its reason code (17: block-ie)', async () => {
    blocks.block('*', 17);
    expect(await navigator.go('/en/slots')).toMatchObject({ kind: 'redirect', to: '/en/block-ie' });
    expect(await navigator.go('/en/block-ie')).toMatchObject({ kind: 'show' });
  });

  it('follows the redirect-light answer', async () => {
    expect(await navigator.go('/en/old-promo')).toMatchObject({ kind: 'redirect', to: '/en/promotions' });
  });

  it('keeps referral tags for the session until marketing consent, and opens the modal named in the query', async () => {
    await navigator.go('/en?ref=77&modal=forgotpassword');
    expect(platform.sessionStore.get(REFERRAL_HELD_STORAGE_KEY)).toContain('77');
    expect(container.get(ModalStore).isOpen('forgotpassword')).toBe(true);
  });

  it('sends every page to maintenance while it is active', async () => {
    siteConfigs.set('en', aSiteConfig({ languages: LANGUAGES, maintenance: { isActive: true, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 1 } }));
    expect(await navigator.go('/en/live')).toMatchObject({ kind: 'redirect', to: '/en/maintenance' });
  });
});
