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
// request's bytes written at once, the answer read where it arrives (net's `onread`, no stream) by
// its status line and headers, the body counted by its Content-Length (or read to its last chunk).
// Node's http client costs about as much CPU per request as the server's whole answer to a 304
// (issue 20: at ~20,000 polls/s it took its core and its own queueing became most of the p99
// measured), and a player's browser is not it; the latency is still the time from writing a request
// to having its whole answer. Each answer's status is counted, and one without the ETag it should
// carry (a 304 names the ETag asked, a 200 has one) is counted apart.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers';

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
/** Every poller's reads land in this one buffer and are read in the callback that gives them (net's `onread`). */
const READ_BUFFER = Buffer.allocUnsafe(65_536);
/** A header's line start as the API writes it (lower case), and in any case for another writer. */
const ETAG_LINE = '\r\netag:';
const ETAG_ANY_CASE = /\r\netag:/i;
const LENGTH_LINE = '\r\ncontent-length:';
const LENGTH_ANY_CASE = /\r\ncontent-length:/i;
const CLOSE_ANY_CASE = /\r\nconnection:[ \t]*close/i;
const CHUNKED_ANY_CASE = /\r\ntransfer-encoding:[ \t]*chunked/i;

/** The value of the header whose line starts at `at` (its `\r\n`) in `head`, without the spaces around it. */
function valueAt(head, at) {
  const colon = head.indexOf(':', at);
  const end = head.indexOf('\r\n', colon);
  return head.slice(colon + 1, end < 0 ? head.length : end).trim();
}

/** The header's value in `head`, found as the API writes it, else in any case; undefined without it. */
function headerValue(head, line, anyCase) {
  let at = head.indexOf(line);
  if (at < 0) at = head.search(anyCase);
  return at < 0 ? undefined : valueAt(head, at);
}

/**
 * One poller's kept-alive HTTP/1.1 connection: one request at a time, reconnected when the server
 * closes it. Its answers are read where they arrive (net's `onread`: no stream, no buffer per read):
 * the status line and headers (status, ETag, Content-Length, Connection), then the body counted by its
 * Content-Length without keeping it (a chunked body is read to its last chunk).
 */
class PollConnection {
  socket = null;
  /** The callback of the answer awaited: (error, status, etag). */
  onAnswer = null;
  /** A head read in parts (copied: the read buffer is shared). */
  partial = null;
  /** Body bytes of the answer still to come. */
  bodyLeft = 0;
  /** A chunked body read so far (copied). */
  chunked = null;
  status = 0;
  etag = undefined;
  closes = false;

  /** The last request's bytes and what they were made of: a poller repeats the same request until its ETag changes. */
  lastPath = null;
  lastEtag = null;
  lastBytes = null;

  /** A GET of `path`, with If-None-Match when `etag` is given; `onAnswer(error, status, etag)` once it is answered. */
  request(path, etag, onAnswer) {
    if (path !== this.lastPath || etag !== this.lastEtag) {
      this.lastPath = path;
      this.lastEtag = etag;
      this.lastBytes = Buffer.from(`GET ${path} HTTP/1.1\r\nhost: ${target.host}\r\naccept-encoding: br, gzip\r\n${etag ? `if-none-match: ${etag}\r\n` : ''}\r\n`, 'latin1');
    }
    this.onAnswer = onAnswer;
    this.socket ??= this.open();
    this.socket.write(this.lastBytes);
  }

  open() {
    const socket = net.connect({ host: target.hostname, port: Number(target.port), onread: { buffer: READ_BUFFER, callback: (length) => this.received(length) } });
    socket.setNoDelay(true);
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      this.fail(new Error('socket closed'));
    });
    socket.on('error', (error) => this.fail(error));
    return socket;
  }

  fail(error) {
    const onAnswer = this.onAnswer;
    this.onAnswer = null;
    this.partial = null;
    this.chunked = null;
    this.bodyLeft = 0;
    onAnswer?.(Object.assign(error, { code: error.code ?? 'ECONNRESET' }));
  }

  /** `length` bytes read into READ_BUFFER. */
  received(length) {
    if (this.onAnswer === null) return;
    if (this.bodyLeft > 0) {
      this.bodyLeft -= Math.min(length, this.bodyLeft);
      if (this.bodyLeft === 0) this.answered();
      return;
    }
    if (this.chunked !== null) {
      this.chunked = Buffer.concat([this.chunked, READ_BUFFER.subarray(0, length)]);
      this.readChunks();
      return;
    }
    let bytes = READ_BUFFER.subarray(0, length);
    if (this.partial !== null) {
      bytes = Buffer.concat([this.partial, bytes]);
      this.partial = null;
    }
    const end = bytes.indexOf(CRLF2);
    if (end < 0) {
      this.partial = Buffer.from(bytes);
      return;
    }
    const head = bytes.toString('latin1', 0, end);
    this.status = Number(head.slice(9, 12));
    this.etag = headerValue(head, ETAG_LINE, ETAG_ANY_CASE);
    this.closes = head.includes('lose') && CLOSE_ANY_CASE.test(head);
    const bodyStart = end + 4;
    if (this.status === 304 || this.status === 204) {
      this.answered();
      return;
    }
    const contentLength = headerValue(head, LENGTH_LINE, LENGTH_ANY_CASE);
    if (contentLength !== undefined) {
      this.bodyLeft = Number(contentLength) - (bytes.length - bodyStart);
      if (this.bodyLeft <= 0) {
        this.bodyLeft = 0;
        this.answered();
      }
      return;
    }
    if (CHUNKED_ANY_CASE.test(head)) {
      this.chunked = Buffer.from(bytes.subarray(bodyStart));
      this.readChunks();
      return;
    }
    this.answered();
  }

  /** A chunked body: size lines until the zero chunk and its blank line. */
  readChunks() {
    const bytes = this.chunked;
    let at = 0;
    for (;;) {
      const line = bytes.indexOf('\r\n', at);
      if (line < 0) return;
      const size = parseInt(bytes.toString('latin1', at, line), 16);
      if (size === 0) {
        if (bytes.length < line + 4) return;
        break;
      }
      at = line + 2 + size + 2;
      if (bytes.length < at) return;
    }
    this.chunked = null;
    this.answered();
  }

  answered() {
    const onAnswer = this.onAnswer;
    this.onAnswer = null;
    if (this.closes) {
      const socket = this.socket;
      this.socket = null;
      socket?.destroy();
    }
    onAnswer(null, this.status, this.etag);
  }

  close() {
    this.socket?.destroy();
  }
}

/**
 * The closed loop's next polls, written once every answer read in this turn of the event loop has its
 * time (issue 20: an answer read after others in the same turn would otherwise count the load
 * generator's own writes of their next requests, a socket write each, as the API's latency).
 */
const nextPolls = [];
function pollSoon(poll) {
  if (nextPolls.length === 0) setImmediate(pollQueued);
  nextPolls.push(poll);
}
function pollQueued() {
  const polls = nextPolls.splice(0, nextPolls.length);
  for (const poll of polls) poll();
}

/**
 * One poller, answer after answer until the deadline (closed loop, or `intervalMs` after each
 * answer), with callbacks rather than promises (issue 20: the load generator shares the API's two
 * cores; what it spends a poll, the API has not). Each answer's status is counted, and an answer
 * without the ETag it should carry is counted apart: a 304 names the ETag asked, a 200 has one.
 */
function poller(worker, done) {
  const state = { etag: null, connection: new PollConnection() };
  const poll = () => {
    if (performance.now() >= deadline) {
      state.connection.close();
      done();
      return;
    }
    const since = options.follow && state.etag ? /^"live-(\d+)-/.exec(state.etag)?.[1] : undefined;
    const path = since === undefined ? options.path : `${options.path}${options.path.includes('?') ? '&' : '?'}since=${since}`;
    const asked = options.conditional && state.etag ? state.etag : null;
    const t0 = performance.now();
    state.connection.request(path, asked, (error, status, etag) => {
      const t1 = performance.now();
      let outcome;
      if (error) {
        outcome = `error ${error.code ?? error.message ?? error}`;
      } else if (status === 304 && etag !== asked) {
        outcome = '304 without the ETag asked';
      } else if (status === 200 && etag === undefined) {
        outcome = '200 without an ETag';
      } else {
        outcome = String(status);
        if (etag !== undefined) state.etag = etag;
        if (options.seen && etag !== undefined) {
          const version = /^"live-(\d+)-/.exec(etag)?.[1];
          if (version !== undefined && !(version in firstSeen)) firstSeen[version] = performance.timeOrigin + t1;
        }
      }
      latencies.push(t1 - t0);
      if (options.record) timeline.push([Math.round((t0 - started) * 10) / 10, Math.round((t1 - t0) * 10) / 10, outcome]);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (intervalMs > 0) setTimeout(poll, intervalMs);
      else pollSoon(poll);
    });
  };
  // Pollers at an interval start spread over one interval, as players arrive.
  if (intervalMs > 0) setTimeout(poll, (worker / connections) * intervalMs);
  else poll();
}

/**
 * A placing player's kept-alive HTTP/1.1 connection (issue 20): the POST's bytes written at once, the
 * answer read by its Content-Length (or chunks) and decompressed when it came compressed. Node's
 * http client cost the load generator 0.3-0.45 ms of CPU a placing, about a third of what the API
 * spent on it, on the same 2 cores; a player's browser is not it. One request at a time,
 * reconnected when the server closes the connection.
 */
class PlaceConnection {
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

  /** A POST of `body` (a string) to `path` with `headers`; answers { status, body } (the body as a string). */
  async post(path, headers, body) {
    this.socket ??= await this.open();
    const payload = Buffer.from(body, 'utf8');
    let head = `POST ${path} HTTP/1.1\r\nhost: ${target.host}\r\naccept-encoding: br, gzip\r\ncontent-type: application/json\r\ncontent-length: ${payload.length}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), payload]));
    });
  }

  received(chunk) {
    this.buffer = this.buffer === null ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0 || this.waiting === null) return;
    const head = this.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    let body = Buffer.alloc(0);
    let bodyEnd = end + 4;
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (length) {
      bodyEnd += Number(length[1]);
      if (this.buffer.length < bodyEnd) return;
      body = this.buffer.subarray(end + 4, bodyEnd);
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const pieces = [];
      for (;;) {
        const line = this.buffer.indexOf('\r\n', bodyEnd);
        if (line < 0) return;
        const size = parseInt(this.buffer.toString('latin1', bodyEnd, line), 16);
        if (size === 0) {
          if (this.buffer.length < line + 4) return;
          bodyEnd = line + 4;
          break;
        }
        if (this.buffer.length < line + 2 + size + 2) return;
        pieces.push(this.buffer.subarray(line + 2, line + 2 + size));
        bodyEnd = line + 2 + size + 2;
      }
      body = Buffer.concat(pieces);
    }
    this.buffer = this.buffer.length > bodyEnd ? this.buffer.subarray(bodyEnd) : null;
    const waiting = this.waiting;
    this.waiting = null;
    if (/\r\nconnection: *close/i.test(head)) {
      this.socket?.destroy();
      this.socket = null;
    }
    const encoding = /\r\ncontent-encoding: *([^\r]*)/i.exec(head)?.[1]?.trim();
    if (encoding === 'br') body = zlib.brotliDecompressSync(body);
    else if (encoding === 'gzip') body = zlib.gunzipSync(body);
    waiting.resolve({ status, body: body.toString('utf8') });
  }

  close() {
    this.socket?.destroy();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function once(worker, state) {
  if (kind === 'flood') {
    const request = options.requests[sequence++ % options.requests.length];
    const response = await send(request);
    return String(response.status);
  }
  const template = options.templates[worker % options.templates.length];
  const coupon = { ...template.coupon, id: `bench-${process.pid}-${worker}-${sequence++}` };
  state.placing ??= new PlaceConnection();
  const response = await state.placing.post('/web-api/coupon/v1/place', { cookie: template.cookie, 'x-requested-with': 'XMLHttpRequest' }, JSON.stringify(coupon));
  if (response.status !== 200) return String(response.status);
  const answer = JSON.parse(response.body || '{}');
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
    if (kind === 'poll') return new Promise((resolve) => poller(worker, resolve));
    const state = { etag: null, connection: null, placing: null };
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
    state.placing?.close();
  }),
);
agent.destroy();
// issue 20: the load generator's own CPU (it shares the machine's cores with the API)
const { user, system } = process.cpuUsage(cpuAtStart);
process.stdout.write(`${JSON.stringify({ latencies, outcomes, acceptedByWorker, cpuSeconds: (user + system) / 1e6, ...(options.record ? { timeline, startedAtMs: performance.timeOrigin + started } : {}), ...(options.seen ? { firstSeen } : {}), seconds: (performance.now() - started) / 1000 })}\n`);
