import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError, explainStartupError, prepareDataFolder } from './startup';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-startup-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

const errno = (code: string, message = code) => Object.assign(new Error(message), { code });
const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe('start-up messages name the cause and the fix (issue 19)', () => {
  it('accepts a new folder and an existing database folder', () => {
    const dir = folder();
    expect(() => prepareDataFolder(join(dir, 'new'), join(dir, 'new', 'db'))).not.toThrow();
    mkdirSync(join(dir, 'db'));
    writeFileSync(join(dir, 'db', 'PG_VERSION'), '17');
    expect(() => prepareDataFolder(dir, join(dir, 'db'))).not.toThrow();
  });

  it('refuses a foreign data folder', () => {
    const dir = folder();
    mkdirSync(join(dir, 'db'));
    writeFileSync(join(dir, 'db', 'holiday.jpg'), 'x');
    expect(() => prepareDataFolder(dir, join(dir, 'db'))).toThrow(/is not a Kickoff database \(no PG_VERSION\): move it away or set DATA_DIR/);
  });

  it('refuses a data folder that is a file', () => {
    const dir = folder();
    writeFileSync(join(dir, 'data'), 'x');
    expect(() => prepareDataFolder(join(dir, 'data'), join(dir, 'data', 'db'))).toThrow(StartupError);
  });

  it('refuses a data folder on a file system that takes no folders', () => {
    expect(() => prepareDataFolder('/sys/kickoff-data', '/sys/kickoff-data/db')).toThrow(/^the data folder \/sys\/kickoff-data is not writable \((EPERM|EACCES|EROFS)\): make it writable or set DATA_DIR/);
  });

  it.skipIf(runsAsRoot)('refuses a read-only data folder', () => {
    const dir = folder();
    chmodSync(dir, 0o555);
    expect(() => prepareDataFolder(dir, join(dir, 'db'))).toThrow(/is not writable \(EACCES\): make it writable or set DATA_DIR/);
  });

  it.each([
    [errno('EROFS'), { dataDir: '/srv/kickoff' }, 'the data folder /srv/kickoff is not writable (EROFS): make it writable or set DATA_DIR to a writable folder'],
    [errno('ENOSPC'), { dataDir: '/srv/kickoff' }, 'the disk of /srv/kickoff is full: free some space or set DATA_DIR to a folder on another disk'],
    [Object.assign(new Error('PGlite failed to initialize properly'), {}), { dataDir: '/srv/kickoff' }, 'the embedded database in /srv/kickoff cannot open (damaged, from another version, or the disk is full or read-only): free space, or move the folder away or set DATA_DIR'],
    [errno('EADDRINUSE', 'listen EADDRINUSE: address already in use'), { port: 8080 }, 'port 8080 is in use: stop the program that holds it or set PORT to a free port'],
    [errno('ECONNREFUSED'), { databaseUrl: 'postgres://x' }, 'cannot reach the PostgreSQL server of DATABASE_URL (ECONNREFUSED): start it or correct DATABASE_URL'],
    [errno('28P01'), { databaseUrl: 'postgres://x' }, 'the PostgreSQL server refused the user of DATABASE_URL: correct the user or password'],
  ])('explains %s', (error, place, message) => {
    const explained = explainStartupError(error, place);
    expect(explained).toBeInstanceOf(StartupError);
    expect(explained.message).toBe(message);
  });

  it('keeps an unknown error as it is', () => {
    const error = new Error('something else');
    expect(explainStartupError(error, {})).toBe(error);
  });
});
