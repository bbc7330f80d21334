import { BrowserIdleScheduler } from './idle-scheduler';

/**
 * When the app's service worker is registered (issue 20). Its install downloads and compiles every
 * precached file on a thread of its own; on a phone's few cores that work competed with the page's
 * own start (on a 2-core machine the worker's thread used as much CPU after the first paint as the
 * page's main thread, and a build whose worker precached nothing cut home's and live's blocking
 * time in every alternated pair). The worker serves no first visit anyway, so it is registered once
 * the page answers (its first commit), a while after, in an idle period of the main thread.
 */

/** How long after the page's first commit the worker is registered at the earliest. */
export const SERVICE_WORKER_AFTER_READY_MS = 3_000;
/** The longest wait for an idle period after that. */
export const SERVICE_WORKER_IDLE_TIMEOUT_MS = 2_000;

export interface ServiceWorkerStartTimers {
  setTimeout(callback: () => void, ms: number): void;
  requestIdle(callback: () => void, timeoutMs: number): void;
}

const idle = new BrowserIdleScheduler();
/** The browser's timers; an idle period as the remote areas wait for one (`BrowserIdleScheduler`). */
export const browserServiceWorkerStartTimers: ServiceWorkerStartTimers = {
  setTimeout: (callback, ms) => void window.setTimeout(callback, ms),
  requestIdle: (callback, timeoutMs) => void idle.request(callback, timeoutMs),
};

/** Calls `register` once: after `pageReady`, SERVICE_WORKER_AFTER_READY_MS later, in an idle period. */
export function registerWhenPageQuiet(pageReady: Promise<void>, register: () => void, timers: ServiceWorkerStartTimers): void {
  void pageReady.then(() => {
    timers.setTimeout(() => timers.requestIdle(register, SERVICE_WORKER_IDLE_TIMEOUT_MS), SERVICE_WORKER_AFTER_READY_MS);
  });
}
