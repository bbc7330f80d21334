import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { ErrorCode, validationErrorBody } from '@kickoff/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import type { AppContext } from './context';
import { HttpError } from './http/errors';
import { inputGuard } from './http/input-guard';
import { quietPollRoutes } from './http/poll-routes';
import { createOriginGuard } from './http/origin-guard';
import { attachPollAnswers, PollAnswers } from './http/poll-answers';
import { answerPollsOnConnections } from './http/poll-connections';
import { isApiPath, securityHeaders } from './http/security';
import { API_MODULES } from './modules/index';
import { pageStatus } from './modules/site/site.pages';
import { createBootDataSource } from './boot/boot.data';
import { createServerRenderer, fileServerBundle } from './boot/ssr.render';
import { SharedBody, sendShared } from './http/precompressed';
import { createPageRenderer } from './seo/seo.page';
import { registerSeoRoutes } from './seo/seo.routes';

/** The built API with a `stop()` that ends background jobs before the server closes. */
export interface BuiltApp {
  app: FastifyInstance;
  stopJobs(): Promise<void>;
}

/**
 * A request the HTTP parser refuses before Fastify sees it (a URL or headers over Node's 16 KB,
 * a malformed request line) still gets a JSON answer with a code, then the connection closes.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(tooLarge ? { code: 'request_too_large', messageKey: 'main_validation_error', message: 'the URL or headers are too large' } : { code: ErrorCode.validation, messageKey: 'main_validation_error', message: 'the request is malformed' });
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/**
 * Fastify's HTTP/1.1 server with its usual settings, whose requests first meet the kept poll answers
 * (issue 20): one answered there never reaches Fastify, and a connection's plain polls are answered
 * from them before Node's HTTP server reads them (http/poll-connections.ts).
 */
function pollServer(answers: PollAnswers): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler, options) => {
    // Fastify hands the factory its options with defaults filled in; it sets them itself only on a server it makes.
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number };
    const server = createServer((req, res) => {
      if (!answers.answer(req, res)) handler(req, res);
    });
    if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
    if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout ?? 0);
    if (maxRequestsPerSocket) server.maxRequestsPerSocket = maxRequestsPerSocket;
    answerPollsOnConnections(server, answers);
    return server;
  };
}

/** Builds the Fastify app for a context; does not listen. */
export async function buildApp(context: AppContext, logger: FastifyServerOptions['logger'] = false): Promise<BuiltApp> {
  const { settings } = context;
  // The client address is the peer's unless a trusted proxy forwards it (issue 19: a client-set
  // X-Forwarded-For must not choose the address the login throttle counts).
  const trustProxy = settings.trustedProxies.length > 0 ? [...settings.trustedProxies] : false;
  // issue 20: the HTTP server answers a repeated feed poll from the answers its route kept
  // (http/poll-answers.ts) before Fastify; every other request goes to Fastify as before.
  const commonHeaders = securityHeaders(settings);
  const pollAnswers = new PollAnswers(context.clock, commonHeaders);
  const app = Fastify({ logger, trustProxy, bodyLimit: 1_048_576, clientErrorHandler: answerClientError, serverFactory: pollServer(pollAnswers) });
  attachPollAnswers(app, pollAnswers);
  await app.register(fastifyCookie);
  // JSON and any file without a precompressed twin go out compressed (issue 20): brotli at a fast
  // level for answers made per request, gzip for clients without brotli; small answers as they are.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1_024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  app.addHook('onRoute', quietPollRoutes);
  app.addHook('onRequest', createOriginGuard([settings.publicOrigin, ...settings.allowedOrigins]));
  app.addHook('preValidation', inputGuard);

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(commonHeaders);
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body);
    const failure = error as { statusCode?: number; code?: string; message?: string; validation?: unknown };
    const status = typeof failure.statusCode === 'number' ? failure.statusCode : 500;
    if (status === 400 || status === 415) {
      return reply.status(400).send(validationErrorBody([{ path: [], message: failure.message ?? 'bad request' }]));
    }
    if (status === 413) return reply.status(413).send({ code: 'payload_too_large', messageKey: 'main_validation_error' });
    if (status === 429) return reply.status(429).send({ code: ErrorCode.rateLimited, messageKey: 'main_too_many_requests' });
    if (status < 500) return reply.status(status).send({ code: failure.code ?? 'request_error', messageKey: 'main_error', message: failure.message });
    // The database's data exceptions (SQLSTATE class 22: a number out of the column's range, text
    // it cannot store) are bad input that got past a schema: 400, never 500 (issue 19).
    if (typeof failure.code === 'string' && /^22[0-9A-Z]{3}$/.test(failure.code)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send(validationErrorBody([{ path: [], message: 'a value is out of range or cannot be stored' }]));
    }
    // A statement cancelled by the database's statement timeout (57014): the request took too long.
    if (failure.code === '57014') {
      request.log.error({ err: error }, 'statement timed out');
      return reply.status(503).send({ code: 'request_timeout', messageKey: 'main_service_unavailable', message: 'the request took too long; try again' });
    }
    // A full disk (PostgreSQL 53100, the file system's ENOSPC): nothing was written; try later.
    if (failure.code === '53100' || failure.code === 'ENOSPC' || /ENOSPC|No space left/i.test(failure.message ?? '')) {
      request.log.error({ err: error }, 'storage full');
      return reply.status(503).send({ code: 'storage_full', messageKey: 'main_service_unavailable', message: 'the server cannot store data now' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ErrorCode.internal, messageKey: 'main_error' });
  });

  const stops: Array<() => Promise<void> | void> = [];
  for (const module of API_MODULES) {
    const stop = module.register(app, context);
    if (stop) stops.push(stop);
  }

  const webDist = context.settings.webDist;
  const indexHtml = webDist ? join(webDist, 'index.html') : null;
  if (webDist && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins of every text asset at the highest levels (issue 20).
      preCompressed: true,
      // Source maps stay on the server's disk for error reports; they are never served.
      // The server render's bundle (dist/server, issue 20) is the API's, not the browser's.
      allowedPath: (path) => !path.endsWith('.map') && !path.startsWith('/server/'),
      setHeaders(res, path) {
        // Hashed assets never change; the service worker, the manifest and the rest are checked on
        // every use (a cached sw.js would keep players on an old build).
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (path.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json; charset=utf-8');
      },
    });
  }
  registerSeoRoutes(app, context);
  // issue 20: each page carries its boot data (configuration, dictionary, the route's first feed answers).
  // issue 20: the public routes' pages carry the page rendered by the web build's server bundle.
  const ssr = webDist ? createServerRenderer(app, context, fileServerBundle(join(webDist, 'server', 'entry-server.mjs'), context)) : undefined;
  const pages = indexHtml ? createPageRenderer(context, indexHtml, 500, createBootDataSource(app, context), ssr) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !isApiPath(path) && !/\.[a-z0-9]{1,8}$/i.test(path);
    const rendered = wantsPage && pages ? await pages.render(request.url, request.headers['user-agent'] ?? '', request.headers.cookie) : null;
    if (rendered !== null) {
      // Client routes (/, /en/live/...) get the app's index.html with the page's head and SEO block
      // filled in (issue 18); a path outside guards-core's route table gets it too, with status 404,
      // so the app shows its not-found page (document 000 §8).
      if (rendered.noindexRobots) reply.header('x-robots-tag', rendered.noindexRobots);
      // issue 20: compressed like every answer (the not-found handler has no route hooks): the page
      // carries its boot data and, on a public route, the rendered page
      reply.status(pageStatus(request.url)).header('cache-control', 'no-cache');
      return sendShared(request, reply, new SharedBody(rendered.html), 'text/html; charset=utf-8');
    }
    return reply.status(404).send({ code: ErrorCode.notFound, messageKey: 'main_not_found', message: `${request.method} ${path}` });
  });

  return {
    app,
    async stopJobs() {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
