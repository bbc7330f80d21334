import { describe, expect, it } from 'vitest';
import { createShellTestBed, flushPromises } from '../testing/shell-test-container';
import { AppVersionService } from './app-version.service';

describe('AppVersionService, wired', () => {
  it('starts checking after 60 s and fires the update event once the version differs from the first seen', async () => {
    const bed = createShellTestBed();
    const service = bed.container.get(AppVersionService);
    const updates: string[] = [];
    service.onUpdate((version) => updates.push(version));
    service.start('1.0.637');
    bed.platform.clock.advanceBy(59_999);
    expect(bed.appVersionApi.checkCount).toBe(0);
    bed.platform.clock.advanceBy(1);
    await flushPromises();
    expect(bed.appVersionApi.checkCount).toBe(1);
    expect(service.isUpdateAvailable).toBe(false);
    bed.appVersionApi.deploy('1.0.638');
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    expect(service.isUpdateAvailable).toBe(true);
    expect(updates).toEqual(['1.0.638']);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('takes the first fetched version as the first seen when none is given', async () => {
    const bed = createShellTestBed();
    const service = bed.container.get(AppVersionService);
    const unsubscribe = service.onUpdate(() => undefined);
    service.start();
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    expect(service.firstSeenVersion).toBe('1.0.637');
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    expect(service.isUpdateAvailable).toBe(false);
    bed.appVersionApi.fail = true;
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    expect(service.isUpdateAvailable).toBe(false);
    service.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(service.listenerCount()).toBe(1);
    unsubscribe();
    expect(service.listenerCount()).toBe(0);
  });

  it('a search-bot visit starts no check', () => {
    const bed = createShellTestBed({ userAgent: 'Googlebot/2.1' });
    bed.container.get(AppVersionService).start('1');
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});
