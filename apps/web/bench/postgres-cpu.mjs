// The CPU a PostgreSQL server has used (issue 20: the database's own CPU per placing), from /proc
// (Linux, clock ticks at 100 Hz): the server's main process found by the port of the database URL,
// its children (the backends of the connections, the background writers) and, through the main
// process's counts of its ended children, the backends that ended meanwhile. A server of another
// user or another machine gives NaN.
import { readFileSync, readdirSync } from 'node:fs';

function stat(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), own: (Number(fields[11]) + Number(fields[12])) / 100, ended: (Number(fields[13]) + Number(fields[14])) / 100 };
  } catch {
    return null;
  }
}

/** The pid of the `postgres` server listening on the URL's port, or null. */
export function postgresPid(databaseUrl) {
  const port = new URL(databaseUrl).port || '5432';
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!args[0]?.endsWith('/postgres')) continue;
      const index = args.indexOf('-p');
      if (index >= 0 && args[index + 1] === port) return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return null;
}

/** CPU seconds of the server `pid` and every process it started, those that ended included. */
export function postgresCpuSeconds(pid) {
  const server = pid === null ? null : stat(pid);
  if (!server) return NaN;
  let total = server.own + server.ended;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(entry);
    if (child && child.ppid === pid) total += child.own;
  }
  return total;
}
