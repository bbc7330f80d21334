import { connect, type Socket } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedNoticesHeard } from '../modules/feed/feed.changes';
import { REVISION_TTL_MS } from '../modules/feed/feed.routes';
import { startTestApi, type TestApi } from '../testing';
import { pollAnswersOf, type PollAnswers } from './poll-answers';

// Issue 20: a connection's plain polls of a kept answer are answered before Node's HTTP server reads
// them, with the bytes Node's server writes for the same answer; a miss of the feed is answered by
// the route through Node's server and the connection is read first again; anything else goes to
// Node's server with the connection.

let api: TestApi;
let answers: PollAnswers;

beforeAll(async () => {
  api = await startTestApi();
  answers = pollAnswersOf(api.app)!;
  await feedNoticesHeard(api.context);
});
afterAll(async () => {
  await api?.close();
});

interface RawResponse {
  status: number;
  /** The status line and header lines as written, without the blank line. */
  head: string;
  headers: Map<string, string>;
  body: Buffer;
}

/** One client connection speaking HTTP/1.1 byte for byte. */
class RawConnection {
  private readonly socket: Socket;
  private buffer = Buffer.alloc(0);
  private wake: (() => void) | undefined;
  closed = false;

  constructor() {
    const { port } = new URL(api.baseUrl);
    this.socket = connect({ host: '127.0.0.1', port: Number(port) });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake?.();
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
    this.socket.on('error', () => undefined);
  }

  write(bytes: string): void {
    this.socket.write(bytes, 'latin1');
  }

  /** Writes `bytes` and reads `count` responses. */
  async send(bytes: string, count = 1): Promise<RawResponse[]> {
    this.write(bytes);
    const responses: RawResponse[] = [];
    while (responses.length < count) {
      const response = this.take();
      if (response) {
        responses.push(response);
        continue;
      }
      if (this.closed) throw new Error('the connection closed');
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    return responses;
  }

  /** What the connection reads until it closes (after a close was asked). */
  async rest(): Promise<Buffer> {
    while (!this.closed) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.buffer;
  }

  private take(): RawResponse | undefined {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const head = this.buffer.toString('latin1', 0, end);
    const headers = new Map<string, string>();
    for (const line of head.split('\r\n').slice(1)) {
      const colon = line.indexOf(':');
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    const status = Number(head.slice(9, 12));
    const length = status === 304 ? 0 : Number(headers.get('content-length') ?? NaN);
    if (!Number.isFinite(length)) throw new Error(`no length: ${head}`);
    if (this.buffer.length < end + 4 + length) return undefined;
    const body = this.buffer.subarray(end + 4, end + 4 + length);
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status, head, headers, body };
  }

  close(): void {
    this.socket.destroy();
  }
}

const request = (path: string, lines: string[] = []) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br, gzip\r\n${lines.map((line) => `${line}\r\n`).join('')}\r\n`;
/** A head with its Date's value left out (it changes every second). */
const withoutDate = (head: string) => head.replace(/\r\nDate: [^\r]*/, '\r\nDate: -');

describe('kept poll answers on the connection (issue 20)', () => {
  it('writes the bytes Node writes for a kept 304 and a kept 200, and the headers the route sends', async () => {
    api.clock.advanceBy(REVISION_TTL_MS + 1);
    const raw = vi.spyOn(answers, 'rawAnswer');
    const throughNode = vi.spyOn(answers, 'answer');
    try {
      // a connection whose first request is not a poll is Node's server's: its kept answers come through `answer`
      const nodeSide = new RawConnection();
      const [health] = await nodeSide.send(request('/health'));
      expect(health!.status).toBe(200);
      const [route] = await nodeSide.send(request('/web-api/feed/v1/live'));
      expect(route!.status).toBe(200);
      const etag = route!.headers.get('etag')!;
      const [nodeNotModified] = await nodeSide.send(request('/web-api/feed/v1/live', [`If-None-Match: ${etag}`]));
      const [nodeFull] = await nodeSide.send(request('/web-api/feed/v1/live', ['If-None-Match: "live-0-sall-en"']));
      expect(throughNode.mock.results.filter((result) => result.value === true)).toHaveLength(2);
      // (its first request was read here and was no kept answer: nothing else was)
      expect(raw.mock.results.map((result) => result.value)).toEqual([undefined]);

      // a new connection's polls are answered here
      const fresh = new RawConnection();
      const [notModified] = await fresh.send(request('/web-api/feed/v1/live', [`If-None-Match: ${etag}`]));
      const [full] = await fresh.send(request('/web-api/feed/v1/live', ['If-None-Match: "live-0-sall-en"']));
      expect(raw.mock.results.map((result) => result.value !== undefined)).toEqual([false, true, true]);
      expect(throughNode.mock.results.filter((result) => result.value === true)).toHaveLength(2);

      expect(notModified!.status).toBe(304);
      expect(withoutDate(notModified!.head)).toBe(withoutDate(nodeNotModified!.head));
      expect(notModified!.head).toMatch(/\r\nDate: [A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=\d+$/);
      expect(full!.status).toBe(200);
      expect(withoutDate(full!.head)).toBe(withoutDate(nodeFull!.head));
      expect(full!.body.equals(nodeFull!.body)).toBe(true);
      expect(full!.body.equals(route!.body)).toBe(true);
      // the route's own answer carries the same headers (in its order)
      const names = (response: RawResponse) => [...response.headers.keys()].sort();
      expect(names(full!)).toEqual(names(route!));
      for (const [name, value] of route!.headers) if (name !== 'date') expect(full!.headers.get(name), name).toBe(value);
      expect(full!.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(JSON.parse(brotliDecompressSync(full!.body).toString('utf8'))).toHaveProperty('games');
      nodeSide.close();
      fresh.close();
    } finally {
      raw.mockRestore();
      throughNode.mockRestore();
    }
  });

  it('answers a miss of the feed through the route, then the same connection\'s next poll here; in order when two come at once', async () => {
    answers.clear();
    const raw = vi.spyOn(answers, 'rawAnswer');
    try {
      const connection = new RawConnection();
      const [first] = await connection.send(request('/web-api/feed/v1/live?sportId=1'));
      expect(first!.status).toBe(200);
      expect(raw.mock.results.map((result) => result.value)).toEqual([undefined]);
      const etag = first!.headers.get('etag')!;
      const [again] = await connection.send(request('/web-api/feed/v1/live?sportId=1', [`If-None-Match: ${etag}`]));
      expect(again!.status).toBe(304);
      expect(raw.mock.results[1]!.value).toBeDefined();

      // a miss then a kept poll in one write: Node's server answers both, in order
      answers.clear();
      const [miss, kept] = await connection.send(request('/web-api/feed/v1/live?sportId=1') + request('/web-api/feed/v1/live?sportId=1', [`If-None-Match: ${etag}`]), 2);
      expect(miss!.status).toBe(200);
      expect(miss!.headers.get('etag')).toBe(etag);
      expect(kept!.status).toBe(304);
      expect(raw).toHaveBeenCalledTimes(2);
      connection.close();
    } finally {
      raw.mockRestore();
    }
  });

  it('gives the connection to Node with the first request it does not read: a close is answered and closes', async () => {
    const warm = new RawConnection();
    const [first] = await warm.send(request('/web-api/feed/v1/live'));
    const etag = first!.headers.get('etag')!;
    // a kept answer on the same connection, then a poll that asks to close: Node's server answers and closes
    const [kept] = await warm.send(request('/web-api/feed/v1/live', [`If-None-Match: ${etag}`]));
    expect(kept!.status).toBe(304);
    const [closing] = await warm.send(request('/web-api/feed/v1/live', [`If-None-Match: ${etag}`, 'Connection: close']));
    expect(closing!.status).toBe(304);
    expect(closing!.headers.get('connection')).toBe('close');
    await warm.rest();
    expect(warm.closed).toBe(true);

    // a request Node refuses is refused as before (no Host on HTTP/1.1: 400)
    const bare = new RawConnection();
    bare.write('GET /web-api/feed/v1/live HTTP/1.1\r\n\r\n');
    expect((await bare.rest()).toString('latin1')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\nConnection: close\r\n/);
  });

  it('ends the connections it reads when the app closes, as Node ends its idle ones', async () => {
    const own = await startTestApi({ db: api.db, clock: api.clock, seed: false });
    try {
      const { port } = new URL(own.baseUrl);
      const socket = connect({ host: '127.0.0.1', port: Number(port) });
      await new Promise((resolve) => socket.once('connect', resolve));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.on('error', () => undefined);
      await own.close();
      await closed;
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});
