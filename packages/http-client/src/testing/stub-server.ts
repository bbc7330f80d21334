/// <reference types="node" />
import type { SimulatedClock } from '@kickoff/platform';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub server received, with the simulated time it arrived at. */
export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  atMs: number;
}

/** What a route does: answer JSON, answer text, hang, or drop the connection. */
export type StubReply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; headers?: Record<string, string> }
  | { drop: true }
  | { hang: true };

/**
 * A small local HTTP server for the client's error handling: each route answers from a function
 * of the request number, so a test can script "401, then 200" or "drop twice, then answer".
 */
export class StubServer {
  readonly requests: StubRequest[] = [];
  private readonly routes = new Map<string, (request: StubRequest, count: number) => StubReply>();
  private readonly hanging = new Set<ServerResponse>();
  private inflight = 0;
  private server = createServer((req, res) => this.handle(req, res));
  baseUrl = '';

  constructor(private readonly clock: SimulatedClock) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Scripts `METHOD /path` (without query). */
  on(method: string, path: string, reply: (request: StubRequest, count: number) => StubReply): this {
    this.routes.set(`${method} ${path}`, reply);
    return this;
  }

  /** The requests to a path (without query). */
  to(path: string): StubRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  /** Requests being answered right now (not counting hanging ones). */
  get busy(): boolean {
    return this.inflight > 0;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    this.inflight += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const request: StubRequest = { method: req.method ?? 'GET', path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), atMs: this.clock.now() };
      this.requests.push(request);
      const route = this.routes.get(`${request.method} ${path}`);
      const count = this.requests.filter((seen) => seen.method === request.method && seen.path === path).length;
      const reply: StubReply = route ? route(request, count) : { status: 404, json: { code: 'not_found', messageKey: 'main_not_found' } };
      this.inflight -= 1;
      if ('drop' in reply) {
        req.socket.destroy();
        return;
      }
      if ('hang' in reply) {
        this.hanging.add(res);
        return;
      }
      const headers = { ...reply.headers };
      if ('json' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(reply.json));
      } else {
        res.writeHead(reply.status, { 'content-type': 'text/plain', ...headers });
        res.end(reply.text);
      }
    });
  }
}

const realPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Awaits `promise` while driving the simulated clock: whenever nothing is on the wire and a timer
 * waits, the clock jumps to it (so retry delays are exact in `StubRequest.atMs`).
 */
export async function drive<T>(clock: SimulatedClock, promise: Promise<T>, isBusy: () => boolean = () => false): Promise<T> {
  let settled = false;
  const watched = promise.finally(() => {
    settled = true;
  });
  watched.catch(() => undefined);
  while (!settled) {
    await realPause(5);
    if (!settled && !isBusy() && clock.pendingTimerCount() > 0) clock.runAll();
  }
  return watched;
}
