import { PGlite, types as pgliteTypes, type Transaction } from '@electric-sql/pglite';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { PgliteWorkerData, WorkerAnswer, WorkerErrorBody, WorkerRequest } from './pglite.protocol';

/**
 * The embedded database's own thread (issue 20, docs/scaling.md): PGlite runs here, so its
 * WebAssembly does not hold the API's event loop while a statement runs. The API's thread sends
 * statements and transactions as messages (`pglite.thread.ts`); PGlite's own locks order them as on
 * one thread: a plain statement waits while a transaction is open, a transaction's statements run
 * in it.
 */

if (!parentPort) throw new Error('pglite.worker runs as a worker thread');
const port = parentPort;
const { dataDir, loadDataDir } = workerData as PgliteWorkerData;

// int8 and numeric arrive as strings by default; money is integer minor units far below 2^53 (as database.ts).
const toNumber = (value: string): number => Number(value);

/** A rollback the API's thread asked for: not an error of the transaction. */
class RollbackRequested extends Error {}

/** An open transaction: PGlite's handle, and how to end it. */
interface OpenTransaction {
  readonly tx: Transaction;
  end(commit: boolean, answerId: number): void;
}

const transactions = new Map<number, OpenTransaction>();

/** An error's message and its primitive fields (SQLSTATE `code`, `detail`, `constraint`, `errno`...), which a structured clone drops. */
function errorBody(error: unknown): WorkerErrorBody {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, ...(error.stack === undefined ? {} : { stack: error.stack }), fields };
}

const answer = (message: WorkerAnswer) => port.postMessage(message);
const fail = (id: number, error: unknown) => answer({ id, ok: false, error: errorBody(error) });

async function start(): Promise<void> {
  const db = await PGlite.create(dataDir, {
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    parsers: { [pgliteTypes.INT8]: toNumber, [pgliteTypes.NUMERIC]: toNumber },
  });

  /** Transactions asked for whose BEGIN has not run yet (PGlite runs one transaction at a time). */
  const opening = new Map<number, Promise<OpenTransaction>>();

  /** Opens transaction `handle`: PGlite's transaction stays open until the API's thread ends it. */
  const begin = (handle: number): Promise<OpenTransaction> => {
    let endAnswer = 0;
    const opened = new Promise<OpenTransaction>((resolveOpen, rejectOpen) => {
      db.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            const open: OpenTransaction = {
              tx,
              end(commit, answerId) {
                endAnswer = answerId;
                transactions.delete(handle);
                if (commit) resolve();
                else reject(new RollbackRequested());
              },
            };
            transactions.set(handle, open);
            opening.delete(handle);
            resolveOpen(open);
          }),
      ).then(
        () => answer({ id: endAnswer, ok: true, value: null }),
        (error: unknown) => {
          transactions.delete(handle);
          if (opening.delete(handle)) rejectOpen(error);
          else if (error instanceof RollbackRequested) answer({ id: endAnswer, ok: true, value: null });
          else fail(endAnswer, error);
        },
      );
    });
    opening.set(handle, opened);
    return opened;
  };

  /** The statement runner of a request: its transaction's (opened first when the request says so), or the database's. */
  const target = async (request: { tx?: number; begin?: boolean }): Promise<Pick<PGlite, 'query' | 'exec'> | Transaction> => {
    if (request.tx === undefined) return db;
    const open = request.begin ? await begin(request.tx) : (transactions.get(request.tx) ?? (await opening.get(request.tx)));
    if (!open) throw new Error(`transaction ${request.tx} is not open`);
    return open.tx;
  };

  port.on('message', (request: WorkerRequest) => {
    switch (request.op) {
      case 'query':
        target(request)
          .then((runner) => runner.query(request.sql, request.params as unknown[]))
          .then(
            (result) => answer({ id: request.id, ok: true, value: result.rows }),
            (error: unknown) => fail(request.id, error),
          );
        return;
      case 'exec':
        target(request)
          .then((runner) => runner.exec(request.sql))
          .then(
            () => answer({ id: request.id, ok: true, value: null }),
            (error: unknown) => fail(request.id, error),
          );
        return;
      case 'end':
        // a transaction still waiting for its BEGIN (another one is open) ends once it has begun
        Promise.resolve(transactions.get(request.tx) ?? opening.get(request.tx)).then(
          (open) => (open ? open.end(request.commit, request.id) : fail(request.id, new Error(`transaction ${request.tx} is not open`))),
          (error: unknown) => fail(request.id, error),
        );
        return;
      case 'collect': {
        // PGlite's initdb and file bundle, the migrations' and the seed's texts: garbage of this thread's heap once the API is ready (issue 19)
        setFlagsFromString('--expose-gc');
        const gc = runInNewContext('gc') as (() => void) | undefined;
        gc?.();
        answer({ id: request.id, ok: true, value: null });
        return;
      }
      case 'close':
        db.close().then(
          () => {
            answer({ id: request.id, ok: true, value: null });
            port.close();
          },
          (error: unknown) => fail(request.id, error),
        );
        return;
    }
  });
  answer({ id: 0, ok: true, value: null });
}

start().catch((error: unknown) => fail(0, error));
