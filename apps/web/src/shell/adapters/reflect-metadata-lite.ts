/**
 * issue 20: the metadata store the container's decorators write to, in place of the
 * `reflect-metadata/lite` polyfill in the browser build (vite.config.ts maps that import to
 * `reflect-metadata-install.ts`, which installs these; the server render and the tests keep the polyfill). The container reads and writes its own keys with
 * `Reflect.defineMetadata` and `Reflect.getOwnMetadata` only, and no decorator metadata is emitted
 * (`emitDecoratorMetadata` is off), so a map per target and property is all it needs: the same
 * answers for those calls in a tenth of the bytes.
 */

type Key = string | symbol | undefined;

/** Metadata of one target: per property (undefined for the target itself), per metadata key. */
const store = new WeakMap<object, Map<Key, Map<unknown, unknown>>>();

function entries(target: object, property: Key, create: boolean): Map<unknown, unknown> | undefined {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let byKey = byProperty.get(property);
  if (!byKey && create) {
    byKey = new Map();
    byProperty.set(property, byKey);
  }
  return byKey;
}

function objectTarget(target: unknown): object {
  if ((typeof target !== 'object' || target === null) && typeof target !== 'function') throw new TypeError('metadata target must be an object');
  return target;
}

export function defineMetadata(key: unknown, value: unknown, target: unknown, property?: string | symbol): void {
  entries(objectTarget(target), property, true)?.set(key, value);
}

export function hasOwnMetadata(key: unknown, target: unknown, property?: string | symbol): boolean {
  return entries(objectTarget(target), property, false)?.has(key) ?? false;
}

export function getOwnMetadata(key: unknown, target: unknown, property?: string | symbol): unknown {
  return entries(objectTarget(target), property, false)?.get(key);
}

/** Own metadata, else that of the prototype chain (a subclass reads its parent's). */
export function getMetadata(key: unknown, target: unknown, property?: string | symbol): unknown {
  for (let current: unknown = objectTarget(target); current !== null && current !== undefined; current = Object.getPrototypeOf(current)) {
    const own = entries(current as object, property, false);
    if (own?.has(key)) return own.get(key);
  }
  return undefined;
}

export function hasMetadata(key: unknown, target: unknown, property?: string | symbol): boolean {
  for (let current: unknown = objectTarget(target); current !== null && current !== undefined; current = Object.getPrototypeOf(current)) {
    if (entries(current as object, property, false)?.has(key)) return true;
  }
  return false;
}

/** Puts the functions on the global `Reflect` unless a full polyfill is already there. */
export function installReflectMetadata(reflect: object = Reflect): void {
  const target = reflect as Record<string, unknown>;
  if (typeof target['getOwnMetadata'] === 'function') return;
  Object.assign(target, { defineMetadata, hasOwnMetadata, getOwnMetadata, getMetadata, hasMetadata });
}
