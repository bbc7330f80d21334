import { describe, expect, it } from 'vitest';
import { createShellTestBed, flushPromises } from '../testing/shell-test-container';
import { AppVersionService } from '../app-version/app-version.service';
import { AppUpdateWorker } from './app-update.ports';
import { AppUpdateService, connectAppUpdate } from './app-update.service';

/** A worker registration played in memory: a build can be made to wait, and applying it is recorded. */
class FakeWorker implements AppUpdateWorker {
  waiting = false;
  applied = 0;
  checks = 0;
  private readonly listeners = new Set<() => void>();

  installNewBuild(): void {
    this.waiting = true;
    for (const listener of this.listeners) listener();
  }
  onUpdateReady(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.waiting) listener();
    return () => this.listeners.delete(listener);
  }
  async checkForUpdate(): Promise<void> {
    this.checks++;
  }
  async applyUpdate(): Promise<boolean> {
    if (!this.waiting) return false;
    this.applied++;
    return true;
  }
}

function bedWithWorker(worker?: FakeWorker) {
  const bed = createShellTestBed();
  if (worker) bed.container.bind(AppUpdateWorker).toConstantValue(worker);
  return { bed, service: bed.container.get(AppUpdateService) };
}

describe('AppUpdateService: the update-available notice (document 001 §4)', () => {
  it('shows nothing until the worker has a new build waiting, then offers the reload into it', async () => {
    const worker = new FakeWorker();
    const { bed, service } = bedWithWorker(worker);
    service.start();
    expect(connectAppUpdate(service).visible).toBe(false);
    worker.installNewBuild();
    expect(connectAppUpdate(service)).toEqual({ visible: true, messageKey: 'main_update_available', reloadKey: 'main_update_reload', laterKey: 'main_update_later', reloadEnabled: true });
    const accepting = service.accept();
    expect(connectAppUpdate(service).reloadEnabled).toBe(false);
    await accepting;
    expect(worker.applied).toBe(1);
    // The worker reloads the page once the new build controls it; the shell does not reload twice.
    expect(bed.host.reloads).toBe(0);
    await service.accept();
    expect(worker.applied).toBe(1);
  });

  it('a build already waiting when the app starts is offered at once', () => {
    const worker = new FakeWorker();
    worker.waiting = true;
    const { service } = bedWithWorker(worker);
    service.start();
    expect(connectAppUpdate(service).visible).toBe(true);
  });

  it('the app-version check’s update event shows the notice and asks the worker for the new build; without a waiting build the page reloads', async () => {
    const worker = new FakeWorker();
    const { bed, service } = bedWithWorker(worker);
    service.start();
    const appVersion = bed.container.get(AppVersionService);
    appVersion.start('1.0.637');
    bed.appVersionApi.deploy('1.0.638');
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    expect(connectAppUpdate(service).visible).toBe(true);
    expect(worker.checks).toBe(1);
    await service.accept();
    expect(worker.applied).toBe(0);
    expect(bed.host.reloads).toBe(1);
    appVersion.dispose();
  });

  it('without a service worker (unsupported browser, search bot) accepting reloads the page', async () => {
    const { bed, service } = bedWithWorker();
    service.start();
    const appVersion = bed.container.get(AppVersionService);
    appVersion.start('1.0.637');
    bed.appVersionApi.deploy('2.0.0');
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    await service.accept();
    expect(bed.host.reloads).toBe(1);
    appVersion.dispose();
  });

  it('“later” hides the notice until the next update; dispose stops listening', () => {
    const worker = new FakeWorker();
    const { service } = bedWithWorker(worker);
    service.start();
    worker.installNewBuild();
    service.dismiss();
    expect(connectAppUpdate(service).visible).toBe(false);
    worker.installNewBuild();
    expect(connectAppUpdate(service).visible).toBe(true);
    service.dismiss();
    service.dispose();
    worker.installNewBuild();
    expect(connectAppUpdate(service).visible).toBe(false);
  });
});
