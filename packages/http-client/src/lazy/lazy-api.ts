/**
 * An API implementation whose module is loaded on its first call (issue 20: the first route's
 * JavaScript carries only the calls it makes; the account, office, casino-play, payment, ... calls
 * and their contracts' schemas come with the first page that uses them).
 *
 * The stand-in has every method of the interface: each one loads the implementation once (a failed
 * load is forgotten, so the next call tries again) and forwards its arguments. Only for interfaces
 * whose methods all answer a promise: a call before the module is there cannot answer otherwise.
 */
export function lazyApi<T extends object>(load: () => Promise<T>): T {
  let pending: Promise<T> | undefined;
  const implementation = (): Promise<T> => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  // A class instance as the target: MobX and the container see an object, not a plain record to copy, and not a promise.
  return new Proxy(new LazyApiStandIn(), {
    get(target, key, receiver) {
      if (typeof key !== 'string' || key === 'then' || key in target) return Reflect.get(target, key, receiver) as unknown;
      let method = methods.get(key);
      if (!method) {
        method = async (...args: unknown[]) => {
          const api = (await implementation()) as Record<string, (...callArgs: unknown[]) => unknown>;
          const own = api[key];
          if (typeof own !== 'function') throw new TypeError(`the API has no method ${key}`);
          return own.apply(api, args);
        };
        methods.set(key, method);
      }
      return method;
    },
  }) as unknown as T;
}

/** The object behind a lazy API (what `toString` and `instanceof` see). */
class LazyApiStandIn {}
