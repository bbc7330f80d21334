import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from './database';
import type { PgliteWorkerData, WorkerAnswer, WorkerErrorBody, WorkerRequest } from './pglite.protocol';

/** A request without its id (the client numbers them). */
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The error the API's thread throws for one the worker reported: the same message and fields (`code` decides the HTTP answer in app.ts). */
function databaseError(body: WorkerErrorBody): Error {
  const error = new Error(body.message);
  error.name = body.name;
  Object.assign(error, body.fields);
  if (body.stack !== undefined) error.stack = body.stack;
  return error;
}

/**
 * Where the worker's script is: beside the API's bundle (`dist/pglite.worker.js`, tsup.config.ts),
 * or, run from the sources (tests, `pnpm dev`), its TypeScript loaded through tsx.
 */
function workerScript(): URL {
  const built = new URL('./pglite.worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  const source = new URL('./pglite.worker.ts', import.meta.url);
  // tsx's ESM entry, from its package's exports (a data: module cannot resolve a package name)
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const entry = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']?.import.default ?? './dist/esm/api/index.mjs';
  const tsx = new URL(entry, pathToFileURL(manifest)).href;
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(source.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

/**
 * The embedded database in a worker thread (issue 20, docs/scaling.md): the same `Database` as
 * PGlite on the API's thread, every statement a message to the worker and its rows the answer. A
 * transaction is a handle in the worker: PGlite's transaction stays open there while `work` runs
 * here, and its statements carry the handle. Errors keep their message and fields (SQLSTATE
 * `code`...). If the worker dies, every waiting statement fails and so does every later one.
 */
export async function openPgliteInWorker(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const tarball = loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : undefined;
  const worker = new Worker(workerScript(), { workerData: { dataDir, ...(tarball ? { loadDataDir: tarball } : {}) } satisfies PgliteWorkerData });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (message: WorkerAnswer) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(databaseError(message.error));
  });
  worker.on('error', (error) => stop(error));
  worker.on('exit', (code) => stop(new Error(`the embedded database's thread stopped (exit code ${code})`)));

  const call = (request: Request): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  /** Statements outside a transaction, or in transaction `tx.handle`, whose first statement opens it. */
  const runner = (tx?: { readonly handle: number; begun: boolean }): Queryable => {
    const place = () => {
      if (!tx) return {};
      const begin = !tx.begun;
      tx.begun = true;
      return begin ? { tx: tx.handle, begin } : { tx: tx.handle };
    };
    return {
      async query<T extends object>(sql: string, params: readonly unknown[] = []) {
        return (await call({ op: 'query', sql, params, ...place() })) as T[];
      },
      async exec(sql: string) {
        await call({ op: 'exec', sql, ...place() });
      },
    };
  };
  let nextTransaction = 1;

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    kind: 'pglite',
    ...runner(),
    // As on one thread: PGlite (in the worker) runs one transaction at a time; committed when `work` resolves, rolled back when it throws.
    // The BEGIN travels with the first statement and the COMMIT is one message: a placing's two statements are three messages (issue 20).
    async transaction(work) {
      const tx = { handle: nextTransaction++, begun: false };
      let ended = false;
      try {
        const result = await work(runner(tx));
        ended = true;
        if (tx.begun) await call({ op: 'end', tx: tx.handle, commit: true });
        return result;
      } catch (error) {
        if (!ended && tx.begun) await call({ op: 'end', tx: tx.handle, commit: false }).catch(() => undefined);
        throw error;
      }
    },
    collectGarbage: async () => {
      await call({ op: 'collect' });
    },
    async close() {
      if (!stopped) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
