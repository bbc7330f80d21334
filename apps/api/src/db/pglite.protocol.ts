/**
 * The messages between the API's thread and the embedded database's worker thread (issue 20:
 * PGlite off the API's thread, `pglite.worker.ts`, `pglite.thread.ts`). Types only: the worker's
 * bundle takes nothing else from the API.
 */

/** What the worker thread is started with. */
export interface PgliteWorkerData {
  /** PGlite's data folder, or `memory://`. */
  readonly dataDir: string;
  /** A data folder's tarball the database starts from (an integration test's copy of a template, `db/test-template.ts`). */
  readonly loadDataDir?: Uint8Array<ArrayBuffer>;
}

/**
 * A request to the worker. `tx` names the transaction a statement belongs to (a number the API's
 * thread picks); its first statement carries `begin`, which opens it (PGlite's transaction, so
 * plain statements wait until it ends) before the statement runs: no message of its own for BEGIN.
 */
export type WorkerRequest =
  | { readonly id: number; readonly op: 'query'; readonly sql: string; readonly params: readonly unknown[]; readonly tx?: number; readonly begin?: boolean }
  | { readonly id: number; readonly op: 'exec'; readonly sql: string; readonly tx?: number; readonly begin?: boolean }
  /** Commits (or rolls back) the transaction `tx`; answers once it has ended. */
  | { readonly id: number; readonly op: 'end'; readonly tx: number; readonly commit: boolean }
  /** A full garbage collection of the worker's heap (the end of start-up, as `collectStartupGarbage` on the API's thread). */
  | { readonly id: number; readonly op: 'collect' }
  | { readonly id: number; readonly op: 'close' };

/** An error as the database raised it: its message and its fields (`code`, `detail`, `constraint`, `errno`...). */
export interface WorkerErrorBody {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  readonly fields: Readonly<Record<string, string | number | boolean>>;
}

/** The answer to one request, or the worker's start-up outcome (id 0). */
export type WorkerAnswer = { readonly id: number; readonly ok: true; readonly value: unknown } | { readonly id: number; readonly ok: false; readonly error: WorkerErrorBody };
