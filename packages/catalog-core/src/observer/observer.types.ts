/**
 * Read models as observer objects (issue 12; STYLE.md "Read models follow TanStack's QueryObserver"):
 * a view asks a catalogue for an observer of the data it shows, reads `status`, `data` and `error`
 * (MobX-observable) and gives the observer back with `dispose()`. Keys of shared data stay inside the
 * catalogue.
 */

/** Where an observer stands: `idle` once disposed, `loading` before the first answer, `ready` with data, `error` without data. */
export type ObserverStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A failed read: the API's code and the dictionary key a view shows. */
export interface ObserverError {
  readonly code: string;
  readonly key: string;
}

/** What every read observer offers. */
export interface ReadObserver<T> {
  readonly status: ObserverStatus;
  /** The last data read; kept while a later read fails (then `error` is set and `status` stays `ready`). */
  readonly data: T | null;
  readonly error: ObserverError | null;
  /** Reads again now. */
  refetch(): void;
  /** Gives the subscription back; the last observer of a data set stops its poll. Idempotent. */
  dispose(): void;
}

/** The dictionary key of an error code: a failed connection, a missing item, or the generic error. */
export function errorKeyOfCode(code: string): string {
  if (code === 'network_error') return 'main_network_error';
  if (code === 'not_found') return 'main_not_found';
  return 'main_error';
}

/** The observer error of a code. */
export function observerError(code: string): ObserverError {
  return { code, key: errorKeyOfCode(code) };
}

/** The status from what an observer holds. */
export function observerStatus(disposed: boolean, hasData: boolean, errorCode: string | null | undefined): ObserverStatus {
  if (disposed) return 'idle';
  if (hasData) return 'ready';
  return errorCode ? 'error' : 'loading';
}
