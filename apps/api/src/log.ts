import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * The served API's log (issue 20): the same lines at the same level as before, written
 * asynchronously. Each line used to be one synchronous write to the standard output (about 14 % of
 * the API's main thread while placing); the destination now writes in the background and, while a
 * write is under way, gathers the lines that come meanwhile into its buffer for the next write, so
 * a line still goes out at once when the API is quiet and many go out in one write under load.
 *
 * Nothing is lost on a clean stop or a fatal error at start-up: both `close` the log before the
 * process exits (every line written, the write under way finished); on an uncaught error the
 * destination writes what its buffer holds synchronously when the process exits (pino's exit hook).
 * What a crash that ends the process without running its exit handlers (SIGKILL, an out-of-memory
 * abort, a native fault) can lose: the lines still in the buffer, at most those logged
 * since the last write began (under load a few milliseconds of lines; when quiet, none).
 */
export interface ServedLog {
  /** Fastify's logger options: the level and the asynchronous destination. */
  readonly options: Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** Writes every line logged so far and stops the destination; resolves once they are written (a clean stop). */
  close(): Promise<void>;
}

/** The served API's log at `level`, to file descriptor `fd` (the standard output unless a test gives one). */
export function servedLog(level: string, fd = 1): ServedLog {
  const destination = pino.destination({ dest: fd, sync: false });
  let closed: Promise<void> | undefined;
  return {
    options: { level, stream: destination },
    close() {
      closed ??= new Promise<void>((resolve) => {
        destination.once('close', () => resolve());
        destination.end();
      });
      return closed;
    },
  };
}
