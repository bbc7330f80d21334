// The bench's load generator, run as its own process (`node load.mjs '<json>'`) so that it never
// shares the server's event loop. It prints one JSON line: { latencies, outcomes, seconds }.
//
// Options: { origin, kind: 'poll' | 'place' | 'flood', connections, durationMs,
//   poll:  path, conditional (send If-None-Match with the last ETag), intervalMs (0: closed loop,
//          else each poller waits this long after an answer, as the app's poll does),
//          follow (issue 20: the live delta; each poller asks `since=` the version its last ETag names),
//   place: templates [{ cookie, coupon }] (each placing gets a fresh idempotency id),
//   flood: requests [{ method, path, body }] sent round-robin (the worst known requests) }
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const options = JSON.parse(process.argv[2]);
const { origin, kind, connections, durationMs } = options;
const target = new URL(origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const outcomes = {};
/** Accepted placings per worker (each worker places for one player: the money check adds them up). */
const acceptedByWorker = {};
let sequence = 0;

function send({ method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function once(worker, state) {
  if (kind === 'poll') {
    const since = options.follow && state.etag ? /^"live-(\d+)-/.exec(state.etag)?.[1] : undefined;
    const path = since === undefined ? options.path : `${options.path}${options.path.includes('?') ? '&' : '?'}since=${since}`;
    const response = await send({ path, headers: options.conditional && state.etag ? { 'if-none-match': state.etag } : {} });
    state.etag = response.headers.etag ?? state.etag;
    return String(response.status);
  }
  if (kind === 'flood') {
    const request = options.requests[sequence++ % options.requests.length];
    const response = await send(request);
    return String(response.status);
  }
  const template = options.templates[worker % options.templates.length];
  const coupon = { ...template.coupon, id: `bench-${process.pid}-${worker}-${sequence++}` };
  const response = await send({ method: 'POST', path: '/web-api/coupon/v1/place', headers: { cookie: template.cookie, 'x-requested-with': 'XMLHttpRequest' }, body: coupon });
  if (response.status !== 200) return String(response.status);
  const answer = JSON.parse(response.body.toString('utf8') || '{}');
  if (answer.status !== 'accepted') return String(answer.code ?? answer.status);
  acceptedByWorker[worker] = (acceptedByWorker[worker] ?? 0) + 1;
  return 'accepted';
}

const started = performance.now();
const deadline = started + durationMs;
const intervalMs = options.intervalMs ?? 0;
await Promise.all(
  Array.from({ length: connections }, async (_unused, worker) => {
    const state = { etag: null };
    // Pollers at an interval start spread over one interval, as players arrive.
    if (intervalMs > 0) await sleep((worker / connections) * intervalMs);
    while (performance.now() < deadline) {
      const t0 = performance.now();
      let outcome;
      try {
        outcome = await once(worker, state);
      } catch (error) {
        outcome = `error ${error?.code ?? error?.message ?? error}`;
      }
      latencies.push(performance.now() - t0);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (intervalMs > 0) await sleep(intervalMs);
    }
  }),
);
agent.destroy();
process.stdout.write(`${JSON.stringify({ latencies, outcomes, acceptedByWorker, seconds: (performance.now() - started) / 1000 })}\n`);
