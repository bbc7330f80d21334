import { expect, type Page } from '@playwright/test';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build the e2e server serves (playwright.config.ts: `E2E_WEB_DIST`, else ./dist). */
export function servedWebDist(): string {
  return process.env['E2E_WEB_DIST'] ?? join(process.cwd(), 'dist');
}

/** Page model of the installed app: the service worker, offline pages and the update notice. */
export class PwaModel {
  constructor(readonly page: Page) {}

  /** Waits until the page's service worker is active; returns its state. */
  async activeWorkerState(): Promise<string | null> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state ?? null;
    });
  }

  /** Whether a service worker controls the page (it answers the page's requests). */
  async isControlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  /** Asks the browser to look for a new service worker now (it also does on navigation). */
  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  }

  /** Whether a new build is installed and waiting. */
  async hasWaitingWorker(): Promise<boolean> {
    return this.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
  }

  /** Every URL the service worker's caches hold. */
  async cachedUrls(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
  }

  offlinePage() {
    return this.page.getByTestId('offline-page');
  }

  updateNotice() {
    return this.page.getByTestId('update-notice');
  }

  /** Loads the page until a service worker controls it (the first visit installs it). */
  async installed(path: string): Promise<void> {
    await this.page.goto(path);
    await expect.poll(() => this.activeWorkerState(), { timeout: 30_000 }).toBe('activated');
    await this.page.reload();
    await expect.poll(() => this.isControlled(), { timeout: 30_000 }).toBe(true);
  }
}

/**
 * A new deployment of the web app as the browser sees it: the served `sw.js` changes (a build
 * marker appended; precompressed twins set aside so the new bytes are what is served). `restore()`
 * puts the build back as it was.
 */
export function deployNewWorker(distDir = servedWebDist()): { restore(): void } {
  const worker = join(distDir, 'sw.js');
  const original = readFileSync(worker, 'utf8');
  const twins = ['sw.js.br', 'sw.js.gz'].map((name) => join(distDir, name)).filter((path) => existsSync(path));
  for (const twin of twins) renameSync(twin, `${twin}.e2e-aside`);
  writeFileSync(worker, `${original}\n// e2e deployment ${new Date().toISOString()}\n`);
  return {
    restore() {
      writeFileSync(worker, original);
      for (const twin of twins) if (existsSync(`${twin}.e2e-aside`)) renameSync(`${twin}.e2e-aside`, twin);
    },
  };
}
