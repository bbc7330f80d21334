import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A start-up failure the operator can act on: one line naming the cause and the fix. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** The file PostgreSQL (and the embedded database) writes in every data folder it owns. */
const PG_VERSION_FILE = 'PG_VERSION';

/**
 * Checks the embedded database's folder before the database opens (issue 19), so a read-only, full
 * or foreign folder is named as such instead of the database's own opaque failure: the folder must
 * be creatable and writable, and when it is not empty it must be a database folder.
 */
export function prepareDataFolder(dataDir: string, databaseDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = join(dataDir, `.write-probe-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe);
  } catch (error) {
    throw explainStartupError(error, { dataDir });
  }
  if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0 && !existsSync(join(databaseDir, PG_VERSION_FILE))) {
    throw new StartupError(`the folder ${databaseDir} is not a Kickoff database (no ${PG_VERSION_FILE}): move it away or set DATA_DIR to another folder`);
  }
}

/** What start-up was doing when it failed: the data folder, the port, the database server. */
export interface StartupPlace {
  dataDir?: string;
  port?: number;
  databaseUrl?: string;
}

/** One line that names the cause of a start-up failure and the fix; the error itself when unknown. */
export function explainStartupError(error: unknown, place: StartupPlace): Error {
  if (error instanceof StartupError) return error;
  const failure = error as { code?: string; errno?: number; message?: string };
  const code = failure.code ?? '';
  const message = failure.message ?? String(error);
  const folder = place.dataDir ?? 'the data folder';
  if (code === 'EADDRINUSE') return new StartupError(`port ${place.port ?? ''} is in use: stop the program that holds it or set PORT to a free port`);
  if (code === 'EACCES' && place.port !== undefined && /listen/i.test(message)) return new StartupError(`port ${place.port} needs privileges this user lacks: set PORT to 1024 or above`);
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return new StartupError(`the data folder ${folder} is not writable (${code}): make it writable or set DATA_DIR to a writable folder`);
  if (code === 'ENOSPC' || /no space left|ENOSPC/i.test(message)) return new StartupError(`the disk of ${folder} is full: free some space or set DATA_DIR to a folder on another disk`);
  if (code === 'ENOTDIR' || code === 'EEXIST') return new StartupError(`${folder} is a file, not a folder: set DATA_DIR to a folder`);
  if (place.databaseUrl !== undefined) {
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') return new StartupError(`cannot reach the PostgreSQL server of DATABASE_URL (${code}): start it or correct DATABASE_URL`);
    if (code === '28P01' || code === '28000') return new StartupError('the PostgreSQL server refused the user of DATABASE_URL: correct the user or password');
    if (code === '3D000') return new StartupError('the database named in DATABASE_URL does not exist: create it or correct DATABASE_URL');
    if (/not PostgreSQL|unsupported server/i.test(message)) return new StartupError(`the server of DATABASE_URL is not PostgreSQL: ${message}`);
  }
  if (/PGlite failed to initialize|errno: 51|Aborted\(\)/i.test(message) || failure.errno === 51) {
    return new StartupError(`the embedded database in ${folder} cannot open (damaged, from another version, or the disk is full or read-only): free space, or move the folder away or set DATA_DIR`);
  }
  return error instanceof Error ? error : new Error(message);
}
