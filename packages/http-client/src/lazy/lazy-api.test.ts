import { describe, expect, it } from 'vitest';
import { lazyApi } from './lazy-api';

interface GreetingApi {
  greet(name: string, times: number): Promise<string>;
  count(): Promise<number>;
}

class EnglishGreetings implements GreetingApi {
  private calls = 0;
  greet(name: string, times: number): Promise<string> {
    this.calls += 1;
    return Promise.resolve(`hello ${name} `.repeat(times).trim());
  }
  count(): Promise<number> {
    return Promise.resolve(this.calls);
  }
}

describe('lazyApi (issue 20: an API implementation loaded on its first call)', () => {
  it('loads nothing until the first call, then loads once and forwards the arguments to the one implementation', async () => {
    let loads = 0;
    const api = lazyApi<GreetingApi>(() => {
      loads += 1;
      return Promise.resolve(new EnglishGreetings());
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([api.greet('Ann', 2), api.greet('Bo', 1)]);
    expect(first).toBe('hello Ann hello Ann');
    expect(second).toBe('hello Bo');
    expect(await api.count()).toBe(2);
    expect(loads).toBe(1);
  });

  it('tries the load again on the next call after a failed one', async () => {
    let loads = 0;
    const api = lazyApi<GreetingApi>(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('chunk not fetched')) : Promise.resolve(new EnglishGreetings());
    });
    await expect(api.greet('Ann', 1)).rejects.toThrow('chunk not fetched');
    expect(await api.greet('Ann', 1)).toBe('hello Ann');
    expect(loads).toBe(2);
  });

  it('is not taken for a promise (no then) and rejects a method the implementation lacks', async () => {
    const api = lazyApi<GreetingApi>(() => Promise.resolve(new EnglishGreetings()));
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    expect(Object.getPrototypeOf(api)).not.toBe(Object.prototype);
    await expect((api as unknown as { shout(): Promise<string> }).shout()).rejects.toThrow('the API has no method shout');
  });
});
