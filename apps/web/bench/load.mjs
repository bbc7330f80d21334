// The bench's load generator, run as its own process (`node load.mjs '<json>'`) so that it never
// shares the server's event loop. It prints one JSON line: { latencies, outcomes, cpuSeconds, seconds }.
//
// Options: { origin, kind: 'poll' | 'place' | 'flood', connections, durationMs,
//   poll:  path, conditional (send If-None-Match with the last ETag), intervalMs (0: closed loop,
//          else each poller waits this long after an answer, as the app's poll does),
//          follow (issue 20: the live delta; each poller asks `since=` the version its last ETag names),
//          record (a timeline: each request's start since the load began, its latency and outcome),
//          seen (issue 20: when, in ms since the epoch, a poller first had each live version its ETag names),
//   place: templates [{ cookie, coupon }] (each placing gets a fresh idempotency id),
//   flood: requests [{ method, path, body }] sent round-robin (the worst known requests) }
//
// Pollers speak HTTP/1.1 over one kept-alive socket each with a lean client (PollConnection): the
// request's bytes written at once, the answer read by its Content-Length (or chunks) and ETag. Node's
// http client costs about as much CPU per request as the server's whole answer to a 304 (issue 20:
// at ~20,000 polls/s it took its core and its own queueing became most of the p99 measured), and
// a player's browser is not it; the latency is still the time from writing a request to having its
// whole answer.
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

const options = JSON.parse(process.argv[2]);
const { origin, kind, connections, durationMs } = options;
const target = new URL(origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const outcomes = {};
/** [start ms since the load began, latency ms, outcome] per request, when `record` is on. */
const timeline = [];
/** The first time (ms since the epoch) a poller had each live version, when `seen` is on. */
const firstSeen = {};
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

const CRLF2 = Buffer.from('\r\n\r\n');

/** One poller's kept-alive HTTP/1.1 connection: one request at a time, reconnected when the server closes it. */
class PollConnection {
  socket = null;
  buffer = null;
  waiting = null;

  open() {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: target.hostname, port: Number(target.port) });
      socket.setNoDelay(true);
      socket.once('connect', () => resolve(socket));
      socket.once('error', reject);
      socket.on('data', (chunk) => this.received(chunk));
      socket.on('close', () => {
        if (this.socket === socket) this.socket = null;
        this.fail(new Error('socket closed'));
      });
      socket.on('error', (error) => this.fail(error));
    });
  }

  fail(error) {
    const waiting = this.waiting;
    this.waiting = null;
    this.buffer = null;
    waiting?.reject(Object.assign(error, { code: error.code ?? 'ECONNRESET' }));
  }

  /** The last request's bytes and what they were made of: a poller repeats the same request until its ETag changes. */
  lastPath = null;
  lastEtag = null;
  lastBytes = null;

  /** A GET of `path`, with If-None-Match when `etag` is given. */
  async request(path, etag) {
    this.socket ??= await this.open();
    if (path !== this.lastPath || etag !== this.lastEtag) {
      this.lastPath = path;
      this.lastEtag = etag;
      this.lastBytes = Buffer.from(`GET ${path} HTTP/1.1\r\nhost: ${target.host}\r\naccept-encoding: br, gzip\r\n${etag ? `if-none-match: ${etag}\r\n` : ''}\r\n`, 'latin1');
    }
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(this.lastBytes);
    });
  }

  received(chunk) {
    this.buffer = this.buffer === null ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf(CRLF2);
    if (end < 0 || this.waiting === null) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const etag = /\r\netag: *([^\r]*)/i.exec(head)?.[1];
    let bodyEnd = end + 4;
    if (status !== 304 && status !== 204) {
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (length) {
        bodyEnd += Number(length[1]);
      } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
        // chunked: size lines until the zero chunk and its blank line
        for (;;) {
          const line = this.buffer.indexOf('\r\n', bodyEnd);
          if (line < 0) return;
          const size = parseInt(this.buffer.toString('latin1', bodyEnd, line), 16);
          if (size === 0) {
            if (this.buffer.length < line + 4) return;
            bodyEnd = line + 4;
            break;
          }
          bodyEnd = line + 2 + size + 2;
          if (this.buffer.length < bodyEnd) return;
        }
      }
    }
    if (this.buffer.length < bodyEnd) return;
    this.buffer = this.buffer.length > bodyEnd ? this.buffer.subarray(bodyEnd) : null;
    const waiting = this.waiting;
    this.waiting = null;
    if (/\r\nconnection: *close/i.test(head)) {
      this.socket?.destroy();
      this.socket = null;
    }
    waiting.resolve({ status, etag });
  }

  close() {
    this.socket?.destroy();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function once(worker, state) {
  if (kind === 'poll') {
    const since = options.follow && state.etag ? /^"live-(\d+)-/.exec(state.etag)?.[1] : undefined;
    const path = since === undefined ? options.path : `${options.path}${options.path.includes('?') ? '&' : '?'}since=${since}`;
    state.connection ??= new PollConnection();
    const response = await state.connection.request(path, options.conditional && state.etag ? state.etag : null);
    state.etag = response.etag ?? state.etag;
    if (options.seen && response.etag) {
      const version = /^"live-(\d+)-/.exec(response.etag)?.[1];
      if (version !== undefined && !(version in firstSeen)) firstSeen[version] = performance.timeOrigin + performance.now();
    }
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
const cpuAtStart = process.cpuUsage();
const deadline = started + durationMs;
const intervalMs = options.intervalMs ?? 0;
await Promise.all(
  Array.from({ length: connections }, async (_unused, worker) => {
    const state = { etag: null, connection: null };
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
      if (options.record) timeline.push([Math.round((t0 - started) * 10) / 10, Math.round((performance.now() - t0) * 10) / 10, outcome]);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (intervalMs > 0) await sleep(intervalMs);
    }
    state.connection?.close();
  }),
);
agent.destroy();
// issue 20: the load generator's own CPU (it shares the machine's cores with the API)
const { user, system } = process.cpuUsage(cpuAtStart);
process.stdout.write(`${JSON.stringify({ latencies, outcomes, acceptedByWorker, cpuSeconds: (user + system) / 1e6, ...(options.record ? { timeline, startedAtMs: performance.timeOrigin + started } : {}), ...(options.seen ? { firstSeen } : {}), seconds: (performance.now() - started) / 1000 })}\n`);
