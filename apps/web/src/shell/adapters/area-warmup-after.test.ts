import { describe, expect, it, vi } from 'vitest';
import { AreaWarmupAfter } from './area-warmup-after';

// Issue 20: the areas' warm-up starts once the page answers, not when its navigation is decided.

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('AreaWarmupAfter', () => {
  it('hands the areas to the prefetch only once the page answers', async () => {
    const inner = { schedule: vi.fn(), dispose: vi.fn() };
    const page = deferred();
    const warmup = new AreaWarmupAfter(inner, page.promise);
    warmup.schedule(['betting', 'casino']);
    await Promise.resolve();
    expect(inner.schedule).not.toHaveBeenCalled();
    page.resolve();
    await page.promise;
    await Promise.resolve();
    expect(inner.schedule).toHaveBeenCalledTimes(1);
    expect(inner.schedule).toHaveBeenCalledWith(['betting', 'casino']);
  });

  it('hands nothing once disposed before the page answers', async () => {
    const inner = { schedule: vi.fn(), dispose: vi.fn() };
    const page = deferred();
    const warmup = new AreaWarmupAfter(inner, page.promise);
    warmup.schedule(['casino']);
    warmup.dispose();
    page.resolve();
    await page.promise;
    await Promise.resolve();
    expect(inner.schedule).not.toHaveBeenCalled();
    expect(inner.dispose).toHaveBeenCalledTimes(1);
  });
});
