// The built product as served: the API's dist (with the built web app) in its own process, on the
// embedded database in a fresh folder or on PostgreSQL when DATABASE_URL is set, logging as in
// production (level info, to a sink the bench does not read).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const apiDir = join(webDir, '..', 'api');
/** The built web app to serve (default: this package's dist, built when missing). */
export const webDist = process.env.BENCH_WEB_DIST ?? join(webDir, 'dist');
/** The API's bundle to run (default: the API package's dist, built when missing). */
export const apiMain = process.env.BENCH_API_MAIN ?? join(apiDir, 'dist', 'main.js');

export function ensureBuilt() {
  if (!existsSync(join(webDist, 'index.html'))) spawnSync('pnpm', ['--filter', '@kickoff/web', 'build'], { stdio: 'inherit', cwd: webDir });
  if (!existsSync(apiMain)) spawnSync('pnpm', ['--filter', '@kickoff/api', 'build'], { stdio: 'inherit', cwd: webDir });
}

/** A free loopback port (other servers on the machine may hold the usual ones). */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The machine's load average, printed beside every figure (the bench shares its cores). */
export const load = () => `load ${loadavg().map((value) => value.toFixed(1)).join(' ')}`;

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Starts the API. Answers { origin, pid, stop() }. `env` adds settings (e.g. DATABASE_URL); the
 * registration limit is raised so the bench can register its players.
 */
export async function startApi({ port, env = {}, logLevel = 'info' } = {}) {
  const listenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'kickoff-bench-'));
  // BENCH_API_NODE_ARGS: Node flags for the API's process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it under the load (a profile is written when the API stops at the end of the bench).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, apiMain], {
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: logLevel,
      PUBLIC_ORIGIN: origin,
      REGISTRATIONS_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let attempt = 0; attempt < 480 && !exited; attempt++) {
    try {
      const response = await fetch(`${origin}/health`);
      if (response.ok) {
        return {
          origin,
          pid: child.pid,
          async stop() {
            if (!exited) {
              child.kill('SIGTERM');
              await new Promise((resolve) => child.once('exit', resolve));
            }
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error('the API did not start');
}

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux; clock ticks at 100 Hz). The
 * machine the bench runs on is shared, so the CPU a placing costs the API is a steadier figure
 * than its rate.
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * CPU seconds of a process's main thread alone (/proc/<pid>/task/<pid>): the event loop that
 * answers HTTP. The rest of the process's CPU is its other threads: the embedded database's worker
 * (issue 20), garbage collection and I/O helpers.
 */
export function mainThreadCpuSeconds(pid) {
  return cpuSeconds(`${pid}/task/${pid}`);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * fetch with one retry on a socket error: after a long idle (the Lighthouse runs) the first request
 * may go out on a pooled keep-alive connection the server has closed meanwhile.
 */
export async function fetchRetry(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!/fetch failed/.test(error?.message ?? '')) throw error;
    return fetch(url, init);
  }
}
