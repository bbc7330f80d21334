import { autorun, isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createShellTestBed, flushPromises } from '../testing/shell-test-container';
import { SiteConfigStore } from './site-config.store';
import { aSiteConfig } from '../testing/fixtures';

describe('SiteConfigStore, wired', () => {
  it('loads the configuration through SiteConfigApi', async () => {
    const bed = createShellTestBed({ config: { siteName: 'Loaded' } });
    const store = bed.container.get(SiteConfigStore);
    expect(store.isUsingDefaults).toBe(true);
    await store.load('en');
    expect(store.status).toBe('loaded');
    expect(store.config.siteName).toBe('Loaded');
    expect(store.config.isRegistrationAllowed).toBe(true);
  });

  it('retries 5 times at 1 s and succeeds on the sixth attempt', async () => {
    const bed = createShellTestBed();
    bed.siteConfigApi.failNext(5);
    const store = bed.container.get(SiteConfigStore);
    const done = store.load('en');
    await flushPromises();
    for (let retry = 1; retry <= 5; retry++) {
      expect(bed.siteConfigApi.calls).toHaveLength(retry);
      bed.platform.clock.advanceBy(999);
      await flushPromises();
      expect(bed.siteConfigApi.calls).toHaveLength(retry);
      bed.platform.clock.advanceBy(1);
      await flushPromises();
    }
    await done;
    expect(bed.siteConfigApi.calls).toHaveLength(6);
    expect(store.status).toBe('loaded');
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it("goes to 'no site config' with safe defaults after the 5 retries fail", async () => {
    const bed = createShellTestBed();
    bed.siteConfigApi.failNext(100);
    const store = bed.container.get(SiteConfigStore);
    const done = store.load('en');
    for (let step = 0; step < 6; step++) {
      await flushPromises();
      bed.platform.clock.advanceBy(1_000);
    }
    await done;
    expect(bed.siteConfigApi.calls).toHaveLength(6);
    expect(store.status).toBe('no-site-config');
    expect(store.config.isRegistrationAllowed).toBe(false);
    expect(store.config.isPaymentRouteEnabled).toBe(false);
    expect(store.config.isAutoLogoffEnable).toBe(true);
    expect(bed.platform.logger.messages('error')).toContain('no site config');
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('keeps the last loaded configuration when a reload fails', async () => {
    const bed = createShellTestBed({ config: { siteName: 'First' } });
    const store = bed.container.get(SiteConfigStore);
    await store.load('en');
    bed.siteConfigApi.failNext(100);
    const done = store.reload();
    for (let step = 0; step < 6; step++) {
      await flushPromises();
      bed.platform.clock.advanceBy(1_000);
    }
    await done;
    expect(store.status).toBe('no-site-config');
    expect(store.config.siteName).toBe('First');
  });

  it('a new load supersedes a retrying one, and dispose leaves no timer', async () => {
    const bed = createShellTestBed();
    bed.siteConfigApi.failNext(1);
    const store = bed.container.get(SiteConfigStore);
    const first = store.load('en');
    await flushPromises();
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);
    bed.siteConfigApi.failNext(1);
    const second = store.load('en');
    await first;
    await flushPromises();
    store.dispose();
    await second;
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});

describe('SiteConfigStore, boot data (issue 20)', () => {
  it("takes the page's configuration of its language: loaded at once, no call", async () => {
    const bed = createShellTestBed({ config: { siteName: 'Called' } });
    bed.platform.bootData.set('config', { lang: 'en', config: aSiteConfig({ siteName: 'Booted' }) });
    const store = bed.container.get(SiteConfigStore);
    const done = store.load('en');
    expect(store.status).toBe('loaded');
    expect(store.config.siteName).toBe('Booted');
    await done;
    expect(bed.siteConfigApi.calls).toEqual([]);
    // the part is taken once: a reload (after sign-in) calls the API
    await store.reload();
    expect(bed.siteConfigApi.calls).toEqual(['en']);
    expect(store.config.siteName).toBe('Called');
  });

  it('keeps a configuration as it came, replaced whole: not copied into observables field by field', async () => {
    const bed = createShellTestBed({ config: { siteName: 'Called' } });
    const booted = aSiteConfig({ siteName: 'Booted' });
    bed.platform.bootData.set('config', { lang: 'en', config: booted });
    const store = bed.container.get(SiteConfigStore);
    await store.load('en');
    expect(store.config).toBe(booted);
    expect(isObservable(store.config.languages)).toBe(false);
    // a new configuration is still seen by what reads the store
    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.config.siteName));
    await store.reload();
    stop();
    expect(seen).toEqual(['Booted', 'Called']);
  });

  it('calls the API without boot data, for another language, or a malformed part', async () => {
    for (const part of [undefined, { lang: 'de', config: aSiteConfig({ siteName: 'Booted' }) }, { lang: 'en', config: { siteName: 'Booted' } }, 'config']) {
      const bed = createShellTestBed({ config: { siteName: 'Called' } });
      if (part !== undefined) bed.platform.bootData.set('config', part);
      const store = bed.container.get(SiteConfigStore);
      await store.load('en');
      expect(bed.siteConfigApi.calls).toEqual(['en']);
      expect(store.config.siteName).toBe('Called');
    }
  });
});
