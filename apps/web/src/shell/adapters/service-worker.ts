/// <reference types="vite-plugin-pwa/client" />
import { AppUpdateWorker, isSearchBot } from '@kickoff/shell-core';
import type { Logger } from '@kickoff/platform';
import type { Container } from 'inversify';
import { registerSW } from 'virtual:pwa-register';
import { browserServiceWorkerStartTimers, registerWhenPageQuiet } from './service-worker-start';

/**
 * The app's service worker (vite-plugin-pwa, Workbox) as shell-core's `AppUpdateWorker`: registered
 * a while after the page answers (`registerWhenPageQuiet`), a new build waits until the player accepts the update notice, then
 * takes over and the page reloads into it.
 */
export class BrowserServiceWorker implements AppUpdateWorker {
  private ready = false;
  private readonly listeners = new Set<() => void>();
  private registration: ServiceWorkerRegistration | undefined;
  private update: ((reloadPage?: boolean) => Promise<void>) | undefined;

  constructor(logger: Logger, pageReady: Promise<void>) {
    registerWhenPageQuiet(pageReady, () => this.register(logger), browserServiceWorkerStartTimers);
  }

  private register(logger: Logger): void {
    this.update = registerSW({
      // the page has loaded long before
      immediate: true,
      onNeedRefresh: () => {
        this.ready = true;
        for (const listener of [...this.listeners]) listener();
      },
      onRegisteredSW: (_url, registration) => {
        this.registration = registration;
      },
      onRegisterError: (error: unknown) => logger.warn('service worker registration failed', { error: String(error) }),
    });
  }

  onUpdateReady(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.ready) listener();
    return () => this.listeners.delete(listener);
  }

  async checkForUpdate(): Promise<void> {
    await this.registration?.update();
  }

  async applyUpdate(): Promise<boolean> {
    if (!this.ready || !this.update) return false;
    // Workbox tells the waiting worker to take over and reloads the page once it controls it.
    await this.update(true);
    return true;
  }
}

/**
 * Registers the service worker once `pageReady` (the page's first commit) and a while after, and binds it for the update notice; not for search bots (document
 * 001 §4: their visits skip the timers, and the worker's checks are such background work) nor in a
 * browser without service workers.
 */
export function bindServiceWorker(container: Container, logger: Logger, pageReady: Promise<void>): void {
  if (!('serviceWorker' in navigator) || isSearchBot(navigator.userAgent)) return;
  container.bind(AppUpdateWorker).toConstantValue(new BrowserServiceWorker(logger, pageReady));
}
