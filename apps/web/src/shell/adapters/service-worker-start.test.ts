import { describe, expect, it } from 'vitest';
import { registerWhenPageQuiet, SERVICE_WORKER_AFTER_READY_MS, SERVICE_WORKER_IDLE_TIMEOUT_MS, type ServiceWorkerStartTimers } from './service-worker-start';

/** Timers that record what was asked and run it when told. */
function recordedTimers() {
  const asked: string[] = [];
  const pending: (() => void)[] = [];
  const timers: ServiceWorkerStartTimers = {
    setTimeout: (callback, ms) => {
      asked.push(`timeout ${ms}`);
      pending.push(callback);
    },
    requestIdle: (callback, timeoutMs) => {
      asked.push(`idle ${timeoutMs}`);
      pending.push(callback);
    },
  };
  return { asked, timers, runNext: () => pending.shift()?.() };
}

describe('the service worker is registered once the page answers (issue 20)', () => {
  it('not before the page is ready, then after a delay and in an idle period, once', async () => {
    const { asked, timers, runNext } = recordedTimers();
    let registered = 0;
    let markReady!: () => void;
    const pageReady = new Promise<void>((resolve) => (markReady = resolve));
    registerWhenPageQuiet(pageReady, () => registered++, timers);
    await Promise.resolve();
    expect(asked).toEqual([]);
    expect(registered).toBe(0);

    markReady();
    await pageReady;
    await Promise.resolve();
    expect(asked).toEqual([`timeout ${SERVICE_WORKER_AFTER_READY_MS}`]);
    runNext();
    expect(asked).toEqual([`timeout ${SERVICE_WORKER_AFTER_READY_MS}`, `idle ${SERVICE_WORKER_IDLE_TIMEOUT_MS}`]);
    expect(registered).toBe(0);
    runNext();
    expect(registered).toBe(1);
    runNext();
    expect(registered).toBe(1);
  });
});
