// Load generator of the API benchmark, in its own thread so the pollers do not share the
// server's event loop. workerData: { baseUrl, concurrency, durationMs, kind: 'poll' | 'place', path,
// conditional, templates: [{ cookie, coupon }] }. Posts { latencies, outcomes, seconds }.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, concurrency, durationMs, kind, path, conditional, templates } = workerData;
const latencies = [];
const outcomes = {};
const started = performance.now();
const deadline = started + durationMs;
let sequence = 0;

async function once(worker, state) {
  if (kind === 'poll') {
    const response = await fetch(`${baseUrl}${path}`, { headers: conditional && state.etag ? { 'if-none-match': state.etag } : {} });
    state.etag = response.headers.get('etag');
    await response.arrayBuffer();
    return String(response.status);
  }
  const template = templates[worker % templates.length];
  const coupon = { ...template.coupon, id: `bench-${worker}-${sequence++}-${Math.random().toString(36).slice(2, 10)}` };
  const response = await fetch(`${baseUrl}/web-api/coupon/v1/place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: template.cookie },
    body: JSON.stringify(coupon),
  });
  const body = await response.json();
  return response.status !== 200 ? String(response.status) : body.status === 'accepted' ? 'accepted' : body.code;
}

await Promise.all(
  Array.from({ length: concurrency }, async (_unused, worker) => {
    const state = { etag: null };
    while (performance.now() < deadline) {
      const t0 = performance.now();
      let outcome;
      try {
        outcome = await once(worker, state);
      } catch (error) {
        outcome = `error ${error?.cause?.code ?? error?.message ?? error}`;
      }
      latencies.push(performance.now() - t0);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  }),
);
parentPort.postMessage({ latencies, outcomes, seconds: (performance.now() - started) / 1000 });
