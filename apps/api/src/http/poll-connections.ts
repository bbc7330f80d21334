import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import type { PollAnswers, PollRequest } from './poll-answers';

/**
 * Kept poll answers written on the connection, before Node's HTTP server (issue 20: feed p99 <= 20 ms
 * at 200 closed-loop pollers). A repeated poll answered from its kept answer through Node's HTTP
 * server still cost that server a request and a response object, their streams, listeners and
 * header checks: about half of the API's CPU per poll on a 2-core machine (the other half is the
 * socket's own system calls). Here a new connection's bytes are read first: while each chunk is
 * exactly one complete GET of a kept URL in the plain form below, its answer is written at once, with
 * the bytes Node's server writes for it (the route's headers in their order, then `Date`,
 * `Connection: keep-alive` and `Keep-Alive` as Node adds them). The first chunk that is anything
 * else (another method or URL, an expired answer, a request in parts or with another after it, a
 * header this path does not read or does not accept, a connection asked to close, a client that
 * does not read its answers) is handed with the connection to Node's HTTP server, which parses it
 * as if it had read it itself and keeps the connection for good, with its limits and timeouts; so
 * is every connection while the app closes. The plain form is a subset of what Node accepts:
 * `GET <target> HTTP/1.1`, header names that are tokens, values of visible ASCII, spaces and tabs,
 * `Host` once, `If-None-Match`, `X-Language` and `Accept-Encoding` at most once each, no
 * `Content-Length`, `Transfer-Encoding`, `Upgrade` or `Expect`, `Connection` only `keep-alive`.
 */

/** A chunk longer than this goes to Node's server (a poll's request is a few hundred bytes). */
export const PLAIN_REQUEST_MAX_BYTES = 8_192;

const HEAD_END = '\r\n\r\n';
/** RFC 9110 §5.6.2 token characters. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9a-zA-Z]+$/;
/** Visible ASCII, space and tab (no control character, no obs-text). */
const FIELD_VALUE = /^[\t\x20-\x7e]*$/;
/** A request target of visible ASCII. */
const TARGET = /^[\x21-\x7e]+$/;

/** The request in a chunk when it is one complete GET in the plain form above, else undefined. */
export function plainPollRequest(chunk: Buffer): PollRequest | undefined {
  const length = chunk.length;
  if (length > PLAIN_REQUEST_MAX_BYTES || length < 18) return undefined;
  // one request, whole, and nothing after it
  if (chunk.indexOf(HEAD_END, 0, 'latin1') !== length - 4) return undefined;
  const text = chunk.toString('latin1', 0, length - 2);
  if (!text.startsWith('GET ')) return undefined;
  const lineEnd = text.indexOf('\r\n');
  if (lineEnd < 14 || text.slice(lineEnd - 9, lineEnd) !== ' HTTP/1.1') return undefined;
  const url = text.slice(4, lineEnd - 9);
  if (!TARGET.test(url)) return undefined;
  let host = false;
  let language: string | undefined;
  let ifNoneMatch: string | undefined;
  let acceptEncoding: string | undefined;
  for (let start = lineEnd + 2; start < text.length; ) {
    const end = text.indexOf('\r\n', start);
    const colon = text.indexOf(':', start);
    if (colon <= start || colon > end) return undefined;
    const name = text.slice(start, colon).toLowerCase();
    const value = text.slice(colon + 1, end).replace(/^[\t ]+|[\t ]+$/g, '');
    if (!TOKEN.test(name) || !FIELD_VALUE.test(value)) return undefined;
    switch (name) {
      case 'host':
        if (host) return undefined;
        host = true;
        break;
      case 'x-language':
        if (language !== undefined) return undefined;
        language = value;
        break;
      case 'if-none-match':
        if (ifNoneMatch !== undefined) return undefined;
        ifNoneMatch = value;
        break;
      case 'accept-encoding':
        if (acceptEncoding !== undefined) return undefined;
        acceptEncoding = value;
        break;
      case 'connection':
        if (value.toLowerCase() !== 'keep-alive') return undefined;
        break;
      case 'content-length':
      case 'transfer-encoding':
      case 'upgrade':
      case 'expect':
        return undefined;
    }
    start = end + 2;
  }
  // Node answers an HTTP/1.1 request without Host with 400 (RFC 9112 §3.2)
  if (!host) return undefined;
  return { url, language, ifNoneMatch, acceptEncoding };
}

type ConnectionListener = (this: Server, socket: Socket) => void;

/** Node's margin over the keep-alive timeout it announces before it closes an idle connection. */
const KEEP_ALIVE_MARGIN_MS = 1_000;
/** The feed's calls: a miss of a kept answer there goes to Node's server over the connection's inner side. */
const FEED_PREFIX = '/web-api/feed/';

/**
 * Node's HTTP server's side of a connection read here: the requests this path does not answer are
 * given to it, and what it writes goes out on the connection. It stands for the connection in
 * Node's server (its addresses for the client's IP, its end and destruction) and lives as long as
 * the connection.
 */
class InnerSide extends Duplex {
  /** Requests given to Node's server whose responses are not finished yet. */
  pending = 0;
  /** Everything the connection reads goes here from now on. */
  only = false;

  constructor(private readonly socket: Socket) {
    super({ allowHalfOpen: true });
  }

  override _read(): void {}

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.socket.write(chunk, encoding)) callback();
    else this.socket.once('drain', () => callback());
  }

  override _writev(chunks: { chunk: Buffer; encoding: BufferEncoding }[], callback: (error?: Error | null) => void): void {
    this.socket.cork();
    let flushed = true;
    for (const { chunk, encoding } of chunks) flushed = this.socket.write(chunk, encoding);
    this.socket.uncork();
    if (flushed) callback();
    else this.socket.once('drain', () => callback());
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.socket.end();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.socket.destroy();
    callback(error);
  }

  // Node's server sets its timeouts on the connection it serves; the connection keeps its own here.
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  get remoteAddress(): string | undefined {
    return this.socket.remoteAddress;
  }
  get remotePort(): number | undefined {
    return this.socket.remotePort;
  }
  get remoteFamily(): string | undefined {
    return this.socket.remoteFamily;
  }
  get localAddress(): string | undefined {
    return this.socket.localAddress;
  }
  get localPort(): number | undefined {
    return this.socket.localPort;
  }
}

/** Node's `Date` value, the same for a second (as Node's server keeps it). */
let dateUntilMs = 0;
let dateLine = '';
function dateLineNow(): string {
  const now = Date.now();
  if (now >= dateUntilMs) {
    dateUntilMs = now - (now % 1_000) + 1_000;
    dateLine = `Date: ${new Date(now).toUTCString()}\r\n`;
  }
  return dateLine;
}

/** Distinct status lines and headers whose written bytes are kept for the current second (`headBytes`). */
const HEAD_BYTES_MAX = 256;

/**
 * Reads new connections of `server` first and answers their plain polls from `answers` (above).
 * A plain GET of the feed that no kept answer answers goes to Node's server through the
 * connection's inner side (`InnerSide`), and the connection is read here again once that answer
 * is written; any other request, and every one after it, is Node's server's: the connection
 * itself when nothing went to the inner side yet, else its inner side for good. Without Node's
 * listener (another Node) it changes nothing.
 */
export function answerPollsOnConnections(server: Server, answers: PollAnswers): void {
  const nodeListener = server.listeners('connection').find((listener) => listener.name === 'connectionListener') as ConnectionListener | undefined;
  if (nodeListener === undefined) return;
  server.removeListener('connection', nodeListener);
  /** The connections read here, with their inner side once they have one. */
  const held = new Map<Socket, InnerSide | undefined>();
  /** Each inner side by itself, for the responses Node's server writes on it. */
  const inner = new WeakSet<object>();
  // A kept answer's head with the second's `Date` and the connection's lines, as bytes: the same for
  // every poll of that answer within a second (issue 20: no string built and encoded per poll).
  const headCache = new Map<string, Buffer>();
  let headCacheDate = '';
  let headCacheLines = '';
  const headBytes = (head: string, connectionLines: string): Buffer => {
    const date = dateLineNow();
    if (date !== headCacheDate || connectionLines !== headCacheLines) {
      headCache.clear();
      headCacheDate = date;
      headCacheLines = connectionLines;
    }
    let bytes = headCache.get(head);
    if (bytes === undefined) {
      if (headCache.size >= HEAD_BYTES_MAX) headCache.clear();
      bytes = Buffer.from(head + date + connectionLines, 'latin1');
      headCache.set(head, bytes);
    }
    return bytes;
  };

  // Node's server emits its requests to Fastify's handler, then here: a request given to an inner side is pending until its response closes.
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const side = req.socket;
    if (!inner.has(side)) return;
    const counted = side as unknown as InnerSide;
    if (!counted.only) res.once('close', () => counted.pending--);
  });

  server.on('connection', (socket: Socket) => {
    if (!answers.isOpen || server.maxRequestsPerSocket) {
      nodeListener.call(server, socket);
      return;
    }
    const connectionLines = `Connection: keep-alive\r\n${server.keepAliveTimeout ? `Keep-Alive: timeout=${Math.floor(server.keepAliveTimeout / 1_000)}\r\n` : ''}\r\n`;
    let side: InnerSide | undefined;
    let answered = false;
    // The connection's last plain request, bytes and reading: a poller repeats the same bytes until its ETag changes.
    let lastChunk: Buffer | undefined;
    let lastRequest: PollRequest | undefined;
    const handOver = (chunk: Buffer) => {
      socket.removeListener('data', onData);
      socket.removeListener('timeout', onTimeout);
      socket.removeListener('end', onEnd);
      socket.removeListener('error', onError);
      socket.removeListener('close', onClose);
      socket.setTimeout(0);
      held.delete(socket);
      nodeListener.call(server, socket);
      // Node's listener reads the connection from here; the chunk read here is its first
      socket.emit('data', chunk);
    };
    const toInnerSide = (chunk: Buffer) => {
      if (side === undefined) {
        side = new InnerSide(socket);
        inner.add(side);
        held.set(socket, side);
        nodeListener.call(server, side as unknown as Socket);
      }
      // one whole request: pending until Node's server has answered it (Node may read it a moment later)
      side.pending++;
      side.push(chunk);
    };
    const onData = (chunk: Buffer) => {
      if (side?.only) {
        side.push(chunk);
        return;
      }
      let request: PollRequest | undefined;
      if (lastChunk !== undefined && chunk.equals(lastChunk)) {
        request = lastRequest;
      } else {
        request = plainPollRequest(chunk);
        lastChunk = request === undefined ? undefined : chunk;
        lastRequest = request;
      }
      // while Node's server has a response to write, or a client leaves its answers unread, the request waits its turn there
      if (request !== undefined && answers.isOpen && (side === undefined || side.pending === 0) && !socket.writableNeedDrain) {
        const answer = answers.rawAnswer(request);
        if (answer !== undefined) {
          const head = headBytes(answer.head, connectionLines);
          if (answer.body === undefined) {
            socket.write(head);
          } else {
            socket.cork();
            socket.write(head);
            socket.write(answer.body);
            socket.uncork();
          }
          if (!answered) {
            answered = true;
            // idle from here: Node's keep-alive timeout
            socket.setTimeout(server.keepAliveTimeout + KEEP_ALIVE_MARGIN_MS);
          }
          return;
        }
      }
      if (request !== undefined && request.url.startsWith(FEED_PREFIX)) {
        toInnerSide(chunk);
        return;
      }
      if (side === undefined) {
        handOver(chunk);
        return;
      }
      side.only = true;
      side.push(chunk);
    };
    // idle past the timeout: closed, as Node's server closes it (not while Node's server is answering on it)
    const onTimeout = () => {
      if (side === undefined || (!side.only && side.pending === 0)) socket.destroy();
    };
    const onEnd = () => {
      // the client ended its side: Node's server ends its own after its answers, else nothing is pending here
      if (side === undefined) socket.end();
      else side.push(null);
    };
    const onError = () => socket.destroy();
    const onClose = () => {
      held.delete(socket);
      side?.destroy();
    };
    held.set(socket, undefined);
    // before its first request: Node's limit for a request's headers
    socket.setTimeout(server.headersTimeout);
    socket.on('data', onData);
    socket.on('timeout', onTimeout);
    socket.on('end', onEnd);
    socket.on('error', onError);
    socket.on('close', onClose);
  });

  // The app's close ends idle connections (Node's `close` and Fastify's): those read here are idle
  // unless Node's server answers on their inner side (then that side is Node's and it decides).
  const endIdle = () => {
    for (const [socket, side] of held) {
      if (side === undefined || (!side.only && side.pending === 0)) {
        socket.destroy();
        held.delete(socket);
      }
    }
  };
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    endIdle();
    closeIdle();
  };
  const closeAll = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    for (const socket of held.keys()) socket.destroy();
    held.clear();
    closeAll();
  };
}
