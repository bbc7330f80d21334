// Shared steps of the two commands (`npm start`, `npm test`): install what is missing, run tools.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, rmSync, readdirSync, openSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Prints a step header. */
export function say(message) {
  console.log(`\n\u001b[1m▶ ${message}\u001b[0m`);
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...options.env }, ...options.spawn });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolvePromise(1);
    });
  });
}

/**
 * Runs a command with its output (stdout and stderr) written to the file `logFile` instead of the
 * terminal, for steps that run at the same time (issue 20: CI time); resolves with its exit code.
 */
export function runLogged(command, args, logFile, options = {}) {
  const fd = openSync(logFile, 'a');
  return run(command, args, { ...options, spawn: { ...options.spawn, stdio: ['ignore', fd, fd] } }).finally(() => closeSync(fd));
}

/** Runs a command and throws when it fails. */
export async function mustRun(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

function works(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pnpm to use: the one on PATH when it is the pinned version, else a local copy in .tools. */
export async function ensurePnpm() {
  if (works('pnpm', ['--version']) === PNPM_VERSION) return 'pnpm';
  const local = join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local) || works(local, ['--version']) !== PNPM_VERSION) {
    say(`installing pnpm ${PNPM_VERSION} into .tools`);
    await mustRun('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(ROOT, '.tools'), `pnpm@${PNPM_VERSION}`]);
  }
  // turbo runs each task through `pnpm run`, so the local pnpm must be on the children's PATH too.
  process.env.PATH = `${dirname(local)}${delimiter}${process.env.PATH ?? ''}`;
  return local;
}

/** Installs the workspace dependencies (frozen lockfile in CI). */
export async function ensureDependencies(pnpm) {
  say('installing dependencies');
  const args = ['install', process.env.CI ? '--frozen-lockfile' : '--prefer-offline'];
  await mustRun(pnpm, args, { env: { TURBO_TELEMETRY_DISABLED: '1' } });
}

async function aptInstall(packages) {
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const install = [...sudo, 'apt-get', 'install', '-y', '--no-install-recommends', ...packages];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run(install[0], install.slice(1), { env })) === 0) return;
  await mustRun(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update'], { env });
  await mustRun(install[0], install.slice(1), { env });
}

/** Debian's Chromium for the end-to-end tests (Playwright cannot download its own here). */
export async function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  say('installing Chromium from Debian');
  await aptInstall(['chromium']);
  return path;
}

/** The folder with PostgreSQL's initdb and pg_ctl, installing Debian's server when absent. */
export async function ensurePostgres() {
  const find = () => {
    const base = '/usr/lib/postgresql';
    if (existsSync(base)) {
      const versions = readdirSync(base).filter((name) => existsSync(join(base, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
      if (versions[0]) return join(base, versions[0], 'bin');
    }
    const onPath = works('sh', ['-c', 'command -v initdb']);
    return onPath ? dirname(onPath) : null;
  };
  let bin = find();
  if (!bin) {
    say('installing the PostgreSQL server from Debian');
    await aptInstall(['postgresql']);
    bin = find();
  }
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found after installing');
  return bin;
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

/**
 * Starts a private PostgreSQL cluster (initdb in a temporary folder, pg_ctl on a free loopback
 * port), runs `work(databaseUrl)`, then stops the cluster and removes the folder.
 */
export async function withPostgres(bin, work) {
  const folder = mkdtempSync(join(tmpdir(), 'kickoff-pg-'));
  chmodSync(folder, 0o777);
  const dataDir = join(folder, 'data');
  const port = await freePort();
  // initdb refuses to run as root: run the server as the postgres user then.
  const as = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  const pg = (tool, args) => (as.length ? run(as[0], [...as.slice(1), join(bin, tool), ...args]) : run(join(bin, tool), args));
  try {
    if ((await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'])) !== 0) throw new Error('initdb failed');
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    if ((await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start'])) !== 0) throw new Error('pg_ctl start failed');
    return await work(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    rmSync(folder, { recursive: true, force: true });
  }
}
