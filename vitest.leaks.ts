import { afterAll, beforeAll } from 'vitest';

/**
 * Setup file of the integration tests, which share a worker's process file after file (issue 20,
 * CI time): each file must close what it opened. What a file leaves open would keep working under
 * the next files (a listening server, a database's worker thread, a child process) and make them
 * slower or read its state, so the file fails naming it instead. Counted from
 * `process.getActiveResourcesInfo()` at the file's start and end; timers and client sockets are not
 * counted (libraries keep a shared timer and idle keep-alive connections of their own once used),
 * a closing server gets a moment to finish.
 */
const WATCHED = new Set(['TCPServerWrap', 'PipeServerWrap', 'Worker', 'MessagePort', 'ProcessWrap', 'UDPWrap']);

function watchedResources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of process.getActiveResourcesInfo()) if (WATCHED.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

function leftOpen(before: Map<string, number>): string[] {
  const left: string[] = [];
  for (const [name, count] of watchedResources()) if (count > (before.get(name) ?? 0)) left.push(`${name} x${count - (before.get(name) ?? 0)}`);
  return left;
}

let atStart = new Map<string, number>();

beforeAll(() => {
  atStart = watchedResources();
});

afterAll(async () => {
  for (let waited = 0; waited < 2_000 && leftOpen(atStart).length > 0; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  const left = leftOpen(atStart);
  if (left.length > 0) throw new Error(`the file left open: ${left.join(', ')} (close every server, database and worker it starts in afterAll)`);
});
