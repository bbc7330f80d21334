/**
 * Whether two values hold the same data (issue 20): equal primitives, or plain objects and arrays
 * with the same keys holding the same data, compared in depth. Functions and class instances are
 * the same only when they are the same object. A view memoised on it draws again only when what it
 * shows changed: an answer that brings a list again with new objects for unchanged games re-renders
 * none of their rows.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameData(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of keys) if (!Object.prototype.hasOwnProperty.call(right, key) || !sameData(left[key], right[key])) return false;
  return true;
}

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** React's `memo` comparison of props by their data (`sameData` on each prop). */
export function samePropsData<P extends object>(previous: Readonly<P>, next: Readonly<P>): boolean {
  return sameData(previous, next);
}
