import { MemoryLogger, SimulatedClock, type Clock } from '@kickoff/platform';
import type { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { buildApp } from './app';
import type { ApiSettings, AppContext } from './context';
import type { Database } from './db/database';
import { openSeededTestDatabase, openTestDatabase } from './db/testing';
import { makeTestTemplates, TEST_START } from './db/test-template';
import { seedDemo } from './seed/seed';

export { registerPlayer, sessionCookieOf, enableDevTools, lastSmsCode, solveCaptchaSvg, type TestPlayer, type RegisterPlayerOptions } from './modules/auth/auth.testing';

/** A running API for an integration test: real database, real socket, controllable clock. */
export interface TestApi {
  baseUrl: string;
  app: FastifyInstance;
  db: Database;
  clock: SimulatedClock;
  context: AppContext;
  close(): Promise<void>;
}

/** Options of `startTestApi`. */
export interface TestApiOptions {
  seed?: boolean;
  settings?: Partial<ApiSettings>;
  /** A database shared by several APIs in one file (closing the API then leaves it open). */
  db?: Database;
  clock?: SimulatedClock;
}

/** The settings of a test API: loopback, a fixed secret, no jobs, registrations unbounded; `overrides` on top. */
export function testApiSettings(overrides: Partial<ApiSettings> = {}): ApiSettings {
  return {
    port: 0,
    host: '127.0.0.1',
    webDist: null,
    tokenSecret: 'test-secret-0123456789abcdef',
    publicOrigin: 'http://localhost:8080',
    secureCookies: false,
    hsts: false,
    allowedOrigins: [],
    trustedProxies: [],
    simulatorSpeed: 1,
    runJobs: false,
    registrationLimit: { max: 100_000, windowSeconds: 3_600 },
    // No proof of work unless a test asks for a (low) difficulty: the picture is what most tests solve.
    captchaPowBits: 0,
    ...overrides,
  };
}

/**
 * Starts the API on a free loopback port over a fresh migrated (and by default seeded) database. A
 * file's own database seeded at `TEST_START` is a copy of the run's seeded template when there is one
 * (issue 20: the same rows as seeding it here, made once per run, `db/test-template.ts`).
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const clock = options.clock ?? new SimulatedClock(TEST_START);
  const seed = options.seed !== false;
  const seededCopy = !options.db && seed && clock.now() === TEST_START ? await openSeededTestDatabase() : null;
  const db = options.db ?? seededCopy ?? (await openTestDatabase());
  const context: AppContext = {
    db,
    clock: clock as Clock,
    logger: new MemoryLogger(),
    settings: testApiSettings(options.settings),
  };
  if (seed && !seededCopy) await seedDemo(context);
  const { app, stopJobs } = await buildApp(context);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    app,
    db,
    clock,
    context,
    async close() {
      await stopJobs();
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

/** Vitest global setup of the integration tests (`vitest.shared.ts`): the run's database templates, removed at its end. */
export function setupTestTemplates(): Promise<() => Promise<void>> {
  return makeTestTemplates(testApiSettings());
}

/** A raw GET (fetch would decode the body) asking for `acceptEncoding`: status, headers and the bytes as sent. */
export function rawGet(baseUrl: string, path: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
